import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { composeConcepts } from './concepts';
import { FAMILY_IMAGERY } from './concept-lexicon';
import { motifFromText } from './motifs';

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

describe('composeConcepts', () => {
  const inputs = [
    { bandName: 'Groove Thesis', genre: 'funk', vibe: 'sweaty basement party' },
    { bandName: 'VAMPSILK', genre: 'synthwave', vibe: 'cold neon', influences: 'Kavinsky' },
    { bandName: 'Quiet Kettle', genre: 'folk' },
    { bandName: 'Zxqv', genre: 'techno', vibe: 'lazy afternoon' },
  ] as const;

  it('gives three distinct concepts of one or two sentences, each naming a motif', () => {
    for (const input of inputs) {
      const concepts = composeConcepts(input, createRng(3));
      expect(concepts).toHaveLength(3);
      expect(new Set(concepts).size).toBe(3);
      for (const c of concepts) {
        expect(sentences(c).length).toBeGreaterThanOrEqual(1);
        expect(sentences(c).length).toBeLessThanOrEqual(2);
        expect(motifFromText(c), c).toBeDefined();
      }
    }
  });

  it('uses the band name’s words or the genre’s imagery', () => {
    for (const input of inputs) {
      const nameWords = input.bandName.toLowerCase().split(/\s+/);
      const imagery = Object.values(FAMILY_IMAGERY).flat();
      for (const c of composeConcepts(input, createRng(9))) {
        const lower = c.toLowerCase();
        expect(nameWords.some((w) => lower.includes(w)) || imagery.some((s) => lower.includes(s.toLowerCase())), c).toBe(true);
      }
    }
  });

  it('turns the name’s words into imagery: Groove Thesis gets grooves and a chalkboard of dance steps', () => {
    const all = composeConcepts(inputs[0], createRng(1)).join(' ').toLowerCase();
    expect(all).toContain('groove');
    expect(all).toContain('chalkboard');
    expect(composeConcepts(inputs[0], createRng(1)).map(motifFromText)).toEqual(expect.arrayContaining(['diagram', 'vinyl']));
  });

  it('reflects the vibe’s mood in the colour direction', () => {
    expect(composeConcepts(inputs[0], createRng(2)).join(' ')).toMatch(/basement|orange/);
    expect(composeConcepts(inputs[1], createRng(2)).join(' ')).toMatch(/neon|cyan|magenta/);
    expect(composeConcepts(inputs[3], createRng(2))[0]).toContain('lazy afternoon');
  });

  it('works a suggestion into every concept', () => {
    const concepts = composeConcepts({ ...inputs[2], suggestion: 'a red lighthouse beam sweeping the water.' }, createRng(4));
    for (const c of concepts) {
      expect(c).toContain('a red lighthouse beam sweeping the water');
      expect(sentences(c).length).toBeLessThanOrEqual(2);
    }
  });

  it('is seeded: the same rng seed gives the same concepts', () => {
    expect(composeConcepts(inputs[1], createRng(11))).toEqual(composeConcepts(inputs[1], createRng(11)));
  });
});
