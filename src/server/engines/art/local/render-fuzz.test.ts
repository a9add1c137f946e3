import { describe, expect, it } from 'vitest';
import { ART_STYLES } from '@shared/catalog/art-styles';
import { MOTIF_WORDS, type Motif } from './motifs';
import { renderCoverPixels } from './render';

describe('renderCover across the input space', () => {
  it('renders every style across the motifs, genres, names and seeds without failing', () => {
    // A resvg panic aborts the process, so breadth matters more than size here.
    const genres = ['synthwave', 'funk', 'black-metal', 'dream-pop', 'trap', 'bluegrass', 'jazz', 'reggae', 'not-a-genre'];
    const names = ['X', 'Groove Thesis', 'The Extraordinarily Long Named Orchestra Of Tomorrow', 'ÆØÅ & <Friends>', 'Supercalifragilisticexpialidocious'];
    const motifs = Object.keys(MOTIF_WORDS) as Motif[];
    let i = 0;
    for (const style of ART_STYLES) {
      // Each style meets half the motifs, a different half for neighbouring styles.
      for (const motif of motifs.filter((_, k) => (k + i) % 2 === 0)) {
        i += 1;
        const { width } = renderCoverPixels({
          concept: `a ${MOTIF_WORDS[motif][0]}`, style, genre: genres[i % genres.length]!, bandName: names[i % names.length]!, vibe: i % 3 ? 'cold neon' : '', seed: i * 7919,
        }, 96);
        expect(width).toBe(96);
      }
    }
    // Hundreds of small renders: a few seconds on a quiet machine, far more on a loaded one, and
    // only a crash is what this test looks for.
  }, 300_000);
});
