// Seeded randomness: engines take an Rng so tests are exact; production seeds from crypto.
import { randomInt } from 'node:crypto';

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
}

/** sfc32: small, fast and good enough for generative text and art. A class rather than closures:
 * engines make one per request, and methods on a prototype cost nothing to create. */
class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;

  constructor(s: number) {
    this.a = 0x9e3779b9 ^ s;
    this.b = 0x243f6a88 + s;
    this.c = 0xb7e15162 ^ (s << 7);
    for (let i = 0; i < 12; i++) this.next();
  }

  next(): number {
    let { a, b, c, d } = this;
    a |= 0; b |= 0; c |= 0; d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    this.d = (d + 1) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    this.c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    // In range: next() is below 1 and the list is not empty. `as T`, not a check, because a list
    // may hold undefined as one of its choices.
    return items[Math.floor(this.next() * items.length)] as T;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      // Both indexes are in range (0 <= j <= i < length); the list may hold undefined, hence `as T`.
      const held = out[i] as T;
      out[i] = out[j] as T;
      out[j] = held;
    }
    return out;
  }
}

export function createRng(seed: number | string): Rng {
  return new Sfc32(typeof seed === 'string' ? hashString(seed) : seed >>> 0);
}

/** A fresh unpredictable seed for production calls. */
export function randomSeed(): number {
  return randomInt(0, 2 ** 32 - 1);
}

/** Where services get a fresh seed for each piece of work. It comes in through the app context, so
 * production draws from crypto and tests replay one exact sequence. */
export interface SeedSource {
  seed(): number;
}

export const cryptoSeeds: SeedSource = { seed: randomSeed };

/** The same sequence of seeds every time for the same start: for tests and benches. */
export function seededSeeds(start: number | string): SeedSource {
  const rng = createRng(start);
  return { seed: () => Math.floor(rng.next() * 2 ** 32) >>> 0 };
}

/** FNV-1a, 32 bits: turns a string into a seed. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
