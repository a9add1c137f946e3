// Everything one request needs, worked out once: the genre profile with its word pools filtered by
// the options, the templates the options allow, the seed word and the visitor's own words.
import type { NameRequest } from '../text-engine';
import { digitsFor, NAME_NUMBERS } from './data/number-words';
import { POOL_NAMES, THEME_POOLS, genreProfile, makePool, type GenreProfile, type PoolName, type Theme, type ThemePoolName, type WordPool } from './genre-profile';
import { extractInputWords, type InputWords } from './input-words';
import { mergeTemplates, templateAllowed, weighted, type SlotCode, type Template, type TemplateFlags, type WeightedTemplates } from './templates';
import type { TemplateWeight } from './lexicon-types';
import { vibePictures } from './vibe-pictures';
import { vocabularyKind } from './vocabulary';
import { isNumberWord, isOverused } from './word-filters';
import { syllableSet, type SyllableSet } from './word-builders';

export interface SeedWord {
  /** As it appears in a spaced name: 'Moon', 'Black Cat'. */
  readonly display: string;
  /** As it appears fused into one word: 'moon', 'blackcat'. */
  readonly fused: string;
  /** Lower-case tokens, exempt from the word filters. */
  readonly tokens: readonly string[];
  readonly kind: 'adj' | 'noun';
}

/** A profile's pools and templates under one combination of options. */
export interface FilteredProfile {
  readonly pools: Readonly<Record<PoolName, WordPool>>;
  /** The genre's themes with the options' filters applied. */
  readonly themes: readonly Theme[];
  readonly numbers: readonly string[];
  readonly digits: readonly string[];
  readonly templates: WeightedTemplates;
  readonly seedNoun: WeightedTemplates;
  readonly seedAdj: WeightedTemplates;
}

export interface RequestPlan {
  readonly profile: GenreProfile;
  readonly filtered: FilteredProfile;
  readonly flags: TemplateFlags;
  readonly seed: SeedWord | null;
  readonly input: InputWords;
  /** Input words that survive the options' filters. */
  readonly extras: { readonly adj: readonly string[]; readonly noun: readonly string[]; readonly gerund: readonly string[]; readonly moodAdj: readonly string[]; readonly moodNoun: readonly string[]; readonly head: readonly string[] };
  readonly syllables: SyllableSet;
  readonly maxLength: number;
  /** Themes the vibe points at ('cold' picks the ice theme): drawn more often, never only. */
  readonly vibeThemes: readonly Theme[];
  /** The influences' own words, lower-case: a name never uses one literally. */
  readonly influenceTokens: readonly string[];
  /** Pictures the vibe means ('grief': wreath, vigil, widow), never its own words: names holding them rank higher. */
  readonly vibeImages: ReadonlySet<string>;
  /** The genre's first names and surnames: a person's name is neither stock nor abstract. */
  readonly persons: ReadonlySet<string>;
  /** The genre's own words, lower case, without its family's backdrop. */
  readonly genreWords: ReadonlySet<string>;
}

/** Plans of recent requests, most recent last: a visitor who generates again with the same form
 * (the usual way to use the generator) costs no new plan. Plans are never changed once built. */
const PLAN_CACHE_SIZE = 500;
const planCache = new Map<string, RequestPlan>();

export function planRequest(request: NameRequest): RequestPlan {
  const o = request.options ?? {};
  const key = JSON.stringify([
    request.genre,
    request.influences ?? '',
    request.vibe ?? '',
    o.oneWordNames === true,
    o.compoundWords === true,
    o.noNumbers === true,
    o.avoidCommonWords === true,
    o.useSeedWord ? (o.seedWord ?? '') : null,
  ]);
  const cached = planCache.get(key);
  if (cached) {
    planCache.delete(key);
    planCache.set(key, cached);
    return cached;
  }
  const plan = buildPlan(request);
  planCache.set(key, plan);
  if (planCache.size > PLAN_CACHE_SIZE) planCache.delete(planCache.keys().next().value!);
  return plan;
}

function buildPlan(request: NameRequest): RequestPlan {
  const o = request.options ?? {};
  const flags: TemplateFlags = {
    oneWord: o.oneWordNames === true,
    compound: o.compoundWords === true,
    noNumbers: o.noNumbers === true,
    avoidCommon: o.avoidCommonWords === true,
  };
  const profile = genreProfile(request.genre);
  const filtered = filterProfile(profile, flags);
  const seed = o.useSeedWord ? seedWord(o.seedWord) : null;
  const input = extractInputWords(request.influences, request.vibe);
  const keep = (list: readonly string[]) => list.filter((w) => wordAllowed(w, flags));
  const noun = keep(input.noun);
  // The vibe's meaning and the influences' worlds (what their records picture, never their names).
  const vibeImages = vibePictures(input.vibeCues, input.vibeTokens);
  for (const w of input.worldWords) if (!input.vibeTokens.includes(w)) vibeImages.add(w);
  return {
    profile,
    filtered,
    flags,
    seed,
    input,
    extras: {
      adj: keep(input.adj),
      noun,
      gerund: keep(input.gerund),
      // The vibe chooses among the genre's own words: a summer vibe lends 'seaside' to a genre that
      // has it, never to doom metal ('The Ponderous Seaside').
      moodAdj: keep(input.moodAdj).filter((w) => inGenre(profile, 'adj', w)),
      moodNoun: keep(input.moodNoun).filter((w) => inGenre(profile, 'noun', w) || inGenre(profile, 'mass', w)),
      head: noun.filter((w) => /^[a-z]{3,7}$/.test(w)),
    },
    syllables: syllableSet(profile.syllables),
    maxLength: seed ? Math.max(40, seed.display.length + 16) : 40,
    // The vibe's own imagery ('dusty records' picks the crates) and its mood's pictures ('grief'
    // picks the wreaths and vigils); the first listed twice, so drawn twice as often.
    vibeThemes: vibeThemesOf(filtered.themes, [...input.vibeCues, ...input.moodAdj, ...input.moodNoun, ...input.worldWords], vibeImages),
    // The visitor's seed word is theirs to use, even when an influence has it too.
    influenceTokens: input.influenceTokens.filter((t) => !seed?.fused.includes(t)),
    vibeImages,
    persons: personsOf(profile),
    genreWords: genreWordsOf(profile),
  };
}

const personCache = new WeakMap<GenreProfile, ReadonlySet<string>>();

function personsOf(profile: GenreProfile): ReadonlySet<string> {
  let set = personCache.get(profile);
  if (!set) {
    const { first, last } = profile.pools;
    set = new Set([...first.genre, ...first.family, ...last.genre, ...last.family].map((w) => w.toLowerCase()));
    personCache.set(profile, set);
  }
  return set;
}

const genreWordCache = new WeakMap<GenreProfile, ReadonlySet<string>>();

function genreWordsOf(profile: GenreProfile): ReadonlySet<string> {
  let set = genreWordCache.get(profile);
  if (!set) {
    const own = (['adj', 'noun', 'mass', 'gerund', 'place', 'word'] as const).flatMap((p) => profile.pools[p].genre);
    set = new Set(own.flatMap((w) => w.toLowerCase().split(' ')));
    genreWordCache.set(profile, set);
  }
  return set;
}

function inGenre(profile: GenreProfile, pool: PoolName, word: string): boolean {
  const p = profile.pools[pool];
  return p.genre.includes(word) || p.family.includes(word);
}

function vibeThemesOf(themes: readonly Theme[], cues: readonly string[], images: ReadonlySet<string>): Theme[] {
  const literal = themesFor(themes, cues);
  const pictured = themesFor(themes, [...images]).filter((t) => !literal.includes(t));
  return [...literal, ...literal, ...pictured];
}

function themesFor(themes: readonly Theme[], cues: readonly string[]): Theme[] {
  if (cues.length === 0) return [];
  const wanted = new Set(cues);
  return themes.filter((t) => THEME_POOLS.some((name) => t[name].some((w) => wanted.has(w))));
}

function wordAllowed(word: string, f: TemplateFlags): boolean {
  for (const part of word.split(/[\s-]+/)) {
    if (f.avoidCommon && isOverused(part)) return false;
    if (f.noNumbers && isNumberWord(part)) return false;
  }
  return true;
}

function seedWord(raw: string | undefined): SeedWord | null {
  const clean = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  const tokens = clean.toLowerCase().split(/[\s-]+/).filter(Boolean);
  const display = clean
    .split(' ')
    .map((w) => (w.length > 3 && w === w.toUpperCase() ? w.charAt(0) + w.slice(1).toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
  const fused = clean.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '') || clean.toLowerCase().replace(/\s+/g, '');
  const last = tokens.at(-1);
  // A seed of hyphens alone has no token; it has always counted as an adjective.
  const known = last === undefined ? undefined : vocabularyKind(last);
  const adjLike = known === 'adj' || (known === undefined && (last === undefined || /(ing|ous|ful|less|ic|al|ive|ish|ed|ent|ant|y)$/.test(last)));
  return { display, fused, tokens, kind: adjLike ? 'adj' : 'noun' };
}

const ONE_WORD_COMPOUND: TemplateWeight[] = [['{C}', 1]];
const COMPOUND: TemplateWeight[] = [['{C}', 6], ['The {C}', 2], ['The {Cs}', 2]];
const SEED_ONE_WORD_COMPOUND: TemplateWeight[] = [['{SC}', 1]];
const SEED_ONE_WORD: TemplateWeight[] = [['{SC}', 6], ['{SI}', 3]];
const SEED_COMPOUND: TemplateWeight[] = [['{SC}', 6], ['The {SC}', 2]];
const SEED_NOUN: TemplateWeight[] = [
  ['{A} {S}', 8], ['{S} {N}', 6], ['The {S} {Ns}', 6], ['{N} of the {S}', 3], ['{S} of {X}', 3],
  ['{S} and the {Ns}', 3], ['{G} {S}', 3], ['{V} the {S}', 2], ['{S} {P}', 2], ['{S} {E}', 3],
  ['The {A} {S} {E}', 2], ['{A} {S} {Ns}', 3], ['{SC}', 2], ['{S} of the {A} {N}', 2],
  ['{S} {X}', 2], ['{X} {S}', 2],
];
const SEED_ADJ: TemplateWeight[] = [
  ['{S} {N}', 8], ['The {S} {Ns}', 6], ['{S} {X}', 5], ['{S} {N} {E}', 3],
  ['{S} {Ns}', 4], ['{SC}', 1], ['{S} {N} {P}', 2], ['The {S} {N} {E}', 2], ['{S} {X} {Ns}', 2],
];

const filterCache = new WeakMap<GenreProfile, Map<string, FilteredProfile>>();

function filterProfile(profile: GenreProfile, flags: TemplateFlags): FilteredProfile {
  let byFlags = filterCache.get(profile);
  if (!byFlags) filterCache.set(profile, (byFlags = new Map()));
  const key = `${+flags.oneWord}${+flags.compound}${+flags.noNumbers}${+flags.avoidCommon}`;
  const cached = byFlags.get(key);
  if (cached) return cached;
  const { pools, themes } = filterWords(profile, flags, byFlags);
  const numbers = flags.noNumbers ? [] : NAME_NUMBERS;
  const digits = flags.noNumbers ? [] : digitsFor(profile.familyId);
  const syl = syllableSet(profile.syllables);
  // Seed names are all small (one slot is fixed), so their weights scale more gently.
  const allowed = (list: readonly TemplateWeight[] | null, fallback: readonly TemplateWeight[], power = 1) => {
    const parsed = list ? parsedOnce(list) : profile.templates;
    const ok = parsed.filter((t) => templateAllowed(t, flags));
    const chosen = ok.length > 0 ? ok : parsedOnce(fallback).filter((t) => templateAllowed(t, flags));
    // Shapes keep their weights as written: they are the genre's naming habits, and scaling them by
    // supply let the biggest (a three-word pile of adjective, material and plural) take over. The
    // memory of recent names keeps the small ones from repeating; only the seed's shapes, all of
    // them small, still scale.
    const scaled = power === 1 ? chosen : chosen
      .map((t) => scaleBySize(t, templateSize(t, pools, profile.prep.length, numbers.length, digits.length, syl), isConvention(t) ? power * 0.5 : power))
      .filter((t) => t.weight > 0);
    return weighted(scaled.length > 0 ? scaled : chosen);
  };
  const cWeight = Math.max(2, weightOf(profile, '{C}'));
  // One-word names are real words and compounds of two: an invented word stands alone there, and
  // alone it reads as a typo ('Dovugeth', 'Krelexon', 'Mekryron'); beside a real word it still may.
  // Plain real words are mostly some band's name already: compounds carry one-word names.
  const wWeight = cWeight / 10;
  const normal = flags.oneWord && flags.compound ? ONE_WORD_COMPOUND
    : flags.oneWord ? ([['{C}', cWeight], ['{W}', wWeight]] as TemplateWeight[])
    : flags.compound ? COMPOUND : null;
  const seedFixed = flags.oneWord && flags.compound ? SEED_ONE_WORD_COMPOUND
    : flags.oneWord ? SEED_ONE_WORD
    : flags.compound ? SEED_COMPOUND : null;
  const result: FilteredProfile = {
    pools,
    themes,
    numbers,
    digits,
    templates: allowed(normal, [['{A} {N}', 1], ['{C}', 1]]),
    seedNoun: allowed(seedFixed ?? SEED_NOUN, [['{SC}', 1]], 0.5),
    seedAdj: allowed(seedFixed ?? SEED_ADJ, [['{SC}', 1]], 0.5),
  };
  byFlags.set(key, result);
  return result;
}

/** The fixed template lists (seed shapes, one-word and compound shapes), parsed once each. */
const parsedLists = new WeakMap<readonly TemplateWeight[], readonly Template[]>();

function parsedOnce(list: readonly TemplateWeight[]): readonly Template[] {
  let parsed = parsedLists.get(list);
  if (!parsed) parsedLists.set(list, (parsed = mergeTemplates(list)));
  return parsed;
}

interface FilteredWords {
  readonly pools: Readonly<Record<PoolName, WordPool>>;
  readonly themes: readonly Theme[];
}

/** Word pools and themes depend only on the two word filters: one-word and compound requests share them. */
const wordCache = new WeakMap<Map<string, FilteredProfile>, Map<string, FilteredWords>>();

function filterWords(profile: GenreProfile, flags: TemplateFlags, owner: Map<string, FilteredProfile>): FilteredWords {
  let byFilters = wordCache.get(owner);
  if (!byFilters) wordCache.set(owner, (byFilters = new Map()));
  const key = `${+flags.noNumbers}${+flags.avoidCommon}`;
  const cached = byFilters.get(key);
  if (cached) return cached;
  // Without either filter every word is allowed: the lists are taken as they are.
  const filtering = flags.noNumbers || flags.avoidCommon;
  const allowed = (list: readonly string[]) => (filtering ? list.filter((w) => wordAllowed(w, flags)) : list);
  const pools = {} as Record<PoolName, WordPool>;
  for (const name of POOL_NAMES) {
    const p = profile.pools[name];
    const genre = allowed(p.genre);
    const family = allowed(p.family);
    pools[name] = name === 'head' || name === 'tail' ? makePool(genre, family, 0, 1) : makePool(genre, family);
  }
  const themes = profile.themes
    .map((t) => {
      const out = {} as Record<ThemePoolName, readonly string[]> & { mood?: true };
      for (const name of THEME_POOLS) out[name] = allowed(t[name]);
      if (t.mood) out.mood = true;
      return out;
    })
    .filter((t) => t.noun.length + t.adj.length + t.word.length + t.mass.length > 0);
  const words: FilteredWords = { pools, themes };
  byFilters.set(key, words);
  return words;
}

/** Distinct names a template can make, roughly; invented words count as plentiful. */
function templateSize(t: Template, pools: Readonly<Record<PoolName, WordPool>>, preps: number, numbers: number, digits: number, syl: SyllableSet): number {
  const n = (name: PoolName) => pools[name].genre.length + pools[name].family.length;
  const syllable = syl.onset.length * syl.vowel.length;
  const invented = syllable * (1 + 0.4 * syl.coda.length) * (1 + 0.45 * syllable) * syl.ending.length * 0.5;
  const slotSize: Record<SlotCode, number> = {
    A: n('adj'), N: n('noun'), Ns: n('noun'), X: n('mass') || n('noun'), G: n('gerund') || n('adj'), V: n('verb'),
    P: n('place'), C: n('head') * n('tail') * 0.7, Cs: n('head') * n('tail') * 0.7, I: invented, E: n('ensemble'),
    F: n('first'), L: n('last'), W: n('word'), K: numbers, D: digits, R: preps, S: 1, SC: n('head') + n('tail'), SI: syl.ending.length * (1 + syllable),
  };
  let size = 1;
  for (const token of t.tokens) for (const seg of token) if ('slot' in seg) size *= slotSize[seg.slot];
  return size;
}

/**
 * A template that can only make a few hundred names must not be drawn as often as one that can
 * make thousands, or the same names come back: its weight shrinks with its size.
 */
const COMFORTABLE_SIZE = 60_000;

/**
 * A genre's own naming habit ('Lil {N}', '{N} Gang', 'The {L} Brothers', 'Sector {D}'): a fixed word
 * or a label's digits. Such shapes have a small supply, but without them genres sound alike, so
 * their weight shrinks more gently (the engine's memory of recent names keeps them from repeating).
 */
function isConvention(t: Template): boolean {
  return t.tokens.some((token) => token.some((seg) => ('lit' in seg ? !PLAIN_LITERALS.has(seg.lit.toLowerCase()) : seg.slot === 'D')));
}

const PLAIN_LITERALS = new Set(['the', 'of', 'and', '&', "'s", 'a', 'an']);

function scaleBySize(t: Template, size: number, power: number): Template {
  return size >= COMFORTABLE_SIZE ? t : { ...t, weight: t.weight * (size / COMFORTABLE_SIZE) ** power };
}

function weightOf(profile: GenreProfile, source: string): number {
  return profile.templates.find((t) => t.source === source)?.weight ?? 0;
}
