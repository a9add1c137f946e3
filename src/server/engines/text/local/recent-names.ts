// Names the engine handed out lately, per genre. Many visitors ask for the same genre; without a
// memory the same names would come round again long before the supply is used up. While fresh
// names remain, a recent one is skipped like a repeat (the generator's fallback phase ignores it,
// so a narrow request is never left short). Bounded: a ring of names per genre, a few dozen genres.
// Names are kept as 32-bit hashes in a counting table, so a long memory costs little: a genre's
// words are chosen to belong together, which makes its supply of names smaller than a word
// salad's, and a short memory would hand the same names back within a day's requests. A hash
// shared by two names only makes a fresh name be skipped now and then.

export interface RecentNames {
  has(genre: string, lowerName: string): boolean;
  add(genre: string, lowerName: string): void;
  /** Share of the genre's names given lately that the template made (0 until enough were given). */
  shapeShare?(genre: string, template: string): number;
  /** Counts one name given with this template. */
  addShape?(genre: string, template: string): void;
}

/** Shape counts halve once this many names were counted, so the share follows recent requests. */
const SHAPE_WINDOW = 2000;
/** Below this many counted names a share is not judged (a genre's first requests use any shape). */
const SHAPE_MIN = 60;

interface ShapeTally {
  readonly counts: Map<string, number>;
  total: number;
}

interface Ring {
  readonly hashes: Uint32Array;
  readonly counts: Uint8Array;
  readonly mask: number;
  size: number;
  next: number;
}

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRecentNames(perGenre = 20_000, genres = 64): RecentNames {
  const rings = new Map<string, Ring>();
  // Eight slots a name keep the table sparse: a full memory makes about one fresh name in eight be skipped.
  let tableSize = 1024;
  while (tableSize < perGenre * 8) tableSize *= 2;
  const ring = (genre: string): Ring => {
    let r = rings.get(genre);
    if (r) {
      rings.delete(genre);
    } else {
      r = { hashes: new Uint32Array(perGenre), counts: new Uint8Array(tableSize), mask: tableSize - 1, size: 0, next: 0 };
      if (rings.size >= genres) rings.delete(rings.keys().next().value!);
    }
    rings.set(genre, r);
    return r;
  };
  const shapes = new Map<string, ShapeTally>();
  const has = (r: Ring | undefined, h: number) => r !== undefined && r.counts[h & r.mask]! > 0;
  return {
    has: (genre, lowerName) => has(rings.get(genre), hash(lowerName)),
    add(genre, lowerName) {
      const r = ring(genre);
      const h = hash(lowerName);
      if (has(r, h)) return;
      if (r.size < perGenre) {
        r.size++;
      } else {
        const old = r.hashes[r.next]! & r.mask;
        if (r.counts[old]! > 0) r.counts[old]! -= 1;
      }
      r.hashes[r.next] = h;
      r.next = (r.next + 1) % perGenre;
      r.counts[h & r.mask]! += 1;
    },
    shapeShare(genre, template) {
      const tally = shapes.get(genre);
      if (!tally || tally.total < SHAPE_MIN) return 0;
      return (tally.counts.get(template) ?? 0) / tally.total;
    },
    addShape(genre, template) {
      let tally = shapes.get(genre);
      if (!tally) {
        if (shapes.size >= genres * 6) shapes.delete(shapes.keys().next().value!);
        shapes.set(genre, (tally = { counts: new Map(), total: 0 }));
      }
      tally.counts.set(template, (tally.counts.get(template) ?? 0) + 1);
      tally.total++;
      if (tally.total >= SHAPE_WINDOW) {
        tally.total = 0;
        for (const [k, v] of tally.counts) {
          const half = v >> 1;
          if (half === 0) tally.counts.delete(k);
          else tally.counts.set(k, half);
          tally.total += half;
        }
      }
    },
  };
}
