// Reads advance widths straight from a TrueType file (cmap format 4 + hmtx), so titles can be
// measured, wrapped and shrunk before resvg lays them out. Kerning is ignored: layouts keep a margin.
import { readFileSync } from 'node:fs';

export interface FontMetrics {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  capHeight: number;
  /** Advance width in font units of a character (the .notdef width when unmapped). */
  advance(char: string): number;
  /** Whether the font draws the character (a BMP code point its cmap maps to a glyph). */
  has(char: string): boolean;
}

export function readFontMetrics(file: string): FontMetrics {
  const buf = readFileSync(file);
  const tables = new Map<string, number>();
  const numTables = buf.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + i * 16;
    tables.set(buf.toString('latin1', rec, rec + 4), buf.readUInt32BE(rec + 8));
  }
  const need = (tag: string) => {
    const off = tables.get(tag);
    if (off === undefined) throw new Error(`font ${file} has no ${tag} table`);
    return off;
  };
  const head = need('head');
  const hhea = need('hhea');
  const hmtx = need('hmtx');
  const unitsPerEm = buf.readUInt16BE(head + 18);
  const ascender = buf.readInt16BE(hhea + 4);
  const descender = buf.readInt16BE(hhea + 6);
  const numberOfHMetrics = buf.readUInt16BE(hhea + 34);
  const os2 = tables.get('OS/2');
  const capHeight = os2 !== undefined && buf.readUInt16BE(os2) >= 2 ? buf.readInt16BE(os2 + 88) : Math.round(ascender * 0.7);

  const glyphOf = readCmap(buf, need('cmap'));
  const widthOfGlyph = (glyph: number) =>
    buf.readUInt16BE(hmtx + Math.min(glyph, numberOfHMetrics - 1) * 4);
  // Titles are measured many times over while they are fitted: each character is looked up once.
  const cache = new Map<string, number>();
  const present = new Map<string, boolean>();
  return {
    unitsPerEm,
    ascender,
    descender,
    capHeight: capHeight > 0 ? capHeight : Math.round(ascender * 0.7),
    advance(char: string) {
      let w = cache.get(char);
      if (w === undefined) {
        w = widthOfGlyph(glyphOf(char.codePointAt(0) ?? 0));
        cache.set(char, w);
      }
      return w;
    },
    has(char: string) {
      let found = present.get(char);
      if (found === undefined) {
        found = glyphOf(char.codePointAt(0) ?? 0) !== 0;
        present.set(char, found);
      }
      return found;
    },
  };
}

/** The Unicode BMP subtable (format 4) as a code point → glyph function. */
function readCmap(buf: Buffer, cmap: number): (code: number) => number {
  const count = buf.readUInt16BE(cmap + 2);
  let sub = -1;
  for (let i = 0; i < count; i++) {
    const rec = cmap + 4 + i * 8;
    const platform = buf.readUInt16BE(rec);
    const encoding = buf.readUInt16BE(rec + 2);
    const offset = cmap + buf.readUInt32BE(rec + 4);
    if (buf.readUInt16BE(offset) !== 4) continue;
    if ((platform === 3 && encoding === 1) || platform === 0) sub = offset;
  }
  if (sub < 0) return () => 0;
  const segX2 = buf.readUInt16BE(sub + 6);
  const ends = sub + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const rangeOffsets = deltas + segX2;
  return (code: number) => {
    if (code > 0xffff) return 0;
    for (let i = 0; i < segX2; i += 2) {
      if (buf.readUInt16BE(ends + i) < code) continue;
      const start = buf.readUInt16BE(starts + i);
      if (start > code) return 0;
      const delta = buf.readInt16BE(deltas + i);
      const ro = buf.readUInt16BE(rangeOffsets + i);
      if (ro === 0) return (code + delta) & 0xffff;
      const glyph = buf.readUInt16BE(rangeOffsets + i + ro + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}
