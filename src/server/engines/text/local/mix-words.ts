// The Magic Mixer: one to three words the visitor picked become one band name that fits the genre.
// Every picked word stays recognisable: whole, fused with another ('Emberlantern'), spliced at a
// letter both share ('Neon' + 'Nomad' = 'Neonomad'), or in an ordered phrase that reads as a name
// ('The Velvet Harbour', 'Glass & Ghosts'), alliterative where the genre has a word for it. Never
// two words glued with 'of': that reads as a title, not a band. Nor a real band's name: a mix is
// checked against the list behind "Is it taken?" like every generated name.
import type { Rng } from '@server/lib/random';
import { shippedBandList } from './band-list';
import { genreProfile, type WordPool } from './genre-profile';
import { fuse } from './word-builders';
import { plural } from './english';
import { titleCaseWords } from './word-forms';

const MAX_LENGTH = 40;

/** A way to make a name of the picked words; W is the words as a tuple, one to three of them. */
type Shape<W extends readonly string[]> = (w: W, g: GenreWords, rng: Rng) => string | null;
type One = readonly [string];
type Two = readonly [string, string];
type Three = readonly [string, string, string];

interface GenreWords {
  adj: () => string;
  noun: () => string;
  mass: () => string;
  ensemble: () => string;
  tail: () => string;
}

export function mixWords(words: readonly string[], genre: string, rng: Rng): string {
  const picked = cleanWords(words).slice(0, 3);
  const [a, b, c] = picked;
  if (a === undefined) return words.map((w) => w.trim()).filter(Boolean).join(' ');
  const g = genreWords(genre || 'rock', rng);
  const result =
    b === undefined ? firstFit(rng.shuffle(ONE), [a], g, rng)
    : c === undefined ? firstFit(twoWordShapes(rng), [a, b], g, rng)
    : firstFit(rng.shuffle(THREE), [a, b, c], g, rng);
  return result ?? titleCaseWords(picked);
}

/** The first shape, in the order given, that makes a name short enough and not a real band's
 * ('Iron' and 'Maiden' mix into something of their own, not 'Iron Maiden'). */
function firstFit<W extends readonly string[]>(shapes: readonly Shape<W>[], w: W, g: GenreWords, rng: Rng): string | null {
  for (const shape of shapes) {
    const result = shape(w, g, rng);
    if (result && result.length <= MAX_LENGTH && !shippedBandList().collides(result)) return result;
  }
  return null;
}

/** Trimmed, punctuation stripped at the edges, deduplicated case-insensitively, capitalised. */
function cleanWords(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of words) {
    const w = raw.trim().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!w || out.some((o) => o.toLowerCase() === w.toLowerCase())) continue;
    out.push(w.length > 3 && w === w.toUpperCase() ? w.charAt(0) + w.slice(1).toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1));
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
  // 'Neon' + 'Nomad' is a portmanteau ('Neonomad'), never 'Neonnomad'.
  if (lower(a).endsWith(lower(b).charAt(0))) return null;
  const word = fuse(lower(a), lower(b));
  return word ? a.charAt(0).toUpperCase() + word.slice(1) : null;
}

/** 'Neon' + 'Nomad' -> 'Neonomad', 'Candle' + 'Lights' -> 'Candlights': the first word runs
 * into the second at the second's first letter, keeping at least three letters of the first and
 * all of the second, so both stay readable. */
function splice(a: string, b: string): string | null {
  if (!singleWord(a) || !singleWord(b) || b.length < 3) return null;
  const la = lower(a);
  const lb = lower(b);
  for (let i = la.length - 1; i >= 3; i--) {
    if (la.charAt(i) !== lb.charAt(0)) continue;
    const word = la.slice(0, i) + lb;
    if (word.length < 5 || word.length > 13 || word === la + lb) continue;
    return a.charAt(0).toUpperCase() + word.slice(1);
  }
  return null;
}

/** An adjective of the genre that starts with the word's letter, for an alliterative name. */
function alliterative(w: string, g: GenreWords): string | null {
  const initial = lower(w).charAt(0);
  for (let tries = 0; tries < 16; tries++) {
    const adj = g.adj();
    if (lower(adj).startsWith(initial) && lower(adj) !== lower(w)) return adj;
  }
  return null;
}

/** 'Velvet' + 'Thunder' -> 'Velvethunder': the letters where one word ends as the next begins are
 * written once. Only a real overlap: cutting a word in half elsewhere ('Velvharbour') reads as a typo. */
function portmanteau(a: string, b: string): string | null {
  if (!singleWord(a) || !singleWord(b) || a.length < 3 || b.length < 3) return null;
  const la = lower(a);
  const lb = lower(b);
  for (let k = Math.min(3, la.length - 1, lb.length - 1); k >= 1; k--) {
    if (la.endsWith(lb.slice(0, k))) return a.charAt(0).toUpperCase() + (la + lb.slice(k)).slice(1);
  }
  return null;
}

/** A word as a group: already plural words ('Ghosts', 'Saints') stay as they are. */
const group = (w: string) => (/[^s]s$/i.test(w) ? w : plural(w));

const ONE: Shape<One>[] = [
  ([w], g) => title(['The', w, plural(g.noun())]),
  ([w], g) => title([g.adj(), w]),
  ([w], g) => {
    const adj = alliterative(w, g);
    return adj ? title(['The', adj, group(w)]) : null;
  },
  ([w], g) => title([w, g.mass()]),
  ([w], g) => fused(w, g.tail()),
  ([w], g) => title([w, 'and the', plural(g.noun())]),
  ([w], g) => title([w, g.ensemble()]),
  ([w], g) => title(['The', g.adj(), w, g.ensemble()]),
];

/** Two words made one. */
const BLEND: Shape<Two>[] = [
  ([a, b]) => splice(a, b),
  ([a, b]) => splice(b, a),
  ([a, b], _, rng) => (rng.chance(0.5) ? (fused(a, b) ?? fused(b, a)) : (fused(b, a) ?? fused(a, b))),
  ([a, b]) => portmanteau(a, b) ?? portmanteau(b, a),
];

/** Two words are blended into one when they can be (most of the time), else phrased. */
function twoWordShapes(rng: Rng): Shape<Two>[] {
  return rng.chance(0.6) ? [...rng.shuffle(BLEND), ...rng.shuffle(TWO)] : rng.shuffle([...BLEND, ...TWO]);
}

/** Two words in an order that reads as a name. */
const TWO: Shape<Two>[] = [
  ([a, b]) => title([a, b]),
  ([a, b]) => title(['The', a, group(b)]),
  ([a, b]) => title([a, '&', b]),
  ([a, b]) => title([a, 'and the', group(b)]),
  ([a, b], g) => title([g.adj(), a, b]),
  ([a, b], g) => title([a, b, g.ensemble()]),
  ([a, b], g) => title([a, 'and the', g.adj(), b]),
];

const THREE: Shape<Three>[] = [
  ([a, b, c]) => title([a, b, c]),
  ([a, b, c]) => title(['The', a, b, c]),
  ([a, b, c]) => `${title([a])}, ${title([b])} & ${title([c])}`,
  ([a, b, c]) => title([a, b, 'and the', c]),
  ([a, b, c]) => {
    const ab = fused(a, b);
    return ab ? title([ab, c]) : null;
  },
  ([a, b, c]) => {
    const bc = splice(b, c) ?? fused(b, c);
    return bc ? title(['The', a, bc]) : null;
  },
  ([a, b, c], g) => title([a, b, c, g.ensemble()]),
];
