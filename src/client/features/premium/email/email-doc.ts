// The e-mail as a .doc: an HTML document with Word's namespaces, which Word and LibreOffice open
// as a document (served as application/msword). Every piece of text is escaped, so whatever the
// user typed (a band name, an edit) stays text and never becomes markup.
import { normaliseLineBreaks, splitEmail } from './email-text';

export const DOC_MIME_TYPE = 'application/msword';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

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
  return [
    '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    '<!--[if gte mso 9]><xml><w:WordDocument><w:View>Print</w:View><w:Zoom>100</w:Zoom></w:WordDocument></xml><![endif]-->',
    '<style>body { font-family: Calibri, Arial, sans-serif; font-size: 11pt; line-height: 1.4; } p { margin: 0 0 10pt 0; }</style>',
    '</head>',
    '<body>',
    hasSubjectLine ? `<p><b>Subject:</b> ${escapeHtml(subject)}</p>` : '',
    paragraphs(body),
    '</body>',
    '</html>',
  ].join('\n');
}
