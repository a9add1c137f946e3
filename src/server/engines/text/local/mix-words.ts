// The Magic Mixer: one to three words the visitor picked become one band name that fits the genre.
// Every picked word stays recognisable: whole, or fused with another ('Emberlantern'), or as the
// front half of a portmanteau ('Neonomad').
import type { Rng } from '@server/lib/random';
import { genreProfile, type WordPool } from './genre-profile';
import { fuse } from './word-builders';
import { plural, titleCaseWords } from './word-forms';

const MAX_LENGTH = 40;

type Shape = (w: readonly string[], g: GenreWords, rng: Rng) => string | null;

interface GenreWords {
  adj: () => string;
  noun: () => string;
  mass: () => string;
  ensemble: () => string;
  tail: () => string;
}

export function mixWords(words: readonly string[], genre: string, rng: Rng): string {
  const picked = cleanWords(words).slice(0, 3);
  if (picked.length === 0) return words.map((w) => w.trim()).filter(Boolean).join(' ');
  const g = genreWords(genre || 'rock', rng);
  const shapes = picked.length === 1 ? ONE : picked.length === 2 ? TWO : THREE;
  for (const shape of rng.shuffle(shapes)) {
    const result = shape(picked, g, rng);
    if (result && result.length <= MAX_LENGTH) return result;
  }
  return titleCaseWords(picked);
}

/** Trimmed, punctuation stripped at the edges, deduplicated case-insensitively, capitalised. */
function cleanWords(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of words) {
    const w = raw.trim().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!w || out.some((o) => o.toLowerCase() === w.toLowerCase())) continue;
    out.push(w.length > 3 && w === w.toUpperCase() ? w[0] + w.slice(1).toLowerCase() : w[0].toUpperCase() + w.slice(1));
  }
  return out;
}

function genreWords(genre: string, rng: Rng): GenreWords {
  const { pools } = genreProfile(genre);
  const from = (pool: WordPool, fallback: string) => () => {
    const { genre: own, family } = pool;
    if (own.length > 0 && (family.length === 0 || rng.next() < pool.share)) return rng.pick(own);
    return family.length > 0 ? rng.pick(family) : fallback;
  };
  return {
    adj: from(pools.adj, 'restless'),
    noun: from(pools.noun, 'lantern'),
    mass: pools.mass.genre.length + pools.mass.family.length > 0 ? from(pools.mass, 'thunder') : from(pools.noun, 'thunder'),
    ensemble: from(pools.ensemble, 'parade'),
    tail: from(pools.tail, 'fall'),
  };
}

const title = (parts: readonly string[]) => titleCaseWords(parts.join(' ').split(' '));
const lower = (w: string) => w.toLowerCase();
const singleWord = (w: string) => /^[\p{L}]+$/u.test(w);

/** 'Emberlantern': both words whole, written as one. */
function fused(a: string, b: string): string | null {
  if (!singleWord(a) || !singleWord(b) || a.length + b.length > 14) return null;
  const word = fuse(lower(a), lower(b));
  return word ? a[0].toUpperCase() + word.slice(1) : null;
}

/** 'Neon' + 'Nomad' -> 'Neonomad': overlapping letters shared, else the first word's front half. */
function portmanteau(a: string, b: string): string | null {
  if (!singleWord(a) || !singleWord(b) || a.length < 4 || b.length < 4) return null;
  const la = lower(a);
  const lb = lower(b);
  for (let k = Math.min(3, la.length - 1, lb.length - 1); k >= 1; k--) {
    if (la.endsWith(lb.slice(0, k))) return a[0].toUpperCase() + (la + lb.slice(k)).slice(1);
  }
  const keep = Math.max(3, Math.ceil(la.length / 2) + 1);
  if (keep >= la.length) return null;
  const word = fuse(la.slice(0, keep), lb);
  return word ? a[0].toUpperCase() + word.slice(1) : null;
}

const ONE: Shape[] = [
  ([w], g) => title(['The', w, plural(g.noun())]),
  ([w], g) => title([g.adj(), w]),
  ([w], g) => title([w, 'of', g.mass()]),
  ([w], g) => fused(w, g.tail()),
  ([w], g) => title([w, 'and the', plural(g.noun())]),
  ([w], g) => title([w, g.ensemble()]),
  ([w], g) => title(['The', g.adj(), w, g.ensemble()]),
];

const TWO: Shape[] = [
  ([a, b]) => title([a, b]),
  ([a, b]) => title(['The', a, b]),
  ([a, b]) => title([a, 'of', b]),
  ([a, b]) => title([a, 'of the', b]),
  ([a, b]) => title([a, '&', b]),
  ([a, b]) => title([a, 'and the', b]),
  ([a, b], _, rng) => (rng.chance(0.5) ? fused(a, b) : fused(b, a)),
  ([a, b]) => portmanteau(a, b),
  ([a, b], g) => title([g.adj(), a, b]),
  ([a, b], g) => title([a, b, g.ensemble()]),
  ([a, b], g) => title([a, 'and the', g.adj(), b]),
];

const THREE: Shape[] = [
  ([a, b, c]) => title([a, b, c]),
  ([a, b, c]) => title([a, 'of the', b, c]),
  ([a, b, c]) => title(['The', a, b, c]),
  ([a, b, c]) => `${title([a])}, ${title([b])} & ${title([c])}`,
  ([a, b, c]) => title([a, b, 'and the', c]),
  ([a, b, c]) => {
    const ab = fused(a, b);
    return ab ? title([ab, c]) : null;
  },
  ([a, b, c]) => {
    const bc = fused(b, c);
    return bc ? title([a, 'of', bc]) : null;
  },
  ([a, b, c], g) => title([a, b, c, g.ensemble()]),
];
