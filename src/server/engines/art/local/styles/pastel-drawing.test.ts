// Pastel reads as soft chalk on a tinted sheet: the drawing stops short of the sheet's edge, so a
// border of bare coloured paper shows round it, and it stays far from a pencil drawing on white.
import { describe, expect, it } from 'vitest';
import { meanPixelDifference } from '@server/testing/image-stats';
import { renderCoverPixels, renderCoverPng } from '../render';

const request = { concept: 'a sailing boat on a calm bay in the afternoon', bandName: 'Low Tide Choir', genre: 'folk', seed: 12 };

describe('pastel-drawing', () => {
  it('leaves a border of bare tinted sheet round the drawing', () => {
    const { pixels, width } = renderCoverPixels({ ...request, style: 'pastel-drawing' }, 100);
    const saturation = (x: number, y: number) => {
      const i = (y * width + x) * 4;
      const c = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
      return (Math.max(...c) - Math.min(...c)) / Math.max(1, Math.max(...c));
    };
    // Along the left and right edges, halfway down: the coloured sheet, not white or grey paper.
    for (const [x, y] of [[1, 50], [98, 50], [50, 98]] as const) expect(saturation(x, y), `${x},${y}`).toBeGreaterThan(0.3);
  });

  it('is clearly not a pencil sketch of the same request', async () => {
    const pastel = renderCoverPng({ ...request, style: 'pastel-drawing' }, 64);
    const pencil = renderCoverPng({ ...request, style: 'pencil-sketch' }, 64);
    expect(await meanPixelDifference(pastel, pencil)).toBeGreaterThan(0.17);
  });
});
