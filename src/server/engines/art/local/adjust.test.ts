// A variation keeps the original's composition and applies the change asked for.
import { describe, expect, it } from 'vitest';
import { dominantHue, layoutSimilarity } from '@server/testing/image-stats';
import type { ImageAdjustments } from '../art-engine';
import { composeCover } from './compose';
import { renderCoverPixels, renderCoverPng } from './render';

const cover = {
  concept: 'A lone highway vanishing into the heat haze toward a swollen setting sun',
  style: 'digital-art' as const,
  bandName: 'Glass Harbor',
  genre: 'indie-rock',
  seed: 5,
};
const png = (adjust?: ImageAdjustments) => renderCoverPng({ ...cover, adjust }, 256);

/** Mean brightness (0..1) of the rows from y0 to y1 of a 64 px render. */
function brightness(adjust: ImageAdjustments | undefined, y0 = 0, y1 = 64): number {
  const { pixels, width } = renderCoverPixels({ ...cover, adjust }, 64);
  let sum = 0;
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = 0; x < width; x++) {
    const i = (y * width + x) * 4;
    sum += ((pixels[i] ?? 0) + (pixels[i + 1] ?? 0) + (pixels[i + 2] ?? 0)) / 3 / 255;
    n++;
  }
  return sum / n;
}

describe('variations of a cover', () => {
  it("'make it red' makes the dominant hue red and keeps the layout", async () => {
    const original = png();
    const red = png({ colour: 'red' });
    expect((await dominantHue(red)).name).toBe('red');
    expect(await layoutSimilarity(original, red)).toBeGreaterThan(0.8);
  });

  it('steers to any named hue', async () => {
    for (const [colour, name] of [['blue', 'blue'], ['green', 'green'], ['purple', 'purple'], ['teal', 'teal']] as const) {
      expect((await dominantHue(png({ colour }))).name, colour).toBe(name);
    }
  });

  it("'at night' darkens the sky, adds stars and keeps the scene's own sun as the moon", () => {
    const day = composeCover({ ...cover });
    const night = composeCover({ ...cover, adjust: { time: 'night' } });
    expect(night.palette.dark).toBe(true);
    expect(brightness({ time: 'night' }, 0, 20)).toBeLessThan(brightness(undefined, 0, 20) - 0.15);
    expect(night.motif).toBe(day.motif);
  });

  it("'add a moon' draws a moon in open sky, and only adds to the picture", async () => {
    const original = png();
    const moon = png({ add: ['moon'] });
    expect(moon.equals(original)).toBe(false);
    expect(await layoutSimilarity(original, moon)).toBeGreaterThan(0.8);
    // The moon is a pale disc: some pixels get lighter, none of the scene moves.
    expect(brightness({ add: ['moon'] })).toBeGreaterThan(brightness(undefined));
  });

  it('darker and brighter change the value, not the layout', async () => {
    const base = brightness(undefined);
    expect(brightness({ mood: 'darker' })).toBeLessThan(base - 0.08);
    expect(brightness({ mood: 'brighter' })).toBeGreaterThan(base + 0.08);
    expect(await layoutSimilarity(png(), png({ mood: 'darker' }))).toBeGreaterThan(0.8);
  });

  it('a bigger title is set larger, a smaller one smaller', () => {
    const size = (title?: 'bigger' | 'smaller') => Number(/font-size="([\d.]+)"/.exec(composeCover({ ...cover, adjust: { title } }).svg)?.[1]);
    expect(size('bigger')).toBeGreaterThan(size() * 1.15);
    expect(size('smaller')).toBeLessThan(size() * 0.8);
  });

  it('weather words in the concept lay weather over any landscape', () => {
    const storm = composeCover({ ...cover, concept: `${cover.concept}, in a storm` }).svg;
    const calm = composeCover(cover).svg;
    expect(storm.length).toBeGreaterThan(calm.length + 2000);
    expect(storm).toContain('stroke="#ffffff"');
  });

  it('is deterministic', () => {
    const a = png({ colour: 'red', time: 'night', add: ['moon', 'rain'] });
    const b = png({ colour: 'red', time: 'night', add: ['moon', 'rain'] });
    expect(a.equals(b)).toBe(true);
  });
});
