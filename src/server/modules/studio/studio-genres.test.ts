// R&B is a studio genre: its lyrics are read and its pictures drawn in soul's world; a picture
// whose words name its feeling is painted in that feeling's colours.
import { describe, expect, it } from 'vitest';
import { genreLabel } from '@shared/catalog/genres';
import { IMAGE_GENRE_GROUPS } from '@shared/catalog/image-genres';
import { generateImageRequestSchema, interpretLyricsRequestSchema } from '@shared/contracts/studio';
import { presetFromPhrase } from '@server/engines/art/local/mood-phrases';
import { studioRenderRequest, variationRecipe, type DrawnRecipe } from './studio-request';

const recipe = (genre: string): DrawnRecipe => ({
  source: 'lyrics', prompt: 'a candle and a radio in a bedroom at 3am', concept: 'a candle and a radio in a bedroom at 3am', artStyle: 'digital-art',
  customArtists: null, genre, bandName: null, vibe: null, template: null, seed: 4, adjust: null, variationOf: null, note: null,
});

describe('R&B in the image studio', () => {
  it('is listed and accepted however it is typed', () => {
    expect(IMAGE_GENRE_GROUPS.flatMap((g) => g.genres as readonly string[])).toContain('r-and-b');
    expect(genreLabel('r-and-b')).toBe('R&B');
    for (const typed of ['R&B', 'rnb', 'r-and-b', 'Rhythm and Blues']) {
      expect(interpretLyricsRequestSchema.parse({ lyrics: 'candle burning low', genre: typed }).genre, typed).toBe('r-and-b');
    }
    expect(generateImageRequestSchema.safeParse({ prompt: 'a candle', artStyle: 'digital-art', genre: 'r-and-b' }).success).toBe(true);
  });

  it('is drawn in soul\'s world, and keeps its own name on the recipe', () => {
    expect(studioRenderRequest(recipe('r-and-b')).genre).toBe('soul');
    expect(studioRenderRequest(recipe('jazz')).genre).toBe('jazz');
  });
});

describe('the feeling of a song', () => {
  const feel = (prompt: string) => presetFromPhrase(studioRenderRequest({ ...recipe('folk'), prompt, concept: prompt }).concept);
  it('paints the picture in its colour story: grief rain-grey, anger burning, longing a faded dusk', () => {
    expect(feel('A river in fog in the morning, with roses. Mournful mood.')).toBe('rain-slate');
    expect(feel('A city skyline, with a radio and a candle. Angry mood.')).toBe('basement-heat');
    expect(feel('A porch at dusk, tender and nostalgic in mood.')).toBe('romance-rose');
    expect(feel('An open road, wistful in mood.')).toBe('lofi-dusk');
    // Words that already name a colour story keep it; words naming no feeling add none.
    expect(feel('A whale in deep-water blues. Mournful mood.')).toBe('ocean-deep');
    expect(feel('A whale under the moon')).toBeUndefined();
  });

  it('gives way to a colour the words name for the picture, not to one they name for a thing', () => {
    expect(feel('In cold blue light: a lighthouse on a rocky coast in a storm at night. Tender mood.')).toBeUndefined();
    expect(feel('A red car on an open road. Mournful mood.')).toBe('rain-slate');
  });

  it('keeps the colours in a variation of the picture', () => {
    const original = { ...recipe('folk'), prompt: 'A heron in the reeds. Mournful mood.', concept: 'A heron in the reeds. Mournful mood.' };
    expect(presetFromPhrase(studioRenderRequest(variationRecipe(original, 1, 'make it night')).concept)).toBe('rain-slate');
  });
});
