// Reads an e-mail back into its parts (subject, greeting, paragraphs, link lines, sign-off), so a
// refinement can work on the text the musician has now, hand edits and AI-written e-mails included.
import type { Block, EmailDraft } from './email-text';
import { LINK_PATTERN, splitSentences } from './text-tools';

const SUBJECT = /^\s*(?:\*\*|__)?\s*subject(?:\s+line)?\s*:\s*(?:\*\*|__)?\s*(.*?)\s*(?:\*\*|__)?\s*$/i;
const GREETING = /^(dear|hi|hiya|hello|hey|heya|howdy|yo|greetings|good\s+(?:morning|afternoon|evening|day)|to\s+whom)\b/i;
const CLOSING = /^(best|kind|warm|warmest|many|with|all\s+the\s+best|thanks|thank\s+you|cheers|sincerely|yours|regards|respectfully|cordially|talk\s+soon|speak\s+soon|catch\s+you|until\s+next\s+time|looking\s+forward|take\s+care|peace|much\s+love|love|rock\s+on|be\s+well|stay\s+safe|gratefully|onwards|till\s+soon)\b/i;
const LIST_MARK = /^\s*(?:[-•*–]|\d+[.)])\s+/;

export function isLinkLine(line: string): boolean {
  const text = line.trim();
  if (!text) return false;
  if (LIST_MARK.test(text)) return true;
  return LINK_PATTERN.test(text) && text.split(/\s+/).length <= 8;
}

/** A sign-off line: "Best wishes," "Cheers!" "Kind regards" — short, no full stop. */
export function isClosingLine(line: string): boolean {
  const text = line.trim();
  return CLOSING.test(text) && text.split(/\s+/).length <= 6 && !/[.?]$/.test(text) && text.length <= 48;
}

export function isGreetingLine(line: string): boolean {
  const text = line.trim();
  return GREETING.test(text) && text.length <= 80 && text.split(/\s+/).length <= 8;
}

function toBlock(lines: string[]): Block {
  const clean = lines.map((l) => l.replace(/\s+$/, ''));
  const linky = clean.some(isLinkLine) || (clean.length > 1 && clean.every((l) => l.trim().length < 60) && clean.some((l) => /:\s*$/.test(l)));
  if (linky) return { kind: 'lines', lines: clean };
  return { kind: 'prose', sentences: splitSentences(clean.map((l) => l.trim()).join(' ')), raw: clean };
}

export function parseEmail(text: string): EmailDraft {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let subject = '';
  let start = 0;
  while (start < lines.length && !(lines[start] ?? '').trim()) start++;
  const subjectMatch = SUBJECT.exec(lines[start] ?? '');
  if (subjectMatch) {
    subject = subjectMatch[1] ?? '';
    start++;
  }

  // Paragraphs are separated by blank lines.
  const paragraphs: string[][] = [];
  let current: string[] = [];
  for (const line of lines.slice(start)) {
    if (line.trim()) current.push(line);
    else if (current.length > 0) {
      paragraphs.push(current);
      current = [];
    }
  }
  if (current.length > 0) paragraphs.push(current);

  let greeting = '';
  const first = paragraphs[0];
  if (first && isGreetingLine(first[0] ?? '')) {
    greeting = (first[0] ?? '').trim();
    first.shift();
    if (first.length === 0) paragraphs.shift();
  }

  // The sign-off: the last closing line with at most a few short name lines after it.
  let closing = '';
  let signature: string[] = [];
  search: for (let p = paragraphs.length - 1; p >= 0 && p >= paragraphs.length - 3; p--) {
    const para = paragraphs[p] ?? [];
    for (let i = para.length - 1; i >= 0; i--) {
      if (!isClosingLine(para[i] ?? '')) continue;
      const after = [...para.slice(i + 1), ...paragraphs.slice(p + 1).flat()].map((l) => l.trim()).filter(Boolean);
      if (after.length > 5 || after.some((l) => l.length > 80)) break search;
      closing = (para[i] ?? '').trim();
      signature = after;
      const before = para.slice(0, i);
      paragraphs.splice(p, paragraphs.length - p, ...(before.length > 0 ? [before] : []));
      break search;
    }
  }

  return { subject, greeting, blocks: paragraphs.map(toBlock), closing, signature };
}
