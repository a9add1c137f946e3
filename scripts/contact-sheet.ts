// Contact sheets of the local cover renderer, for eyes rather than tests:
//   npx tsx scripts/contact-sheet.ts [out.png]
// writes out.png (the 24 styles for one concept and band name, 6 × 4, each labelled) and
// out-pair.png ('Groove Thesis', funk, 'sweaty basement party' beside 'VAMPSILK', synthwave,
// 'cold neon', each in the same four styles).
//   npx tsx scripts/contact-sheet.ts --set dir [style,style...]
// writes one sheet per request of SHEET_SET (subjects, genres, times of day, untitled) into dir,
// with only the listed styles when given: judge each style as someone picking from the 24 names.
//   npx tsx scripts/contact-sheet.ts --style anime [out.png]
// writes one style across every request of SHEET_SET.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { ART_STYLES, isArtStyle, type ArtStyle } from '../src/shared/catalog/art-styles';
import { createRng } from '../src/server/lib/random';
import { itemAt } from '../src/shared/item-at';
import { composeConcepts } from '../src/server/engines/art/local/concepts';
import { renderCover } from '../src/server/engines/art/local/render';
import { FONTS } from '../src/server/engines/art/local/fonts';

export interface SheetCell {
  label: string;
  png: Buffer;
}

/** Lays PNGs out in a grid with a caption under each, rendered by resvg itself. */
export function buildSheet(cells: SheetCell[], cols: number, cell = 340, title?: string): Buffer {
  const pad = 16;
  const caption = 34;
  const head = title ? 60 : 0;
  const rows = Math.ceil(cells.length / cols);
  const width = cols * (cell + pad) + pad;
  const height = head + rows * (cell + caption + pad) + pad;
  const items = cells.map((c, i) => {
    const x = pad + (i % cols) * (cell + pad);
    const y = head + pad + Math.floor(i / cols) * (cell + caption + pad);
    const href = `data:image/png;base64,${c.png.toString('base64')}`;
    return `<image x="${x}" y="${y}" width="${cell}" height="${cell}" href="${href}"/>` +
      `<text x="${x + cell / 2}" y="${y + cell + 25}" text-anchor="middle" font-family="Space Grotesk" font-weight="700" font-size="19" fill="#e8e8e8">${c.label}</text>`;
  });
  const heading = title
    ? `<text x="${pad}" y="42" font-family="Space Grotesk" font-weight="700" font-size="28" fill="#ffffff">${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#161616"/>${heading}${items.join('')}</svg>`;
  return new Resvg(svg, { font: { fontFiles: [FONTS.grotesk.file], loadSystemFonts: false, defaultFontFamily: 'Space Grotesk' } }).render().asPng();
}

export function styleSheet(opts: { bandName: string; genre: string; vibe: string; concept: string; seed: number; styles?: readonly ArtStyle[] }): Buffer {
  const styles = opts.styles ?? ART_STYLES;
  const cells = styles.map((style) => ({
    label: style,
    png: renderCover({ concept: opts.concept, style, bandName: opts.bandName, genre: opts.genre, vibe: opts.vibe, size: 1024, seed: opts.seed }),
  }));
  return buildSheet(cells, Math.min(6, cells.length), 340, `${opts.bandName || '(untitled)'} · ${opts.genre} · "${opts.concept}"`);
}

export function pairSheet(seed: number): Buffer {
  const bands = [
    { bandName: 'Groove Thesis', genre: 'funk', vibe: 'sweaty basement party' },
    { bandName: 'VAMPSILK', genre: 'synthwave', vibe: 'cold neon' },
  ];
  const styles: ArtStyle[] = ['digital-art', 'vintage-poster', 'screen-print', 'pop-art'];
  const cells: SheetCell[] = [];
  for (const band of bands) {
    const concept = itemAt(composeConcepts(band, createRng(seed), 3), 0);
    for (const style of styles) {
      cells.push({ label: `${band.bandName} · ${style}`, png: renderCover({ ...band, concept, style, size: 1024, seed }) });
    }
  }
  return buildSheet(cells, 4, 420, 'Groove Thesis (funk, sweaty basement party) vs VAMPSILK (synthwave, cold neon)');
}

/** Requests that show a style in daylight and at night, heavy and light, titled and untitled. */
export const SHEET_SET = [
  { file: 'moon', bandName: 'Glass Harbor', genre: 'indie-rock', vibe: 'melancholy midnight drive', concept: 'A huge pale moon rising behind jagged mountain ridges, a thin line of birds crossing its face.', seed: 7 },
  { file: 'car', bandName: 'Turbo Heart', genre: 'electronic', vibe: 'fast', concept: 'A red sports car on a coastal road at noon.', seed: 83 },
  { file: 'cabin', bandName: 'Quiet Kettle', genre: 'folk', vibe: 'cozy', concept: 'A small cabin among pine trees in falling snow, smoke rising from the chimney.', seed: 42 },
  { file: 'black-metal', bandName: 'Pale Howl', genre: 'black-metal', vibe: 'frozen', concept: 'A wolf howling at a full moon on a snowy ridge.', seed: 71 },
  { file: 'sunset', bandName: 'Honey Roads', genre: 'indie-pop', vibe: 'warm', concept: 'A field of sunflowers under a wide blue sky.', seed: 67 },
  { file: 'untitled', bandName: '', genre: 'post-punk', vibe: 'ethereal', concept: 'a grand piano on a clear day', seed: 605633 },
  { file: 'untitled-city', bandName: '', genre: 'hip-hop', vibe: 'confident', concept: 'A rooftop in the city at night with a crown of skyscrapers.', seed: 41 },
] as const;

function writeSet(dir: string, styles?: readonly ArtStyle[]): void {
  mkdirSync(dir, { recursive: true });
  for (const { file, ...req } of SHEET_SET) {
    const out = resolve(dir, `${file}.png`);
    writeFileSync(out, styleSheet({ ...req, styles }));
    console.log(`wrote ${out}`);
  }
}

/** One style across the whole set: how it reads on every subject, by day and at night. */
function writeStyle(style: ArtStyle, out: string): void {
  const cells = SHEET_SET.map(({ file, ...req }) => ({ label: `${style} · ${file}`, png: renderCover({ ...req, style, size: 1024 }) }));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, buildSheet(cells, 4, 480));
  console.log(`wrote ${out}`);
}

function main(): void {
  const style = process.argv[3] ?? '';
  if (process.argv[2] === '--style' && isArtStyle(style)) {
    writeStyle(style, resolve(process.argv[4] ?? `bench/out/${style}.png`));
    return;
  }
  if (process.argv[2] === '--set') {
    const styles = process.argv[4]?.split(',').filter(isArtStyle);
    writeSet(resolve(process.argv[3] ?? 'bench/out/sheets'), styles?.length ? styles : undefined);
    return;
  }
  const out = resolve(process.argv[2] ?? 'bench/out/contact-sheet.png');
  mkdirSync(dirname(out), { recursive: true });
  const sheet = styleSheet({
    bandName: 'Glass Harbor',
    genre: 'indie-rock',
    vibe: 'melancholy midnight drive',
    concept: 'A huge pale moon rising behind jagged mountain ridges, a thin line of birds crossing its face.',
    seed: 7,
  });
  writeFileSync(out, sheet);
  const pairOut = out.replace(/\.png$/i, '') + '-pair.png';
  writeFileSync(pairOut, pairSheet(11));
  console.log(`wrote ${out}\nwrote ${pairOut}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
