import { describe, expect, it } from 'vitest';
import { renderCoverPng } from '@server/engines/art/local/render';
import { dominantHue, layoutSimilarity, meanPixelDifference } from './image-stats';

const cover = {
  concept: 'A huge pale moon rising behind jagged mountain ridges.',
  style: 'digital-art' as const,
  bandName: 'Glass Harbor',
  genre: 'indie-rock',
  seed: 42,
};
const png = (over: Partial<Parameters<typeof renderCoverPng>[0]> = {}) => renderCoverPng({ ...cover, ...over }, 256);

// The layout threshold, measured on 256 px renders: a red variation of a cover scored 0.64 (anime,
// whose cel shading re-bands with the colour) to 1.00 across all 24 styles, most above 0.95; 48
// pairs of unrelated covers (other band, scene and seed, same style) scored at most 0.63 and all
// but one under 0.5. 0.6 keeps every recolour and rejects all but that one outlier.
const SAME_LAYOUT = 0.6;

describe('image statistics', () => {
  it('a red variation of a cover is dominantly red and keeps its layout', async () => {
    const original = png();
    const red = png({ adjust: { colour: 'red' } });
    expect((await dominantHue(original)).name).not.toBe('red');
    const hue = await dominantHue(red);
    expect(hue.name).toBe('red');
    expect(hue.share).toBeGreaterThan(0.6);
    expect(await layoutSimilarity(original, red)).toBeGreaterThan(SAME_LAYOUT);
  });

  it('two unrelated covers score below the layout threshold and differ pixel by pixel', async () => {
    const a = png();
    const b = png({ bandName: 'The Velvet Static', concept: 'A night skyline of towers with lit windows', seed: 9 });
    const c = png({ bandName: 'Ox', concept: 'A vinyl record spinning', seed: 3, style: 'watercolor' });
    for (const [x, y] of [[a, b], [a, c], [b, c]] as const) {
      expect(await layoutSimilarity(x, y)).toBeLessThan(SAME_LAYOUT);
      expect(await meanPixelDifference(x, y)).toBeGreaterThan(0.1);
    }
  });

  it('identical pictures: difference 0, layout 1', async () => {
    const a = png();
    expect(await meanPixelDifference(a, a)).toBe(0);
    expect(await layoutSimilarity(a, a)).toBeCloseTo(1, 5);
  });

  it('a grey picture has no dominant hue', async () => {
    const grey = png({ adjust: { colour: 'black-and-white' } });
    expect((await dominantHue(grey)).name).toBe('grey');
  });
});
