// Single-word builders: fused compounds ('Ashgrove') and invented words ('Vorthul') in the
// genre's own sound. Both check the blocklist where the fusing could create a bad word.
import type { Rng } from '@server/lib/random';
import type { Syllables } from './lexicon-types';
import { containsBlockedAnywhere, seamIsBlocked } from './word-filters';

export interface SyllableSet {
  readonly onset: readonly string[];
  readonly vowel: readonly string[];
  readonly coda: readonly string[];
  readonly ending: readonly string[];
}

const syllableCache = new WeakMap<Syllables, SyllableSet>();

export function syllableSet(s: Syllables): SyllableSet {
  let set = syllableCache.get(s);
  if (!set) {
    const split = (t: string) => t.split(/\s+/).filter(Boolean);
    set = { onset: split(s.onset), vowel: split(s.vowel), coda: split(s.coda), ending: split(s.ending) };
    syllableCache.set(s, set);
  }
  return set;
}

const VOWEL = /[aeiouy]/;
/** Three letters alike, four vowels or four consonants in a row: unpronounceable or ugly. */
const AWKWARD = /(.)\1\1|[aeiouy]{3}|[^aeiouy]{4}/;
/** A coined ending that reads as a misspelt plural: of a plural ('Harborses', 'Marbleses'), or of
 * a -y word ('Rivertys', 'Dustkys': the plural would be -ies), or with a doubled y ('Vaporzyys'). */
const DOUBLE_PLURAL = /[^aiouy]ses$|[^aeiou]ys$|yy/;

/** The longest fused word, in letters. */
export const MAX_FUSED = 10;

/** The Norse halves black metal fuses by custom ('Myrkheim', 'Svartheim'): they read right only
 * with each other; beside an English half they read as a typo ('Icedal', 'Wintergard', 'Nattmoon'). */
const NORSE_HALVES = new Set(['natt', 'vinter', 'myrk', 'svart', 'ulv', 'ravn', 'kald', 'grav', 'heim', 'fjell', 'skog', 'vind', 'dal', 'gard']);

/** Whether a compound's two halves are of one tongue: both Norse or neither. */
export function halvesMatch(head: string, tail: string): boolean {
  return NORSE_HALVES.has(head) === NORSE_HALVES.has(tail);
}

/** A plural ending ('keys', 'boots'), not a word that only ends in s ('bass', 'lotus', 'iris', 'chaos', 'atlas'). */
const PLURAL_FRONT = /[^siuoa]s$/;

/** Fuses two words into one; null when the join would look wrong or hide a blocked word. */
export function fuse(head: string, tail: string): string | null {
  if (head === tail || head.includes(' ') || tail.includes(' ')) return null;
  // Past ten letters a fused word stops reading as one word ('Pencilbalcony', 'Emberharbor').
  if (head.length + tail.length > MAX_FUSED) return null;
  // The front of an English compound is singular: 'Keyboard', never 'Keysball' or 'Bootsfall'.
  if (PLURAL_FRONT.test(head)) return null;
  const last = head.charAt(head.length - 1);
  const first = tail.charAt(0);
  // 'rain' + 'nail', 'moss' + 'song': a letter doubled across the seam reads as a typo.
  if (last === first) return null;
  // 'corner' + 'echo', 'early' + 'lion': a vowel at the seam runs the two words together (a silent
  // final e, as in 'Stonehawk', keeps the seam clear).
  if (/[aeiou]/.test(first) || /[aiouy]$/.test(head)) return null;
  const fused = head + tail;
  if (AWKWARD.test(fused)) return null;
  if (seamIsBlocked(head, tail)) return null;
  return fused;
}

/**
 * Fuses the visitor's seed word with a genre word. The seed is taken as typed (any length, even a
 * blocked word: the visitor asked for it), so only the seam is checked.
 */
export function fuseSeed(first: string, second: string): string | null {
  if (first === second || first.includes(' ') || second.includes(' ')) return null;
  const last = first.charAt(first.length - 1);
  if (last === second.charAt(0) && (VOWEL.test(last) || first.charAt(first.length - 2) === last)) return null;
  if (AWKWARD.test(first.slice(-2) + second.slice(0, 2))) return null;
  if (seamIsBlocked(first, second)) return null;
  return first + second;
}

/** An invented word in the family's phonotactics: onset + vowel (+ coda) (+ syllable) + ending. */
export function inventWord(s: SyllableSet, rng: Rng): string | null {
  let word = rng.pick(s.onset) + rng.pick(s.vowel);
  if (rng.chance(0.4)) word += rng.pick(s.coda);
  if (rng.chance(0.55)) {
    const onset = rng.pick(s.onset);
    if (!VOWEL.test(word.charAt(word.length - 1)) || !VOWEL.test(onset.charAt(0))) word += onset + rng.pick(s.vowel);
  }
  word = join(word, rng.pick(s.ending), s, rng);
  if (word.length < 5 || word.length > 10 || AWKWARD.test(word) || DOUBLE_PLURAL.test(word) || !readsAsAName(word)) return null;
  if (containsBlockedAnywhere(word)) return null;
  return word;
}

/** Consonant sounds written with two letters: one sound when counting a cluster. */
const DIGRAPHS = /th|sh|ch|ck|ph/g;
const CONSONANT_RUN = /[^aeiouy]{3}/;
const VOWEL_PAIR = /[aeiouy]{2}/g;
const RARE_LETTER = /[xzqj]/g;
const LETTER_Y = /y/g;

/** A vowel sound, y included; a final e after a consonant is silent ('Moselle'). */
const VOWEL_GROUP = /[aeiouy]+/g;
const SILENT_E = /([^aeiouy])e$/;
/** A stop or hiss either side of one vowel ('kik', 'sis', 'gog'): coined words that stutter ('Krurnoth' flows). */
const STUTTER = /([bcdgkpstxz])[aeiouy]\1/;

/**
 * What separates a coined name people could say and remember ('Dazatron', 'Golard') from a
 * jumble ('Zyazysar', 'Cratgrixick', 'Dayrbaisan', 'Kryxon', 'Sakrynator', 'Rarminik'): one
 * exotic letter at most (x, z, q, j or y), one pair of vowels, three syllables, no cluster of
 * three consonant sounds, no consonant either side of a vowel, and no pair of letters written twice.
 */
export function readsAsAName(word: string): boolean {
  const count = (re: RegExp) => word.match(re)?.length ?? 0;
  if (count(RARE_LETTER) + count(LETTER_Y) > 1 || count(VOWEL_PAIR) > 1) return false;
  if ((word.replace(SILENT_E, '$1').match(VOWEL_GROUP)?.length ?? 0) > 3 || STUTTER.test(word)) return false;
  if (word.includes('kk') || CONSONANT_RUN.test(word.replace(DIGRAPHS, 'c'))) return false;
  const pairs = new Set<string>();
  for (let i = 0; i < word.length - 1; i++) {
    const pair = word.slice(i, i + 2);
    if (pairs.has(pair)) return false;
    pairs.add(pair);
  }
  return true;
}

/** A seed word with an invented ending, so it still reads as one made-up word ('Moonara'). */
export function seedWithEnding(seed: string, s: SyllableSet, rng: Rng): string | null {
  let added = rng.pick(s.onset) + rng.pick(s.vowel);
  if (rng.chance(0.5)) added += rng.pick(s.coda);
  if (rng.chance(0.6)) added = join(added, rng.pick(s.ending), s, rng);
  const word = join(seed, added, s, rng);
  if (AWKWARD.test(word.slice(Math.max(0, seed.length - 2))) || DOUBLE_PLURAL.test(word)) return null;
  if (containsBlockedAnywhere(word.slice(seed.length)) || seamIsBlocked(seed, word.slice(seed.length))) return null;
  return word;
}

/** Joins a stem and an ending, putting a consonant between two vowels. */
function join(stem: string, ending: string, s: SyllableSet, rng: Rng): string {
  if (VOWEL.test(stem.charAt(stem.length - 1)) && VOWEL.test(ending.charAt(0))) {
    const coda = s.coda.length > 0 ? rng.pick(s.coda) : 'r';
    return stem + coda + ending;
  }
  return stem + ending;
}
