// Band names in other scripts reach the cover: drawn by a fallback face where the title's face
// has no glyph, measured in the face that draws them (so the title fits its area), and characters
// no shipped face has (emoji) left out rather than drawn as boxes.
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { ALL_FONT_FILES, FONTS, fontFilesFor, type FontId } from './fonts';
import { fitTitle, prepareText } from './typography';

const area = { x: 70, y: 55, w: 860, h: 220 };

/** Renders a fitted title in black on white at 1000 px and finds the inked columns. */
function inkOf(name: string, font: FontId): { left: number; right: number; ink: number; width: number } {
  const t = fitTitle(name, { font, area, maxSize: 190 });
  const lines = t.lines.map((l) => `<text x="${l.x}" y="${l.y}" text-anchor="middle" font-family="${FONTS[font].family}" font-size="${t.size}">${l.text.replace(/&/g, '&amp;')}</text>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="330"><rect width="1000" height="330" fill="#fff"/>${lines.join('')}</svg>`;
  const image = new Resvg(svg, { font: { fontFiles: [...fontFilesFor(name)], loadSystemFonts: false, defaultFontFamily: FONTS[font].family } }).render();
  // pixels copies the image on every read: once.
  const pixels = image.pixels;
  let left = Infinity;
  let right = -Infinity;
  let ink = 0;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if ((pixels[(y * image.width + x) * 4] ?? 255) > 128) continue;
      ink++;
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  return { left, right, ink, width: Math.max(...t.widths) };
}

describe('band names in other scripts', () => {
  const names: [string, FontId][] = [
    ['Аквариум', 'anton'], ['Аквариум', 'pirata'], ['ゆらゆら帝国', 'anton'], ['잔나비', 'pacifico'],
    ['Διάφανα Κρίνα', 'grotesk'], ['فرقة الروك', 'playfair'], ['Кино & 東京事変', 'sedgwick'],
  ];
  for (const [name, font] of names) {
    it(`draws ${name} in ${font} inside the title area, as wide as it was measured`, () => {
      const { left, right, ink, width } = inkOf(name, font);
      expect(ink).toBeGreaterThan(2000);
      expect(left).toBeGreaterThanOrEqual(area.x - 4);
      expect(right).toBeLessThanOrEqual(area.x + area.w + 4);
      // The glyphs drawn fill most of the width they were measured at: measured in another face,
      // a title overflows (too narrow a measure) or shrinks for nothing (too wide). Joined Arabic
      // letters are narrower than their measured isolated forms, hence the margin.
      expect(right - left).toBeGreaterThan(width * 0.75);
    });
  }

  it('gives resvg only the fallback faces a name needs, ahead of the display faces', () => {
    expect(fontFilesFor('Glass Harbour')).toBe(ALL_FONT_FILES);
    const cjk = fontFilesFor('ゆらゆら帝国');
    expect(cjk[0]).toMatch(/DroidSansFallback\.ttf$/);
    expect(cjk).toHaveLength(fontFilesFor('Glass Harbour').length + 1);
    expect(fontFilesFor('Кино & 東京事変').slice(0, 2).map((f) => f.split('/').pop())).toEqual(['NotoSans-Bold.ttf', 'DroidSansFallback.ttf']);
  });

  it('leaves out what no shipped face draws, rather than boxes', () => {
    expect(prepareText('Motörhead 🔥', 'anton')).toBe('MOTÖRHEAD');
    expect(prepareText('🔥🔥', 'playfair')).toBe('Untitled');
    expect(prepareText('잔나비 🎸 Band', 'grotesk')).toBe('잔나비 BAND');
  });
});
