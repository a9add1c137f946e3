// A pencil sketch of a night is drawn as the negative of a sketch (a white-on-black drawing):
// its moon and lit windows come out pale, as a night's lights are, not as black discs.
import { describe, expect, it } from 'vitest';
import { renderCoverPixels } from '../render';

describe('pencil sketch at night', () => {
  it('draws the moon pale against the night sky', () => {
    const { pixels } = renderCoverPixels({ concept: 'A huge moon over layered hills at night', style: 'pencil-sketch', bandName: '', genre: 'folk', seed: 5 }, 64);
    // The moon's middle at 64 px, and the night sky above the hills to its right.
    const lum = (x0: number, y0: number) => {
      let sum = 0;
      for (let y = y0; y < y0 + 4; y++) for (let x = x0; x < x0 + 4; x++) { const i = (y * 64 + x) * 4; sum += (pixels[i]! + pixels[i + 1]! + pixels[i + 2]!) / 765; }
      return sum / 16;
    };
    expect(lum(32, 24)).toBeGreaterThan(0.5);
    expect(lum(32, 24) - lum(56, 36)).toBeGreaterThan(0.3);
  });
});
