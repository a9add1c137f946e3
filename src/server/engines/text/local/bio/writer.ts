// Fills sentence templates with the band's facts in the bio's voice. A template names what it needs
// ({place}, {infl2}); one that needs a fact the musician did not give is never chosen, so no
// sentence is written around a gap. Every template is used at most once per bio.
import type { Rng } from '@server/lib/random';
import type { BIO_GENRES, TONES, WRITING_STYLES } from '@shared/catalog/bio-options';
import type { BioFacts } from './bio-facts';
import { capitaliseFirst, joinList, possessive, withArticle } from './text-tools';

export type Tone = (typeof TONES)[number];
export type Style = (typeof WRITING_STYLES)[number];
export type Genre = (typeof BIO_GENRES)[number];

/** A template: plain text with {tokens}, or one kept to some tones or styles. */
/** Values for a template's own tokens; null marks a fact that must not be used here. */
export type Extras = Readonly<Record<string, string | null>>;

export type Template = string | { t: string; tones?: readonly Tone[]; styles?: readonly Style[]; not?: readonly Style[] };

const TOKEN = /\{([A-Za-z_:'0-9]+)\}/g;

/**
 * Tokens that carry no fact of this band: pronouns and verb agreement. A template made only of
 * these would read the same in every band's bio ('The direction is set, and the work continues.'),
 * so pick() never chooses one; a sentence must hold something the musician gave.
 */
const GRAMMAR_TOKENS = new Set([
  'they', 'their', 'them', 'themselves', 'is', 'was', 'has', 'does', 's', 'es', 'are', 'were', 'nameIs', 'nameHas', 'nameS', 'nameEs', 'nameIes',
  '_ifStory', 'a:they', 'act', 'genre', 'genreNoun', 'size',
]);

/**
 * The band's name: a sentence that differs from another band's only by the name is the same sentence
 * ("X's music reaches beyond the songs themselves" stood in 14 genres' bios), so the name alone is no fact.
 */
const NAME_TOKENS = new Set(['band', "band's", 'name']);

/** Whether the template names at least one of the band's facts besides its name. */
export function holdsFact(template: string): boolean {
  for (const match of template.matchAll(TOKEN)) {
    const raw = match[1] ?? '';
    const key = raw[0] ? raw[0].toLowerCase() + raw.slice(1) : raw;
    if (!GRAMMAR_TOKENS.has(key) && !NAME_TOKENS.has(key)) return true;
  }
  return false;
}

/**
 * Lines that name the genre: after GENRE_LIMIT of them, a line that would name it again only to
 * make itself this band's ({blend}, {a:genre}) gives way to one built on another fact (a reader
 * counted the genre six times in one bio).
 */
const GENRE_LIMIT = 3;
const NAMES_GENRE = /\{(?:[Gg]enre|[Gg]enreNoun|[Bb]lend|[Bb]lendNoun|[Aa]ctGenre|a:genre|a:blend)\}/;
const GENRE_FOR_VARIETY = /\{(?:[Bb]lend|[Bb]lendNoun|a:genre|a:blend|trait1|a:trait1)\}/;

export class Writer {
  private readonly used = new Set<string>();
  private genreUses = 0;
  /** Phrases already spent (a genre's texture, a trait's live phrase) so no idea is said twice. */
  private readonly spent = new Set<string>();

  /** The genre's own word ('rock' in 'rock with the safety catch off'), to count the lines that name it. */
  private readonly genreWord: RegExp;

  constructor(readonly facts: BioFacts, readonly rng: Rng) {
    this.genreWord = new RegExp(`\\b${facts.genre.prose.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
  }

  /** Counts a line placed without pick() (an opening, a genre phrase) that names the genre. */
  noteGenre(text: string): void {
    if (this.genreWord.test(text)) this.genreUses++;
  }

  get tone(): Tone {
    return this.facts.request.tone;
  }

  get style(): Style {
    return this.facts.request.writingStyle;
  }

  /** Marks an idea as used; false when it already was. */
  spend(key: string): boolean {
    if (this.spent.has(key)) return false;
    this.spent.add(key);
    return true;
  }

  isSpent(key: string): boolean {
    return this.spent.has(key);
  }

  /**
   * One template from the pool, filled: templates made for this tone or style are preferred, then
   * general ones; a template whose facts are missing or that was used already is skipped.
   */
  pick(pool: readonly Template[], extra: Extras = {}): string | null {
    const fitting: { t: string; special: boolean }[] = [];
    for (const entry of pool) {
      const t = typeof entry === 'string' ? entry : entry.t;
      if (this.used.has(t)) continue;
      if (!holdsFact(t)) continue;
      if (typeof entry !== 'string') {
        if (entry.tones && !entry.tones.includes(this.tone)) continue;
        if (entry.styles && !entry.styles.includes(this.style)) continue;
        if (entry.not?.includes(this.style)) continue;
      }
      if (!this.canFill(t, extra)) continue;
      fitting.push({ t, special: typeof entry !== 'string' && Boolean(entry.tones || entry.styles) });
    }
    if (fitting.length === 0) return null;
    const special = fitting.filter((f) => f.special);
    const from = special.length > 0 && this.rng.chance(0.75) ? special : fitting;
    // The seed's choice first, then the others: a template whose text would claim what the form does
    // not hold ('set' read as a live show) gives way to the next instead of leaving a gap.
    const start = Math.floor(this.rng.next() * from.length);
    const order = [...from.slice(start), ...from.slice(0, start), ...fitting.filter((f) => !from.includes(f))];
    for (const chosen of order) {
      const text = this.fill(chosen.t, extra);
      // Before the claim check, which marks what a line says as said.
      if (this.genreUses >= GENRE_LIMIT && GENRE_FOR_VARIETY.test(chosen.t) && this.genreWord.test(text)) continue;
      if (!this.accepts(text)) continue;
      this.used.add(chosen.t);
      if (NAMES_GENRE.test(chosen.t) || this.genreWord.test(text)) this.genreUses++;
      return text;
    }
    return null;
  }

  /** Whether a filled template may stand (set by the bio writer to its claim check). */
  accepts: (text: string) => boolean = () => true;

  /** Fills one template that must be usable (callers pass templates whose facts they checked). */
  fill(rawTemplate: string, extra: Extras = {}): string {
    // 'she' and 'he' take the singular verb the templates write for 'they' ('What {they} offer' → 'What she offers').
    const template = this.facts.soloPronoun && this.facts.person === 'they' ? singularVerbs(rawTemplate) : rawTemplate;
    const text = template.replace(TOKEN, (_, key: string) => this.token(key, extra) ?? '');
    return capitaliseFirst(text.replace(/\s+([,.;:!?])/g, '$1').replace(/\s{2,}/g, ' ').trim());
  }

  private canFill(template: string, extra: Extras): boolean {
    for (const match of template.matchAll(TOKEN)) {
      if (this.token(match[1] ?? '', extra) === null) return false;
    }
    return true;
  }

  /** A token's text, null when the fact behind it was not given. 'a:' adds an article; a capital first letter capitalises. */
  token(rawKey: string, extra: Extras = {}): string | null {
    if (rawKey.startsWith('a:')) {
      const value = this.token(rawKey.slice(2), extra);
      return value === null ? null : withArticle(value);
    }
    const first = rawKey[0] ?? '';
    const upper = first !== first.toLowerCase();
    const key = upper ? first.toLowerCase() + rawKey.slice(1) : rawKey;
    const value = Object.hasOwn(extra, key) ? (extra[key] ?? null) : this.base(key);
    if (value === null) return null;
    return upper ? capitaliseFirst(value) : value;
  }

  private base(key: string): string | null {
    const f = this.facts;
    const they = f.person === 'they';
    const I = f.person === 'I';
    const bandSingular = f.person === 'they' ? !f.namePlural : I;
    switch (key) {
      case 'name': return f.name;
      case 'band': return they ? f.name : I ? 'I' : 'we';
      case "band's": return they ? possessive(f.name) : I ? 'my' : 'our';
      case 'is': return I ? 'am' : bandSingular ? 'is' : 'are';
      case 'was': return bandSingular || I ? 'was' : 'were';
      case 'has': return bandSingular && !I ? 'has' : 'have';
      case 'does': return bandSingular && !I ? 'does' : 'do';
      case 's': return bandSingular && !I ? 's' : '';
      case 'es': return bandSingular && !I ? 'es' : '';
      // A solo artist is 'she' or 'he' as the musician's text has it, never a band's 'they'.
      case 'they': return they ? (f.soloPronoun?.they ?? 'they') : I ? 'I' : 'we';
      case 'their': return they ? (f.soloPronoun?.their ?? 'their') : I ? 'my' : 'our';
      case 'them': return they ? (f.soloPronoun?.them ?? 'them') : I ? 'me' : 'us';
      case 'themselves': return they ? (f.soloPronoun?.themselves ?? 'themselves') : I ? 'myself' : 'ourselves';
      case 'are': return I ? 'am' : 'are';
      case 'were': return I ? 'was' : 'were';
      case 'nameIs': return f.namePlural ? 'are' : 'is';
      case 'nameHas': return f.namePlural ? 'have' : 'has';
      case 'nameS': return f.namePlural ? '' : 's';
      case 'nameEs': return f.namePlural ? '' : 'es';
      case 'nameIes': return f.namePlural ? 'y' : 'ies';
      case 'genre': return f.genre.prose;
      case 'genreNoun': return f.genre.noun;
      case 'act': return f.act;
      case 'actGenre': return `${f.genre.prose} ${f.act}`;
      case 'blend': return genreBlend(f);
      // The blend where a noun must stand: 'electronic' alone is an adjective, 'electronic music' a noun.
      case 'blendNoun': return f.subs.length > 0 ? genreBlend(f) : f.genre.noun;
      case 'place': return f.place;
      case 'placeShort': return f.placeShort;
      case 'placeAdj': return f.placeAdjective;
      case 'year': return f.year === null ? null : String(f.year);
      case 'sub1': return f.subs[0]?.prose ?? null;
      case 'sub2': return f.subs[1]?.prose ?? null;
      case 'subs': return f.subs.length > 0 ? joinList(f.subs.map((s) => s.prose)) : null;
      case 'infl': return f.influences.length > 0 ? joinList(f.influences.slice(0, 3)) : null;
      case 'infl1': return f.influences[0] ?? null;
      case 'infl2': return f.influences[1] ?? null;
      case 'inflAll': return f.influences.length > 0 ? joinList(f.influences) : null;
      case 'size': return f.sizeWord;
      case 'instruments': return f.instruments.length > 0 ? joinList(f.instruments) : null;
      case 'trait1': return f.traits[0]?.adjective ?? null;
      case 'trait2': return f.traits[1]?.adjective ?? null;
      case 'traits': return f.traits.length > 0 ? joinList(f.traits.slice(0, 3).map((t) => t.adjective)) : null;
      case '_fromPlace': return f.place ? ` from ${f.place}` : '';
      case '_inPlace': return f.place ? ` in ${f.place}` : '';
      case '_inYear': return f.year === null ? '' : ` in ${f.year}`;
      // Renders nothing, but only when the musician told a story: for lines that speak of it.
      case '_ifStory': return f.backstory.length > 0 ? '' : null;
      // Renders nothing: marks a line chosen by one of the form's answers (the current status) as
      // holding that fact, though no other token of it is filled in.
      case '_given': return '';
      // 'in Leeds, UK, in 2019': a place with a comma needs one after it too.
      case '_inPlaceYear': return (f.place ? ` in ${f.place}${f.year !== null && f.place.includes(',') ? ',' : ''}` : '') + (f.year === null ? '' : ` in ${f.year}`);
      default: return null;
    }
  }
}

const VERB_AFTER_THEY = /(\{[Tt]hey\} (?:cheerfully |also |still |always |never |often |really )?)(\{are\}|\{were\}|\{have\}|are|were|have|do|go|approach|[a-z]+)\b/g;
const NOT_VERBS = new Set(['would', 'could', 'should', 'will', 'can', 'may', 'might', 'must', 'did', 'had', 'made', 'took', 'done', 'and', 'or', 'but', 'too', 'themselves']);

/** A template written for 'they' in the third person singular: '{they} {are}' → '{they} is', '{They} take' → '{They} takes'. */
function singularVerbs(template: string): string {
  return template.replace(/\bhave \{they\}/g, 'has {they}').replace(/\bare \{they\}/g, 'is {they}').replace(VERB_AFTER_THEY, (all, lead: string, verb: string) => {
    if (NOT_VERBS.has(verb)) return all;
    const singular: Record<string, string> = { '{are}': 'is', '{were}': 'was', '{have}': 'has', are: 'is', were: 'was', have: 'has', do: 'does', go: 'goes', approach: 'approaches' };
    return `${lead}${singular[verb] ?? (/(s|sh|ch|x)$/.test(verb) ? `${verb}es` : `${verb}s`)}`;
  });
}

/** 'garage and psychedelic rock', 'trap and drill', or the genre itself. */
export function genreBlend(f: BioFacts): string {
  if (f.subs.length === 0) return f.genre.prose;
  const proses = f.subs.slice(0, 3).map((s) => s.prose);
  const tail = ` ${f.genre.prose}`;
  if (proses.length > 1 && proses.every((p) => p.endsWith(tail))) {
    return `${joinList(proses.map((p) => p.slice(0, -tail.length)))}${tail}`;
  }
  return joinList(proses);
}
