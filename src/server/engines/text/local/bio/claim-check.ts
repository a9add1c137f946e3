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

const NUMBER_WORDS = [
  'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen',
  'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'dozen', 'third',
  'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth',
];
const NUMBER_WORD = new RegExp(`\\b(${NUMBER_WORDS.join('|')})\\b`, 'gi');
const SIZE_WORDS: Readonly<Record<string, number>> = { duo: 2, trio: 3, quartet: 4, quintet: 5, sextet: 6 };

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

/** The bio without the section headings the musician chose (their names are the musician's words). */
function withoutHeadings(bio: string): string {
  return bio
    .split('\n')
    .filter((line) => !/^\*\*[^*]+\*\*$/.test(line.trim()) || !(BIO_SECTIONS as readonly string[]).includes(line.trim().slice(2, -2)))
    .join('\n');
}

/** What in the text claims more than the form gave; an empty list when it is honest. */
export function findInventedClaims(text: string, request: BioRequest, allowedWords: readonly string[] = []): string[] {
  const raw = JSON.stringify(request);
  const form = raw.toLowerCase();
  const body = withoutHeadings(text);
  const problems: string[] = [];
  for (const [label, pattern] of CLAIM_PATTERNS) {
    const match = pattern.exec(body);
    if (match && !pattern.test(raw)) problems.push(`${label}: "${match[0]}"`);
  }
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
  const allowed = new Set([...form.split(/[^\p{L}\p{N}&']+/u), ...allowedWords.flatMap((w) => w.toLowerCase().split(/[^\p{L}\p{N}&']+/u))]);
  for (const name of capitalisedWords(body)) {
    // 'Leeds-based', 'Seven-piece': each capitalised part must be given (numbers are checked above).
    const unknown = name
      .split('-')
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
      const word = raw.replace(/^[^\p{L}]+|[^\p{L}\p{N}&'-]+$/gu, '').replace(/'s?$/, '');
      if (/^\p{Lu}/u.test(word)) out.push(word);
    });
  }
  return out;
}
