// Word-level filters shared by the generator, the mixer and the tests: blocklist, overused words,
// number words and the well-known band list.
import { BLOCKED_FRAGMENTS, BLOCKED_PHRASES, BLOCKED_WORDS } from './data/blocklist';
import { NUMBER_WORDS } from './data/number-words';
import { OVERUSED_WORDS } from './data/overused-words';
import { WELL_KNOWN_BANDS } from './data/well-known-bands';
import { normaliseName } from './normalise-name';
import { singularCandidates } from './english';

const WELL_KNOWN_NORMALISED: ReadonlySet<string> = new Set(WELL_KNOWN_BANDS.map(normaliseName));
const MAX_BLOCKED_LENGTH = Math.max(...[...BLOCKED_WORDS].map((w) => w.length));
const MIN_BLOCKED_LENGTH = Math.min(...[...BLOCKED_WORDS].map((w) => w.length));
/** What a compound seam is checked against: whole words and fragments alike. */
const SEAM_SET: ReadonlySet<string> = new Set([...BLOCKED_WORDS, ...BLOCKED_FRAGMENTS]);
const MAX_SEAM_LENGTH = Math.max(...[...SEAM_SET].map((w) => w.length));

export function isWellKnownBand(name: string): boolean {
  return isWellKnownNormalised(normaliseName(name));
}

/** The same check for a name already passed through normaliseName. */
export function isWellKnownNormalised(normalised: string): boolean {
  return WELL_KNOWN_NORMALISED.has(normalised);
}

export function wellKnownCount(): number {
  return WELL_KNOWN_NORMALISED.size;
}

/** Every blocked fragment in one pattern: one regular-expression scan instead of one per fragment. */
const FRAGMENT_PATTERN = new RegExp([...BLOCKED_FRAGMENTS].map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
/** The phrases with the leading space a match must start at. */
const SPACED_PHRASES = [...BLOCKED_PHRASES].map((phrase) => ' ' + phrase);

/** A whole lower-case word that is blocked, or contains a blocked fragment. */
export function isBlockedWord(word: string): boolean {
  return BLOCKED_WORDS.has(word) || FRAGMENT_PATTERN.test(word);
}

/**
 * For invented words, where any blocked word inside is a problem ('Cassara' is rejected for 'ass':
 * a false alarm costs one more draw, a miss would cost a visitor).
 */
export function containsBlockedAnywhere(word: string): boolean {
  if (isBlockedWord(word)) return true;
  for (let start = 0; start < word.length; start++) {
    const maxEnd = Math.min(word.length, start + MAX_BLOCKED_LENGTH);
    for (let end = start + MIN_BLOCKED_LENGTH; end <= maxEnd; end++) {
      if (BLOCKED_WORDS.has(word.slice(start, end))) return true;
    }
  }
  return false;
}

/**
 * For fused compounds: a blocked word or fragment straddling the seam ('wan' + 'king'). The parts
 * themselves are checked by the caller, because a visitor's seed word is exempt.
 */
export function seamIsBlocked(head: string, tail: string): boolean {
  const fused = head + tail;
  const seam = head.length;
  for (let start = Math.max(0, seam - MAX_SEAM_LENGTH + 1); start < seam; start++) {
    const maxEnd = Math.min(fused.length, start + MAX_SEAM_LENGTH);
    for (let end = Math.max(seam + 1, start + MIN_BLOCKED_LENGTH); end <= maxEnd; end++) {
      if (SEAM_SET.has(fused.slice(start, end))) return true;
    }
  }
  return false;
}

/** A blocked phrase in a normalised name ('porch monkeys' contains 'porch monkey'). */
export function containsBlockedPhrase(normalised: string): boolean {
  const padded = ' ' + normalised;
  for (const phrase of SPACED_PHRASES) if (padded.includes(phrase)) return true;
  return false;
}

export function isOverused(word: string): boolean {
  if (OVERUSED_WORDS.has(word)) return true;
  for (const s of singularCandidates(word)) if (OVERUSED_WORDS.has(s)) return true;
  return false;
}

export function isNumberWord(word: string): boolean {
  return NUMBER_WORDS.has(word) || /\d/.test(word);
}
