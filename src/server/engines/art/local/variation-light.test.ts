// A variation's hour and added weather light the whole picture, the style's own paper, sheet or
// wall included: 'at dusk' and 'make it night' look clearly unlike the picture they
// came from, while the composition stays.
import { describe, expect, it } from 'vitest';
import { layoutSimilarity, meanLuminance, meanPixelDifference } from '@server/testing/image-stats';
import type { ImageAdjustments } from '../art-engine';
import { describeCover } from './compose';
import { renderCoverPng } from './render';

const cover = {
  concept: 'A weathered farmhouse on a low hill, a windbreak of poplars beside it',
  bandName: 'Harrow Lane',
  genre: 'americana',
  seed: 17,
};

describe('variation light', () => {
  for (const style of ['pastel-drawing', 'stencil', 'pencil-sketch'] as const) {
    const png = (adjust?: ImageAdjustments) => renderCoverPng({ ...cover, style, adjust }, 128);
    it(`${style}: dusk and night each look unlike the source, in the same layout`, async () => {
      const source = png();
      for (const adjust of [{ time: 'dusk' }, { time: 'night' }] as ImageAdjustments[]) {
        const varied = png(adjust);
        expect(await meanPixelDifference(source, varied), JSON.stringify(adjust)).toBeGreaterThan(0.15);
        expect(await layoutSimilarity(source, varied), JSON.stringify(adjust)).toBeGreaterThan(0.6);
      }
      expect(await meanLuminance(png({ time: 'night' }))).toBeLessThan(0.36);
    });
  }
});

describe("a variation's alt text", () => {
  it("names what 'add a moon' added", () => {
    const base = { ...cover, style: 'vintage-poster' as const };
    expect(describeCover(base)).not.toContain('moon');
    expect(describeCover({ ...base, adjust: { add: ['moon'] } })).toContain('with a moon');
  });
});
