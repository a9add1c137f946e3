// The facts a bio may state, read once from the validated request: the band's own words split into
// sentences, chips made to sit inside a sentence, members with their instruments and roles, and the
// few derived facts that follow from what was given (a four-piece has four members listed).
import type { BioRequest } from '@shared/contracts/writing';
import { ownEntry } from '@shared/lookup';
import { GENRE_SOUNDS, SUB_GENRE_SOUNDS, type GenreSound, type SubGenreSound } from './data/genre-sounds';
import { TRAIT_PHRASES, type BioTrait, type TraitPhrases } from './data/trait-phrases';
import {
  chipInSentence, instrumentInSentence, instrumentParts, isFirstPerson, joinList, splitSentences, toThirdPerson,
} from './text-tools';
import { formNames, restoreNames, tidyTypedText } from './typed-text';

/** Whose voice the bio speaks in: the press's ('they'), the band's ('we') or a solo artist's ('I'). */
export type Person = 'they' | 'we' | 'I';

export type InstrumentFamily = 'drums' | 'bass' | 'guitar' | 'vocals' | 'keys' | 'strings' | 'horns' | 'decks' | 'electronics' | 'other';

export interface MemberFact {
  name: string;
  /** Instruments as they read inside a sentence ('lead vocals and guitar'); '' when not given. */
  instrument: string;
  parts: string[];
  /** The role as it reads inside a sentence ('founder and songwriter'), or null. */
  role: string | null;
  family: InstrumentFamily | null;
}

/** One sentence of the musician's own text. */
export interface OwnSentence {
  text: string;
  firstPerson: boolean;
  /** The sentence moved from 'we' to 'they', or null when it speaks as 'I'. */
  thirdPerson: string | null;
  /** A year the sentence names (for the timeline), or null. */
  year: number | null;
}

export type AchievementKind = 'release' | 'live' | 'press' | 'award' | 'other';

export interface AchievementFact {
  /** As typed, made to sit inside a sentence. */
  text: string;
  kind: AchievementKind;
  year: number | null;
}

export interface FocusFact {
  area: BioRequest['focusAreas'][number];
  sentences: OwnSentence[];
}

export interface BioFacts {
  request: BioRequest;
  name: string;
  person: Person;
  /** 'The Smiths are' but 'Radiohead is': the verb the band's name takes. */
  namePlural: boolean;
  genre: GenreSound;
  subs: SubGenreSound[];
  place: string | null;
  /** The place before its first comma ('Leeds' from 'Leeds, UK'). */
  placeShort: string | null;
  /** 'Leeds-based', or null when the place does not make a clean adjective. */
  placeAdjective: string | null;
  year: number | null;
  members: MemberFact[];
  /** 'four' for four members listed; null under two. */
  sizeWord: string | null;
  /** 'four-piece', 'duo', 'quartet', 'artist' or the genre's word ('band'). */
  act: string;
  solo: boolean;
  /** A solo artist's pronoun as the musician's own text uses it ('she', 'he'), or null when it does not say: then the name carries on. */
  soloPronoun: SoloPronoun | null;
  instruments: string[];
  influences: string[];
  achievements: AchievementFact[];
  traits: TraitPhrases[];
  backstory: OwnSentence[];
  /** Backstory sentences about playing live (a residency, a festival date), told under Live Performance History when chosen. */
  liveStory: OwnSentence[];
  focus: FocusFact[];
  unique: string[];
}

export interface SoloPronoun {
  they: string;
  their: string;
  them: string;
  themselves: string;
}

const PRONOUNS: readonly [RegExp, SoloPronoun][] = [
  [/\b(she|her|hers|herself)\b/gi, { they: 'she', their: 'her', them: 'her', themselves: 'herself' }],
  [/\b(he|him|his|himself)\b/gi, { they: 'he', their: 'his', them: 'him', themselves: 'himself' }],
];

/** The pronoun the musician's own text uses for a solo artist: the clear majority of she/he words, else null. */
function pronounOf(text: string): SoloPronoun | null {
  const counts = PRONOUNS.map(([pattern, p]) => ({ p, n: text.match(pattern)?.length ?? 0 }));
  const [a, b] = counts;
  if (!a || !b) return null;
  if (a.n > 0 && a.n >= 2 * b.n) return a.p;
  if (b.n > 0 && b.n >= 2 * a.n) return b.p;
  return null;
}

const NUMBER_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'] as const;

export function numberWord(n: number): string | null {
  return NUMBER_WORDS[n] || null;
}

const ENSEMBLE_WORDS: Readonly<Record<number, string>> = { 2: 'duo', 3: 'trio', 4: 'quartet', 5: 'quintet', 6: 'sextet' };

const COUNTED_ACTS: Readonly<Record<string, number>> = { duo: 2, trio: 3, quartet: 4, quintet: 5, sextet: 6 };

/** A counted word ('quartet') fits its number of members (or none listed); a choir, an orchestra or an
 * ensemble only a classical or jazz act, never a two-piece. */
function namedActFits(named: string, size: number, genre: BioRequest['genre']): boolean {
  const counted = COUNTED_ACTS[named];
  if (counted !== undefined) return size === 0 || size === counted;
  return (genre === 'Jazz' || genre === 'Classical') && (size === 0 || size >= 4);
}

function actWord(genre: BioRequest['genre'], size: number, solo: boolean, fallback: string, bandName = ''): string {
  if (solo) return 'artist';
  // The band's own name says what it is ('the Harbour String Quartet' is a quartet, never a 'classical band'),
  // when the line-up agrees: 'Vantablack Choir', a doom duo, is a duo and not a 'doom metal choir'.
  const named = /\b(quartet|quintet|trio|duo|ensemble|orchestra|choir|sextet)\b/i.exec(bandName)?.[1]?.toLowerCase();
  if (named && namedActFits(named, size, genre)) return named;
  if (size === 2) return 'duo';
  if (size === 3) return 'trio';
  if ((genre === 'Jazz' || genre === 'Classical') && ENSEMBLE_WORDS[size]) return ENSEMBLE_WORDS[size] ?? fallback;
  const word = numberWord(size);
  if (size >= 4 && word) return `${word}-piece`;
  return fallback;
}

const FAMILIES: readonly [InstrumentFamily, RegExp][] = [
  ['vocals', /vocal|voice|sing|vox|\bmc\b|rap|lyric/i],
  ['drums', /drum|percussion|kit\b|cajon|djembe|tabla/i],
  ['bass', /bass(?!oon)/i],
  ['guitar', /guitar|banjo|mandolin|ukulele|sitar/i],
  ['keys', /key|synth|piano|organ|rhodes|moog|accordion/i],
  ['strings', /violin|fiddle|cello|viola|string|harp/i],
  ['horns', /sax|trumpet|horn|trombone|clarinet|flute|brass|whistle|pipes|harmonica/i],
  ['decks', /\bdj\b|turntable|decks/i],
  ['electronics', /produc|programm|electronic|laptop|sampl|beats|machine/i],
];

function familyOf(instrument: string): InstrumentFamily | null {
  if (!instrument) return null;
  for (const [family, pattern] of FAMILIES) if (pattern.test(instrument)) return family;
  return 'other';
}

const YEAR = /\b(19[5-9]\d|20\d\d)\b/;

function yearIn(text: string): number | null {
  const match = YEAR.exec(text);
  return match ? Number(match[1]) : null;
}

export function ownSentences(text: string): OwnSentence[] {
  return splitSentences(text).map((sentence) => {
    const firstPerson = isFirstPerson(sentence);
    return { text: sentence, firstPerson, thirdPerson: firstPerson ? toThirdPerson(sentence) : sentence, year: yearIn(sentence) };
  });
}

const KIND_PATTERNS: readonly [AchievementKind, RegExp][] = [
  ['award', /award|\bwon\b|\bwin|winner|prize|nominat|competition|battle of the bands|finalist|shortlist|grant|funding|trophy/i],
  ['press', /review|press|radio|airplay|playlist|interview|featured|feature|magazine|blog|premiere|zine|podcast|\bbbc\b|\btv\b|television|session|editors?['’]? (?:pick|choice)|\bbest of\b|critics?['’]? (?:pick|choice)/i],
  ['release', /\beps?\b|album|single|\blps?\b|mixtape|record(?!ing)|release|vinyl|cassette|demo|track|stream/i],
  ['live', /play|gig|show|tour|stage|support|opened for|venue|festival|headlin|\bset\b|perform|residency|sold.out|concert/i],
];

function achievementKind(text: string): AchievementKind {
  for (const [kind, pattern] of KIND_PATTERNS) if (pattern.test(text)) return kind;
  return 'other';
}

/** A chip in the bio's voice: 'we'/'our' become 'they'/'their' unless the bio speaks as the band. */
function chipForVoice(chip: string, person: Person): string {
  if (person !== 'they' || !isFirstPerson(chip)) return chipInSentence(chip);
  return chipInSentence(toThirdPerson(chip) ?? chip);
}

/**
 * A unique element inside a sentence: its first word lower-cased unless it is a name the form gives
 * ('Field recordings of glaciers' reads 'What marks her out: field recordings of glaciers';
 * 'Ingrid's fiddle' keeps its capital).
 */
function uniqueInSentence(chip: string, request: BioRequest): string {
  const first = /^(\p{Lu}\p{Ll}+)(?:'s)?\b/u.exec(chip)?.[1];
  if (!first) return chip;
  const names = [request.bandName, request.location, ...request.members.map((m) => m.name), ...request.influences].join(' ');
  if (new RegExp(`\\b${first}\\b`).test(names)) return chip;
  // A second capitalised word right after it makes a name or a title ('Blue Note pressings').
  if (/^\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(chip)) return chip;
  return chip.charAt(0).toLowerCase() + chip.slice(1);
}

function placeAdjectiveOf(placeShort: string): string | null {
  // 'Leeds-based', 'New Orleans-based'; not 'the north of England-based' or 'The Bronx-based'.
  if (!/^\p{Lu}[\p{L}'.-]*(?: \p{Lu}[\p{L}'.-]*)?$/u.test(placeShort) || /^The\b/.test(placeShort)) return null;
  return `${placeShort}-based`;
}

const LIVE_TEXT = /\bresidenc|\bgigs?\b|festival|\btour(?:s|ed|ing)?\b|\bplayed (?:at|the|a|our|their)\b|\bsupport(?:ed|ing)\b|headlin|\bconcerts?\b|\bjazz week\b|\bstages?\b|\bshows?\b|\bsold.out\b/i;

/**
 * The request with the musician's free text tidied (names capitalised as the form spells them, a
 * sentence typed as a note given its subject), so every writer that quotes it quotes it fit to print.
 */
function tidiedRequest(request: BioRequest): BioRequest {
  const names = formNames(request);
  const solo = request.members.length === 1;
  // Notes typed in the band's voice get 'We' ('I' alone), others the band's name.
  const subjectFor = (text: string) => (isFirstPerson(text) || isFirstPerson(request.backstory) ? (solo && !/\b(?:we|our|us)\b/i.test(text) ? 'I' : 'We') : request.bandName);
  const tidy = (text: string) => (text ? tidyTypedText(text, names, subjectFor(text)) : text);
  return {
    ...request,
    backstory: tidy(request.backstory),
    focusAreaDetails: Object.fromEntries(Object.entries(request.focusAreaDetails).map(([area, text]) => [area, tidy(text ?? '')])),
    achievements: request.achievements.map((a) => restoreNames(a, names)),
    uniqueElements: request.uniqueElements.map((u) => restoreNames(u, names)),
  };
}

/** A reader found a weekly residency and a festival date left out while the live section said nothing was
 * listed: with that section chosen, the backstory's live sentences move there. */
function splitLive(sentences: OwnSentence[], liveChosen: boolean): { backstory: OwnSentence[]; liveStory: OwnSentence[] } {
  if (!liveChosen) return { backstory: sentences, liveStory: [] };
  return { backstory: sentences.filter((s) => !LIVE_TEXT.test(s.text)), liveStory: sentences.filter((s) => LIVE_TEXT.test(s.text)) };
}

export function readFacts(typed: BioRequest): BioFacts {
  const request = tidiedRequest(typed);
  // A genre typed in the band's own words ('post-punk', 'bluegrass') is how the bio names it; the
  // catalogue genre it is filed under gives the rest.
  const label = request.genreText;
  const genre = label ? { ...GENRE_SOUNDS[request.genre], prose: label, noun: label } : GENRE_SOUNDS[request.genre];
  const subs = request.subGenres
    .map((sub) => ownEntry(SUB_GENRE_SOUNDS, `${request.genre}/${sub}`))
    .filter((sub): sub is SubGenreSound => sub !== undefined);
  const members: MemberFact[] = request.members.map((m) => {
    const parts = m.instrument ? instrumentParts(m.instrument) : [];
    const instrument = joinList(parts);
    const role = m.role?.trim() ? instrumentInSentence(m.role) : null;
    // The first instrument named is the member's main one ('Drums & Backing Vocals' is a drummer).
    return { name: m.name, instrument, parts, role, family: familyOf(parts[0] ?? '') };
  });
  const firstMember = members[0];
  // One member listed is a solo act, under their own name or a stage name ('KAYO.EXE' is Kayode Adams):
  // a reader found a solo rapper called 'a trap group' with 'The line-up: Kayode Adams'.
  const solo = members.length === 1 && firstMember !== undefined && firstMember.name.length > 0;
  // The band's own voice only when its story speaks in it: a story typed as 'Mara grew up…' under an
  // 'I' bio read as two people.
  const ownVoice = request.writingStyle === 'Personal Narrative' && (!request.backstory || isFirstPerson(request.backstory));
  const person: Person = ownVoice ? (solo ? 'I' : 'we') : 'they';
  const place = request.location || null;
  const placeShort = place ? (place.split(',')[0] ?? place).trim() : null;
  // A string quartet's two violins are 'violins', not one 'violin' (a reader counted the line-up and missed the second).
  const all = members.flatMap((m) => m.parts.map((p) => p.toLowerCase()));
  const instruments = [...new Set(all)].map((p) => (all.filter((x) => x === p).length > 1 && !/s$/.test(p) ? `${p}s` : p));
  return {
    request,
    name: request.bandName,
    person,
    namePlural: /^the\s/i.test(request.bandName) || (/s$/i.test(request.bandName) && !/(ss|us|is)$/i.test(request.bandName)),
    genre,
    subs,
    place,
    placeShort,
    placeAdjective: placeShort ? placeAdjectiveOf(placeShort) : null,
    year: request.formationYear ?? null,
    members,
    sizeWord: members.length >= 2 ? numberWord(members.length) : null,
    act: actWord(request.genre, members.length, solo, genre.act, request.bandName),
    solo,
    soloPronoun: solo ? pronounOf([request.backstory, ...Object.values(request.focusAreaDetails), ...request.uniqueElements].join(' ')) : null,
    instruments,
    influences: request.influences.map((i) => i.replace(/[.;]+$/, '')),
    achievements: request.achievements.map((a) => ({ text: chipForVoice(a, person), kind: achievementKind(a), year: yearIn(a) })),
    traits: request.personalityTraits.map((t: BioTrait) => TRAIT_PHRASES[t]),
    ...splitLive(ownSentences(request.backstory), request.includeSections.includes('Live Performance History')),
    focus: request.focusAreas.map((area) => ({ area, sentences: ownSentences(request.focusAreaDetails[area] ?? '') })),
    unique: request.uniqueElements.map((u) => uniqueInSentence(chipForVoice(u, person), request)),
  };
}
