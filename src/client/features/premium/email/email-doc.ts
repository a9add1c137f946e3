// The e-mail as a .doc (lib/word-doc.ts): the subject in bold, then the body's paragraphs.
import { escapeHtml, wordDocument } from '@client/lib/word-doc';
import { normaliseLineBreaks, splitEmail } from './email-text';

/** Blank lines separate paragraphs; a single line break inside one stays a line break. */
function paragraphs(body: string): string {
  return normaliseLineBreaks(body)
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('\n');
}

/** A complete Word-compatible HTML document: the subject line (when the e-mail has one) in bold, then the body's paragraphs. */
export function emailToDocHtml(email: string, title: string): string {
  const { subject, body, hasSubjectLine } = splitEmail(email);
  const html = [hasSubjectLine ? `<p><b>Subject:</b> ${escapeHtml(subject)}</p>` : '', paragraphs(body)].filter(Boolean).join('\n');
  return wordDocument(title, html, 'body { font-family: Calibri, Arial, sans-serif; font-size: 11pt; line-height: 1.4; } p { margin: 0 0 10pt 0; }');
}
