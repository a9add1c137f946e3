// Anime is a film background with its own variety: the seed and the palette's light give a deep
// blue summer day or a sunset, and the background's props (a utility pole and its wires, a
// contrail, light rays, petals) change from picture to picture.
import { describe, expect, it } from 'vitest';
import { hueShares } from '@server/testing/image-stats';
import { renderCoverPng } from '../render';

describe('anime', () => {
  it('paints both blue summer days and sunsets across seeds of one warm-palette request', async () => {
    let days = 0;
    let sunsets = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const shares = await hueShares(renderCoverPng({ concept: 'a cabin by a lake', bandName: 'Summer Static', genre: 'indie-pop', seed, style: 'anime' }, 48));
      if (shares.blue > 0.25) days++;
      if (shares.purple + shares.pink + shares.orange > 0.25) sunsets++;
    }
    expect(days).toBeGreaterThan(0);
    expect(sunsets).toBeGreaterThan(0);
  });
});
