// Test-side checks of the name rules, written apart from the engine's own gate (name-checks.ts) so
// the tests do not grade the engine with its own code. Used by the *.test.ts files only.
import type { NameOptions } from '@shared/contracts/names';
import { BLOCKED_FRAGMENTS, BLOCKED_PHRASES, BLOCKED_WORDS } from '../engines/text/local/data/blocklist';
import { OVERUSED_WORDS } from '../engines/text/local/data/overused-words';
import { WELL_KNOWN_BANDS } from '../engines/text/local/data/well-known-bands';
import { normaliseName } from '../engines/text/local/normalise-name';

const NUMBERS = new Set(
  `zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
  seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million
  billion first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth dozen`.split(/\s+/),
);
const WELL_KNOWN = new Set(WELL_KNOWN_BANDS.map(normaliseName));

export const tokensOf = (name: string): string[] =>
  name.toLowerCase().split(/[\s-]+/).map((t) => t.replace(/'s$/, '').replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);

const seedOf = (o: NameOptions | undefined) => (o?.useSeedWord && o.seedWord?.trim() ? o.seedWord.trim().toLowerCase() : null);

/** Every broken rule of one name, as readable strings (empty when the name is fine). */
export function ruleBreaks(name: string, options: NameOptions | undefined): string[] {
  const o = options ?? {};
  const errors: string[] = [];
  const seed = seedOf(o);
  const seedTokens = seed ? seed.split(/[\s-]+/) : [];
  const seedSquashed = seed ? seed.replace(/[^\p{L}\p{N}]/gu, '') : '';
  const tokens = tokensOf(name);
  // Tokens the filters judge: the visitor's own seed word is exempt, also when fused into a word.
  const judged = tokens.flatMap((t) => (seedTokens.includes(t) ? [] : seedSquashed && t.includes(seedSquashed) ? t.split(seedSquashed).filter(Boolean) : [t]));

  if (name.length > Math.max(40, (seed?.length ?? 0) + 16)) errors.push('too long');
  if (o.oneWordNames && !/^[\p{L}\p{N}]+$/u.test(name)) errors.push('not one word');
  if (o.compoundWords && !(o.oneWordNames ? /^\p{Lu}[\p{Ll}\p{N}]+$/u : /^(The )?\p{Lu}[\p{Ll}\p{N}]+$/u).test(name)) errors.push('not a compound shape');
  if (o.noNumbers && judged.some((t) => NUMBERS.has(t) || /\d/.test(t))) errors.push('has a number');
  if (o.avoidCommonWords && judged.some((t) => OVERUSED_WORDS.has(t) || OVERUSED_WORDS.has(t.replace(/s$/, '')))) errors.push('has a common word');
  if (seed) {
    const whole = (' ' + tokens.join(' ') + ' ').includes(' ' + seedTokens.join(' ') + ' ') || name.toLowerCase().split(' ').includes(seed);
    const fused = name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '').includes(seedSquashed);
    if (!(whole || ((o.oneWordNames || o.compoundWords) && fused))) errors.push('seed missing');
  }
  if (WELL_KNOWN.has(normaliseName(name))) errors.push('well-known band');
  if (judged.some((t) => BLOCKED_WORDS.has(t) || BLOCKED_FRAGMENTS.some((f) => t.includes(f)))) errors.push('blocked word');
  const padded = ' ' + normaliseName(name);
  if (BLOCKED_PHRASES.some((p) => padded.includes(' ' + p))) errors.push('blocked phrase');
  return errors;
}
