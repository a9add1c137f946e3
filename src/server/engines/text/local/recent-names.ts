// Names the engine handed out lately, per genre. Many visitors ask for the same genre; without a
// memory the same names would come round again long before the supply is used up. While fresh
// names remain, a recent one is skipped like a repeat (the generator's fallback phase ignores it,
// so a narrow request is never left short). Bounded: a ring of names per genre, a few dozen genres.

export interface RecentNames {
  has(genre: string, lowerName: string): boolean;
  add(genre: string, lowerName: string): void;
}

interface Ring {
  readonly names: Set<string>;
  readonly order: string[];
  next: number;
}

export function createRecentNames(perGenre = 5000, genres = 64): RecentNames {
  const rings = new Map<string, Ring>();
  const ring = (genre: string): Ring => {
    let r = rings.get(genre);
    if (r) {
      rings.delete(genre);
    } else {
      r = { names: new Set(), order: [], next: 0 };
      if (rings.size >= genres) rings.delete(rings.keys().next().value!);
    }
    rings.set(genre, r);
    return r;
  };
  return {
    has: (genre, lowerName) => rings.get(genre)?.names.has(lowerName) ?? false,
    add(genre, lowerName) {
      const r = ring(genre);
      if (r.names.has(lowerName)) return;
      if (r.order.length < perGenre) {
        r.order.push(lowerName);
      } else {
        r.names.delete(r.order[r.next] ?? '');
        r.order[r.next] = lowerName;
        r.next = (r.next + 1) % perGenre;
      }
      r.names.add(lowerName);
    },
  };
}
