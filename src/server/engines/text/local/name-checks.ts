// The last gate before a name is returned: every rule the request asked for is checked on the
// finished name, whatever template built it, so a pattern bug cannot leak a broken name.
import { nameTokens, normaliseName } from './normalise-name';
import type { RequestPlan, SeedWord } from './request-plan';
import { isPlural, singularCandidates } from './english';
import { isLexiconWord } from './vocabulary';
import { OVERUSED_WORDS } from './data/overused-words';
import { synonymGroups } from './data/near-synonyms';
import { containsBlockedPhrase, isBlockedWord, isNumberWord, isOverused, isWellKnownNormalised } from './word-filters';

const MINOR = new Set(['the', 'of', 'and', 'a', 'an', 'in', 'on', 'at', 'to', 'for', 'by', 'as', 'or']);
const ONE_WORD = /^[\p{L}\p{N}]+$/u;

/** `normalised` is the name's normaliseName, when the caller has it already. */
export function nameIsAcceptable(name: string, plan: RequestPlan, normalised = normaliseName(name)): boolean {
  const { flags, seed } = plan;
  if (name.length === 0 || name.length > plan.maxLength) return false;
  if (flags.oneWord && !ONE_WORD.test(name)) return false;
  if (isWellKnownNormalised(normalised) || containsBlockedPhrase(normalised)) return false;
  if (echoesInfluence(normalised, plan.input.influenceNames)) return false;
  if (usesInfluenceWord(name, plan.influenceTokens)) return false;
  const tokens = nameTokens(name);
  // The vibe steers by what it means, never by its own words ('Relentless Cycles' for 'relentless').
  if (reusesVibeWord(tokens, plan.input.vibeTokens, seed)) return false;
  const seen: string[] = [];
  for (const token of tokens) {
    const stem = token.endsWith('ies') && token.length > 4 ? `${token.slice(0, -3)}y` : token.endsWith('s') ? token.slice(0, -1) : token;
    if (!MINOR.has(token)) {
      // 'Moon Moonlight', 'Monolith of Monoliths', 'Sunny Sunshine': one word twice reads like a stutter.
      for (const other of seen) if (other.length >= 3 && (stem.startsWith(other) || other.startsWith(stem))) return false;
      // 'Warehouse House', 'Sugarcane Canefield', 'Sunday Daylight': one word inside the other, or the
      // end of one the start of the next, is the same idea twice.
      for (const other of seen) if (sharesAWord(stem, other)) return false;
      // 'Cyber Cyborg', 'Heretical Heresy': two words of one root read as a stutter too.
      if (stem.length >= 5 && seen.some((other) => other.length >= 5 && other.slice(0, 4) === stem.slice(0, 4))) return false;
      seen.push(stem);
      const root = adjectiveRoot(stem);
      if (root) {
        for (const other of seen.slice(0, -1)) if (other.startsWith(root)) return false;
        seen.push(root);
      }
    }
    // 'Honeyses', 'Microses': a coined ending that reads as a plural made twice.
    if (token.length > 6 && /(?:yses|[^r]oses)$/.test(token)) return false;
    for (const part of checkedParts(token, seed)) {
      if (isBlockedWord(part)) return false;
      if (flags.avoidCommon && isOverused(part)) return false;
      if (flags.noNumbers && isNumberWord(part)) return false;
    }
  }
  if (isTautology(tokens, seed)) return false;
  if (pilesPlurals(tokens)) return false;
  if (seed && !containsSeed(name, tokens, seed, flags.oneWord || flags.compound)) return false;
  return true;
}

/** Two plurals side by side ('Airwaves Radios', 'Stars Channels'): a plural in front of a noun reads
 * as two lists, not as one thing described; 'Sons of Anarchy' or 'Guns N' Roses' have a word between. */
function pilesPlurals(tokens: readonly string[]): boolean {
  for (let i = 1; i < tokens.length; i++) {
    const a = tokens[i - 1]!;
    const b = tokens[i]!;
    // Only words ending in 's' are looked at: the irregular plurals ('men', 'geese') seldom pile up.
    if (a.length >= 4 && b.length >= 4 && a.endsWith('s') && b.endsWith('s') && isPlural(a) && isPlural(b) && !/(?:ss|us|is)$/.test(a)) return true;
  }
  return false;
}

/** A word of the vibe (four letters or more, singular or plural) standing in the name; the seed word is the visitor's. */
function reusesVibeWord(tokens: readonly string[], vibeTokens: readonly string[], seed: SeedWord | null): boolean {
  if (vibeTokens.length === 0) return false;
  for (const token of tokens) {
    // The seed word as the name shows it: '__proto__' is the token 'proto' there, and the seed is the visitor's own.
    if (token.length < 3 || seed?.tokens.includes(token) || seed?.fused.includes(token)) continue;
    const single = token.endsWith('s') ? token.slice(0, -1) : token;
    if (vibeTokens.some((v) => v.length >= 3 && (v === token || v === single || v === `${token}s` || (v.endsWith('s') && v.slice(0, -1) === token)))) return true;
  }
  return false;
}

/** Short words that are a whole idea at a seam ('sun-day' and 'day-light'). */
const SHORT_ROOTS = new Set(['day', 'sun', 'sky', 'ice', 'sea', 'air', 'car', 'man', 'war', 'eye', 'oak', 'ash', 'fog', 'dew', 'rain', 'star', 'moon']);

/** One word held inside the other, or one's ending the other's beginning ('sugarcane', 'canefield'). */
export function sharesAWord(a: string, b: string): boolean {
  if (a.length < 3 || b.length < 3) return false;
  if ((b.length >= 4 && a.includes(b)) || (a.length >= 4 && b.includes(a))) return true;
  if (a.slice(0, 3) === b.slice(0, 3) && SHORT_ROOTS.has(a.slice(0, 3))) return true;
  const max = Math.min(a.length, b.length) - 1;
  for (let k = 3; k <= max; k++) {
    const tailA = a.slice(-k);
    const tailB = b.slice(-k);
    if ((k >= 4 || SHORT_ROOTS.has(tailA)) && b.startsWith(tailA)) return true;
    if ((k >= 4 || SHORT_ROOTS.has(tailB)) && a.startsWith(tailB)) return true;
  }
  return false;
}

/** The noun inside a -y adjective, where it is plain: 'sunny' → 'sun', 'rusty' → 'rust' ('holy' has none). */
function adjectiveRoot(word: string): string | null {
  if (!word.endsWith('y') || word.length < 4) return null;
  const base = word.slice(0, -1);
  if (/([^aeiou])\1$/.test(base)) return base.slice(0, -1);
  return base.length >= 4 ? base : null;
}

/** The parts of a token the filters judge: the seed word (and a seed fused inside) is exempt. */
function checkedParts(token: string, seed: SeedWord | null): string[] {
  if (!seed) return [token];
  if (seed.tokens.includes(token)) return [];
  if (seed.fused.length >= 2 && token.includes(seed.fused)) return token.split(seed.fused).filter(Boolean);
  return [token];
}

/** The seed as a whole word, or (for one-word and compound names) inside the fused word. */
export function containsSeed(name: string, tokens: readonly string[], seed: SeedWord, fusedAllowed: boolean): boolean {
  if (fusedAllowed) {
    const squashed = name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
    if (squashed.includes(seed.fused)) return true;
  }
  const [onlyToken] = seed.tokens;
  if (onlyToken !== undefined && seed.tokens.length === 1) return tokens.includes(onlyToken) || name.toLowerCase().split(/\s+/).includes(seed.display.toLowerCase());
  return (' ' + tokens.join(' ') + ' ').includes(' ' + seed.tokens.join(' ') + ' ');
}

/** True when the name is an influence's own name, or contains a multi-word one whole. */
export function echoesInfluence(normalised: string, influences: readonly string[]): boolean {
  if (influences.length === 0) return false;
  const padded = ' ' + normalised + ' ';
  const singular = normalised.endsWith('s') ? normalised.slice(0, -1) : normalised;
  for (const inf of influences) {
    if (normalised === inf || singular === inf || normalised === inf + 's') return true;
    if (inf.includes(' ') && padded.includes(' ' + inf)) return true;
  }
  return false;
}

/** True when the name uses a word of the influences literally: alone ('Future Gang' for a Future
 * fan) or, for words of four letters or more, inside a fused word ('Nightcallwave'). */
export function usesInfluenceWord(name: string, influenceTokens: readonly string[]): boolean {
  if (influenceTokens.length === 0) return false;
  const lower = name.toLowerCase();
  const tokens = lower.split(/[^\p{L}\p{N}]+/u);
  for (const t of influenceTokens) {
    if (t.length >= 4 ? lower.includes(t) : tokens.includes(t) || tokens.includes(t + 's')) return true;
  }
  return false;
}

/** One real word alone, with or without 'The' ('Nova', 'The Sparrows', 'Overdrive'): the lexicon knows it. */
export function isPlainRealWord(name: string): boolean {
  const tokens = name.toLowerCase().split(/\s+/);
  const word = tokens.length === 2 && tokens[0] === 'the' ? tokens[1]! : tokens.length === 1 ? tokens[0]! : null;
  if (word === null || !/^[a-z]+$/.test(word)) return false;
  return isLexiconWord(word) || singularCandidates(word).some(isLexiconWord);
}

// 'Early Morning', 'Sunday Morning', 'Funky Groove': plain phrases some band took long ago.
const STOCK_ADJECTIVES = new Set(['wild', 'holy', 'royal', 'lonely', 'blue', 'black', 'white', 'red', 'golden', 'silver', 'sweet', 'dead', 'young', 'big', 'little', 'old', 'northern', 'winter', 'frozen', 'early', 'sunday', 'funky']);

/** Halves of the compounds every scene has used ('Darkwood', 'Ironstone', 'Frostmoon', 'Wolfheart'). */
const WORN_HALVES = new Set(`dark black iron stone frost raven ghost deep wolf blood night star moon fire storm wood fall field
  heart light wither sun rain snow ice grave death shadow thunder bolt fang crown hound road runner rot ruin raven cult under
  over side burst house land wave long glow cold burn loud blast lord war high still born axe hammer head tower lake jet
  wind sand rider flash point snake skin wax wing south north east west core dust cell soul wild sweet half dream groove line
  low tide ball slow rose angel dusk shade gate gore cake shake paper box room`.split(/\s+/));

/** Two worn words and nothing else ('White Heart', 'The Black Queen', 'Darkwood'): a stock phrase, a band's already. */
export function isStockPhrase(name: string): boolean {
  const tokens = name.toLowerCase().split(/\s+/).filter((t) => t !== 'the');
  const [only] = tokens;
  if (tokens.length === 1 && only !== undefined) {
    const word = only.endsWith('s') ? only.slice(0, -1) : only;
    for (let cut = 3; cut <= word.length - 3; cut++) if (WORN_HALVES.has(word.slice(0, cut)) && WORN_HALVES.has(word.slice(cut))) return true;
    return false;
  }
  // A plain word and a short number ('Sector 27', 'Channel 3'): a label's catalogue has it already.
  if (tokens.length === 2 && /^\d{1,2}$/.test(tokens[1]!) && isLexiconWord(tokens[0]!)) return true;
  if (tokens.length === 2 && tokens[1] === 'teeth' && STOCK_ADJECTIVES.has(tokens[0]!)) return true;
  // A worn colour or blessing on a plain word ('Royal Teeth', 'Holy Sons', 'Blue Mountain'): every scene has one.
  if (tokens.length === 2 && STOCK_ADJECTIVES.has(tokens[0]!) && (isLexiconWord(tokens[1]!) || singularCandidates(tokens[1]!).some(isLexiconWord))) return true;
  // Any one word before 'Hearts' ('Heavy Hearts', 'The Reckless Hearts', 'Wild Hearts'): bands have used them all.
  if (tokens.length === 2 && tokens[1] === 'hearts') return true;
  return tokens.length === 2 && tokens.every((t) => OVERUSED_WORDS.has(t) || singularCandidates(t).some((s) => OVERUSED_WORDS.has(s)));
}

/** Two content words of one meaning ('Frozen Winter', 'Moonlit Midnight'): the name says one thing twice. */
export function isTautology(tokens: readonly string[], seed: SeedWord | null = null): boolean {
  const groups = new Set<number>();
  for (const token of tokens) {
    if (MINOR.has(token) || seed?.tokens.includes(token)) continue;
    const own = synonymGroups(token) ?? singularCandidates(token).map(synonymGroups).find((g) => g !== undefined);
    if (own === undefined) continue;
    if (own.some((g) => groups.has(g))) return true;
    for (const g of own) groups.add(g);
  }
  return false;
}
