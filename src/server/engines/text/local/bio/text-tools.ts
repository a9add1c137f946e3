// Small English helpers for the bio and tagline writers: word counts, lists, articles, sentence
// splitting and the careful handling of the musician's own text (kept verbatim, only re-cased or
// moved from 'we' to 'they' where that is safe).

// Articles and possessives are English morphology, kept in one place for every writer.
export { articleFor, possessive, withArticle } from '../english';

/** Words as the product counts them: runs of non-whitespace. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** 'a', 'a and b', 'a, b and c'; items holding commas are set off with semicolons instead. */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length === 0) return '';
  if (items.length === 1) return items[0] ?? '';
  const head = items.slice(0, -1);
  const last = items[items.length - 1] ?? '';
  if (items.length === 2) return `${head[0] ?? ''} ${conjunction} ${last}`;
  // Commas inside brackets ('Amy (vocals, guitar)') do not count.
  const separator = items.some((item) => item.replace(/\([^)]*\)/g, '').includes(',')) ? '; ' : ', ';
  return `${head.join(separator)}${separator === '; ' ? ';' : ''} ${conjunction} ${last}`;
}

/** Items the musician typed, which may not share a grammar: 'a; b; c'. */
export function listChips(items: readonly string[]): string {
  return items.join('; ');
}

/** Upper-cases the first letter, stepping over leading markup and quotes. */
export function capitaliseFirst(text: string): string {
  const match = /^([\s*"“‘'(]*)(\p{Ll})/u.exec(text);
  if (!match) return text;
  const lead = match[1] ?? '';
  const letter = match[2] ?? '';
  return lead + letter.toUpperCase() + text.slice(lead.length + letter.length);
}


export function endsWithStop(text: string): boolean {
  return /[.!?…]["”’')]*$/.test(text.trim());
}

/** The text as a full sentence: a closing full stop added when it has none. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  return endsWithStop(trimmed) ? capitaliseFirst(trimmed) : `${capitaliseFirst(trimmed)}.`;
}

/** The text without its closing full stop (for use inside a list or after a colon). */
export function withoutStop(text: string): string {
  return text.trim().replace(/[.;,:]+$/, '');
}

const ABBREVIATIONS = /(?:\b(?:st|dr|mr|mrs|ms|mt|no|vol|feat|ft|vs|etc|approx|jr|sr|inc|ltd|co)|\b[A-Z])\.$/i;

/** Sentences of free text, paragraph breaks included; abbreviations and initials do not split. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    const parts = paragraph.split(/(?<=[.!?…]["”’')]*)\s+(?=["“‘'(]?[\p{Lu}\p{N}])/u);
    let pending = '';
    for (const part of parts) {
      pending = pending ? `${pending} ${part}` : part;
      if (ABBREVIATIONS.test(pending.trim())) continue;
      if (pending.trim()) out.push(pending.trim());
      pending = '';
    }
    if (pending.trim()) out.push(pending.trim());
  }
  return out;
}

const FIRST_PERSON = /\b(?:we|our|ours|ourselves|we're|we've|we'd|we'll|us)\b|\b(?:I|I'm|I've|I'd|I'll)\b|\b(?:my|me|myself|mine)\b/;
const SINGULAR_FIRST_PERSON = /\b(?:I|I'm|I've|I'd|I'll)\b|\b(?:[Mm]y|[Mm]e|[Mm]yself|[Mm]ine)\b/;

/** Written in the band's own voice ('we', 'our', 'I'): quoted rather than narrated. */
export function isFirstPerson(text: string): boolean {
  // 'US' in capitals is a country, not a pronoun: only the lower-case forms (and 'We' at a start) count.
  const own = outsideQuotes(text).replace(/\bUS\b/g, '');
  return FIRST_PERSON.test(own) || /\bWe\b|\bOur\b/.test(own);
}

const PLURAL_SHIFT: readonly [RegExp, string][] = [
  [/\bwe're\b/g, "they're"], [/\bWe're\b/g, "They're"], [/\bwe've\b/g, "they've"], [/\bWe've\b/g, "They've"],
  [/\bwe'd\b/g, "they'd"], [/\bWe'd\b/g, "They'd"], [/\bwe'll\b/g, "they'll"], [/\bWe'll\b/g, "They'll"],
  [/\bwe\b/g, 'they'], [/\bWe\b/g, 'They'], [/\bourselves\b/g, 'themselves'], [/\bOurselves\b/g, 'Themselves'],
  [/\bours\b/g, 'theirs'], [/\bour\b/g, 'their'], [/\bOur\b/g, 'Their'], [/\bus\b/g, 'them'],
];

/** The text outside quotation marks (a title such as "Low Tide" is not the band speaking). */
export function outsideQuotes(text: string): string {
  return text.replace(/["“][^"”]*["”]/g, ' ');
}

/**
 * The band's 'we' text moved to 'they' ("We won X" -> "They won X"), or null when it speaks as 'I'
 * (one voice cannot be moved to the band's without guessing who is speaking).
 */
export function toThirdPerson(text: string): string | null {
  if (SINGULAR_FIRST_PERSON.test(outsideQuotes(text))) return null;
  // Quoted words (a title, someone's speech) stay exactly as written.
  return text
    .split(/(["“][^"”]*["”])/)
    .map((part) => {
      if (/^["“]/.test(part)) return part;
      let out = part;
      for (const [pattern, replacement] of PLURAL_SHIFT) out = out.replace(pattern, replacement);
      return out;
    })
    .join('');
}

/** First words of a chip that read as ordinary words and may be lower-cased inside a sentence. */
const COMMON_OPENERS = new Set([
  'a', 'an', 'the', 'our', 'their', 'my', 'we', 'they', 'its', 'this', 'that', 'these', 'those', 'some', 'every', 'each', 'all',
  'won', 'played', 'toured', 'opened', 'supported', 'released', 'recorded', 'reached', 'made', 'got', 'had', 'shared',
  'wrote', 'sang', 'built', 'ran', 'raised', 'joined', 'landed', 'appeared', 'performed', 'featured', 'named',
  'selected', 'invited', 'finished', 'sold', 'headlined', 'booked', 'covered', 'produced', 'mixed', 'self-released',
  'over', 'more', 'most', 'first', 'second', 'third', 'two', 'three', 'four', 'five', 'several', 'many', 'regular',
  'weekly', 'monthly', 'annual', 'local', 'live', 'song', 'songs', 'track', 'tracks', 'lyrics', 'music', 'shows', 'show',
  'gigs', 'gig', 'sets', 'set', 'use', 'uses', 'using', 'play', 'plays', 'playing', 'sing', 'sings', 'singing',
  'write', 'writes', 'writing', 'every', 'only', 'always', 'never', 'both', 'two-time', 'airplay', 'radio',
  'interview', 'interviews', 'review', 'reviews', 'support', 'slots', 'slot', 'residency', 'winner', 'winners',
  'finalist', 'finalists', 'nominated', 'shortlisted', 'runner-up', 'part', 'member', 'members', 'hand-built',
  'homemade', 'handmade', 'bilingual', 'lyric', 'vintage', 'analogue', 'analog', 'custom', 'no', 'not',
]);

/**
 * A chip the musician typed, made to sit inside a sentence: its first word lower-cased when it is an
 * ordinary word ('Won the county final' -> 'won the county final'); names and initials stay as typed.
 */
export function chipInSentence(chip: string): string {
  const text = withoutStop(chip);
  const match = /^(\p{Lu})(\p{Ll}[\p{Ll}'-]*|)(\s|$)/u.exec(text);
  if (!match) return text;
  const word = (match[1] ?? '') + (match[2] ?? '');
  const lower = word.toLowerCase();
  if (COMMON_OPENERS.has(lower)) return lower + text.slice(word.length);
  // Past tenses and -ing forms ('Featured on', 'Writing in') unless a capitalised word follows ('Alfred Hall').
  const next = text.slice(word.length).trim().split(/\s+/)[0] ?? '';
  if (word.length >= 5 && /(ed|ing)$/.test(lower) && !/^\p{Lu}/u.test(next)) return lower + text.slice(word.length);
  return text;
}

/** Instrument words that are ordinary nouns, lower-cased inside a sentence ('Lead Vocals' -> 'lead vocals'). */
const INSTRUMENT_WORDS = new Set([
  'guitar', 'guitars', 'bass', 'drums', 'drum', 'vocals', 'vocal', 'voice', 'keys', 'keyboards', 'keyboard', 'synth',
  'synths', 'synthesiser', 'synthesizer', 'synthesisers', 'piano', 'organ', 'violin', 'viola', 'cello', 'double',
  'upright', 'trumpet', 'trombone', 'saxophone', 'sax', 'horns', 'flute', 'clarinet', 'percussion', 'lead', 'rhythm',
  'backing', 'electric', 'acoustic', 'slide', 'pedal', 'steel', 'banjo', 'mandolin', 'fiddle', 'harmonica',
  'accordion', 'ukulele', 'turntables', 'decks', 'production', 'programming', 'samples', 'sampler', 'electronics',
  'laptop', 'beats', 'bassist', 'drummer', 'guitarist', 'singer', 'vocalist', 'and', 'harp', 'strings', 'cajon',
  'bodhrán', 'bodhran', 'tin', 'whistle', 'pipes', 'sitar', 'tabla', 'djembe', 'lap', 'baritone', 'tenor', 'alto',
  'soprano', 'modular', 'analogue', 'analog', 'grand', 'electronic', 'second', 'first', 'principal', 'hand', 'marimba',
  'vibraphone', 'oboe', 'bassoon', 'tuba', 'kit', 'machines', 'machine', 'guitars', 'main', 'co-lead', 'harmonies', 'rapping', 'rap', 'mc', 'dj',
  'producer', 'founder', 'co-founder', 'songwriter', 'lyricist', 'frontman', 'frontwoman', 'frontperson', 'manager',
  'arranger', 'engineer', 'leader', 'band', 'bandleader', 'composer', 'director', 'musical', 'creative', 'principal',
  'primary', 'chief', 'writer', 'main', 'of', 'the', 'on', 'nylon', 'twelve-string', 'sousaphone', 'snare', 'tuba', 'cornet',
  'flugelhorn', 'euphonium', 'glockenspiel', 'harpsichord', 'lute', 'oud', 'bouzouki', 'dobro', 'resonator', 'washboard',
  'kalimba', 'melodica', 'sequencer', 'sequencers', 'samplers', 'drum', 'hurdy-gurdy', 'erhu', 'koto', 'shamisen', 'bagpipes',
]);

/** Instrument or role text as it reads inside a sentence: ordinary words lower-cased, names kept. */
export function instrumentInSentence(text: string): string {
  return text
    .trim()
    .replace(/\s*[/+]\s*/g, ', ')
    .replace(/\s*&\s*/g, ' and ')
    .split(/\s+/)
    .map((word) => {
      const bare = word.replace(/[,;]$/, '');
      if (/^(MC|DJ)$/.test(bare)) return word;
      return INSTRUMENT_WORDS.has(bare.toLowerCase()) ? word.toLowerCase() : word;
    })
    .join(' ');
}

/** 'guitar, bass and drums' from the members' instrument texts, each named once. */
export function instrumentParts(text: string): string[] {
  return instrumentInSentence(text)
    .split(/,\s*|\s+and\s+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
