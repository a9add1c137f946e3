import { describe, expect, it } from 'vitest';
import { isPng, pngSize } from '@server/testing/png-info';
import { renderCover, renderCoverPixels } from './render';

const base = {
  concept: 'A huge pale moon rising behind jagged mountain ridges.',
  style: 'digital-art' as const,
  bandName: 'Glass Harbor',
  genre: 'indie-rock',
  vibe: 'wistful summer night',
  seed: 42,
};

describe('renderCover', () => {
  it('returns a 1024 x 1024 PNG by default size', () => {
    const png = renderCover({ ...base, size: 1024 });
    expect(isPng(png)).toBe(true);
    expect(pngSize(png)).toEqual({ width: 1024, height: 1024 });
  });

  it('renders the same composition at 3000 x 3000 for print', () => {
    const png = renderCover({ ...base, style: 'linocut', size: 3000 });
    expect(pngSize(png)).toEqual({ width: 3000, height: 3000 });
  });

  it('is deterministic: the same request and seed give identical bytes', () => {
    for (const style of ['collage', 'graffiti'] as const) {
      const a = renderCover({ ...base, style, size: 1024 });
      const b = renderCover({ ...base, style, size: 1024 });
      expect(a.equals(b)).toBe(true);
    }
  });

  it('different seeds give different compositions', () => {
    const a = renderCoverPixels({ ...base, seed: 1 }, 128).pixels;
    const b = renderCoverPixels({ ...base, seed: 2 }, 128).pixels;
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff += Math.abs(a[i]! - b[i]!);
    expect(diff / a.length).toBeGreaterThan(8);
  });

  it('renders a spread of styles at full size', () => {
    // Every style renders in render-fuzz.test.ts; full size is checked on a spread of them.
    for (const style of ['watercolor', 'etching', '3d-render', 'minimalist', 'screen-print', 'anime'] as const) {
      const png = renderCover({ ...base, style, size: 1024 });
      expect(pngSize(png), style).toEqual({ width: 1024, height: 1024 });
    }
  });
});
