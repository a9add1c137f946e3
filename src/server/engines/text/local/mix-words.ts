// The Magic Mixer: one to three words the visitor picked become one band name that fits the genre.
// A mix is a name, not a list: the words are typed (adjective, mass noun, noun), ordered as English
// orders them ('Forlorn Arcane Daggers', never 'Arcane Dagger Forlorn'), inflected where the
// shape asks ('The Velvet Harbors'), blended where two words share letters ('Neonomad') and set
// in the genre's own forms ('Lil Ember' for trap, 'The Ember Quartet' for jazz, 'Ember 303' for
// techno). Words the genre adds come from one of its pictures. Every picked word stays
// recognisable; never two words glued with 'of'; never a real band's name (the list behind
// "Is it taken?").
import type { Rng } from '@server/lib/random';
import { shippedBandList } from './band-list';
import { THEME_POOLS, genreProfile, type GenreProfile, type Theme, type WordPool } from './genre-profile';
import { fuse, halvesMatch, MAX_FUSED } from './word-builders';
import { plural } from './english';
import { scoreName } from './name-score';
import { nameTokens } from './normalise-name';
import { titleCaseWords } from './word-forms';
import { isBuildingWord, isPlaceWord, vocabularyKind } from './vocabulary';
import { actForms, type ActForm } from './mix-forms';
import { sharesAWord } from './name-checks';
import { WORD_KIN } from './data/word-kin';
import { UNCOUNTED, isOwner, sameThing } from './mix-word-grammar';

const MAX_LENGTH = 40;

type Kind = 'adj' | 'mass' | 'noun';
interface Picked {
  readonly w: string;
  readonly kind: Kind;
}

/** Words the genre lends a mix, all from one of its pictures when it has them. */
export interface GenreWords {
  adj: () => string;
  noun: () => string;
  tail: () => string;
  ensemble: () => string;
}

type Shape = () => string | null;

/** Mixes given lately, per genre and set of words: mixing the same words again gives another name. */
export type MixMemory = Map<string, string[]>;
const RECENT_PER_MIX = 12;
const RECENT_KEYS = 2000;
const SHARED_MIXES: MixMemory = new Map();
/** The mixes of the call under way must not repeat (set while a mix is made), compared as `mixKey`s. */
let avoidMixes: ReadonlySet<string> = new Set();
/** Tries at a name not given lately before the words' plain order is given again. */
const RETRIES = 12;

/** One name however it is cased or punctuated: 'Whiskey & Gravel' and 'whiskey, gravel' are one. */
export const mixKey = (name: string) => name.toLowerCase().replace(/&/g, 'and').replace(/[^\p{L}\p{N}]+/gu, '');
/** A name with only its placing word changed ('Ghosts by the River' after 'Ghosts on the River') is
 * the same picture given again. */
const PLACE_WORDS = /\b(?:on|by|under|in)\b/gi;
const gistKey = (name: string) => `~${mixKey(name.replace(PLACE_WORDS, ' '))}`;
/** A name's words whatever their order or number ('Dusty Pickup Rosaries' is 'Dusty Rosary Pickups'):
 * the same words reshuffled are the same name given again. */
const bagKey = (name: string) =>
  `#${nameTokens(name.replace(/&/g, ' ')).filter((t) => !MIX_LINKS.has(t)).map((t) => (t.endsWith('ies') ? `${t.slice(0, -3)}y` : t.replace(/e?s$/, ''))).sort().join('|')}`;
const avoided = (name: string) => avoidMixes.has(mixKey(name)) || avoidMixes.has(gistKey(name)) || avoidMixes.has(bagKey(name));
/** The names given lately for the words of the call under way (set while a mix is made). */
let lately: readonly string[] = [];
/** A picked word already grown into a compound lately ('Emberglow'): another compound of it
 * ('Embersong', 'Emberfall') on the next click reads as one word with its end swapped. */
const compoundedLately = (word: string) => {
  const w = lower(word);
  return lately.some((n) => nameTokens(n).some((t) => t.length > w.length + 1 && t.startsWith(w)));
};

export function createMixMemory(): MixMemory {
  return new Map();
}

/** `memory` null mixes as if the words were new (the same seed gives the same name). */
export function mixWords(words: readonly string[], genre: string, rng: Rng, memory: MixMemory | null = SHARED_MIXES): string {
  const picked = cleanWords(words).slice(0, 3);
  if (picked.length === 0) return words.map((w) => w.trim()).filter(Boolean).join(' ');
  if (memory === null) return bestMix(picked, genre, rng);
  const RECENT_MIXES = memory;
  const key = `${genre.toLowerCase()}|${picked.map(lower).sort().join('|')}`;
  const recent = RECENT_MIXES.get(key) ?? [];
  avoidMixes = new Set([...recent.map(mixKey), ...recent.map(gistKey), ...recent.map(bagKey)]);
  lately = recent;
  let name = bestMix(picked, genre, rng);
  // Every shape already given lately: each try draws other words of the genre; only then may a name come back.
  for (let i = 0; i < RETRIES && (avoided(name) || isPile(name, picked)); i++) name = mixOnce(picked, genre, rng);
  // Every shape the words allow given lately: the one given longest ago comes back, never the
  // picked words piled in their plain order ('Arcane Forlorn Dagger' on every later click).
  if ((avoided(name) || isPile(name, picked)) && recent.length > 0) name = recent[0]!;
  avoidMixes = new Set();
  lately = [];
  RECENT_MIXES.delete(key);
  RECENT_MIXES.set(key, [...recent.filter((r) => mixKey(r) !== mixKey(name)), name].slice(-RECENT_PER_MIX));
  if (RECENT_MIXES.size > RECENT_KEYS) RECENT_MIXES.delete(RECENT_MIXES.keys().next().value!);
  return name;
}

/** The picked words alone, as typed: a pile of words, not a name. */
function isPile(name: string, picked: readonly string[]): boolean {
  const words = new Set(picked.map(lower));
  // A possessive links the words ('Grandmother's Lantern'): a phrase, not a pile.
  return picked.length > 1 && !/'s\b/i.test(name) && nameTokens(name).every((t) => words.has(t));
}

/** Mixes made per mix asked, the best kept (mixScore). */
const MIX_CANDIDATES = 6;

/** The most keep-worthy of several mixes not given lately. */
function bestMix(picked: readonly string[], genre: string, rng: Rng): string {
  let best: string | null = null;
  let bestScore = -Infinity;
  const seen = new Set<string>();
  for (let i = 0; i < MIX_CANDIDATES; i++) {
    const name = mixOnce(picked, genre, rng);
    const key = mixKey(name);
    if (seen.has(key) || avoided(name)) continue;
    seen.add(key);
    const score = mixScore(name, picked) - sameAsLately(name, picked) + rng.next() * 0.8;
    if (score > bestScore) {
      best = name;
      bestScore = score;
    }
  }
  return best ?? mixOnce(picked, genre, rng);
}

/** Ten mixes of the same words vary their lead word and what is made of the words: each name given
 * lately that opens on the same word, or shares a word that was not picked ('Dusty' again), counts. */
function sameAsLately(name: string, picked: readonly string[]): number {
  const own = new Set(picked.map(lower));
  const content = (n: string) => nameTokens(n.replace(/&/g, ' ')).filter((t) => !MIX_LINKS.has(t));
  const mine = content(name);
  let cost = 0;
  for (const n of lately) {
    const theirs = content(n);
    if (theirs[0] === mine[0]) cost += 0.7;
    cost += 0.9 * mine.filter((t) => !own.has(t) && !own.has(t.replace(/e?s$/, '')) && theirs.includes(t)).length;
  }
  return cost;
}

const MIX_LINKS = new Set(['the', 'and', 'a', 'an', 'of', 'on', 'in', 'under', 'over', 'by', 'at']);

/**
 * A mix is kept when it makes a name of the words, not when it lists them: each word that changed
 * (its people 'Rivermen', its companion 'Mirrorball', a blend) or a word of the genre added counts;
 * the picked words only, reordered, count against; so do a plural of a word that has none and the
 * faults of any name (two words of one meaning, stock words).
 */
export function mixScore(name: string, picked: readonly string[]): number {
  const forms = new Set<string>();
  for (const p of picked) {
    const w = lower(p);
    forms.add(w);
    forms.add(lower(plural(w)));
  }
  const content = nameTokens(name.replace(/&/g, ' ')).filter((t) => !MIX_LINKS.has(t));
  let score = scoreName(name, true, { vibeImages: new Set() });
  let derived = 0;
  let added = 0;
  const roots = picked.map((p) => lower(p).slice(0, Math.min(4, Math.max(3, p.length - 1))));
  for (const t of content) {
    if (forms.has(t)) {
      const single = picked.map(lower).find((w) => t !== w && lower(plural(w)) === t);
      if (single && UNCOUNTED.has(single)) score -= 2.5;
      continue;
    }
    // A picked word changed (its adjective, its people, a blend) makes a name of it; a word the
    // genre adds beside three others only stacks another word on the pile.
    if (roots.some((r) => t.includes(r))) derived++;
    else added++;
  }
  // Nothing made of the words: the picked words alone, unless a phrase links them ('Chess on the Corner').
  const linked = /\b(?:on|in|by|under|over|at|of)\b|'s\b/i.test(name);
  if (derived + added === 0 && !linked) score -= 2;
  // A word the genre adds fills out a single pick; beside two picked words it is padding
  // ('Dusty Rosary Pickups', 'Uptown Gold Chess'): the name should be made of what was picked.
  score += Math.min(derived + (picked.length < 3 && content.length <= 3 ? added : 0), 2) * 1.2;
  if (picked.length === 3) score -= added * 1.2;
  // All three picked words with nothing linking them is a stack ('Constant Voltage Salt').
  const roots3 = picked.map((p) => lower(p).slice(0, 4));
  if (picked.length === 3 && !linked && roots3.every((r) => content.some((t) => t.startsWith(r)))) score -= 1;
  // A name is two or three words: a fourth is a list ('The Forlorn Dagger Pentagrams').
  if (content.length > 3) score -= 2 * (content.length - 3);
  // One word inside or at the seam of another: 'Honeyed Sweat Honey', 'Sweaty Sweat Churches'.
  if (hasEcho(content)) score -= 5;
  return score;
}

/** Two words of one root in a name ('Sweaty Sweat', 'Honeyed ... Honey', 'Ghost Ghostlight'). */
export function hasEcho(tokens: readonly string[]): boolean {
  const stems = tokens.map((t) => (t.endsWith('ies') && t.length > 4 ? `${t.slice(0, -3)}y` : t.replace(/s$/, '')));
  for (let i = 0; i < stems.length; i++) {
    for (let j = i + 1; j < stems.length; j++) {
      const a = stems[i]!;
      const b = stems[j]!;
      if (a.length < 3 || b.length < 3) continue;
      if (a.startsWith(b) || b.startsWith(a) || sharesAWord(a, b)) return true;
      if (a.length >= 5 && b.length >= 5 && a.slice(0, 4) === b.slice(0, 4)) return true;
    }
  }
  return false;
}

function mixOnce(picked: readonly string[], genre: string, rng: Rng): string {
  const profile = genreProfile(genre || 'rock');
  const g = genreWords(profile, rng, picked);
  // A picked word that is itself a scene's form ('Lil', 'Quartet', 'Gang') frames the others.
  const prefix = picked.find((w) => PREFIX_FORMS.has(w.toLowerCase()));
  const suffix = picked.find((w) => SUFFIX_FORMS.has(w.toLowerCase()));
  const content = picked.filter((w) => w !== prefix && w !== suffix);
  if ((prefix || suffix) && content.length > 0) {
    const framed = frame(content, prefix, suffix, g, rng);
    if (framed) return framed;
    // The other words' own shapes, still inside the picked form: never 'Velvety Quartet Rain'.
    const inner = shapesFor(content.map((w) => ({ w, kind: kindOf(w) })).sort((x, y) => ORDER[x.kind] - ORDER[y.kind]), g, [], rng);
    const put = (shape: Shape): Shape => () => {
      const core = shape();
      return core ? title([...(prefix ? [prefix] : []), core.replace(/^The /, ''), ...(suffix ? [suffix] : [])]) : null;
    };
    const kept = firstFit(inner.map(put));
    if (kept) return kept;
    // Every framed shape given lately: the plain frame, which the caller takes as given lately,
    // never a shape of the other words that moves or pluralises the form ('Velvety Rain Quartets').
    return title([...(prefix ? [prefix] : []), ...content, ...(suffix ? [suffix] : [])]);
  }
  const typed = picked.map((w) => ({ w, kind: kindOf(w) }));
  // English puts describing words first: adjectives, then materials, then the noun they describe.
  const order: Record<Kind, number> = { adj: 0, mass: 1, noun: 2 };
  const sorted = [...typed].sort((a, b) => order[a.kind] - order[b.kind]);
  const forms = actForms(profile);
  // Three words rarely make one name: two of them in a phrase ('Chess on the Corner') read as an
  // act, all three read as a stack. The pair given least lately leads, so the third word gets its
  // own names too; two words of one thing ('Telephone', 'Hotline') are never paired.
  const actOf = (x: Picked): Shape => () => {
    const name = forms.length > 0 ? rng.pick(forms)([x.w], rng) : null;
    return name && nameTokens(name).filter((t) => t !== 'the').length > 1 ? name : null;
  };
  const twice = sorted.length === 3 ? pairsOf(sorted).find(([x, y]) => sameThing(x.w, y.w)) : undefined;
  if (twice) {
    // One of the two words for one thing makes this name, the other is left for the next.
    const used = (p: Picked) => lately.filter((n) => nameTokens(n).some((t) => t.startsWith(lower(p.w).slice(0, 4)))).length;
    const first = used(twice[0]) === used(twice[1]) ? rng.pick(twice) : used(twice[0]) > used(twice[1]) ? twice[0] : twice[1];
    for (const drop of [first, first === twice[0] ? twice[1] : twice[0]]) {
      const kept = sorted.filter((p) => p !== drop);
      const name = firstFit(shapesFor(kept, g, forms, rng, [], false));
      if (name) return name;
    }
    sorted.splice(sorted.indexOf(first), 1);
    // Then one word in the genre's act form ('Hotline Kid'), before a word the genre adds pads the two.
    const alone = forms.length > 0 && lately.length >= 3 ? firstFit(rng.shuffle(sorted).map(actOf)) : null;
    if (alone) return alone;
  }
  if (sorted.length === 3) {
    if (rng.chance(PAIR_SHARE)) {
      for (const pair of pairsByUse(sorted, rng)) {
        const two = [...pair].sort((x, y) => order[x.kind] - order[y.kind]);
        const name = firstFit(shapesFor(two, g, forms, rng, [], false));
        if (name) return name;
      }
    }
  }
  const piles: Shape[] = [];
  const shapes = shapesFor(sorted, g, forms, rng, piles);
  // The shapes that keep every word used up (given lately, or real bands): two of the words with one
  // of the genre's, so a mix asked again is still new; the words in order only when nothing is left.
  // A first mix keeps every word; asked again, two of the words made into a name with one of the
  // genre's come before the words merely set in order.
  const fewer = () => firstFit(fewerWords(sorted, g, forms, rng));
  // Before a word the genre adds pads a name, one picked word alone in the genre's act form ('Yung Gold').
  // Most names keep two of the words: a few of one word in ten, only once the first few names have
  // used the words together, never a bare 'The Cathedrals'.
  const roots = sorted.map((p) => lower(p.w).slice(0, 4));
  const singles = lately.filter((n) => roots.filter((r) => nameTokens(n).some((t) => t.startsWith(r))).length === 1).length;
  const single = () => (sorted.length === 3 && forms.length > 0 && lately.length >= 5 && singles < 4 ? firstFit(rng.shuffle(sorted).map(actOf)) : null);
  return firstFit(shapes) ?? (avoidMixes.size === 0 ? firstFit(piles) ?? fewer() : single() ?? fewer() ?? firstFit(piles)) ?? titleCaseWords(sorted.map((p) => p.w));
}

const ORDER: Record<Kind, number> = { adj: 0, mass: 1, noun: 2 };
/** How often three picked words are mixed two at a time (the rest keep all three). */
const PAIR_SHARE = 0.75;

/** The pairs of three words that do not name one thing twice. */
function pairsOf(p: readonly Picked[]): [Picked, Picked][] {
  const out: [Picked, Picked][] = [];
  for (let i = 0; i < p.length; i++) for (let j = i + 1; j < p.length; j++) out.push([p[i]!, p[j]!]);
  return out;
}

/** The pairs that may make a name, the one least seen together in the names given lately first. */
function pairsByUse(p: readonly Picked[], rng: Rng): [Picked, Picked][] {
  const pairs = rng.shuffle(pairsOf(p).filter(([x, y]) => !sameThing(x.w, y.w)));
  const seen = (w: string, name: string) => nameTokens(name).some((t) => t.startsWith(lower(w).slice(0, Math.max(3, Math.ceil(w.length / 2)))));
  const uses = (pair: [Picked, Picked]) => lately.filter((n) => seen(pair[0].w, n) && seen(pair[1].w, n)).length;
  return [...pairs].sort((a, b) => uses(a) - uses(b));
}
const PREFIX_FORMS = new Set(['lil', 'yung', 'young', 'mc', 'dj', 'big', 'kid', 'baby', 'unit', 'sector']);
const SUFFIX_FORMS = new Set(['gang', 'mafia', 'crew', 'society', 'collective', 'trio', 'quartet', 'quintet', 'sextet', 'orchestra', 'ensemble', 'brothers', 'family', 'band', 'ramblers', 'systems', 'nights', 'kid']);
/** Line-ups and families take 'The' ('The Midnight Quartet'); crews and gangs do not. */
const THE_FORMS = new Set(['trio', 'quartet', 'quintet', 'sextet', 'orchestra', 'ensemble', 'brothers', 'family', 'ramblers']);

/** The other words set in the picked form: 'Frost' + 'Lil' = 'Lil Frost'. */
function frame(content: readonly string[], prefix: string | undefined, suffix: string | undefined, g: GenreWords, rng: Rng): string | null {
  const typed = content.map((w) => ({ w, kind: kindOf(w) }));
  const order: Record<Kind, number> = { adj: 0, mass: 1, noun: 2 };
  const sorted = [...typed].sort((a, b) => order[a.kind] - order[b.kind]).map((p) => p.w);
  const [a, b] = sorted;
  const cores: string[][] = [sorted];
  if (a !== undefined && b !== undefined && sorted.length === 2) {
    const one = splice(a, b) ?? portmanteau(a, b);
    if (one) cores.push([one]);
  }
  if (sorted.length === 1 && a !== undefined && !prefix) cores.push([g.adj(), a]);
  for (const core of rng.shuffle(cores)) {
    const words = [...(prefix ? [prefix] : []), ...core, ...(suffix ? [suffix] : [])];
    const the = suffix && !prefix && THE_FORMS.has(suffix.toLowerCase()) && rng.chance(0.7) ? ['The'] : [];
    const name = title([...the, ...words]);
    if (name.length <= MAX_LENGTH && !avoided(name) && !shippedBandList().collides(name)) return name;
  }
  return null;
}

/** The first shape, in the order given, that makes a name short enough and not a real band's
 * ('Iron' and 'Maiden' mix into something of their own, not 'Iron Maiden'). */
function firstFit(shapes: readonly Shape[]): string | null {
  for (const shape of shapes) {
    const result = shape();
    if (result && result.length <= MAX_LENGTH && !avoided(result) && !hasEcho(nameTokens(result.replace(/&/g, ' ')).filter((t) => !MIX_LINKS.has(t))) && !shippedBandList().collides(result)) return result;
  }
  return null;
}

/** The shapes of a name of the picked words, best first; `piles` is given the shapes that only set
 * the words in order, to try after all else. */
function shapesFor(p: readonly Picked[], g: GenreWords, forms: readonly ActForm[], rng: Rng, piles: Shape[] = [], padded = true): Shape[] {
  const resort = (q: readonly Picked[]) => (padded ? lastResort(q, g) : []);
  const [a, b, c] = p;
  if (a === undefined) return [];
  const form = (core: string[]): Shape => () => (forms.length > 0 && core.every(Boolean) ? rng.pick(forms)(core, rng) : null);
  if (b === undefined) {
    if (a.kind === 'adj') {
      return [...rng.shuffle<Shape>([
        () => title([a.w, g.noun()]),
        () => title(['The', a.w, plural(g.noun())]),
        form([a.w, g.noun()]),
        () => title([a.w, g.tail()]),
      ])];
    }
    // One word grows into a name of its own: a word English pairs it with ('Smoke Signal'), its
    // adjective on a word of the genre's picture ('Smoky Harbour'), or the genre's act forms.
    return rng.shuffle<Shape>([
      form([a.w]),
      form([a.w]),
      () => withCompanion(a.w, rng),
      () => {
        const pair = withCompanion(a.w, rng);
        return pair && pair.split(' ').length <= 2 ? form([pair])() : null;
      },
      () => {
        const adj = adjectiveOf(a.w);
        return adj ? title([adj, rng.chance(0.5) ? plural(g.noun()) : g.noun()]) : null;
      },
      () => title([g.adj(), a.w]),
      () => title(['The', g.adj(), group(a)]),
      // A tail of the genre only for a word English pairs with nothing we know ('Crownroad' reads as a typo).
      () => (WORD_KIN.has(lower(a.w)) ? null : fused(a.w, g.tail())),
    ]).concat(resort(p));
  }
  if (c === undefined) {
    // A long adjective fused whole to a noun reads as a typo ('Arcanedagger'); nouns, materials and
    // short adjectives fuse ('Glassharbor', 'Coldwater').
    const fusable = a.kind !== 'adj' || a.w.length <= 5;
    const blends: Shape[] = rng.shuffle<Shape>([
      () => splice(a.w, b.w), () => splice(b.w, a.w), () => portmanteau(a.w, b.w) ?? portmanteau(b.w, a.w),
      () => (fusable && padded ? (fused(a.w, b.w) ?? fused(b.w, a.w)) : null),
    ]);
    // Each word changes: the first turns adjective ('Smoky Midnight'), the second becomes the
    // people it makes ('The Velvet Smokers') or meets its own companion ('Velvet Smoke Signal').
    const phrases: Shape[] = [
      () => {
        const adj = a.kind === 'adj' ? null : adjectiveOf(a.w);
        return adj ? title([adj, group(b)]) : null;
      },
      () => {
        const adj = b.kind === 'adj' ? null : adjectiveOf(b.w);
        return adj && a.kind !== 'adj' ? title([adj, group(a)]) : null;
      },
      () => {
        const people = peopleOf(b.w);
        return people ? title(['The', a.w, people]) : null;
      },
      () => {
        const pair = compoundedLately(b.w) ? null : withCompanion(b.w, rng);
        return pair && !pair.includes(' ') ? title([a.w, pair]) : null;
      },
      // A word and its companion after another word is three stacked ('Telephone Heart Strings').
      () => {
        const pair = withCompanion(b.w, rng);
        return pair && padded ? title([a.w, pair]) : null;
      },
      // A genre's act form round two things stacks them ('Rosary Pickup Cavalry'): the first describes
      // the second, as its adjective ('Dusty Pickup Cavalry') or as a quality or a material.
      form(a.kind === 'adj' ? [a.w, b.w] : [adjectiveOf(a.w) ?? '', b.w]),
      form([adjectiveOf(b.w) ?? '', a.w]),
      // Stuff lies on a thing: 'Dust on the Rosary', 'Gold on the Corner'.
      () => (a.kind === 'mass' && b.kind === 'noun' && !isBuildingWord(b.w) ? title([a.w, 'on', 'the', b.w]) : null),
      // One picked thing owning the other, when the first is someone: 'Grandmother's Lantern'.
      () => (isOwner(a.w) && b.kind === 'noun' ? title([`${a.w}'s`, b.w]) : isOwner(b.w) && a.kind === 'noun' ? title([`${b.w}'s`, a.w]) : null),
      // Two things set in one picture, the thing in a place: 'Lanterns on the River', 'Lions by the
      // Harbour'. Only a place holds the other ('Harbours in the Lion' is no picture).
      () => {
        if (a.kind === 'adj' || b.kind === 'adj') return null;
        const [thing, place] = isPlaceWord(a.w) && !isPlaceWord(b.w) ? [b, a] : isPlaceWord(b.w) && !isPlaceWord(a.w) ? [a, b] : [null, null];
        return thing && place && thing.kind !== 'adj' ? title([group(thing), rng.pick(placingFor(place.w)), 'the', place.w]) : null;
      },
      () => {
        const one = splice(a.w, b.w) ?? portmanteau(a.w, b.w) ?? (fusable && padded ? fused(a.w, b.w) : null);
        return one ? form([one])() : null;
      },
    ];
    // Blended into one word about half the time, when the two words allow it.
    // Two picked words of three, when nothing else is made of them: the second as the members,
    // the first as what they are named for ('The Swamp Bells'), rather than a word the genre adds.
    const members: Shape[] = padded ? [] : [() => (a.kind === 'noun' && b.kind === 'noun' ? title(['The', a.w, group(b)]) : null)];
    return [...(rng.chance(0.6) ? [...blends, ...rng.shuffle(phrases)] : [...rng.shuffle(phrases), ...blends]), ...members, ...resort(p)];
  }
  // Three words, no fourth: one of them becomes the act (its people, 'Smokers', or its group) and
  // the other two describe it, an adjective first; or two blend into one word beside the third.
  const describe = (x: Picked, y: Picked) => (x.kind === 'noun' && y.kind !== 'noun' ? [y, x] : [x, y]);
  // Two things before a third are a pile of nouns ('The Velvet Storm Rivermen', 'Stormy River
  // Velvet'): whatever stands before the head describes it, as a quality or a material.
  const headed = (x: Picked, y: Picked, z: Picked): Shape => () => {
    const people = peopleOf(z.w);
    // Two materials before it are a stack too ('The Ice Smoke Crowners').
    if (!people || x.kind === 'noun' || y.kind === 'noun' || (x.kind === 'mass' && y.kind === 'mass')) return null;
    const [d1, d2] = describe(x, y);
    return title(['The', d1!.w, d2!.w, people]);
  };
  const adjHead = (x: Picked, y: Picked, z: Picked): Shape => () => {
    // A derived adjective only: the picked adjective in front is the picked words in order again.
    const adj = x.kind === 'adj' ? null : adjectiveOf(x.w);
    // The head is a thing: 'Stormy River Velvet' ends on stuff and reads as three words stacked.
    if (!adj || y.kind === 'adj' || z.kind !== 'noun') return null;
    return title([adj, y.w, group(z)]);
  };
  const blendPlus = (x: Picked, y: Picked, z: Picked): Shape => () => {
    // Only a blend at shared letters: two whole nouns run together beside a third ('Basaltmoth') read as a typo.
    const one = splice(x.w, y.w) ?? portmanteau(x.w, y.w);
    if (!one) return null;
    return z.kind === 'adj' ? title([z.w, one]) : title([one, group(z)]);
  };
  // The thing grown into a compound of its own, the other two describing it: 'Ember Harbor Ghostlight'.
  const grown = (x: Picked, y: Picked, z: Picked): Shape => () => {
    // A thing in front of a third reads as a pile of nouns ('Wolf Cathedral Neonsign', 'Basalt
    // Cathedral Mothball'): both words before the compound must describe it.
    if (z.kind === 'adj' || compoundedLately(z.w) || x.kind === 'noun' || y.kind === 'noun' || (x.kind === 'mass' && y.kind === 'mass')) return null;
    const pair = withCompanion(z.w, rng);
    // Only a compound English has: a word of the genre fused on ('Daggerwatt', 'Gravelholt') reads as coined.
    const one = pair && !pair.includes(' ') ? pair : null;
    if (!one) return null;
    const [d1, d2] = describe(x, y);
    return title([d1!.w, d2!.w, one]);
  };
  // Two qualities round one thing, the second as what it belongs to: 'Arcane Daggers of the Forlorn'.
  const belonging = (x: Picked, y: Picked, z: Picked): Shape => () =>
    x.kind === 'adj' && y.kind === 'adj' && z.kind === 'noun' ? title([x.w, group(z), 'of', 'the', y.w]) : null;
  // A thing set in a place, the third word describing one of them: 'Basalt Moths in the Cathedral',
  // 'Moths in the Basalt Cathedral'. Only a place holds the other, as with two words.
  // A third thing describes by its adjective ('Ghosts on the Stormy River'), never as a noun in front.
  const placed = (thing: Picked, place: Picked, other: Picked, onPlace: boolean): Shape => () => {
    if (thing.kind !== 'noun' || place.kind !== 'noun' || !isPlaceWord(place.w) || isPlaceWord(thing.w)) return null;
    const describing = other.kind === 'noun' ? adjectiveOf(other.w) : other.w;
    if (!describing) return null;
    const at = rng.pick(placingFor(place.w));
    return onPlace ? title([group(thing), at, 'the', describing, place.w]) : title([describing, group(thing), at, 'the', place.w]);
  };
  const all = [a, b, c];
  const shapes: Shape[] = [];
  for (const thing of all) {
    for (const place of all) {
      const other = all.find((q) => q !== thing && q !== place);
      if (thing !== place && other) shapes.push(placed(thing, place, other, true), placed(thing, place, other, false));
    }
  }
  const blendsOf: Shape[] = [];
  for (const z of all) {
    const [x, y] = all.filter((q) => q !== z) as [Picked, Picked];
    shapes.push(headed(x, y, z), headed(y, x, z), adjHead(x, y, z), adjHead(y, x, z), grown(x, y, z), belonging(x, y, z), belonging(y, x, z));
    blendsOf.push(blendPlus(x, y, z), blendPlus(y, x, z));
  }
  // Things before stuff before qualities: 'Cathedral & the Basalt Moths', never '... Cathedral Basalt'.
  const rank: Record<Kind, number> = { noun: 0, mass: 1, adj: 2 };
  const [n1, n2, other] = [...all].sort((x, y) => rank[x.kind] - rank[y.kind]);
  // The picked words set in English order as a group ('The Forlorn Arcane Daggers') when nothing else fits.
  const fallback: Shape[] = [
    () => (n1 && n2 && n2.kind !== 'adj' ? title([n2.w, '&', 'the', ...(other ? [other.w] : []), group(n1)]) : null),
    () => (n1 && n2 && n2.kind === 'noun' ? title([n1.w, '&', 'the', ...(other ? [other.w] : []), group(n2)]) : null),
    () => title(['The', a.w, b.w, group(c)]),
  ];
  // Every picked word stays in the name: a visitor who chose three words looks for all three. The
  // words merely set in order come after two of them made into a name with a word of the genre.
  piles.push(...rng.shuffle(fallback));
  return [...rng.shuffle(shapes), ...rng.shuffle(blendsOf)];
}

/** Two of three picked words, with a word of the genre's picture, a companion or the genre's form:
 * three content words at most, so the mix stays a name ('Rusty Gravel Porches', 'Porch Cavalry'). */
function fewerWords(p: readonly Picked[], g: GenreWords, forms: readonly ActForm[], rng: Rng): Shape[] {
  if (p.length < 3) return lastResort(p, g);
  const pairs: [Picked, Picked][] = [];
  for (const x of p) for (const y of p) if (x !== y && (x.kind !== 'noun' || y.kind === 'noun')) pairs.push([x, y]);
  const atMostThree = (name: string | null) => (name && name.split(/[\s&]+/).filter((w) => w && !/^(the|and)$/i.test(w)).length <= 3 ? name : null);
  const shapes: Shape[] = [];
  // The genre's adjective before the two ('Crooked Velvet Rivers') pads the name with a word never
  // picked: only when nothing made of the words alone is left.
  const padded: Shape[] = [];
  for (const [x, y] of rng.shuffle(pairs)) {
    if (y.kind === 'adj') continue;
    padded.push(() => (x.kind === 'adj' ? null : title([g.adj(), x.w, group(y)])));
    shapes.push(
      // A thing in front turned adjective ('Ghostly Rivers').
      () => {
        const adj = x.kind === 'noun' ? adjectiveOf(x.w) : null;
        return adj ? title([adj, group(y)]) : null;
      },
      // The quality as what the things belong to: 'Daggers of the Arcane'.
      () => (x.kind === 'adj' && y.kind === 'noun' ? title([group(y), 'of', 'the', x.w]) : null),
      // The thing grown into a word of the genre's picture, the quality before it: 'Forlorn Daggerfall'.
      () => {
        if (x.kind !== 'adj' || y.kind === 'adj' || WORD_KIN.has(lower(y.w)) || compoundedLately(y.w)) return null;
        const one = fused(y.w, g.tail());
        return one ? title([x.w, one]) : null;
      },
      () => {
        const pair = withCompanion(y.w, rng);
        return pair && !pair.includes(' ') ? title([x.w, pair]) : null;
      },
      // The genre's act form round two words, the first describing ('Dusty Pickup Cavalry'): two
      // things in it are a stack ('Monolith Bell Acolytes').
      () => {
        const describing = x.kind === 'adj' ? x.w : adjectiveOf(x.w);
        return forms.length > 0 && describing ? atMostThree(rng.pick(forms)([describing, y.w], rng)) : null;
      },
    );
  }
  return [...rng.shuffle(shapes), ...padded];
}

/** When every shape is a real band's name ('Iron' + 'Maiden'): the words with one of the genre's. */
function lastResort(p: readonly Picked[], g: GenreWords): Shape[] {
  const words = p.map((x) => x.w);
  return Array.from({ length: 6 }, () => () => title([g.adj(), ...words]));
}

/** Adjective, mass noun (a material or a substance: 'Velvet', 'Neon') or countable noun. */
function kindOf(word: string): Kind {
  const lower = word.toLowerCase();
  const known = vocabularyKind(lower);
  // A game or a substance the vocabulary files as a thing ('chess', 'voltage') is still stuff.
  if (UNCOUNTED.has(lower) && known !== 'adj') return 'mass';
  if (known) return known;
  if (/[^s]s$/.test(lower)) return 'noun';
  return /(ous|ful|less|ic|al|ive|ish|ed|ent|ant|ary|ing|y|orn)$/.test(lower) ? 'adj' : 'noun';
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

function genreWords(profile: GenreProfile, rng: Rng, picked: readonly string[] = []): GenreWords {
  const { pools, themes } = profile;
  // The picture a picked word belongs to, when the genre has one: its words join the mix.
  const words = new Set(picked.map(lower));
  const holding = themes.filter((t) => THEME_POOLS.some((name) => t[name].some((w) => words.has(w.toLowerCase()))));
  // A mood's picture (a wake, a feud) only when a picked word is in it: the words chose no mood.
  const plain = themes.filter((t) => !t.mood);
  const theme: Theme | null = holding.length > 0 ? rng.pick(holding) : plain.length > 0 ? rng.pick(plain) : null;
  const draw = (pool: WordPool, own: readonly string[] | undefined, fallback: string) => {
    if (own && own.length > 0) return rng.pick(own);
    const { genre, family } = pool;
    if (genre.length > 0 && (family.length === 0 || rng.next() < pool.share)) return rng.pick(genre);
    return family.length > 0 ? rng.pick(family) : fallback;
  };
  // Never a picked word again ('Gravel Gravel Porches').
  const from = (pool: WordPool, own: readonly string[] | undefined, fallback: string) => () => {
    let word = draw(pool, own, fallback);
    for (let i = 0; i < 4 && words.has(word.toLowerCase()); i++) word = draw(pool, i < 2 ? own : undefined, fallback);
    return word;
  };
  const single = (list: readonly string[] | undefined) => list?.filter((w) => !w.includes(' '));
  return {
    adj: from(pools.adj, single(theme?.adj), 'restless'),
    noun: from(pools.noun, single(theme?.noun), 'lantern'),
    tail: from(pools.tail, single(theme?.tail), 'fall'),
    ensemble: from(pools.ensemble, undefined, 'parade'),
  };
}

export const title = (parts: readonly string[]) => titleCaseWords(parts.join(' ').split(' '));
const lower = (w: string) => w.toLowerCase();
const singleWord = (w: string) => /^[\p{L}]+$/u.test(w);

/** A picked noun as a group: already plural words ('Ghosts', 'Saints') and materials stay. */
function group(p: Picked): string {
  return p.kind === 'mass' || UNCOUNTED.has(lower(p.w)) || /[^s]s$/i.test(p.w) ? p.w : plural(p.w);
}

/** Where one picked thing sits in the other's picture. */
const PLACING = ['on', 'by', 'under', 'in'] as const;
const BUILDING_PLACING = ['in', 'by'] as const;
/** How a thing sits in a place: in or by a building ('Moths in the Cathedral'), any way by a river. */
const placingFor = (place: string): readonly string[] => (isBuildingWord(place) ? BUILDING_PLACING : PLACING);
/** 'Emberlantern': both words whole, written as one. */
function fused(a: string, b: string): string | null {
  if (!singleWord(a) || !singleWord(b)) return null;
  // 'Neon' + 'Nomad' is a portmanteau ('Neonomad'), never 'Neonnomad'.
  if (lower(a).endsWith(lower(b).charAt(0))) return null;
  if (!halvesMatch(lower(a), lower(b))) return null;
  const word = fuse(lower(a), lower(b));
  return word && !seamRegroups(lower(a), lower(b)) ? a.charAt(0).toUpperCase() + word.slice(1) : null;
}

/** The head's last letter and the tail's first make a cluster English starts a syllable with
 * ('velvet' + 'rope' reads 'Velve-trope'): the join reads as another word. */
const seamRegroups = (head: string, tail: string) => /^(?:[bcdfgkpt][rl]|s[cklmnptw])$/.test(head.slice(-1) + tail.charAt(0));

/** 'Neon' + 'Nomad' -> 'Neonomad', 'Velvet' + 'Thunder' -> 'Velvethunder': the first word runs
 * into the second at the second's first letter, losing at most its last letter and keeping all of
 * the second, so both stay readable. */
function splice(a: string, b: string): string | null {
  if (!singleWord(a) || !singleWord(b) || b.length < 3) return null;
  const la = lower(a);
  const lb = lower(b);
  // At most one letter of the first word is dropped: 'Lanteriver' loses too much of 'lantern'.
  for (let i = la.length - 1; i >= Math.max(3, la.length - 1); i--) {
    if (la.charAt(i) !== lb.charAt(0)) continue;
    const word = la.slice(0, i) + lb;
    if (word.length < 5 || word.length > MAX_FUSED || word === la + lb) continue;
    return a.charAt(0).toUpperCase() + word.slice(1);
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
    // Sharing a silent e changes how the first word sounds ('nerve' + 'velvet' reads 'Nerv-elvet').
    if (la.endsWith(lb.slice(0, k)) && /[^aeiou]e$/.test(la)) return null;
    if (la.endsWith(lb.slice(0, k))) return la.length + lb.length - k > MAX_FUSED ? null : a.charAt(0).toUpperCase() + (la + lb.slice(k)).slice(1);
  }
  return null;
}

/** A picked word's adjective ('smoke' -> 'smoky'), only when the word is still plain in it. */
function adjectiveOf(word: string): string | null {
  const adj = WORD_KIN.get(lower(word))?.adj;
  return adj && keepsWord(word, adj) ? adj : null;
}

/** The people a word makes ('smoke' -> 'smokers', 'highway' -> 'highwaymen'). */
function peopleOf(word: string): string | null {
  const people = WORD_KIN.get(lower(word))?.people;
  return people && keepsWord(word, people) ? people : null;
}

/** The word with one English already pairs it with: fused when it reads as one ('Moonbeam'),
 * else two words ('Smoke Signal', 'Velvet Rope'). */
function withCompanion(word: string, rng: Rng): string | null {
  const kin = WORD_KIN.get(lower(word));
  if (!kin || kin.companions.length === 0) return null;
  const mate = rng.pick(kin.companions);
  const one = mate.length <= 5 && !seamRegroups(lower(word), mate) ? fuse(lower(word), mate) : null;
  // A word grown into a compound lately grows into another only after other shapes ('Riverbend', 'Riverbank').
  if (one && compoundedLately(word)) return null;
  return one ? title([one]) : title([word, mate]);
}

/** The picked word stays plain in its derived form: 'smoky' keeps 'smo', 'wolves' keeps 'wol'. */
function keepsWord(word: string, form: string): boolean {
  const w = lower(word);
  return form.startsWith(w.slice(0, Math.max(3, Math.ceil(w.length / 2))));
}
