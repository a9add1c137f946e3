// A variation's hour and added weather light the whole picture, the style's own paper, sheet or
// wall included: 'at dusk' and 'make it night' look clearly unlike the picture they
// came from, while the composition stays.
import { describe, expect, it } from 'vitest';
import { dominantHue, hueShares, layoutSimilarity, meanLuminance, meanPixelDifference } from '@server/testing/image-stats';
import type { ImageAdjustments } from '../art-engine';
import { describeCover } from './compose';
import { renderCoverPixels, renderCoverPng } from './render';

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

describe("'at dusk' and 'at dawn'", () => {
  it('keep the sun a bright warm disc low in the sky, not a faint one in the sky\'s violet', () => {
    const lake = { concept: 'a mountain lake', style: 'vintage-poster' as const, bandName: 'Lake', genre: 'indie-rock', seed: 8 };
    // The poster's sun at 64 px: its centre.
    const sun = (adjust?: ImageAdjustments) => {
      const p = renderCoverPixels({ ...lake, adjust }, 64).pixels;
      const sum = [0, 0, 0];
      for (let y = 11; y < 15; y++) for (let x = 15; x < 19; x++) for (let k = 0; k < 3; k++) sum[k]! += p[(y * 64 + x) * 4 + k]! / 16;
      return sum as [number, number, number];
    };
    const source = sun();
    for (const time of ['dusk', 'dawn'] as const) {
      const [r, g, b] = sun({ time });
      expect(r + g + b, time).toBeGreaterThan((source[0] + source[1] + source[2]) * 0.9);
      expect(r - b, time).toBeGreaterThan(60);
    }
  });
});

describe("'add snow'", () => {
  it('lays snow on the land and leaves the subject as it was', async () => {
    const snowy = { ...cover, concept: 'A lone wolf on the dunes at noon', style: 'stencil' as const };
    const [before, after] = [renderCoverPixels(snowy, 64), renderCoverPixels({ ...snowy, adjust: { add: ['snow'] } }, 64)];
    const lum = (px: Buffer, y0: number, y1: number) => {
      let sum = 0;
      let count = 0;
      for (let y = y0; y < y1; y++) for (let x = 0; x < 64; x++) { const i = (y * 64 + x) * 4; sum += (px[i]! + px[i + 1]! + px[i + 2]!) / 765; count++; }
      return sum / count;
    };
    // The foot of the picture (the land under the name's band) is clearly whiter.
    expect(lum(after.pixels, 52, 64) - lum(before.pixels, 52, 64)).toBeGreaterThan(0.1);
  });

  it('keeps the subject and the inks as they were, and a night a night', async () => {
    // A dark barn on a poster stays dark (a pale veil over everything turned it a grey ghost).
    const barn = { concept: 'an old barn by a field of wheat in the afternoon', style: 'vintage-poster' as const, bandName: 'Harvest', genre: 'country', seed: 1 };
    const px = (adjust?: ImageAdjustments) => renderCoverPixels({ ...barn, adjust }, 64).pixels;
    const lum = (p: Buffer) => {
      let sum = 0;
      for (let y = 26; y < 38; y++) for (let x = 34; x < 48; x++) { const i = (y * 64 + x) * 4; sum += (p[i]! + p[i + 1]! + p[i + 2]!) / 765; }
      return sum / (12 * 14);
    };
    expect(Math.abs(lum(px({ add: ['snow'] })) - lum(px()))).toBeLessThan(0.05);
    // A night city given snow is the same night with snow on it, not drawn as its negative.
    const night = { concept: 'a city skyline at night', style: 'vintage-poster' as const, bandName: 'Metro', genre: 'rock', seed: 3 };
    const [source, snowy] = [renderCoverPng(night, 64), renderCoverPng({ ...night, adjust: { add: ['snow'] } }, 64)];
    const diff = await meanPixelDifference(source, snowy);
    expect(diff).toBeGreaterThan(0.1);
    expect(diff).toBeLessThan(0.35);
  });
});

describe("'make it teal' at night", () => {
  it('is a teal night, not the same dark picture', async () => {
    const night = { concept: 'a castle at night in falling snow', bandName: 'Salt Lantern', genre: 'jazz', seed: 9, style: 'vector-art' as const };
    const source = renderCoverPng(night, 64);
    const teal = renderCoverPng({ ...night, adjust: { colour: 'teal' } }, 64);
    expect((await dominantHue(teal)).name).toBe('teal');
    expect(await meanPixelDifference(source, teal)).toBeGreaterThan(0.08);
  });
});

describe("a variation's alt text", () => {
  it("names what 'add a moon' added", () => {
    const base = { ...cover, style: 'vintage-poster' as const };
    expect(describeCover(base)).not.toContain('moon');
    expect(describeCover({ ...base, adjust: { add: ['moon'] } })).toContain('with a moon');
  });
});

describe("'make it night' of a request that names its colours", () => {
  it('is dark in its lower half too: the named colours are not brought in as glows', () => {
    const request = { concept: 'a street musician on a sunny market square at noon, yellow and blue, pigeons', bandName: 'Marche', genre: 'world', seed: 23 };
    for (const style of ['pop-art', 'digital-art'] as const) {
      const { pixels, width } = renderCoverPixels({ ...request, style, adjust: { time: 'night' } }, 64);
      let sum = 0;
      let n = 0;
      for (let y = 40; y < 64; y++) for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        sum += (0.2126 * (pixels[i] ?? 0) + 0.7152 * (pixels[i + 1] ?? 0) + 0.0722 * (pixels[i + 2] ?? 0)) / 255;
        n++;
      }
      expect(sum / n, style).toBeLessThan(0.3);
    }
  });
});

describe('variations of a doom cover', () => {
  // A heavy genre's dark is held by a safety net measured on the source picture: the variation
  // is laid over it, so 'darker', 'brighter', 'at dusk' or black and white are not taken back.
  const doom = { concept: 'a ruined abbey on a moor under a low moon', bandName: 'Cinder Psalm', genre: 'doom-metal', seed: 31 };
  for (const style of ['charcoal-drawing', 'digital-art', 'watercolor'] as const) {
    it(`${style}: each change is clearly seen, in the same layout`, async () => {
      const source = renderCoverPng({ ...doom, style }, 128);
      // Darker has the least room on a picture already this dark: its lights are kept, so less moves.
      for (const [adjust, least] of [[{ mood: 'darker' }, 0.13], [{ mood: 'brighter' }, 0.15], [{ time: 'dusk' }, 0.15]] as [ImageAdjustments, number][]) {
        const varied = renderCoverPng({ ...doom, style, adjust }, 128);
        expect(await meanPixelDifference(source, varied), JSON.stringify(adjust)).toBeGreaterThan(least);
        expect(await layoutSimilarity(source, varied), JSON.stringify(adjust)).toBeGreaterThan(0.55);
      }
      const [dark, bright] = await Promise.all([meanLuminance(renderCoverPng({ ...doom, style, adjust: { mood: 'darker' } }, 64)), meanLuminance(renderCoverPng({ ...doom, style, adjust: { mood: 'brighter' } }, 64))]);
      const lum = await meanLuminance(renderCoverPng({ ...doom, style }, 64));
      expect(dark).toBeLessThan(lum - 0.05);
      expect(bright).toBeGreaterThan(lum + 0.1);
    });
  }

  it('in black and white is grey to its edges, the name included', async () => {
    const grey = renderCoverPng({ ...doom, style: 'linocut', adjust: { colour: 'black-and-white' } }, 64);
    const shares = await hueShares(grey);
    expect(Object.values(shares).reduce((a, b) => a + b, 0)).toBeLessThan(0.01);
  });
});

describe("'add snow' to a picture already snowing", () => {
  it('is a blizzard, clearly whiter than the snow it had', async () => {
    const snowing = { concept: 'a wolf on a ridge in falling snow', bandName: 'White Howl', genre: 'folk', seed: 41, style: 'stencil' as const };
    const source = renderCoverPng(snowing, 128);
    const more = renderCoverPng({ ...snowing, adjust: { add: ['snow'] } }, 128);
    expect(await meanPixelDifference(source, more)).toBeGreaterThan(0.15);
    expect(await meanLuminance(more)).toBeGreaterThan(await meanLuminance(source));
  });
});
