// The honesty check: a claim pattern, a number or a capitalised name may appear only when the
// musician's own form holds it. The tests run it over every generated bio and tagline; the tagline
// writer runs it over the bio's sentences before it borrows one (the bio may have been edited or come
// from an AI). Section headings are the musician's choice and are left out of the check.
import {
  BIO_GENRES, BIO_SECTIONS, BIO_SUB_GENRES, CURRENT_STATUSES, FOCUS_AREAS, PERSONALITY_TRAITS, TARGET_AUDIENCES, TONES,
  WRITING_STYLES,
} from '@shared/catalog/bio-options';
import type { BioRequest } from '@shared/contracts/writing';

/** Claims a bio must not make unless the form made them first. */
export const CLAIM_PATTERNS: readonly [string, RegExp][] = [
  ['award', /\bawards?\b|award-winning|\bprize\b|\btroph/i],
  ['chart', /\bchart/i],
  ['platinum or gold', /platinum|gold (?:record|disc)/i],
  ['sales', /\bsold\b|sold-out|sell-out|\bsell(?:s|ing)? out\b|\bsales\b|\bcopies\b/i],
  ['festival', /festival/i],
  ['headline', /headlin/i],
  ['deal', /\bsigned\b|record deal|\blabel mates?\b/i],
  ['big numbers', /\bmillions?\b|\bbillions?\b|\bthousands?\b|\bhundreds?\b/i],
  ['streams', /\bstreams?\b|streaming|\bplays on\b/i],
  ['famous prizes', /grammy|mercury prize|brit award|\bbrits\b|juno|ivor novello/i],
  ['number one', /\bno\. ?1\b|number one|#1\b|\btop (?:ten|10|20|40|forty|twenty)\b/i],
  ['acclaim', /acclaim|critically|chart-topping|renowned|legendary|iconic|celebrated|beloved|hailed|praised|sought-after|best-selling|much-loved|in demand/i],
  ['following', /\bfan ?base\b|loyal following|growing following|\bbuzz\b|\bviral\b|\bhype\b/i],
  ['releases', /\balbums?\b|\bEPs?\b|\bLPs?\b|\bdebut\b|\bmixtapes?\b|\bsingles?\b|\breleased?\b|\breleases\b|\bvinyl\b/],
  ['touring', /\btour(?:s|ed|ing)?\b/i],
  ['radio and playlists', /\bradio\b|airplay|playlisted|editorial/i],
  ['reviews', /\breview(?:s|ed)?\b|five-star|\bstars\b/i],
  ['support slots', /supported|support slots?|opened for|shared (?:the |a )?stages?/i],
  ['duration', /\byears\b|\bdecades?\b/i],
  ['crowds', /\bcrowds\b|\bpacked\b|\bsell-outs?\b/i],
  ['studio', /\bstudios?\b/i],
];

/**
 * Words that state a fact of the band's by themselves (a live show, an instrument, what the lyrics
 * are about): each one found must be in the form too, word for word (a plural counts as given when
 * its singular is). 'Live, expect a set...' for a band that entered no show, 'Keys fill the space'
 * for a synth duo, 'lyrics that look inward' for a band that said nothing of its lyrics.
 */
export const WORD_CLAIMS: readonly [string, RegExp][] = [
  ['live', /\b(live|stage|stages|gigs?|shows?|sets?|setlists?|concerts?|crowds?|audiences?|venues?|on the road|night after night|singalongs?|encores?|dancefloors?|mosh ?pits?)\b/gi],
  ['instruments', /\b(guitars?|bass(?:lines?)?|drums?|drummers?|keys|keyboards?|synths?|synthesi[sz]ers?|piano|organs?|harmon(?:y|ies)|vocals?|riffs?|horns?|brass|strings|turntables?|percussion|saxophones?|violins?|cellos?|banjos?|trumpets?|choruses|rhythm section|samples?|808s?|tambourines?|amplifiers?|amps|pedals?|fiddles?|mandolins?|accordions?|flutes?|clarinets?|theremins?|laptops?|decks|microphones?|mics?|beats?|basslines?|grooves?)\b/gi],
  ['line-up', /\b(members?|line-up|lineup|frontman|frontwoman|singer|drummer|bassist|guitarist|MCs?|rappers?|producers?)\b/gi],
  ['lyrics', /\b(lyrics?|lyricist|verses?|sings? about|songs? about|words that)\b/gi],
  ['places', /\b(hometown|city|town|streets?|county|scene)\b/gi],
];

/** A release the form names ('Debut album 'Caprock Nights' (2019)', 'two EPs'), counted over the achievements and the band's own texts. */
const RELEASE_WORD = /\b(?:albums?|EPs?|LPs?|singles?|mixtapes?|records?|releases?|demos?|cassettes?)\b/gi;

/** How many releases the form tells of: one per achievement that names one, more when a text says so ('three EPs'). */
function releasesGiven(request: BioRequest): number {
  const texts = [...request.achievements, request.backstory, ...Object.values(request.focusAreaDetails), ...request.uniqueElements];
  let count = 0;
  for (const text of texts) {
    const found = (text.match(RELEASE_WORD) ?? []).length;
    // A plural ('two albums', 'our records') or a count stands for more than one.
    if (/\b(?:albums|EPs|LPs|singles|mixtapes|records|releases|demos)\b/i.test(text)) count += 2;
    else count += found;
  }
  return count;
}

/** Words that speak of more than one release ('Each record carries…', 'every release'). */
const MANY_RELEASES = /\b(?:each|every|all (?:the|their|our|my|of (?:their|our|my)))\s+(?:[\w-]+\s+){0,2}?(?:records?|releases?|albums?|EPs?|LPs?)\b|\b(?:records|releases|albums|EPs|LPs|discography)\b/gi;

/** Words that tell of a singer or sung words: a line-up the form lists with no voice in it has none. */
const SUNG = /\b(?:voices?|vocals?|vocalists?|singers?|sings?|singing|sung|sang|croon(?:s|ed|ing)?|chorus(?:es)?|lyrics?|lyricists?|verses?|harmon(?:y|ies)|frontm[ae]n|frontwom[ae]n|songwriters?)\b/gi;
const VOICE_PART = /vocal|voice|sing|vox|\bmc\b|rap|lyric|spoken/i;

/** Words that make one musician a band. */
const MANY_PEOPLE = /\b(?:band|bands|group|bandmates?|members|ensemble|collective|line-up|lineup|four-piece|five-piece|three-piece|two-piece|duo|trio|quartet|quintet)\b/gi;

/**
 * Claims about how many: plural releases when the form gave one, a singer in a line-up with no voice,
 * a band or group when the form lists one musician. A word the musician typed themselves is theirs to use.
 */
function countClaims(body: string, request: BioRequest): string[] {
  const problems: string[] = [];
  const r = request;
  // Only what the musician typed: the form's field names ('members') say nothing.
  const own = [r.bandName, r.genreText ?? '', ...r.subGenres, r.location, ...r.members.flatMap((m) => [m.name, m.instrument, m.role ?? '']), ...r.influences, ...r.achievements, r.backstory, ...Object.values(r.focusAreaDetails), ...r.uniqueElements].join('\n').toLowerCase();
  const typed = (word: string) => new RegExp(`\\b${word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(own);
  if (releasesGiven(request) < 2) {
    for (const match of body.matchAll(MANY_RELEASES)) {
      const last = match[0].split(/\s+/).pop() ?? '';
      if (!typed(match[0]) && !(last.endsWith('s') && typed(last))) problems.push(`releases not given: "${match[0]}"`);
    }
  }
  const members = request.members.filter((m) => m.name.trim() || m.instrument.trim());
  const instrumental = /\binstrumental\b/i.test([request.backstory, ...request.uniqueElements, request.genreText ?? ''].join(' '));
  const voiced = members.some((m) => VOICE_PART.test(`${m.instrument} ${m.role ?? ''}`));
  if ((members.length > 0 && !voiced) || instrumental) {
    for (const match of body.matchAll(SUNG)) if (!typed(match[0])) problems.push(`singer not given: "${match[0]}"`);
  }
  if (members.length === 1) {
    for (const match of body.matchAll(MANY_PEOPLE)) if (!typed(match[0])) problems.push(`solo act called many: "${match[0]}"`);
  }
  return problems;
}

const NUMBER_WORDS = [
  'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen',
  'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'dozen', 'third',
  'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth',
];
/** The number words of the years between any two years the form gives ('three' for 2016 and 2019). */
function yearSpans(form: string): Set<string> {
  const years = [...new Set((form.match(/\b(?:19[5-9]\d|20\d\d)\b/g) ?? []).map(Number))];
  const out = new Set<string>();
  for (const a of years) for (const b of years) if (b - a >= 2 && b - a <= 20) out.add(NUMBER_WORDS[b - a - 2] ?? '');
  out.delete('');
  return out;
}

const NUMBER_WORD = new RegExp(`\\b(${NUMBER_WORDS.join('|')})\\b`, 'gi');
const SIZE_WORDS: Readonly<Record<string, number>> = { duo: 2, trio: 3, quartet: 4, quintet: 5, sextet: 6 };

/**
 * What the musician typed or picked as facts, lower-cased: free text, members, genre and sub-genres.
 * Field names, chosen sections and focus-area names are not facts ('Live Performance History'
 * chosen with nothing under it tells of no show).
 */
export function givenText(request: BioRequest): string {
  const r = request;
  return [
    r.bandName, r.genre, r.genreText ?? '', ...r.subGenres, r.location, ...r.members.flatMap((m) => [m.name, m.instrument, m.role ?? '']), ...r.influences,
    ...r.achievements, r.backstory, ...Object.values(r.focusAreaDetails), ...r.uniqueElements, ...r.personalityTraits,
    r.currentStatus === 'Touring' ? 'tour live shows on the road' : '',
    r.members.length > 0 ? 'members line-up lineup' : '',
  ].join('\n').toLowerCase();
}

/** Every text of the form, lower-cased: what the musician said. */
export function formText(request: BioRequest): string {
  return JSON.stringify(request).toLowerCase();
}

/** Words the bio may capitalise without the form holding them: the option lists and 'I'. */
const CATALOGUE_WORDS = new Set(
  [
    ...BIO_GENRES, ...Object.values(BIO_SUB_GENRES).flat(), ...PERSONALITY_TRAITS, ...FOCUS_AREAS, ...BIO_SECTIONS,
    ...WRITING_STYLES, ...TONES, ...TARGET_AUDIENCES, ...CURRENT_STATUSES.map((s) => s.label), 'I', "I'm", 'R&B', 'Celtic',
    'Americana',
  ]
    .flatMap((s) => s.split(/[\s/]+/))
    .map((w) => w.toLowerCase()),
);

/** Headings are the bio's structure, not claims: the sections and the default set's. */
const HEADINGS: readonly string[] = [...BIO_SECTIONS, 'The Sound', 'The Line-Up', "What's Next"];

/** The bio without the section headings the musician chose (their names are the musician's words). */
function withoutHeadings(bio: string): string {
  return bio
    .split('\n')
    .filter((line) => !/^\*\*[^*]+\*\*$/.test(line.trim()) || !(HEADINGS as readonly string[]).includes(line.trim().slice(2, -2)))
    .join('\n');
}

/** What in the text claims more than the form gave; an empty list when it is honest. */
export function findInventedClaims(text: string, request: BioRequest, allowedWords: readonly string[] = []): string[] {
  const raw = JSON.stringify(request);
  const form = raw.toLowerCase();
  const spans = yearSpans(form);
  // 'three years after they formed': the years between two the form gives are the form's too.
  const body = withoutHeadings(text).replace(new RegExp(`\\b(${NUMBER_WORDS.join('|')}) years\\b`, 'gi'), (all, word: string) => (spans.has(word.toLowerCase()) ? 'span' : all));
  const problems: string[] = [];
  for (const [label, pattern] of CLAIM_PATTERNS) {
    const match = pattern.exec(body);
    // The form's 'Mixtape' gives the bio's 'mixtape' (the case-sensitive patterns guard the bio's side, 'EP' not 'ep').
    if (match && !pattern.test(raw) && !new RegExp(pattern.source, 'i').test(raw)) problems.push(`${label}: "${match[0]}"`);
  }
  const given = givenText(request);
  for (const [label, pattern] of WORD_CLAIMS) {
    for (const match of body.matchAll(pattern)) {
      const word = match[0].toLowerCase();
      const stem = word.replace(/(?:es|s)$/, '');
      if (!given.includes(word) && !given.includes(stem)) problems.push(`${label} not given: "${match[0]}"`);
    }
  }
  problems.push(...countClaims(body, request));
  for (const digits of body.match(/\d+/g) ?? []) {
    if (!form.includes(digits)) problems.push(`number not given: ${digits}`);
  }
  const members = request.members.length;
  for (const match of body.matchAll(NUMBER_WORD)) {
    const word = (match[1] ?? '').toLowerCase();
    const sizeWord = ['', 'one', ...NUMBER_WORDS][members] ?? '';
    if (word !== sizeWord && !new RegExp(`\\b${word}\\b`).test(form)) problems.push(`number word not given: ${word}`);
  }
  for (const [word, size] of Object.entries(SIZE_WORDS)) {
    if (new RegExp(`\\b${word}\\b`, 'i').test(body) && members !== size && !form.includes(word)) problems.push(`line-up size not given: ${word}`);
  }
  // A title in single quotes ('Low Tide') gives its words, not "'low".
  // A possessive gives its name too ('Minnesota Public Radio's' gives 'Radio').
  const words = (t: string) => t.split(/[^\p{L}\p{N}&'’]+/u).map((w) => w.replace(/^['’]+|['’]+$/g, '')).flatMap((w) => [w, w.replace(/['’]s$/, '')]);
  const allowed = new Set([...words(form), ...allowedWords.flatMap((w) => words(w.toLowerCase()))]);
  for (const name of capitalisedWords(body)) {
    // 'Leeds-based', 'Seven-piece': each capitalised part must be given (numbers are checked above);
    // 'KAYO.EXE' is given as its parts, which is how the form's words are read.
    const unknown = name
      .split(/[-.]/)
      .filter((part) => /^\p{Lu}/u.test(part))
      .map((part) => part.toLowerCase())
      .filter((part) => !allowed.has(part) && !CATALOGUE_WORDS.has(part) && !NUMBER_WORDS.includes(part) && part !== 'one');
    if (unknown.length > 0) problems.push(`name not given: ${name}`);
  }
  return problems;
}

/** Capitalised words that do not start a sentence, a line, a quote or a timeline entry. */
export function capitalisedWords(text: string): string[] {
  const out: string[] = [];
  // A fact-sheet line's value starts a line of its own ('*Line-up:* Four-piece').
  const plain = text.replace(/^\*[^*\n]+:\*\s*/gm, '').replace(/\*+/g, '');
  for (const sentence of plain.split(/(?<=[.!?…]["”’)]?)\s+|\n+|\s+—\s+|[“"(]/)) {
    const words = sentence.trim().split(/\s+/);
    words.slice(1).forEach((raw) => {
      // '1Xtra' is one word with its digit, not a name 'Xtra'.
      const word = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}&'-]+$/gu, '').replace(/'s?$/, '');
      if (/^\p{Lu}/u.test(word)) out.push(word);
    });
  }
  return out;
}
