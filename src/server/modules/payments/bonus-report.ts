// Renders the bonus special report (a gig strategy guide) to PDF with pdfkit: a title page, a
// contents page, one chapter per section and page numbers. The document never changes, so it
// is rendered once per process and kept.
import PDFDocument from 'pdfkit';
import { PREMIUM_PRODUCT_NAME, SITE_NAME } from '@shared/catalog/routes';
import { CHAPTERS, REPORT_CLOSING, REPORT_INTRO, REPORT_SUBTITLE, REPORT_TITLE, type Block } from './bonus-report-content';

const BRAND = '#6d28d9';
const BRAND_DARK = '#4c1d95';
const INK = '#1e293b';
const MUTED = '#475569';
const TIP_BG = '#f5f3ff';
const MARGIN = 56;
/** Fixed, so the same bytes come out every time. */
const PUBLISHED = new Date('2026-01-15T00:00:00Z');

let cached: Promise<Buffer> | undefined;

export function bonusReportPdf(): Promise<Buffer> {
  cached ??= renderReport().catch((err) => {
    cached = undefined;
    throw err;
  });
  return cached;
}

function renderReport(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
      bufferPages: true,
      info: {
        Title: `${REPORT_TITLE}: a ${PREMIUM_PRODUCT_NAME} special report`,
        Author: SITE_NAME,
        Subject: 'Gig strategy for bands: booking, building a draw, pitching, setlists, merch and follow-up',
        Keywords: 'gigs, booking, band, setlist, merch, promotion',
        CreationDate: PUBLISHED,
        ModDate: PUBLISHED,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    titlePage(doc);
    doc.addPage();
    contentsPage(doc);
    doc.addPage();
    heading(doc, 'Introduction', 22);
    for (const block of REPORT_INTRO) renderBlock(doc, block);

    CHAPTERS.forEach((chapter, i) => {
      doc.addPage();
      doc.font('Helvetica-Bold').fontSize(11).fillColor(BRAND).text(`CHAPTER ${i + 1}`, { characterSpacing: 1.5 });
      doc.moveDown(0.3);
      heading(doc, chapter.title, 24);
      doc.font('Helvetica-Oblique').fontSize(12).fillColor(MUTED).text(chapter.summary, { lineGap: 2 });
      doc.moveDown(0.8);
      for (const block of chapter.blocks) renderBlock(doc, block);
    });

    doc.moveDown(0.5);
    ensureSpace(doc, 90);
    heading(doc, 'Keep playing', 16);
    paragraph(doc, REPORT_CLOSING);

    pageNumbers(doc);
    doc.end();
  });
}

type Doc = PDFKit.PDFDocument;

const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;

function titlePage(doc: Doc): void {
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height * 0.62).fill(BRAND);
  doc.rect(0, height * 0.62, width, 8).fill(BRAND_DARK);
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`${PREMIUM_PRODUCT_NAME.toUpperCase()}  |  SPECIAL REPORT`, MARGIN, 96, { characterSpacing: 1.5 });
  doc.font('Helvetica-Bold').fontSize(40).text(REPORT_TITLE, MARGIN, 170, { width: contentWidth(doc), lineGap: 4 });
  doc.moveDown(0.6);
  doc.font('Helvetica').fontSize(16).text(REPORT_SUBTITLE, { width: contentWidth(doc) - 40, lineGap: 4 });
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(13)
    .text('Inside', MARGIN, height * 0.62 + 48);
  doc.moveDown(0.4);
  doc.font('Helvetica').fontSize(12).fillColor(MUTED);
  for (const [i, chapter] of CHAPTERS.entries()) doc.text(`${i + 1}.  ${chapter.title}`, { lineGap: 2.2 });
  doc
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${SITE_NAME}  |  For premium members  |  ${PUBLISHED.getUTCFullYear()}`, MARGIN, height - MARGIN - 12, { width: contentWidth(doc), align: 'left' });
}

function contentsPage(doc: Doc): void {
  heading(doc, 'Contents', 24);
  doc.moveDown(0.5);
  const rows: Array<[string, string]> = [['Introduction', ''], ...CHAPTERS.map((c, i): [string, string] => [`${i + 1}. ${c.title}`, c.summary])];
  for (const [title, summary] of rows) {
    doc.font('Helvetica-Bold').fontSize(13).fillColor(INK).text(title);
    if (summary) doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(summary, { lineGap: 1 });
    doc.moveDown(0.7);
  }
  doc.moveDown(0.5);
  tip(doc, 'How to use this report: read it once end to end, then work through the 30-day plan in the last chapter with your band. Every chapter stands on its own, so come back to the one you need before each step.');
}

function heading(doc: Doc, text: string, size: number): void {
  doc.font('Helvetica-Bold').fontSize(size).fillColor(INK).text(text, { lineGap: 2 });
  doc.moveDown(0.4);
}

function paragraph(doc: Doc, text: string): void {
  doc.font('Helvetica').fontSize(11).fillColor(INK).text(text, { lineGap: 2.2, align: 'left' });
  doc.moveDown(0.7);
}

function ensureSpace(doc: Doc, points: number): void {
  if (doc.y + points > doc.page.height - MARGIN) doc.addPage();
}

function list(doc: Doc, items: string[], numbered: boolean): void {
  const indent = 18;
  items.forEach((item, i) => {
    ensureSpace(doc, 40);
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(11).fillColor(BRAND).text(numbered ? `${i + 1}.` : '\u2022', MARGIN, y, { width: indent });
    doc.font('Helvetica').fontSize(11).fillColor(INK).text(item, MARGIN + indent, y, { width: contentWidth(doc) - indent, lineGap: 2.2 });
    doc.moveDown(0.4);
  });
  doc.x = MARGIN;
  doc.moveDown(0.4);
}

function tip(doc: Doc, text: string): void {
  const padding = 14;
  const width = contentWidth(doc);
  doc.font('Helvetica').fontSize(11);
  const textHeight = doc.heightOfString(text, { width: width - padding * 2 - 6, lineGap: 2.2 });
  const boxHeight = textHeight + padding * 2 + 16;
  ensureSpace(doc, boxHeight + 10);
  const top = doc.y;
  doc.rect(MARGIN, top, width, boxHeight).fill(TIP_BG);
  doc.rect(MARGIN, top, 4, boxHeight).fill(BRAND);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(BRAND).text('PRO TIP', MARGIN + padding + 6, top + padding, { characterSpacing: 1 });
  doc.font('Helvetica').fontSize(11).fillColor(INK).text(text, MARGIN + padding + 6, top + padding + 16, { width: width - padding * 2 - 6, lineGap: 2.2 });
  doc.x = MARGIN;
  doc.y = top + boxHeight + 14;
}

function box(doc: Doc, title: string, lines: string[]): void {
  const padding = 14;
  const width = contentWidth(doc);
  const body = lines.join('\n');
  doc.font('Helvetica').fontSize(11);
  const textHeight = doc.heightOfString(body, { width: width - padding * 2, lineGap: 2 });
  const boxHeight = textHeight + padding * 2 + 20;
  ensureSpace(doc, boxHeight + 10);
  const top = doc.y;
  doc.roundedRect(MARGIN, top, width, boxHeight, 6).lineWidth(1).strokeColor('#c4b5fd').stroke();
  doc.font('Helvetica-Bold').fontSize(12).fillColor(BRAND_DARK).text(title, MARGIN + padding, top + padding);
  doc.font('Helvetica').fontSize(11).fillColor(INK).text(body, MARGIN + padding, top + padding + 20, { width: width - padding * 2, lineGap: 2 });
  doc.x = MARGIN;
  doc.y = top + boxHeight + 14;
}

function renderBlock(doc: Doc, block: Block): void {
  switch (block.kind) {
    case 'p':
      paragraph(doc, block.text);
      break;
    case 'h':
      ensureSpace(doc, 80);
      doc.moveDown(0.3);
      doc.font('Helvetica-Bold').fontSize(14).fillColor(BRAND_DARK).text(block.text);
      doc.moveDown(0.4);
      break;
    case 'bullets':
      list(doc, block.items, false);
      break;
    case 'steps':
      list(doc, block.items, true);
      break;
    case 'box':
      box(doc, block.title, block.lines);
      break;
    case 'tip':
      tip(doc, block.text);
      break;
  }
}

function pageNumbers(doc: Doc): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start + 1; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - MARGIN + 24;
    // Writing below the bottom margin would add a page: lift the margin while writing the footer.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    doc.text(`${REPORT_TITLE}  |  ${PREMIUM_PRODUCT_NAME}`, MARGIN, bottom, { width: contentWidth(doc), align: 'left', lineBreak: false });
    doc.text(`${i + 1}`, MARGIN, bottom, { width: contentWidth(doc), align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}
