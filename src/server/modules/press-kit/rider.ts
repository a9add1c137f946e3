// The technical rider: what the venue's technician needs, on exactly one A4 or Letter page
// (pdfkit): the line-up with each player's inputs numbered as desk channels, backline needed and
// brought, the stage plot (the drawn plan, or the band's uploaded picture of one), set length and
// hospitality, and who to call. Drawn at 10 pt and smaller until it fits; at the smallest size
// the free texts are shortened, so the page never overflows whatever was typed.
import PDFDocument from 'pdfkit';
import { SITE_NAME } from '@shared/catalog/routes';
import { STAGE_PLOT_COLUMNS, STAGE_PLOT_ROWS, type OneSheetPaper, type PressKitContent, type PressKitRider } from '@shared/contracts/press-kit';
import { FONTS } from '@server/engines/art/local/fonts';
import { drawText, pdfText, registerTextFonts } from './pdf-text';

export interface RiderInput {
  content: PressKitContent;
  paper: OneSheetPaper;
  url: string;
  /** The uploaded stage plot as PNG or JPEG bytes; the drawn plan is used without one. */
  plotImage: Buffer | null;
  now: Date;
}

const SIZES = { a4: 'A4', letter: 'LETTER' } as const;
const MARGIN = 40;
const INK = '#1e293b';
const MUTED = '#475569';
const BRAND = '#5b21b6';
const BODY_SIZES = [10, 9, 8] as const;
const MAX_CHANNELS = 48;
type Doc = PDFKit.PDFDocument;

/** Channels in line-up order: '2 × DI, vocal mic' gives two channels for the DI and one for the mic. */
export function channelList(rider: PressKitRider): Array<{ channel: number; who: string; input: string }> {
  const out: Array<{ channel: number; who: string; input: string }> = [];
  for (const row of rider.lineup) {
    const who = row.instrument ? `${row.name} (${row.instrument})` : row.name;
    for (const part of row.inputs.split(/[,;\n]+/).map((p) => p.trim()).filter(Boolean)) {
      const m = /^(\d{1,2})\s*[x×]\s*(.+)$/i.exec(part);
      const count = m ? Math.min(Number(m[1]), 16) : 1;
      const input = m ? m[2]!.trim() : part;
      for (let i = 0; i < count; i++) out.push({ channel: out.length + 1, who, input });
    }
  }
  return out;
}

export function renderRider(input: RiderInput): Promise<Buffer> {
  const attempt = (size: number, shorten: boolean) => render(input, size, shorten);
  return (async () => {
    for (const size of BODY_SIZES) {
      const made = await attempt(size, false);
      if (made.pages === 1) return made.bytes;
    }
    const last = await attempt(BODY_SIZES.at(-1)!, true);
    if (last.pages !== 1) throw new Error('the rider ran over one page');
    return last.bytes;
  })();
}

const shortened = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);

function render(input: RiderInput, size: number, shorten: boolean): Promise<{ bytes: Buffer; pages: number }> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: SIZES[input.paper],
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 0 },
      bufferPages: true,
      info: { Title: pdfText(`${input.content.bandName}: technical rider`), Author: pdfText(input.content.bandName), Creator: SITE_NAME, CreationDate: input.now, ModDate: input.now },
    });
    const chunks: Buffer[] = [];
    let pages = 1;
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve({ bytes: Buffer.concat(chunks), pages }));
    doc.on('error', reject);
    try {
      registerTextFonts(doc, FONTS.grotesk.file);
      draw(doc, input, size, shorten);
      pages = doc.bufferedPageRange().count;
      doc.end();
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}

function draw(doc: Doc, input: RiderInput, size: number, shorten: boolean): void {
  const c = input.content;
  const r = c.rider;
  const clip = (t: string) => pdfText(shorten ? shortened(t, 300) : t);
  const { width: W, height: H } = doc.page;
  const w = W - MARGIN * 2;
  const bottom = H - MARGIN;
  const heading = (text: string) => {
    doc.y += size * 0.6;
    doc.font('Helvetica-Bold').fontSize(size + 2).fillColor(BRAND).text(text, MARGIN, doc.y, { width: w });
    doc.y += 2;
  };
  const para = (text: string, x = MARGIN, width = w) => drawText(doc.fillColor(INK), text, 'regular', size, x, doc.y, { width, lineGap: size * 0.2 });

  drawText(doc.fillColor(INK), pdfText(c.bandName), 'display', 24, MARGIN, MARGIN - 4, { width: w, lineGap: 0 });
  const facts = ['Technical rider', r.setLength && `Set length: ${pdfText(r.setLength)}`].filter(Boolean).join('  ·  ');
  drawText(doc.fillColor(MUTED), facts, 'bold', size + 1, MARGIN, doc.y + 2, { width: w });

  // A desk has at most MAX_CHANNELS; more are told as a count rather than pushing the page over.
  const all = channelList(r);
  const channels = all.slice(0, MAX_CHANNELS);
  if (r.lineup.length && !shorten) {
    heading('Line-up and inputs');
    for (const row of r.lineup) para(pdfText(`${row.name}${row.instrument ? ` — ${row.instrument}` : ''}${row.inputs ? `: ${row.inputs}` : ''}`));
  }
  if (channels.length) {
    heading('Input list');
    const cols = channels.length > 24 ? 3 : channels.length > 12 ? 2 : 1;
    const colW = (w - (cols - 1) * 16) / cols;
    const perCol = Math.ceil(channels.length / cols);
    const top = doc.y;
    let lowest = top;
    channels.forEach((ch, i) => {
      const col = Math.floor(i / perCol);
      if (i % perCol === 0) doc.y = top;
      const line = `${ch.channel}.  ${ch.input} — ${ch.who}`;
      drawText(doc.fillColor(INK), pdfText(shorten ? shortened(line, 40) : line), 'regular', size, MARGIN + col * (colW + 16), doc.y, { width: colW, lineGap: 0 });
      lowest = Math.max(lowest, doc.y);
    });
    doc.y = lowest;
    if (all.length > channels.length) para(`… and ${all.length - channels.length} more inputs`);
  }
  if (r.backlineNeeded || r.backlineBrought) {
    heading('Backline');
    const half = (w - 16) / 2;
    const top = doc.y;
    drawText(doc.fillColor(INK), 'Needed from the venue', 'bold', size, MARGIN, top, { width: half });
    para(clip(r.backlineNeeded || '—'), MARGIN, half);
    const leftEnd = doc.y;
    drawText(doc.fillColor(INK), 'Brought by the band', 'bold', size, MARGIN + half + 16, top, { width: half });
    para(clip(r.backlineBrought || '—'), MARGIN + half + 16, half);
    doc.y = Math.max(leftEnd, doc.y);
  }
  if (input.plotImage || r.plot.length) {
    heading('Stage plot');
    const plotH = Math.min(190, Math.max(110, bottom - doc.y - 140));
    if (input.plotImage) {
      doc.image(input.plotImage, MARGIN, doc.y, { fit: [w, plotH], align: 'center' });
      doc.y += plotH;
    } else drawPlot(doc, r, MARGIN, doc.y, w, plotH, size);
  }
  if (r.hospitality) {
    heading('Hospitality');
    para(clip(r.hospitality));
  }
  const contact = [c.links.bookingEmail && `Booking: ${pdfText(c.links.bookingEmail)}`, input.url].filter(Boolean).join('  ·  ');
  doc.y += size;
  drawText(doc.fillColor(MUTED), contact, 'regular', 9, MARGIN, doc.y, { width: w });
  if (doc.y > bottom) doc.addPage();
}

/** The drawn plan: the stage as a grid seen from the audience, back row at the top. */
function drawPlot(doc: Doc, rider: PressKitRider, x: number, y: number, width: number, height: number, size: number): void {
  const stageH = height - 16;
  const cellW = width / STAGE_PLOT_COLUMNS;
  const cellH = stageH / STAGE_PLOT_ROWS;
  doc.save().lineWidth(1).strokeColor(MUTED).rect(x, y, width, stageH).stroke();
  doc.lineWidth(0.3).dash(2, { space: 3 });
  for (let i = 1; i < STAGE_PLOT_COLUMNS; i++) doc.moveTo(x + i * cellW, y).lineTo(x + i * cellW, y + stageH).stroke();
  for (let i = 1; i < STAGE_PLOT_ROWS; i++) doc.moveTo(x, y + i * cellH).lineTo(x + width, y + i * cellH).stroke();
  doc.undash().restore();
  for (const mark of rider.plot) {
    const cx = x + mark.column * cellW + 4;
    const cy = y + mark.row * cellH + 4;
    doc.save().roundedRect(cx, cy, cellW - 8, cellH - 8, 4).fillAndStroke('#ede9fe', BRAND).restore();
    drawText(doc.fillColor(INK), pdfText(mark.label), 'bold', size, cx + 4, cy + (cellH - 8) / 2 - size / 1.6, { width: cellW - 16, align: 'center', lineGap: 0 });
  }
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text('AUDIENCE', x, y + stageH + 4, { width, align: 'center' });
  doc.y = y + height;
}
