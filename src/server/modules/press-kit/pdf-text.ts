// The one-sheet's type for what the owner typed. The standard PDF fonts (Helvetica) hold WinAnsi
// only, so a band called Аквариум, ゆらゆら帝国 or Łódź Collective printed as '?' or lost its
// letters' marks. Text WinAnsi holds stays in Helvetica; other Latin, Greek and Cyrillic text is
// set in Noto Sans, and Chinese, Japanese and Korean in Droid Sans Fallback (which has no Latin),
// a paragraph switching faces between runs. A character no shipped face draws (emoji) prints as '?'.
import PDFDocument from 'pdfkit';
import { fileHas, TEXT_FONT_FILES } from '@server/engines/art/local/fonts';

type Doc = PDFKit.PDFDocument;

/** How a run of text is meant to look; the face follows from it and from the characters. */
export type TextRole = 'regular' | 'italic' | 'bold' | 'display';

const STANDARD: Record<TextRole, string> = { regular: 'Helvetica', italic: 'Helvetica-Oblique', bold: 'Helvetica-Bold', display: 'Display' };
const UNICODE: Record<TextRole, string> = { regular: 'Noto', italic: 'Noto', bold: 'Noto-Bold', display: 'Noto-Bold' };
const CJK = 'CJK';

/** Registers the faces pdfText's output may need; `display` is the header's own face. */
export function registerTextFonts(doc: Doc, display: string): void {
  doc.registerFont(STANDARD.display, display);
  doc.registerFont('Noto', TEXT_FONT_FILES.regular);
  doc.registerFont('Noto-Bold', TEXT_FONT_FILES.bold);
  doc.registerFont(CJK, TEXT_FONT_FILES.cjk);
}

const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function inWinAnsi(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  return ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
}

const inNoto = (ch: string) => fileHas(TEXT_FONT_FILES.regular, ch) && fileHas(TEXT_FONT_FILES.bold, ch);
const inCjk = (ch: string) => fileHas(TEXT_FONT_FILES.cjk, ch);

/** The owner's text as the one-sheet prints it: white space plain, controls gone, and '?' for
 * what no face draws. */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (inWinAnsi(ch)) out += ch;
    else if (/\s/.test(ch)) out += ' ';
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else out += inNoto(ch) || inCjk(ch) ? ch : '?';
  }
  return out;
}

export interface TextRun {
  text: string;
  font: string;
}

/**
 * A text cut into runs of one face each: Helvetica when WinAnsi holds all of it, else Noto Sans,
 * with the Chinese, Japanese and Korean stretches in the CJK face. Spaces stay in the run they
 * follow, so a line breaks between words as before.
 */
export function textRuns(text: string, role: TextRole): TextRun[] {
  if ([...text].every(inWinAnsi)) return [{ text, font: STANDARD[role] }];
  const runs: TextRun[] = [];
  for (const ch of text) {
    const font = ch !== ' ' && !inWinAnsi(ch) && !inNoto(ch) && inCjk(ch) ? CJK : UNICODE[role];
    const last = runs.at(-1);
    if (last && (last.font === font || ch === ' ')) last.text += ch;
    else runs.push({ text: ch, font });
  }
  return runs;
}

type TextOptions = PDFKit.Mixins.TextOptions;

/** Draws a text at a size, in its runs, where pdfkit's cursor is or at (x, y). */
export function drawText(doc: Doc, text: string, role: TextRole, size: number, x: number, y: number, options: TextOptions): Doc {
  const runs = textRuns(text, role);
  runs.forEach((run, i) => {
    doc.font(run.font).fontSize(size);
    if (i === 0) doc.text(run.text, x, y, { ...options, continued: i < runs.length - 1 });
    else doc.text(run.text, { ...options, continued: i < runs.length - 1 });
  });
  return doc;
}

/** Scratch pages, one per document, as tall as any one-sheet text could be: text of several
 * faces is measured by laying it out there. */
const scratchPages = new WeakMap<Doc, Doc>();

/** The height a text takes at a size and width, as drawText lays it out. */
export function textHeight(doc: Doc, text: string, role: TextRole, size: number, options: TextOptions): number {
  const runs = textRuns(text, role);
  const [only] = runs;
  if (only && runs.length === 1) return doc.font(only.font).fontSize(size).heightOfString(text, options);
  // pdfkit measures one font at a time.
  let scratch = scratchPages.get(doc);
  if (!scratch) {
    scratch = new PDFDocument({ size: [doc.page.width, 1e5], margins: { top: 0, left: 0, right: 0, bottom: 0 } });
    registerTextFonts(scratch, TEXT_FONT_FILES.bold);
    scratchPages.set(doc, scratch);
  }
  drawText(scratch, text, role, size, 0, 0, options);
  return scratch.y;
}
