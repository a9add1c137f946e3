// Turns a genre string into a compiled profile: word pools, templates, syllables and imagery.
// Listed slugs get their own flavour over their family's base; free text is matched to the nearest
// listed genre by keyword, else the general lexicon. Profiles are compiled once and cached.
import { genreGroupOf, genreLabel, isKnownGenre, type GenreGroupLabel } from '@shared/catalog/genres';
import { sliceText } from '@shared/contracts/common';
import { ownEntry } from '@shared/lookup';
import { GENRE_KEYWORDS, SLUG_ALIASES } from './data/genre-aliases';
import { ELECTRONIC_FAMILY, ELECTRONIC_GENRES } from './data/lexicon-electronic';
import { FOLK_FAMILY, FOLK_GENRES } from './data/lexicon-folk';
import { GENERAL_FAMILY } from './data/lexicon-general';
import { HIP_HOP_FAMILY, HIP_HOP_GENRES } from './data/lexicon-hip-hop';
import { JAZZ_FAMILY, JAZZ_GENRES } from './data/lexicon-jazz';
import { METAL_FAMILY, METAL_GENRES } from './data/lexicon-metal';
import { OTHER_FAMILY, OTHER_GENRES } from './data/lexicon-other';
import { POP_FAMILY, POP_GENRES } from './data/lexicon-pop';
import { ROCK_FAMILY, ROCK_GENRES } from './data/lexicon-rock';
import type { FamilyLexicon, GenreLexicon, Syllables, ThemeFields, WordFields } from './lexicon-types';
import { mergeTemplates, type Template } from './templates';

const FAMILIES: Record<GenreGroupLabel, readonly [FamilyLexicon, Record<string, GenreLexicon>]> = {
  Rock: [ROCK_FAMILY, ROCK_GENRES],
  Electronic: [ELECTRONIC_FAMILY, ELECTRONIC_GENRES],
  Metal: [METAL_FAMILY, METAL_GENRES],
  Pop: [POP_FAMILY, POP_GENRES],
  'Hip-Hop': [HIP_HOP_FAMILY, HIP_HOP_GENRES],
  'Folk & Country': [FOLK_FAMILY, FOLK_GENRES],
  'Jazz & Blues': [JAZZ_FAMILY, JAZZ_GENRES],
  Other: [OTHER_FAMILY, OTHER_GENRES],
};

/**
 * Tails that fuse well in any genre ('-fall', '-wood', '-born'): real compound band names lean on a
 * small stock of them, and they keep every genre's supply of compounds wide.
 */
const COMMON_TAILS = words(`fall light wood stone gate field ward born side line way land mark crest haven hold hollow
  moor vale wind storm fire star sky song heart wing hawk crow wolf fox bird rose thorn shade shore tide wave glow
  burn dust smoke rain snow frost lake bay park yard tower bridge well ridge brook glen`);

/**
 * Real bands mostly use real words; a coined one-word name often reads as a typo. A family's
 * invented-word template keeps this share of its weight; a genre that coins words by custom (black
 * metal's pseudo-Norse) adds its own weight back in its flavour.
 */
const FAMILY_INVENTED_SHARE = 0.35;

/** Heads that fuse well in any genre ('Ashgrove', 'Saltmarsh'), widening every genre's compounds. */
const COMMON_HEADS = words(`ash salt stone iron ember glass moss oak elm birch thorn brine cinder copper tin flint slate
  amber hollow far high low long deep still wild bright cold grey green west north south east under over
  half moon sun star rain snow frost storm wind fog mist dust sand clay bone horn silk wool rust`);

export type PoolName = keyof WordFields;
export const POOL_NAMES: readonly PoolName[] = ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'head', 'tail', 'first', 'last', 'ensemble', 'word'];
export const THEME_POOLS = ['adj', 'noun', 'mass', 'place', 'head', 'tail', 'word', 'gerund'] as const satisfies readonly (keyof ThemeFields)[];
export type ThemePoolName = (typeof THEME_POOLS)[number];
/** One theme's words by slot (see ThemeFields). */
export type Theme = Readonly<Record<ThemePoolName, readonly string[]>> & { readonly mood?: true };

/** Words of one slot: the genre's own first, the family's as a wider backdrop. */
export interface WordPool {
  readonly genre: readonly string[];
  readonly family: readonly string[];
  /** Chance of drawing from the genre's own words rather than the family's. */
  readonly share: number;
}

const GENRE_BOOST = 2;
/**
 * A genre with a rich lexicon of its own speaks mostly in it (doom must not read as generic metal);
 * a thin one leans on its family for variety. The floor reaches its full height at this size.
 */
const RICH_GENRE = 50;

export function makePool(genre: readonly string[], family: readonly string[], floor = 0.7, boost = GENRE_BOOST): WordPool {
  const g = genre.length * boost;
  const proportional = g + family.length === 0 ? 0 : g / (g + family.length);
  const scaledFloor = floor * Math.min(1, genre.length / RICH_GENRE);
  return { genre, family, share: family.length === 0 ? 1 : Math.max(scaledFloor, proportional) };
}

export interface GenreProfile {
  /** The listed slug whose lexicon is used, or null for the general lexicon. */
  readonly slug: string | null;
  /** The genre as descriptions write it: 'doom metal', 'EDM', or the visitor's own words. */
  readonly prose: string;
  readonly familyId: FamilyLexicon['id'];
  readonly pools: Readonly<Record<PoolName, WordPool>>;
  readonly prep: readonly string[];
  readonly templates: readonly Template[];
  /** The genre's pictures (may be empty: then every slot draws from the pools). */
  readonly themes: readonly Theme[];
  readonly syllables: Syllables;
  readonly scenes: readonly string[];
  /** Adjectives for descriptions ('a leaden doom metal name'). */
  readonly moods: readonly string[];
}

export function words(text: string | undefined): string[] {
  return text ? text.split(/\s+/).filter(Boolean).map((w) => w.replace(/_/g, ' ')) : [];
}

const profileCache = new Map<string, GenreProfile>();

/** The profile for any genre string; cached by the normalised string. */
export function genreProfile(genre: string): GenreProfile {
  const key = genre.trim().toLowerCase().replace(/\s+/g, ' ');
  const cached = profileCache.get(key);
  if (cached) return cached;
  const slug = resolveSlug(key);
  const prose = slug && slugMatches(key, slug) ? proseLabel(slug) : visitorProse(genre);
  const profile = compile(slug, prose);
  if (profileCache.size > 500) profileCache.clear();
  profileCache.set(key, profile);
  return profile;
}

/** The listed slug nearest to a free-text genre, or null. */
export function resolveSlug(key: string): string | null {
  const asSlug = key.replace(/[\s_]+/g, '-').replace(/&/g, 'and');
  if (isKnownGenre(asSlug)) return asSlug;
  const alias = ownEntry(SLUG_ALIASES, asSlug) ?? ownEntry(SLUG_ALIASES, asSlug.replace(/-/g, ''));
  if (alias) return alias;
  for (const [keyword, slug] of GENRE_KEYWORDS) {
    const at = key.indexOf(keyword);
    if (at >= 0 && (at === 0 || !/[a-z]/.test(key.charAt(at - 1)))) return slug;
  }
  return null;
}

function slugMatches(key: string, slug: string): boolean {
  const asSlug = key.replace(/[\s_]+/g, '-');
  return asSlug === slug || ownEntry(SLUG_ALIASES, asSlug) === slug;
}

/** 'doom-metal' -> 'doom metal'; 'edm' stays 'EDM'; 'hip-hop' and 'lo-fi' keep their hyphen. */
export function proseLabel(slug: string): string {
  const label = genreLabel(slug);
  return label === label.toUpperCase() ? label : label.toLowerCase();
}

function visitorProse(genre: string): string {
  const clean = sliceText(genre.replace(/[.!?;:"]+/g, ' ').replace(/\s+/g, ' ').trim(), 60).trim();
  if (!/[\p{L}\p{N}]/u.test(clean)) return 'genre-bending';
  return /^[A-Z0-9&\- ]{2,6}$/.test(clean) ? clean : clean.toLowerCase();
}

function compile(slug: string | null, prose: string): GenreProfile {
  const group = slug ? genreGroupOf(slug) : undefined;
  const [family, genres] = group ? FAMILIES[group] : [GENERAL_FAMILY, {} as Record<string, GenreLexicon>];
  const flavour: GenreLexicon = (slug && ownEntry(genres, slug)) || { scenes: [] };
  const replaced = new Set(flavour.replace ?? []);
  const themes: Theme[] = (flavour.themes ?? []).map((t) => {
    const out = {} as Record<ThemePoolName, string[]> & { mood?: true };
    for (const name of THEME_POOLS) out[name] = words(t[name]);
    if (t.mood) out.mood = true;
    return out;
  });
  const pools = {} as Record<PoolName, WordPool>;
  for (const name of POOL_NAMES) {
    // A theme's words are the genre's words too (sizes, vocabulary, descriptions see them).
    const fromThemes = (THEME_POOLS as readonly string[]).includes(name) ? themes.flatMap((t) => t[name as ThemePoolName]) : [];
    const own = unique([...words(flavour[name]), ...fromThemes]);
    const base = replaced.has(name) ? [] : words(family[name]).filter((w) => !own.includes(w));
    pools[name] = makePool(own, base);
  }
  // Compounds draw on every short word of the genre: nouns and short adjectives make heads
  // ('Mothcrown', 'Slowmire'); tails stay short, as in real ones ('Laurelridge', not 'Shelflibrary').
  const short = (list: readonly string[], max = 6) => list.filter((w) => w.length >= 3 && w.length <= max && /^[a-z]+$/.test(w));
  // Compound pools are flat (every head and tail equally likely): a fused word repeats as a whole,
  // so the widest spread matters more than a genre lean the head word already gives.
  // A genre drawn in themes names its halves itself: any short noun fused to any other reads as a
  // typo ('Marinagamer'). The wider stock stays behind, for the fallback.
  const themed = themes.length > 0;
  const headGenre = themed ? pools.head.genre : unique([...pools.head.genre, ...short(pools.noun.genre, 7), ...short(pools.mass.genre, 5), ...short(pools.adj.genre)]);
  const tailGenre = themed ? pools.tail.genre : unique([...pools.tail.genre, ...short(pools.place.genre), ...short(pools.noun.genre, 5)]);
  pools.head = makePool(
    headGenre,
    unique([...pools.head.family, ...short(pools.noun.family, 7), ...short(pools.mass.family, 5), ...short(pools.adj.family), ...COMMON_HEADS]).filter((w) => !headGenre.includes(w)),
    0,
    1,
  );
  // Real words that stand alone: the genre's own list, else its short single nouns ('Mayhem', 'Surgeon').
  if (pools.word.genre.length === 0) {
    const own = short(pools.noun.genre, 9).filter((w) => w.length >= 4);
    pools.word = makePool(own, short(pools.noun.family, 9).filter((w) => w.length >= 4 && !own.includes(w)));
  }
  else pools.word = makePool(pools.word.genre, [], 0, 1);
  pools.tail = makePool(
    tailGenre,
    unique([...pools.tail.family, ...short(pools.place.family), ...short(pools.noun.family, 5), ...COMMON_TAILS]).filter((w) => !tailGenre.includes(w)),
    0,
    1,
  );
  const templates = replaced.has('templates')
    ? mergeTemplates(flavour.templates ?? [])
    : mergeTemplates(family.templates.map(([source, w]) => [source, source === '{I}' ? w * FAMILY_INVENTED_SHARE : w] as const), flavour.templates ?? []);
  return {
    slug,
    prose,
    familyId: family.id,
    pools,
    prep: words(family.prep),
    templates,
    themes,
    syllables: { ...family.syllables, ...flavour.syllables },
    scenes: [...flavour.scenes, ...(flavour.scenes.length >= 3 ? [] : family.scenes)],
    moods: (pools.adj.genre.length >= 8 ? pools.adj.genre : pools.adj.genre.concat(words(family.adj)))
      .filter((w) => !w.includes(' ') && !w.endsWith('ing')),
  };
}

function unique(list: readonly string[]): string[] {
  return [...new Set(list)];
}

/** Every lexicon, for the data hygiene tests. */
export function allLexicons(): { name: string; fields: WordFields }[] {
  const out: { name: string; fields: WordFields }[] = [{ name: 'general', fields: GENERAL_FAMILY }];
  for (const [family, genres] of Object.values(FAMILIES)) {
    out.push({ name: family.id, fields: family });
    for (const [slug, lex] of Object.entries(genres)) {
      out.push({ name: slug, fields: lex });
      const themes = lex.themes ?? [];
      // A genre's pictures, merged into one field list: hygiene checks and the vocabulary see them.
      if (themes.length > 0) {
        const merged: Record<string, string> = {};
        for (const t of themes) for (const [k, v] of Object.entries(t)) merged[k] = `${merged[k] ?? ''} ${v as string}`;
        out.push({ name: `${slug} themes`, fields: merged as WordFields });
      }
    }
  }
  return out;
}

export function hasOwnFlavour(slug: string): boolean {
  const group = genreGroupOf(slug);
  return group !== undefined && ownEntry(FAMILIES[group][1], slug) !== undefined;
}

/** Every genre's pictures as written, for judging whether a name's words belong to one. */
export function rawThemes(): readonly ThemeFields[] {
  return Object.values(FAMILIES).flatMap(([, genres]) => Object.values(genres).flatMap((g) => g.themes ?? []));
}
