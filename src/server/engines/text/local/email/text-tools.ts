// Small sentence and phrase helpers the e-mail writer and the refiner share.

// Articles and possessives are English morphology, kept in one place for every writer.
export { possessive, withArticle } from '../english';

/** Words as a reader counts them (link lines count as one word each). */
export function countWords(text: string): number {
  const found = text.match(/\S+/g);
  return found ? found.length : 0;
}

export function capitalise(text: string): string {
  return text.length > 0 ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** The text as a finished sentence: trailing commas or colons become a full stop. */
export function endSentence(text: string): string {
  const trimmed = text.trim().replace(/[\s,;:–—-]+$/u, '');
  if (trimmed.length === 0) return '';
  return /[.!?…]["'’”)\]]*$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'mx', 'dr', 'prof', 'st', 'vs', 'e.g', 'i.e', 'approx', 'no', 'vol', 'feat', 'ft', 'inc', 'ltd', 'co', 'jr', 'sr']);

/** Splits prose into sentences, leaving abbreviations (Mr., e.g.) and web addresses whole. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  const boundary = /([.!?…]+)(["'’”)\]]*)\s+(?=["'‘“(]?[A-Z0-9@])/gu;
  let start = 0;
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    const end = match.index + match[0].length;
    const before = text.slice(start, match.index);
    const lastWord = (before.match(/([A-Za-z.]+)$/)?.[1] ?? '').toLowerCase();
    if (match[1] === '.' && (ABBREVIATIONS.has(lastWord) || /^[a-z]$/i.test(lastWord))) continue;
    const sentence = text.slice(start, end).trim();
    if (sentence) out.push(sentence);
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** A genre as it reads mid-sentence: "Indie Rock" → "indie rock", "Hip-Hop" → "hip-hop", while
 * "EDM", "R&B" and "K-Pop" (→ "K-pop") keep their capitals. */
export function genreInSentence(genre: string): string {
  return genre
    .trim()
    .split(/(\s+|-|\/)/)
    .map((part) => (/^[A-Z][a-z]+$/.test(part) && !PROPER_GENRE_WORDS.has(part.toLowerCase()) ? part.toLowerCase() : part))
    .join('');
}

/** Genre words that keep their capital mid-sentence. */
const PROPER_GENRE_WORDS = new Set(['americana', 'latin', 'celtic', 'britpop', 'afrobeat', 'afrobeats', 'afropop', 'balkan', 'cajun', 'motown', 'tejano', 'zydeco', 'nashville', 'detroit', 'chicago', 'memphis', 'delta', 'brazilian', 'cuban', 'irish', 'scottish', 'african', 'caribbean', 'christian', 'bollywood', 'madchester', 'krautrock']);

const NAME_PREFIXES = /^(mr|mrs|ms|miss|mx|dr|prof|professor|sir|dame|lady|lord|rev|dj|mc|the)\.?$/i;

/** How a friendly greeting names someone: "Sam Jones" → "Sam"; "Ms Jones", "DJ Shadow" and
 * single names stay whole. */
export function firstName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  const first = parts[0] ?? '';
  if (parts.length < 2 || NAME_PREFIXES.test(first)) return fullName.trim();
  return first;
}

/** "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** Lowercases a leading article so a phrase can sit mid-sentence: "The Friday night" → "the Friday night". */
export function midSentence(phrase: string): string {
  return phrase.replace(/^(The|A|An|Our|Your|My|Their|This|That)\b/, (word) => word.toLowerCase());
}

/** A form field as it may sit mid-sentence: trimmed, without a closing full stop. */
export function asPhrase(text: string): string {
  return text.trim().replace(/\s+/g, ' ').replace(/[.!;,:]+$/, '');
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A web address, a bare domain with a path, an e-mail address or an @handle. */
export const LINK_PATTERN = /(?:https?:\/\/\S+|www\.\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|fm|co|uk|me|band|music|app|ly|link|to|tv|page|site|de|fr|ca|au)(?:\/\S*)?|(?:^|\s)@[A-Za-z0-9_.]{2,})/i;
