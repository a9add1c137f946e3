// Sentences that develop the form's facts instead of listing them: how one fact stands to another
// (a release three years after the band formed, a festival a year after that), the arc of the story
// from the first place it names to the last, what the influences say next to the band's own traits,
// who does what in the line-up. Each is built from this band's facts, so it reads as written for it;
// none adds a fact (a span of years between two years the form gives is the form's too).
import type { BioFacts, MemberFact } from './bio-facts';
import { numberWord } from './bio-facts';
import type { Composer } from './composer';
import type { Template, Tone } from './writer';
import { capitaliseFirst, joinList } from './text-tools';

/** 'three years after forming', 'a year later', 'that same year'; null when the order is not forward. */
function span(from: number, to: number, since: 'formed' | 'before', solo: boolean): string | null {
  const diff = to - from;
  if (diff < 0 || diff > 20) return null;
  if (since === 'formed') {
    const start = solo ? 'starting out' : 'forming';
    if (diff === 0) return solo ? 'in the first year' : 'the year they formed';
    if (diff === 1) return `a year after ${start}`;
    return `${numberWord(diff)} years after ${start}`;
  }
  if (diff === 0) return 'that same year';
  if (diff === 1) return 'a year later';
  return `${numberWord(diff)} years later`;
}

/**
 * The achievement sentences with their place in time: 'In 2019, three years after forming, they put
 * out…', then 'In 2022, three years later, they played…'. Sentences without a year pass unchanged.
 */
export function relateInTime(f: BioFacts, sentences: readonly (string | null)[]): (string | null)[] {
  let previous: { year: number; since: 'formed' | 'before' } | null = f.year === null ? null : { year: f.year, since: 'formed' };
  return sentences.map((sentence) => {
    const m = sentence ? /^In (\d{4}), (.+)$/.exec(sentence) : null;
    if (!m || !sentence) return sentence;
    const year = Number(m[1]);
    const clause = previous ? span(previous.year, year, previous.since, f.solo) : null;
    previous = { year, since: 'before' };
    return clause ? `In ${year}, ${clause}, ${m[2]}` : sentence;
  });
}

const DETERMINERS = new Set(['a', 'an', 'the']);
/** Words that end a noun phrase: prepositions, conjunctions, pronouns and verbs' helpers. */
const STOP = new Set([
  'and', 'or', 'but', 'of', 'on', 'in', 'at', 'to', 'from', 'with', 'for', 'by', 'into', 'through', 'over', 'under', 'after',
  'before', 'where', 'when', 'while', 'that', 'which', 'who', 'they', 'we', 'it', 'is', 'was', 'were', 'are', 'has', 'had',
  'have', 'as', 'than', 'then', 'so', 'because', 'until', 'since', 'about', 'every', 'each', 'their', 'our', 'his', 'her',
  // A second determiner or a place preposition starts another phrase: 'a rented garage behind a chip
  // shop' names 'a rented garage', never 'a rented garage behind a'.
  'a', 'an', 'the', 'inside', 'near', 'behind', 'outside', 'beside', 'above', 'below', 'off', 'up', 'down',
]);
const PLACE_PREPOSITIONS = /\b(?:at|in|inside|near|behind|outside)\s+$/i;

/**
 * The concrete places a text names, as written ('a grain elevator', 'a converted church'): a
 * determiner after a preposition of place, then up to four lower-case words.
 */
export function placesIn(text: string): string[] {
  const out: string[] = [];
  const words = text.split(/\s+/);
  for (let i = 1; i < words.length; i++) {
    const det = words[i] ?? '';
    if (!DETERMINERS.has(det.toLowerCase())) continue;
    if (!PLACE_PREPOSITIONS.test(`${words[i - 1] ?? ''} `)) continue;
    const phrase: string[] = [det.toLowerCase()];
    for (let j = i + 1; j < words.length && phrase.length < 5; j++) {
      const raw = words[j] ?? '';
      const word = raw.replace(/[.,;:!?)"”]+$/, '');
      if (!/^[a-z][a-z'-]*$/.test(word) || STOP.has(word)) break;
      phrase.push(word);
      if (word !== raw) break;
    }
    const last = phrase[phrase.length - 1] ?? '';
    // A phrase ending on an adjective or an adverb ('a very') names no place, nor does 'in a band'.
    if (phrase.length >= 2 && !/(ly|ing|ed)$/.test(last) && !['same', 'new', 'old', 'first', 'last', 'other', 'one', 'few', 'lot', 'while', 'time', 'way', 'day', 'night', 'year', 'week', 'band', 'group', 'project', 'duo', 'trio'].includes(last)) {
      out.push(phrase.join(' '));
    }
  }
  return [...new Set(out)];
}

/** The story's arc in the bio's tone: {a} the first place the story names, {b} the last. */
const ARC: Readonly<Record<Tone, readonly string[]>> = {
  Professional: ['The route from {a} to {b} is the story of {name} so far.', 'From {a} to {b}: that is the distance {name} {nameHas} covered.'],
  Casual: ['So that is the story: {a} first, {b} later, and {name} all the way through.', '{A} to {b}, basically: not a bad run for {name}.'],
  Edgy: ['{A}, then {b}, and {name} took no shortcut between them.', 'From {a} to {b}, {name} did it the hard way.'],
  Poetic: ['Between {a} and {b} lies the whole of {band\'s} story so far.', 'Draw a line from {a} to {b} and you have the map {name} {nameHas} walked.'],
  Technical: ['In sequence, the story runs from {a} to {b}, one step at a time.', 'Chronologically, {band\'s} story runs from {a} to {b}.'],
  Humorous: ['From {a} to {b}: not a career path any careers adviser would draw, but it is {band\'s}.', '{A} to {b}: {name} would call that a plan; others might call it luck.'],
  Dramatic: ['From {a} to {b}, every step {name} took was earned.', 'It is a long way from {a} to {b}, and {name} walked every yard of it.'],
};

/** One sentence that draws the story's arc between the first and the last place it names, or null. */
export function storyArc(c: Composer): string | null {
  const { f, w } = c;
  // The backstory alone is told in order; focus details are not a chronology.
  // The first place of one sentence and the last of a later one: two places of one sentence are one
  // scene ('a swap meet in a tram depot'), not an arc.
  const bySentence = f.backstory.map((s) => placesIn(s.thirdPerson ?? s.text)).filter((list) => list.length > 0);
  const a = bySentence[0]?.[0];
  const b = bySentence.length > 1 ? bySentence[bySentence.length - 1]?.slice(-1)[0] : undefined;
  if (!a || !b || a === b || a.split(' ').pop() === b.split(' ').pop()) return null;
  // 'From a rented cabin outside to the same cabin' is no journey: two places that share a noun are one.
  const nouns = (p: string) => p.split(' ').slice(1).filter((x) => x.length >= 4);
  if (/\bsame\b/.test(b) || nouns(a).some((x) => nouns(b).includes(x))) return null;
  // In the band's own voice ('we'), the third-person lines would read as someone else's.
  const pool = ARC[w.tone].map((t) => (f.person === 'they' ? t : t.replace(/\{Name\}|\{name\}/g, '{band}').replace(/\{nameHas\}/g, '{has}')));
  return w.pick(pool, { a, b });
}

/** What the influences say next to the band's own traits, in the bio's tone; {x} the traits, {xn} as nouns. */
const READING: readonly Template[] = [
  "Put those names next to the {x} streak {name} claim{nameS} and the line between them is easy to follow.",
  "It is a list that leans {x}, which is exactly where {band's} own songs sit.",
  { t: "Each of those names leaves a trace, and in {band's} songs the trace is {xn}.", tones: ['Poetic', 'Dramatic'] },
  { t: "The common thread in that list is something {x}, and {name} pick{nameS} it up.", tones: ['Professional', 'Technical'] },
  { t: "None of it is worship: {name} take{nameS} the {x} core and leave{nameS} the rest.", tones: ['Edgy'] },
];

/** `named`: how many influences the bio's line names (one already said elsewhere is left out of it). */
export function influenceReading(c: Composer, named = c.f.influences.length): string | null {
  const { f, w } = c;
  if (f.influences.length === 0 || f.traits.length === 0) return null;
  const two = f.traits.slice(0, 2);
  const values = { x: joinList(two.map((t) => t.adjective)), xn: joinList(two.map((t) => t.noun)) };
  // One name is not a list: the lines speak of it in the singular.
  const one = (t: string) => (named > 1 ? t : t
    .replace('Each of those names leaves', 'That name leaves').replace('Put those names', 'Put that name').replace('It is a list that leans', 'It is an influence that leans')
    .replace('The common thread in that list is', 'What that name stands for is').replace('none of these people have', 'nobody has').replace('the line between them', 'the line between the two'));
  const pool = READING.map((t) => (typeof t === 'string' ? one(t) : { ...t, t: one(t.t) }));
  if (f.person === 'they') return w.pick(pool, values);
  // In the band's own voice the name becomes 'we' or 'I'.
  return w.pick(pool.filter((t) => typeof t !== 'string' && /\{band's\}/.test(t.t)), values);
}

/** A role as a verb phrase ('writes the songs'), or null for one with no plain verb. */
function roleVerb(role: string | null, solo: boolean): string | null {
  if (!role) return null;
  const r = role.toLowerCase();
  if (/co-?founder/.test(r)) return solo ? null : 'co-founded the band';
  if (/founder/.test(r)) return solo ? null : 'founded the band';
  if (/songwriter/.test(r)) return 'writes the songs';
  if (/lyricist/.test(r)) return 'writes the words';
  if (/producer/.test(r)) return 'produces';
  if (/arranger/.test(r)) return 'arranges';
  if (/bandleader|band leader|^leader/.test(r)) return 'leads the band';
  if (/musical director/.test(r)) return 'directs the music';
  if (/lead singer|frontwoman|frontman|frontperson/.test(r)) return 'sings lead';
  return null;
}

/** 'sings and plays fiddle', 'plays upright bass', 'is on drums' from the member's instruments. */
/** Brand names keep their capital ('Rhodes', 'Moog'); every other instrument word is lower-case inside a sentence. */
const BRANDS = /^(Rhodes|Moog|Hammond|Wurlitzer|Mellotron|Fender|Gibson|Rickenbacker|Roland|Korg|Nord|Buchla|Theremin)$/;
const lowerInstrument = (part: string) => part.split(' ').map((w) => (BRANDS.test(w) || /^\p{Lu}{2,}$/u.test(w) ? w : w.toLowerCase())).join(' ');

function playing(m: MemberFact): string | null {
  const sings = m.parts.filter((p) => /^(lead |backing |co-lead )?(vocals?|voice|singing)$/i.test(p));
  const plays = m.parts.filter((p) => !sings.includes(p)).map(lowerInstrument);
  if (sings.length === 0 && plays.length === 0) return null;
  // A rapper's or MC's vocals are rapping, not singing.
  const lead = /\b(rapper|mc|emcee|rap)\b/i.test(m.role ?? '') ? 'raps' : sings.some((p) => /lead/i.test(p)) ? 'sings lead' : sings.some((p) => /backing/i.test(p)) ? 'sings backing vocals' : 'sings';
  if (plays.length === 0) return lead;
  const first = plays[0] ?? '';
  const play = /^(mc|rap|rapping|raps)$/i.test(first) ? 'raps' : /^(production|programming|beats|samples)$/i.test(first) ? `handles ${joinList(plays)}` : `plays ${joinList(plays)}`;
  return sings.length > 0 && play !== lead ? `${lead} and ${play}` : play;
}

/**
 * The line-up told as people doing things ('Caleb Moen plays guitar and writes the songs, with Ruth
 * Akers on upright bass and Dev Patel on drums'), for the longer bios where the bracketed list read
 * as a form. Members who only play are gathered behind the one before them.
 */
export function lineupProse(f: BioFacts): string[] {
  const named = f.members.filter((m) => m.name);
  if (named.length < 2 || named.length !== f.members.length) return [];
  const people = named.map((m) => {
    const role = roleVerb(m.role, f.solo);
    // A producer who 'plays production' says the role twice.
    const play = playing(role === 'produces' ? { ...m, parts: m.parts.filter((p) => !/^production$/i.test(p)) } : m);
    const does = [role, play].filter((x): x is string => Boolean(x));
    const onlyPlays = !role && play !== null && play.startsWith('plays ');
    return { full: does.length > 0 ? `${m.name} ${joinList(does)}` : null, short: onlyPlays && play ? `${m.name} on ${play.slice(6)}` : null };
  });
  if (people.some((p) => p.full === null)) return [];
  const out: string[] = [];
  for (let i = 0; i < people.length; ) {
    const head = people[i]?.full ?? '';
    const followers: string[] = [];
    let j = i + 1;
    while (j < people.length && followers.length < 2 && people[j]?.short) followers.push(people[j++]?.short ?? '');
    out.push(`${capitaliseFirst(head)}${followers.length > 0 ? `, with ${joinList(followers)}` : ''}.`);
    i = j;
  }
  return out;
}
