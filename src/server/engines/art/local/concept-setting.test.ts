// A vibe that says where the picture is sets every concept there (the tidal flats, the warehouse),
// and a second thing it names is a concept's subject too ('candles in a small stone chapel').
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { describeCover } from './compose';
import { composeConcepts } from './concepts';
import { FAMILY_IMAGERY } from './concept-lexicon';
import { motifFromText } from './motifs';
import { readRequest } from './scene/request';

const concepts = (genre: string, vibe: string) => composeConcepts({ bandName: 'Tern Lantern', genre, vibe }, createRng(5), 3);

describe("the vibe's setting", () => {
  it('every concept of a tidal-flats vibe is by the sea', () => {
    for (const c of concepts('folk', 'walking the tidal flats at low tide')) expect(c.includes('by the sea') || motifFromText(c) === 'waves', c).toBe(true);
  });

  it('every concept of a warehouse vibe is set among warehouses', () => {
    for (const c of concepts('post-punk', 'cold echo in an empty warehouse')) expect(c, c).toContain('warehouses');
  });

  it('a second thing the vibe names is a concept of its own', () => {
    const motifs = concepts('indie-folk', 'candles in a small stone chapel').map((c) => motifFromText(c));
    expect(motifs).toContain('candle');
    expect(motifs).toContain('church');
  });

  it('a club genre is set at night, whatever its name says, unless the vibe names another hour', () => {
    for (const genre of ['techno', 'house', 'edm']) {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        for (const c of composeConcepts({ bandName: 'Glass Cathedral', genre }, createRng(seed), 3)) {
          expect(readRequest(c).time, `${genre}: ${c}`).toBe('night');
        }
      }
    }
    for (const c of concepts('techno', 'sunrise after the rave')) expect(readRequest(c).time, c).not.toBe('night');
    for (const c of concepts('techno', 'late night club')) expect(readRequest(c).time, c).toBe('night');
  });

  it("a club genre's studio picture is drawn at night unless its words name another hour", () => {
    const alt = (concept: string, genre: string) => describeCover({ concept, style: 'digital-art', bandName: 'Pulse', genre, seed: 4 });
    expect(alt('a dj in a club with lasers', 'techno')).toContain(' at night');
    expect(alt('a dj at a beach party at noon', 'house')).not.toContain(' at night');
    expect(alt('a dj in a club with lasers', 'folk')).not.toContain(' at night');
  });

  it("a stock phrase never names another hour than the vibe's", () => {
    for (const c of concepts('dream-pop', 'a hazy summer evening on a coastal highway')) expect(c, c).not.toMatch(/\bat dawn\b/);
  });
});

describe('stock props', () => {
  it('a record is drawn only where the words name one', () => {
    for (const t of ['a dryer spinning in a laundromat', 'a glowing disc over the bay', 'a slow groove in a smoky bar']) expect(motifFromText(t), t).not.toBe('vinyl');
    for (const t of ['a vinyl record on a turntable', 'an old jukebox']) expect(motifFromText(t), t).toBe('vinyl');
  });
});

describe("the genres' stock images", () => {
  it('hold no open hand and orb, which came back on band after band', () => {
    for (const [family, images] of Object.entries(FAMILY_IMAGERY)) for (const image of images) expect(motifFromText(image), `${family}: ${image}`).not.toBe('hand');
  });
});
