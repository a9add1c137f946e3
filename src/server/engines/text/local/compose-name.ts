// Fills one template with words from the request's pools: the genre's own words most of the time,
// the family's as backdrop, and now and then the visitor's vibe and influence words.
import type { Rng } from '@server/lib/random';
import type { Theme, ThemePoolName, WordPool } from './genre-profile';
import type { RequestPlan } from './request-plan';
import { pickTemplate, type SlotCode, type Template } from './templates';
import { fuse, fuseSeed, halvesMatch, inventWord, seedWithEnding } from './word-builders';
import { fixArticles, plural } from './english';
import { titleCaseWords } from './word-forms';

export interface Candidate {
  readonly name: string;
  /** Nouns of the name in the singular, for descriptions ('monolith'). */
  readonly nouns: readonly string[];
  readonly shape: 'phrase' | 'compound' | 'invented' | 'word';
  /** The template that made it ('Lil {N}'): the bench counts how often each shape comes back. */
  readonly template: string;
  /** Its words came from one of the genre's pictures (or it has no word a picture fills): false for a
   * genre drawn without pictures, whose words may come from two. */
  readonly themed: boolean;
  /** The picture its words came from, if any: a list draws on several. */
  readonly theme: Theme | null;
}

/** `skip` turns a template down before any word is drawn (a shape that has had its share lately). */
export function composeName(plan: RequestPlan, rng: Rng, themed = true, skip?: (template: string) => boolean): Candidate | null {
  const list = plan.seed
    ? plan.seed.kind === 'adj' ? plan.filtered.seedAdj : plan.filtered.seedNoun
    : plan.filtered.templates;
  const template = pickTemplate(list, rng.next());
  if (!template || skip?.(template.source)) return null;
  return fillTemplate(template, plan, rng, themed);
}

/** What an article ('a', 'an') before a space looks like at least: a text without it has none to fix. */
const MAY_HOLD_ARTICLE = /[aAnN]\s/;

/** `themed` false draws every slot from the genre's whole pools: the fallback's wider supply. */
export function fillTemplate(template: Template, plan: RequestPlan, rng: Rng, themed = true): Candidate | null {
  const words: string[] = [];
  const used: string[] = [];
  const nouns: string[] = [];
  const theme = themed ? chooseTheme(template, plan, rng) : null;
  for (const token of template.tokens) {
    let text = '';
    const fused = token.length > 1;
    for (const seg of token) {
      if ('lit' in seg) {
        text += seg.lit;
        continue;
      }
      const value = fillSlot(seg.slot, plan, rng, used, nouns, fused, theme);
      if (value === null) return null;
      text += text === '' ? value : value.toLowerCase();
    }
    words.push(text);
  }
  // A literal 'A' in a template is set by the sound of the word that lands after it ('An Ocean').
  const titled = titleCaseWords(words.join(' ').split(' '));
  // Most names hold no article ('a' or 'an' before a space): they skip the article pass.
  const name = MAY_HOLD_ARTICLE.test(titled) ? fixArticles(titled) : titled;
  if (name.length > plan.maxLength) return null;
  const [onlyToken] = template.tokens;
  const only = template.tokens.length === 1 && onlyToken?.length === 1 ? onlyToken[0] : null;
  const shape = only && 'slot' in only
    ? only.slot === 'I' || only.slot === 'SI' ? 'invented' : only.slot === 'C' || only.slot === 'SC' ? 'compound' : only.slot === 'W' ? 'word' : 'phrase'
    : 'phrase';
  const needsTheme = themeNeedsOf(template).length > 0;
  return { name, nouns, shape, template: template.source, themed: theme !== null || !needsTheme, theme };
}

/** How often a list not asking for a mood still draws on that mood's picture. */
const MOOD_THEME_CHANCE = 0.2;

/** Slots a theme fills; the others (names, ensembles, numbers) belong to the genre's forms. */
const THEMED: Partial<Record<SlotCode, readonly ThemePoolName[]>> = {
  A: ['adj'], N: ['noun'], Ns: ['noun'], X: ['mass'], P: ['place'], W: ['word'], G: ['gerund', 'adj'],
  C: ['head', 'tail'], Cs: ['head', 'tail'],
};

const themeNeeds = new WeakMap<Template, readonly (readonly ThemePoolName[])[]>();

function themeNeedsOf(template: Template): readonly (readonly ThemePoolName[])[] {
  let needs = themeNeeds.get(template);
  if (!needs) {
    needs = template.tokens.flatMap((token) => token.flatMap((seg) => ('slot' in seg && THEMED[seg.slot] ? [THEMED[seg.slot]!] : [])));
    themeNeeds.set(template, needs);
  }
  return needs;
}

/**
 * One theme for the whole name, among those that can fill every themed slot of the template;
 * the vibe's themes are preferred. Null when the genre has none that fit: the pools fill it.
 */
function chooseTheme(template: Template, plan: RequestPlan, rng: Rng): Theme | null {
  const { themes } = plan.filtered;
  if (themes.length === 0) return null;
  const needs = themeNeedsOf(template);
  if (needs.length === 0) return null;
  const fits = (t: Theme) => needs.every((alternatives) => alternatives.some((name) => t[name].length > 0));
  const preferred = plan.vibeThemes.filter(fits);
  if (preferred.length > 0 && rng.chance(0.6)) return rng.pick(preferred);
  for (let i = 0; i < 6; i++) {
    const t = rng.pick(themes);
    // A mood's picture (a wake, a stakeout) is for the brief that asks for it; now and then any list has one.
    if (t.mood && !plan.vibeThemes.includes(t) && !rng.chance(MOOD_THEME_CHANCE)) continue;
    if (fits(t)) return t;
  }
  const all = themes.filter(fits);
  return all.length > 0 ? rng.pick(all) : null;
}

function fromTheme(theme: Theme | null, names: readonly ThemePoolName[], rng: Rng): string | null {
  if (!theme) return null;
  for (const name of names) if (theme[name].length > 0) return rng.pick(theme[name]);
  return null;
}

function fillSlot(slot: SlotCode, plan: RequestPlan, rng: Rng, used: string[], nouns: string[], fused: boolean, theme: Theme | null): string | null {
  for (let attempt = 0; attempt < 4; attempt++) {
    const value = drawSlot(slot, plan, rng, nouns, theme);
    if (value === null) return null;
    if (fused && value.includes(' ')) continue;
    if (used.includes(value)) continue;
    used.push(value);
    return value;
  }
  return null;
}

function drawSlot(slot: SlotCode, plan: RequestPlan, rng: Rng, nouns: string[], theme: Theme | null): string | null {
  const { pools } = plan.filtered;
  const ex = plan.extras;
  switch (slot) {
    case 'A':
      return fromTheme(theme, ['adj'], rng) ?? extra(ex.moodAdj, 0.15, rng) ?? pick(pools.adj, rng);
    case 'N':
    case 'Ns': {
      const noun = fromTheme(theme, ['noun'], rng) ?? extra(ex.moodNoun, 0.15, rng) ?? pick(pools.noun, rng);
      if (noun === null) return null;
      nouns.push(noun);
      return slot === 'Ns' ? plural(noun) : noun;
    }
    case 'X': {
      const mass = fromTheme(theme, ['mass', 'noun'], rng) ?? pick(pools.mass, rng) ?? pick(pools.noun, rng);
      if (mass !== null) nouns.push(mass);
      return mass;
    }
    case 'G':
      return fromTheme(theme, ['gerund', 'adj'], rng) ?? pick(pools.gerund, rng) ?? pick(pools.adj, rng);
    case 'V':
      return pick(pools.verb, rng);
    case 'P': {
      const place = fromTheme(theme, ['place'], rng) ?? pick(pools.place, rng);
      if (place !== null) nouns.push(place);
      return place;
    }
    case 'C':
    case 'Cs':
      return compound(plan, rng, nouns, slot === 'Cs', theme);
    case 'I':
      return retry(() => inventWord(plan.syllables, rng));
    case 'E':
      return pick(pools.ensemble, rng);
    case 'W': {
      const word = fromTheme(theme, ['word'], rng) ?? pick(pools.word, rng);
      if (word !== null) nouns.push(word);
      return word;
    }
    case 'F':
      return pick(pools.first, rng);
    case 'L':
      return pick(pools.last, rng);
    case 'K':
      return plan.filtered.numbers.length > 0 ? rng.pick(plan.filtered.numbers) : null;
    case 'D':
      return plan.filtered.digits.length > 0 ? rng.pick(plan.filtered.digits) : null;
    case 'R':
      return plan.profile.prep.length > 0 ? rng.pick(plan.profile.prep) : 'under';
    case 'S':
      return seedSlot(plan, nouns);
    case 'SC':
      return seedCompound(plan, rng, nouns);
    case 'SI':
      return plan.seed ? retry(() => seedWithEnding(plan.seed!.fused, plan.syllables, rng)) : null;
  }
}

function pick(pool: WordPool, rng: Rng): string | null {
  const { genre, family } = pool;
  if (genre.length > 0 && (family.length === 0 || rng.next() < pool.share)) return rng.pick(genre);
  if (family.length > 0) return rng.pick(family);
  return null;
}

function extra(list: readonly string[], chance: number, rng: Rng): string | null {
  return list.length > 0 && rng.next() < chance ? rng.pick(list) : null;
}

function retry(make: () => string | null): string | null {
  for (let i = 0; i < 6; i++) {
    const w = make();
    if (w !== null) return w;
  }
  return null;
}

/** Share of a one-word list's compounds made of the genre's own halves when no picture is chosen. */
const ONE_WORD_GENRE_SHARE = 0.7;

function compound(plan: RequestPlan, rng: Rng, nouns: string[], plural_: boolean, theme: Theme | null): string | null {
  const { head, tail } = plan.filtered.pools;
  for (let i = 0; i < 8; i++) {
    // A theme's own halves when it has both, half the time: a fused word is one picture already,
    // and the genre's whole stock keeps compound-only requests from running dry.
    // Beside a theme, the rest of the genre's own halves: the words every genre shares ('-bay',
    // 'west-') make compounds of nowhere ('Westrite'); the fallback (no theme) may use them.
    const own = theme !== null && theme.head.length > 0 && theme.tail.length > 0 && rng.chance(0.5);
    // Asked for one word or a compound, a genre with few halves of its own gets the wider stock:
    // there, every name is one.
    const wide = (plan.flags.oneWord || plan.flags.compound) && (head.genre.length < 12 || tail.genre.length < 12);
    // A one-word list is the genre's own words most of the time: the family's shared halves make
    // compounds any scene could own ('Windsong', 'Silkworm' for death metal), often some band's already.
    const genreOnly = !wide && head.genre.length > 0 && tail.genre.length > 0 && (theme !== null || (plan.flags.oneWord && rng.chance(ONE_WORD_GENRE_SHARE)));
    const h = own ? rng.pick(theme.head) : genreOnly ? rng.pick(head.genre) : pick(head, rng);
    const t = own ? rng.pick(theme.tail) : genreOnly ? rng.pick(tail.genre) : pick(tail, rng);
    if (h === null || t === null) return null;
    if (!halvesMatch(h, t)) continue;
    const word = fuse(h, t);
    if (word === null) continue;
    nouns.push(t);
    return plural_ && !/(s|men)$/.test(t) ? plural(word) : word;
  }
  return null;
}

function seedSlot(plan: RequestPlan, nouns: string[]): string | null {
  if (!plan.seed) return null;
  if (plan.seed.kind === 'noun') nouns.push(plan.seed.display.toLowerCase());
  return plan.seed.display;
}

/**
 * The seed fused with a genre word, in front ('Moonforge') or behind ('Ashmoon'). With one seed
 * the supply is only as wide as the word lists, so short nouns join the tails here.
 */
function seedCompound(plan: RequestPlan, rng: Rng, nouns: string[]): string | null {
  if (!plan.seed) return null;
  const seed = plan.seed.fused;
  const { head, tail, noun } = plan.filtered.pools;
  for (let i = 0; i < 8; i++) {
    const front = rng.chance(0.6);
    const other = front ? (rng.chance(0.3) ? pick(noun, rng) : pick(tail, rng)) : pick(head, rng);
    if (other === null || other.includes(' ') || other.length > 7 || other === seed) continue;
    const word = front ? fuseSeed(seed, other) : fuseSeed(other, seed);
    if (word === null) continue;
    nouns.push(other);
    return word;
  }
  return null;
}
