// The Short bio (at most 100 words: what a listing, a festival programme or a one-sheet has room
// for) made from a longer one by choosing its sentences, never writing
// new ones: the sentences that name the band, its genre or its home and the opening of each
// paragraph count most, and the chosen ones keep their order and paragraphs. A bio already short
// enough comes back as it is (without its section headings), so the result is never longer than
// its source and says nothing the source did not.
import { countWords, splitSentences } from './text-tools';

export interface ShortenBioFacts {
  bandName?: string;
  genre?: string;
  location?: string;
}

/** Shorter than the bio form's 'Short' length (150-250): the press kit's short bio is the paragraph-sized one. */
export const SHORT_BIO_WORDS = { min: 60, max: 100 } as const;

interface Sentence {
  text: string;
  paragraph: number;
  index: number;
  words: number;
  score: number;
}

/** A line that is only a heading: '**Formation Story**', '## Sound', 'Formation Story:'. */
const HEADING = /^(?:#{1,6}\s+.+|\*\*[^*]+\*\*:?|__[^_]+__:?|[^.!?]{1,40}:)$/;

function paragraphsOf(bio: string): string[] {
  return bio
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n|\n(?=\s*(?:#{1,6}\s|\*\*))/)
    .map((p) => p.split('\n').filter((line) => !HEADING.test(line.trim())).join(' ').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const mentions = (text: string, phrase: string | undefined) => {
  const p = phrase?.trim().toLowerCase();
  return Boolean(p && p.length >= 2 && text.toLowerCase().includes(p));
};

function scoreOf(s: Omit<Sentence, 'score'>, isFirstOfParagraph: boolean, facts: ShortenBioFacts): number {
  let score = 0;
  if (s.index === 0) score += 6;
  if (mentions(s.text, facts.bandName)) score += 4;
  if (mentions(s.text, facts.genre)) score += 2;
  if (mentions(s.text, facts.location)) score += 2;
  if (isFirstOfParagraph) score += 1.5;
  // Concrete facts: years, counts, titles in quotes.
  if (/\b(?:19|20)\d\d\b|\d/.test(s.text)) score += 1;
  if (/["“][^"”]{2,}["”]/.test(s.text)) score += 0.5;
  // Very short sentences carry little; very long ones crowd out the rest.
  if (s.words < 6) score -= 2;
  if (s.words > 45) score -= 1.5;
  // Earlier sentences frame the story: a gentle preference for them, so ties keep the opening.
  return score - s.index * 0.01;
}

/**
 * A sentence that leans on the one before it ('It is a list that leans rebellious…' after the
 * influences, 'That is the rule…'): read without it, it points at nothing.
 */
const LEANS_BACK = /^(?:That|This|These|Those|It|Each of those|Put th(?:ose|at)|The common thread in that|None of (?:it|that)|Everything that followed)\b/;

/** The short bio of a longer one; see the file's comment. */
export function shortenBio(bio: string, facts: ShortenBioFacts = {}): string {
  const paragraphs = paragraphsOf(bio);
  const plain = paragraphs.join('\n\n');
  if (countWords(plain) <= SHORT_BIO_WORDS.max) return plain;

  const sentences: Sentence[] = [];
  paragraphs.forEach((paragraph, p) => {
    splitSentences(paragraph).forEach((text, i) => {
      const base = { text, paragraph: p, index: sentences.length, words: countWords(text) };
      sentences.push({ ...base, score: scoreOf(base, i === 0, facts) });
    });
  });

  const chosen = new Set<Sentence>();
  let words = 0;
  const before = (s: Sentence) => sentences[s.index - 1];
  const standsAlone = (s: Sentence) => {
    const prev = before(s);
    return !LEANS_BACK.test(s.text) || (prev !== undefined && prev.paragraph === s.paragraph && chosen.has(prev));
  };
  const ranked = [...sentences].sort((a, b) => b.score - a.score);
  // Twice: a sentence that leans on one chosen later in the first pass gets its turn in the second.
  for (let pass = 0; pass < 2; pass++) {
    for (const s of ranked) {
      if (chosen.has(s) || words + s.words > SHORT_BIO_WORDS.max || !standsAlone(s)) continue;
      chosen.add(s);
      words += s.words;
    }
  }
  if (chosen.size === 0) {
    // Not one whole sentence fits (a bio that is one endless sentence): its opening words.
    return `${plain.split(/\s+/).slice(0, SHORT_BIO_WORDS.max - 1).join(' ')}…`;
  }

  const out: string[][] = [];
  let lastParagraph = -1;
  for (const s of sentences) {
    if (!chosen.has(s)) continue;
    if (s.paragraph !== lastParagraph) out.push([]);
    out[out.length - 1]!.push(s.text);
    lastParagraph = s.paragraph;
  }
  return out.map((p) => p.join(' ')).join('\n\n');
}
