// The one-sheet: the press kit on exactly one A4 or Letter page (pdfkit), for bookers who print.
// Cover and name at the top, then the short bio, members, the next shows and the first quotes,
// and at the foot the page's address with its QR code. Every block is measured before anything is
// drawn (heightOfString at the size it will be drawn): the body text starts at 11 pt and steps
// down to 9 pt, never below; what still does not fit is cut, the bio at a sentence boundary
// followed by "Read more at <address>", then the quotes, members and shows. So the page never
// overflows, whatever the owner typed.
import PDFDocument from 'pdfkit';
import { SITE_NAME } from '@shared/catalog/routes';
import { PRESS_KIT_LIMITS, PRESS_KIT_LINK_LABELS, PRESS_KIT_LINKS, type OneSheetPaper, type PressKitContent, type PressKitShow } from '@shared/contracts/press-kit';
import { FONTS } from '@server/engines/art/local/fonts';
import { splitSentences } from '@server/engines/text/local/bio/text-tools';
import { safeWebLink, showDate, upcomingShows } from './page-html';
import { drawText, pdfText, registerTextFonts, textHeight, type TextRole } from './pdf-text';
import { qrMatrix } from './qr-code';
import { bioBlocks, plainBioText } from './bio-blocks';

export interface OneSheetInput {
  content: PressKitContent;
  paper: OneSheetPaper;
  /** The page's absolute address: printed, linked and in the QR code. */
  url: string;
  /** The cover as PNG or JPEG bytes, or null. */
  cover: Buffer | null;
  /** YYYY-MM-DD by the app's clock: earlier shows are past. */
  today: string;
  /** Fixes the document's dates (tests compare bytes). */
  now: Date;
}

const SIZES = { a4: 'A4', letter: 'LETTER' } as const;
const MARGIN = 40;
const COVER = 150;
const QR = 72;
const GAP = 14;
/** Body text sizes tried, largest first; 9 pt is the readable floor. */
const BODY_SIZES = [11, 10.5, 10, 9.5, 9] as const;
export const MIN_TEXT_SIZE = 9;
/** Room kept below the measured text, against rounding in the line layout. */
const SAFETY = 6;

const INK = '#1e293b';
const MUTED = '#475569';
const BRAND = '#5b21b6';

type Doc = PDFKit.PDFDocument;

interface Block {
  heading: string;
  /** Paragraphs, each in a role (pdf-text.ts sets its faces) and optionally a colour. */
  runs: Array<{ text: string; role: TextRole; color?: string }>;
}

interface Plan {
  bio: string;
  members: string;
  shows: string[];
  quotes: Array<{ text: string; source: string }>;
}

/** Marks a heading among the bio's sentences: it is drawn bold, on its own line. */
const HEADING_MARK = '\u0001';

/** The bio as sentences with their paragraph; a heading is one sentence, a paragraph of its own. */
function bioSentences(bio: string): Array<{ text: string; paragraph: number }> {
  return bioBlocks(bio).flatMap((block, i) =>
    block.kind === 'heading' ? [{ text: `${HEADING_MARK}${block.text}`, paragraph: i }] : splitSentences(plainBioText(block.text).replace(/\s*\n\s*/g, ' ')).map((text) => ({ text, paragraph: i })),
  );
}

function joinSentences(sentences: ReadonlyArray<{ text: string; paragraph: number }>): string {
  let out = '';
  sentences.forEach((s, i) => {
    out += i === 0 ? s.text : s.paragraph !== sentences[i - 1]!.paragraph ? `\n${s.text}` : ` ${s.text}`;
  });
  return out;
}

const ellipsize = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);

function blocksOf(plan: Plan): Block[] {
  const blocks: Block[] = [];
  if (plan.bio) {
    const runs = plan.bio.split('\n').map((line) => (line.startsWith(HEADING_MARK) ? { text: line.slice(1), role: 'bold' as const } : { text: line, role: 'regular' as const }));
    blocks.push({ heading: 'About', runs });
  }
  if (plan.members) blocks.push({ heading: 'Members', runs: [{ text: plan.members, role: 'regular' }] });
  if (plan.shows.length) blocks.push({ heading: 'Upcoming shows', runs: plan.shows.map((text) => ({ text, role: 'regular' as const })) });
  if (plan.quotes.length) {
    blocks.push({
      heading: 'Press',
      runs: plan.quotes.flatMap((q) => [
        { text: `“${q.text}”`, role: 'italic' as const },
        { text: `— ${q.source}`, role: 'regular' as const, color: MUTED },
      ]),
    });
  }
  return blocks;
}

const lineGap = (size: number) => size * 0.22;

function blockHeight(doc: Doc, block: Block, size: number, width: number): number {
  let h = doc.font('Helvetica-Bold').fontSize(size + 2).heightOfString(block.heading, { width }) + 3;
  for (const run of block.runs) h += textHeight(doc, run.text, run.role, size, { width, lineGap: lineGap(size) }) + size * 0.3;
  return h + GAP * 0.6;
}

function plannedHeight(doc: Doc, plan: Plan, size: number, width: number): number {
  return blocksOf(plan).reduce((sum, b) => sum + blockHeight(doc, b, size, width), 0);
}

/** The largest body size at which everything fits, else the cuts at 9 pt that make it fit. */
function fitPlan(doc: Doc, input: OneSheetInput, full: Plan, sentences: ReadonlyArray<{ text: string; paragraph: number }>, room: number, width: number): { plan: Plan; size: number } {
  for (const size of BODY_SIZES) if (plannedHeight(doc, full, size, width) <= room) return { plan: full, size };
  const size = MIN_TEXT_SIZE;
  const readMore = `Read more at ${input.url}`;
  const withBio = (plan: Plan, kept: number): Plan => ({
    ...plan,
    bio: kept >= sentences.length ? full.bio : `${joinSentences(sentences.slice(0, kept))}${kept ? '\n' : ''}${readMore}`,
  });
  /** The most sentences that fit beside the rest of the plan, or -1 when not even the address does. */
  const bestCut = (plan: Plan): number => {
    let lo = 0;
    let hi = sentences.length - 1;
    if (plannedHeight(doc, withBio(plan, 0), size, width) > room) return -1;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (plannedHeight(doc, withBio(plan, mid), size, width) <= room) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  // What yields after the bio, in order, until at least two sentences of it fit.
  const steps: Array<(p: Plan) => Plan> = [
    (p) => ({ ...p, quotes: p.quotes.map((q) => ({ ...q, text: ellipsize(q.text, 160) })) }),
    (p) => ({ ...p, quotes: p.quotes.slice(0, 2) }),
    (p) => ({ ...p, members: ellipsize(p.members, 300) }),
    (p) => ({ ...p, shows: p.shows.slice(0, 3) }),
    (p) => ({ ...p, quotes: p.quotes.slice(0, 1) }),
    (p) => ({ ...p, quotes: [] }),
    (p) => ({ ...p, shows: [] }),
    (p) => ({ ...p, members: '' }),
  ];
  let plan = full;
  let cut = bestCut(plan);
  for (const step of steps) {
    if (cut >= Math.min(2, sentences.length)) break;
    plan = step(plan);
    cut = bestCut(plan);
  }
  return { plan: cut >= 0 ? withBio(plan, cut) : { bio: readMore, members: '', shows: [], quotes: [] }, size };
}

function memberLine(content: PressKitContent): string {
  return content.members.map((m) => (m.role ? `${m.name} (${m.role})` : m.name)).join('  ·  ');
}

function showLine(show: PressKitShow): string {
  return `${showDate(show.date)}  —  ${show.venue}, ${show.city}`;
}

/** Renders the one-sheet; always exactly one page. */
export function renderOneSheet(input: OneSheetInput): Promise<Buffer> {
  const { content } = input;
  const clean = (s: string) => pdfText(s);
  return new Promise((resolve, reject) => {
    // No bottom margin: the layout keeps to its own, and pdfkit must never turn a page by itself.
    const doc = new PDFDocument({
      size: SIZES[input.paper],
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 0 },
      bufferPages: true,
      info: { Title: clean(`${content.bandName}: press kit`), Author: clean(content.bandName), Creator: SITE_NAME, CreationDate: input.now, ModDate: input.now },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      registerTextFonts(doc, FONTS.grotesk.file);
      draw(doc, input);
      if (doc.bufferedPageRange().count !== 1) throw new Error('the one-sheet ran over one page');
      doc.end();
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}

function draw(doc: Doc, input: OneSheetInput): void {
  const content = cleanContent(input.content);
  const url = input.url;
  const { width: W, height: H } = doc.page;
  const contentW = W - MARGIN * 2;

  // Header: the cover, and beside it the name, tagline, facts, links and booking address.
  const hasCover = input.cover !== null;
  if (input.cover) doc.image(input.cover, MARGIN, MARGIN, { fit: [COVER, COVER], align: 'center', valign: 'center' });
  const x = hasCover ? MARGIN + COVER + 18 : MARGIN;
  const colW = W - MARGIN - x;
  let nameSize = 30;
  while (nameSize > 18 && textHeight(doc, content.bandName, 'display', nameSize, { width: colW }) > nameSize * 2.6) nameSize -= 2;
  drawText(doc.fillColor(INK), content.bandName, 'display', nameSize, x, MARGIN - 4, { width: colW, lineGap: 0 });
  doc.moveDown(0.2);
  if (content.tagline) drawText(doc.fillColor(INK), content.tagline, 'italic', 12, x, doc.y, { width: colW, lineGap: 1 }).moveDown(0.3);
  const facts = [content.genre, content.location].filter(Boolean).join('  ·  ');
  if (facts) drawText(doc.fillColor(MUTED), facts, 'regular', 10.5, x, doc.y, { width: colW }).moveDown(0.4);
  const links = PRESS_KIT_LINKS.flatMap((k) => {
    const href = input.content.links[k] ? safeWebLink(input.content.links[k]) : null;
    return href ? [{ label: PRESS_KIT_LINK_LABELS[k], href }] : [];
  });
  if (links.length) drawLinks(doc, links, x, colW);
  if (content.links.bookingEmail) {
    drawText(doc.fillColor(INK), `Booking: ${content.links.bookingEmail}`, 'regular', 10, x, doc.y, { width: colW, link: `mailto:${input.content.links.bookingEmail}` });
  }
  const headerBottom = Math.max(hasCover ? MARGIN + COVER : 0, doc.y) + GAP;

  // Footer: the QR code and the address, at the foot of the page.
  const footerTop = H - MARGIN - QR;
  drawQr(doc, url, MARGIN, footerTop, QR);
  const fx = MARGIN + QR + 14;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text('The full press kit, music and links:', fx, footerTop + 14, { width: W - MARGIN - fx });
  doc.font('Helvetica').fontSize(10).fillColor(BRAND).text(url, fx, doc.y + 2, { width: W - MARGIN - fx, link: url });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(`Press kit made with ${SITE_NAME}`, fx, doc.y + 4, { width: W - MARGIN - fx });

  // Body: measured, then cut to the room between header and footer.
  const room = footerTop - GAP - headerBottom - SAFETY;
  const bio = content.bioShort || content.bioLong;
  const sentences = bioSentences(bio);
  const full: Plan = {
    bio: joinSentences(sentences),
    members: memberLine(content),
    shows: upcomingShows(content.shows, input.today).slice(0, PRESS_KIT_LIMITS.oneSheetShows).map(showLine),
    quotes: content.quotes.slice(0, PRESS_KIT_LIMITS.oneSheetQuotes),
  };
  const { plan, size } = fitPlan(doc, { ...input, url }, full, sentences, room, contentW);
  doc.y = headerBottom;
  for (const block of blocksOf(plan)) {
    doc.font('Helvetica-Bold').fontSize(size + 2).fillColor(BRAND).text(block.heading, MARGIN, doc.y, { width: contentW });
    doc.y += 3;
    for (const run of block.runs) {
      drawText(doc.fillColor(run.color ?? INK), run.text, run.role, size, MARGIN, doc.y, { width: contentW, lineGap: lineGap(size) });
      doc.y += size * 0.3;
    }
    doc.y += GAP * 0.6;
  }
}

/** The owner's text in the characters the one-sheet's faces can show. */
function cleanContent(content: PressKitContent): PressKitContent {
  return {
    ...content,
    bandName: pdfText(content.bandName),
    tagline: pdfText(content.tagline),
    genre: pdfText(content.genre),
    location: pdfText(content.location),
    bioLong: pdfText(content.bioLong),
    bioShort: pdfText(content.bioShort),
    members: content.members.map((m) => ({ name: pdfText(m.name), role: pdfText(m.role) })),
    shows: content.shows.map((s) => ({ ...s, venue: pdfText(s.venue), city: pdfText(s.city) })),
    quotes: content.quotes.map((q) => ({ text: pdfText(q.text), source: pdfText(q.source) })),
    links: { ...content.links, bookingEmail: pdfText(content.links.bookingEmail) },
  };
}

/** The link labels in a row, each a link annotation, wrapping between labels (never inside one). */
function drawLinks(doc: Doc, links: ReadonlyArray<{ label: string; href: string }>, x: number, width: number): void {
  const size = 10;
  const sep = '  ·  ';
  doc.font('Helvetica-Bold').fontSize(size);
  const lineH = doc.currentLineHeight(true) + 2;
  const sepW = doc.widthOfString(sep);
  let cx = x;
  let y = doc.y;
  links.forEach((l, i) => {
    const w = doc.widthOfString(l.label);
    if (i > 0 && cx + sepW + w > x + width) {
      cx = x;
      y += lineH;
    } else if (i > 0) {
      doc.fillColor(MUTED).text(sep, cx, y, { lineBreak: false });
      cx += sepW;
    }
    doc.fillColor(BRAND).text(l.label, cx, y, { lineBreak: false });
    doc.link(cx, y, w, size, l.href);
    cx += w;
  });
  doc.x = x;
  doc.y = y + lineH + 3;
}

/** The QR code as vector squares: sharp at any print size. */
function drawQr(doc: Doc, url: string, x: number, y: number, size: number): void {
  const qr = qrMatrix(url);
  const cell = size / qr.size;
  doc.save().fillColor('#000000');
  for (let row = 0; row < qr.size; row++) {
    for (let col = 0; col < qr.size; col++) if (qr.isDark(row, col)) doc.rect(x + col * cell, y + row * cell, cell + 0.05, cell + 0.05);
  }
  doc.fill().restore();
}
