import { describe, expect, it } from 'vitest';
import { ART_STYLES, type ArtStyle } from '@shared/catalog/art-styles';
import { renderCoverPixels } from './render';

/** A style fingerprint: a coarse colour grid, edge density per region and a value histogram. */
function signature(pixels: Buffer, size: number) {
  const grid = 8;
  const cell = size / grid;
  const colour = new Float64Array(grid * grid * 3);
  const edges = new Float64Array(grid * grid);
  const hist = new Float64Array(16);
  const lum = (i: number) => (0.3 * pixels[i]! + 0.59 * pixels[i + 1]! + 0.11 * pixels[i + 2]!) / 255;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const g = Math.floor(y / cell) * grid + Math.floor(x / cell);
      for (let c = 0; c < 3; c++) colour[g * 3 + c]! += pixels[i + c]! / 255 / (cell * cell);
      const l = lum(i);
      hist[Math.min(15, Math.floor(l * 16))]! += 1 / (size * size);
      if (x + 1 < size && Math.abs(l - lum(i + 4)) > 0.06) edges[g]! += 1 / (cell * cell);
    }
  }
  return { colour, edges, hist };
}

type Sig = ReturnType<typeof signature>;

function distance(a: Sig, b: Sig): number {
  const mean = (x: Float64Array, y: Float64Array) => x.reduce((s, v, i) => s + Math.abs(v - y[i]!), 0) / x.length;
  return mean(a.colour, b.colour) + mean(a.edges, b.edges) + mean(a.hist, b.hist) * 4;
}

describe('art styles are visibly distinct', () => {
  it('every pair of the 24 styles differs for the same concept, name and seed', () => {
    const size = 256;
    const sigs = new Map<ArtStyle, Sig>();
    for (const style of ART_STYLES) {
      const { pixels } = renderCoverPixels({
        concept: 'Jagged mountain ridges under a huge moon, birds crossing its face.',
        style, bandName: 'Glass Harbor', genre: 'indie-rock', vibe: 'wistful', seed: 7,
      }, size);
      sigs.set(style, signature(pixels, size));
    }
    const pairs: [string, number][] = [];
    for (const [i, a] of ART_STYLES.entries()) {
      for (const b of ART_STYLES.slice(i + 1)) {
        const d = distance(sigs.get(a)!, sigs.get(b)!);
        pairs.push([`${a} / ${b}`, d]);
      }
    }
    pairs.sort((a, b) => a[1] - b[1]);
    // The closest pair still differs clearly (identical renders score 0).
    if (process.env.SHOW_STYLE_DISTANCES) console.log(pairs.slice(0, 8));
    const closest = pairs[0]!;
    expect(closest[1], `closest pair: ${closest[0]}`).toBeGreaterThan(0.12);
  });
});
