// The generated e-mail as text: its word count and its subject / body split (premium-and-admin.md
// sections 5 and 7). The server writes 'Subject: ...' as the first line, but an edited e-mail may
// have lost it, moved it or gained Windows line breaks, so nothing here assumes the shape.
import { EMAIL_FALLBACK_SUBJECT } from '@shared/catalog/email-options';

/** Words as the spec counts them: runs of non-whitespace. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

export interface EmailParts {
  subject: string;
  body: string;
  /** False when the text had no 'Subject:' line (the subject is then the fallback). */
  hasSubjectLine: boolean;
}

const SUBJECT_LINE = /^\s*subject\s*:(.*)$/i;

/** Line breaks as '\n' only (CRLF and lone CR from pasted or Windows text). */
export function normaliseLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/**
 * Splits at the first 'Subject:' line: its text is the subject (the fallback subject when the line
 * is missing or blank) and every other line is the body, with blank lines at either end dropped.
 */
export function splitEmail(email: string): EmailParts {
  const lines = normaliseLineBreaks(email).split('\n');
  const at = lines.findIndex((line) => SUBJECT_LINE.test(line));
  if (at === -1) return { subject: EMAIL_FALLBACK_SUBJECT, body: trimBlankLines(lines).join('\n'), hasSubjectLine: false };
  const subject = SUBJECT_LINE.exec(lines[at] ?? '')?.[1]?.trim() ?? '';
  const rest = [...lines.slice(0, at), ...lines.slice(at + 1)];
  return { subject: subject || EMAIL_FALLBACK_SUBJECT, body: trimBlankLines(rest).join('\n'), hasSubjectLine: true };
}

function trimBlankLines(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && !lines[start]?.trim()) start++;
  while (end > start && !lines[end - 1]?.trim()) end--;
  return lines.slice(start, end).map((line) => line.replace(/\s+$/, ''));
}
