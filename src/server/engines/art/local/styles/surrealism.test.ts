// Surrealism is more than one recipe: the seed picks the dream's device (the scene on a canvas,
// the subject floating on a boulder over the sea, grown giant beside a tiny man, a door open onto
// another sky, melting over a ledge), and the pictures differ with it.
import { describe, expect, it } from 'vitest';
import { createRng, hashString } from '@server/lib/random';
import { meanPixelDifference } from '@server/testing/image-stats';
import { renderCoverPng } from '../render';
import { DEVICES, surrealDevice } from './surrealism';

describe('surrealism', () => {
  it('picks among its devices by seed, a heavy genre only those set on the chequered floor', () => {
    const seen = new Set<string>();
    const heavy = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      seen.add(surrealDevice(createRng(seed), true, false));
      heavy.add(surrealDevice(createRng(seed), true, true));
    }
    expect([...seen].sort()).toEqual([...DEVICES].sort());
    expect(heavy.has('floating') || heavy.has('melting')).toBe(false);
    expect(surrealDevice(createRng(1), false, false)).toBe('canvas');
  });

  it('draws a different dream for different seeds of one request', async () => {
    const request = { concept: 'a lighthouse on a rocky point', bandName: 'Tidal Sleep', genre: 'dream-pop', style: 'surrealism' as const };
    const deviceOf = (seed: number) => surrealDevice(createRng((seed ^ hashString('style|surrealism')) >>> 0), true, false);
    const seeds: number[] = [];
    for (let seed = 1; seeds.length < 3 && seed < 200; seed++) if (!seeds.some((s) => deviceOf(s) === deviceOf(seed))) seeds.push(seed);
    const pngs = seeds.map((seed) => renderCoverPng({ ...request, seed }, 64));
    for (const [a, b] of [[0, 1], [0, 2], [1, 2]] as const) expect(await meanPixelDifference(pngs[a]!, pngs[b]!)).toBeGreaterThan(0.08);
  });
});
