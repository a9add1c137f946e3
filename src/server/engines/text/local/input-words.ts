// Mines the visitor's influences and vibe for words a name may borrow, and records the influences'
// own names so they are never handed back whole ('Electric Wizard' may lend 'Wizard', not itself).
import { sliceText } from '@shared/contracts/common';
import { influenceWorld } from './data/influence-worlds';
import { moodFor } from './data/mood-map';
import { STOP_WORDS } from './data/stop-words';
import { words } from './genre-profile';
import { normaliseName } from './normalise-name';
import { callsMoodField } from './vibe-pictures';
import { isBlockedWord } from './word-filters';

export interface InputWords {
  /** Adjectives lent by influences ('electric'); never the vibe's own words. */
  readonly adj: readonly string[];
  readonly noun: readonly string[];
  readonly gerund: readonly string[];
  /** Imagery the vibe and influences suggest through the mood map. */
  readonly moodAdj: readonly string[];
  readonly moodNoun: readonly string[];
  /** Normalised influence names, and their parts split on 'and'/'&'. */
  readonly influenceNames: readonly string[];
  /** The influences as the visitor wrote them, cleaned for prose (at most three). */
  readonly influenceLabels: readonly string[];
  /** The vibe as descriptions quote it, or '' when none. */
  readonly vibeProse: string;
  /** The vibe's own words, lower-case, for choosing a theme (never copied into a name or a description). */
  readonly vibeTokens: readonly string[];
  /** Adjectives the vibe means, through the mood map ('slow' means 'glacial'): what descriptions say of it. */
  readonly vibeMoods: readonly string[];
  /** Every word of the influences, lower-case (three letters or more): never used in a name. */
  readonly influenceTokens: readonly string[];
  /** The vibe's words that carry its meaning: a colour or temperature word before a noun of another
   * mood is how that noun is held ('cold money' is money, coldly; not tundra), so it is left out. */
  readonly vibeCues: readonly string[];
  /** What the influences' records picture (data/influence-worlds.ts), never their own words. */
  readonly worldWords: readonly string[];
}

const EMPTY: InputWords = { adj: [], noun: [], gerund: [], moodAdj: [], moodNoun: [], influenceNames: [], influenceLabels: [], vibeProse: '', vibeTokens: [], vibeMoods: [], influenceTokens: [], vibeCues: [], worldWords: [] };

export function extractInputWords(influences: string | undefined, vibe: string | undefined): InputWords {
  if (!influences?.trim() && !vibe?.trim()) return EMPTY;
  const moodAdj = new Set<string>();
  const moodNoun = new Set<string>();
  const addMood = (token: string) => {
    const mood = moodFor(token);
    if (!mood) return;
    for (const w of words(mood.a)) moodAdj.add(w);
    for (const w of words(mood.n)) moodNoun.add(w);
  };

  // The vibe steers names through imagery it suggests ('slow' brings glaciers), never by handing
  // its own words over: a name that repeats the brief back ('Slow Crushing Ghosts') reads as a form.
  const vibeTokens = contentTokens(vibe ?? '');
  const vibeCues = meaningTokens(vibe ?? '');
  for (const token of vibeCues) addMood(token);
  const world = new Set<string>();
  const vibeMoods = [...moodAdj];
  const influenceTokens = new Set<string>();

  const influenceNames = new Set<string>();
  const influenceLabels: string[] = [];
  for (const part of (influences ?? '').split(/[,;\n|]+/)) {
    const label = part.replace(/[.!?"]+/g, '').replace(/\s+/g, ' ').trim();
    if (!label) continue;
    if (influenceLabels.length < 3 && label.length <= 40 && !label.toLowerCase().split(/\s+/).some(isBlockedWord)) {
      influenceLabels.push(label);
    }
    influenceNames.add(normaliseName(label));
    for (const sub of label.split(/\s+(?:and|&|\+|with)\s+|\s*\/\s*/i)) if (sub.trim()) influenceNames.add(normaliseName(sub));
    // An influence lends its world through the mood map ('Sleep' brings slow imagery), never its
    // words: a name with 'Wizard' for an Electric Wizard fan, or 'Future' for a Future fan, reads
    // as a borrowed name.
    for (const token of label.toLowerCase().split(/[^\p{L}\p{N}']+/u)) {
      const t = token.replace(/'/g, '');
      if (t.length >= 3 && !STOP_WORDS.has(t)) influenceTokens.add(t);
    }
    for (const token of contentTokens(label)) addMood(token);
    for (const w of influenceWorld(normaliseName(label))) world.add(w);
  }
  influenceNames.delete('');
  const notTheVibe = (w: string) => !vibeTokens.some((t) => t === w || t === w + 's' || w === t + 's');
  return {
    // Influences lend no words (see below), and the vibe none of its own.
    adj: [],
    noun: [],
    gerund: [],
    moodAdj: [...moodAdj].filter((w) => notTheVibe(w) && !influenceTokens.has(w)),
    moodNoun: [...moodNoun].filter((w) => notTheVibe(w) && !influenceTokens.has(w)),
    influenceNames: [...influenceNames],
    influenceLabels,
    vibeProse: vibeProse(vibe ?? ''),
    vibeTokens,
    vibeMoods: vibeMoods.filter((w) => !influenceTokens.has(w) && !vibeTokens.includes(w)),
    influenceTokens: [...influenceTokens],
    vibeCues,
    worldWords: [...world].filter((w) => !w.split(' ').some((part) => influenceTokens.has(part))),
  };
}

/** Words that colour the noun after them rather than name a mood of their own ('cold money', 'dark city'). */
const MODIFIERS = new Set(['cold', 'warm', 'hot', 'dark', 'bright', 'heavy', 'dirty', 'sweet', 'bitter', 'icy', 'frozen', 'black', 'blue', 'golden', 'sunny', 'late', 'slow', 'lonely', 'sad', 'happy', 'wild', 'quiet']);

/** The vibe's content words, less a modifier standing right before a word of another mood. */
function meaningTokens(text: string): string[] {
  const raw = text.toLowerCase().split(/[^a-z']+/).map((t) => t.replace(/'/g, '')).filter(Boolean);
  const dropped = new Set<number>();
  for (let i = 0; i + 1 < raw.length; i++) {
    const word = raw[i]!;
    const next = raw[i + 1]!;
    if (!MODIFIERS.has(word) || STOP_WORDS.has(next) || next.length < 3) continue;
    const own = callsMoodField(word);
    const other = callsMoodField(next);
    if (other.length > 0 && !other.some((f) => own.includes(f))) dropped.add(i);
  }
  const keep = raw.filter((_, i) => !dropped.has(i)).join(' ');
  return contentTokens(keep);
}

/** Lower-case alphabetic words of three letters or more, without stop words or blocked words. */
function contentTokens(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().split(/[^a-z']+/)) {
    const token = raw.replace(/'/g, '');
    if (token.length < 3 || token.length > 16 || STOP_WORDS.has(token) || isBlockedWord(token)) continue;
    if (!out.includes(token)) out.push(token);
  }
  return out;
}

/** The vibe as a description quotes it: trimmed, no sentence punctuation or blocked words, lower-case start. */
export function vibeProse(vibe: string): string {
  const clean = vibe
    .replace(/[.!?;:"]+/g, ' ')
    .split(/\s+/)
    .filter((w) => !isBlockedWord(w.toLowerCase().replace(/[^a-z]/g, '')))
    .join(' ');
  let v = clean.replace(/\s+/g, ' ').trim().replace(/^,+|,+$/g, '').trim();
  if (v.length > 60) {
    const cut = sliceText(v, 60);
    v = sliceText(cut, Math.max(cut.lastIndexOf(' '), 20)).replace(/[,\s]+$/, '');
  }
  if (v && !/[A-Z]/.test(v.slice(1))) v = v.charAt(0).toLowerCase() + v.slice(1);
  return v;
}
