// R&B is a studio genre: its lyrics are read and its pictures drawn in soul's world.
import { describe, expect, it } from 'vitest';
import { genreLabel } from '@shared/catalog/genres';
import { IMAGE_GENRE_GROUPS } from '@shared/catalog/image-genres';
import { generateImageRequestSchema, interpretLyricsRequestSchema } from '@shared/contracts/studio';
import { studioRenderRequest, type DrawnRecipe } from './studio-request';

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
