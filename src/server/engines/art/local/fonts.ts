// The typefaces shipped with the renderer (OFL, in ../fonts with their licences). resvg is given
// file paths, not buffers: buffers are re-parsed on every render, paths cost about 1 ms.
import { fileURLToPath } from 'node:url';
import { readFontMetrics, type FontMetrics } from './font-metrics';

export type FontId = 'anton' | 'grotesk' | 'playfair' | 'playfair-italic' | 'pacifico' | 'pirata' | 'sedgwick' | 'titan';

export interface FontFace {
  id: FontId;
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  file: string;
  /** Whether the face reads best in capitals (condensed display faces, blackletter caps are not). */
  caps: boolean;
}

const fontPath = (rel: string) => fileURLToPath(new URL(`../fonts/${rel}`, import.meta.url));

export const FONTS: Record<FontId, FontFace> = {
  anton: { id: 'anton', family: 'Anton', weight: 400, style: 'normal', file: fontPath('anton/Anton_400Regular.ttf'), caps: true },
  grotesk: { id: 'grotesk', family: 'Space Grotesk', weight: 700, style: 'normal', file: fontPath('space-grotesk/SpaceGrotesk_700Bold.ttf'), caps: true },
  playfair: { id: 'playfair', family: 'Playfair Display', weight: 700, style: 'normal', file: fontPath('playfair-display/PlayfairDisplay_700Bold.ttf'), caps: false },
  'playfair-italic': { id: 'playfair-italic', family: 'Playfair Display', weight: 900, style: 'italic', file: fontPath('playfair-display/PlayfairDisplay_900Black_Italic.ttf'), caps: false },
  pacifico: { id: 'pacifico', family: 'Pacifico', weight: 400, style: 'normal', file: fontPath('pacifico/Pacifico_400Regular.ttf'), caps: false },
  pirata: { id: 'pirata', family: 'Pirata One', weight: 400, style: 'normal', file: fontPath('pirata-one/PirataOne_400Regular.ttf'), caps: false },
  sedgwick: { id: 'sedgwick', family: 'Sedgwick Ave Display', weight: 400, style: 'normal', file: fontPath('sedgwick-ave-display/SedgwickAveDisplay_400Regular.ttf'), caps: false },
  // Heavy rounded letters: the body of bubble lettering (the outline and shine are the treatment's).
  titan: { id: 'titan', family: 'Titan One', weight: 400, style: 'normal', file: fontPath('titan-one/TitanOne_400Regular.ttf'), caps: false },
};

export const ALL_FONT_FILES: readonly string[] = [...new Set(Object.values(FONTS).map((f) => f.file))];

/**
 * Faces for the scripts the display faces lack, so a band called Аквариум, ゆらゆら帝国 or 잔나비
 * gets its name on the cover rather than boxes or a title that overflows: Noto Sans (Latin, Greek,
 * Cyrillic) and its Arabic, Hebrew, Indic, Thai, Armenian and Georgian faces (OFL), then Droid Sans
 * Fallback for Chinese, Japanese and Korean (Apache 2.0). resvg draws a character the title's face
 * lacks with the first face in its list that has it, so these go first, in this order, and only
 * the ones a title needs (the CJK face alone is 3.4 MB, and every face given costs each render).
 */
const NOTO_SANS_BOLD = fontPath('noto-sans/NotoSans-Bold.ttf');
const DROID_SANS_FALLBACK = fontPath('droid-sans-fallback/DroidSansFallback.ttf');
const FALLBACK_FILES: readonly string[] = [
  NOTO_SANS_BOLD,
  ...['Arabic', 'Hebrew', 'Devanagari', 'Bengali', 'Tamil', 'Thai', 'Armenian', 'Georgian'].map((script) => fontPath(`noto-sans/NotoSans${script}-Bold.ttf`)),
  DROID_SANS_FALLBACK,
];

const metricsCache = new Map<string, FontMetrics>();

/** Parsed once per process: measuring is then a table look-up per character. */
function metricsOfFile(file: string): FontMetrics {
  let m = metricsCache.get(file);
  if (!m) {
    m = readFontMetrics(file);
    metricsCache.set(file, m);
  }
  return m;
}

export function metricsOf(id: FontId): FontMetrics {
  return metricsOfFile(FONTS[id].file);
}

/**
 * Faces for running text beyond the standard PDF fonts (the press kit's one-sheet): Noto Sans for
 * Latin, Greek and Cyrillic, Droid Sans Fallback for Chinese, Japanese and Korean (it has no Latin).
 */
export const TEXT_FONT_FILES = {
  regular: fontPath('noto-sans/NotoSans-Regular.ttf'),
  bold: NOTO_SANS_BOLD,
  cjk: DROID_SANS_FALLBACK,
} as const;

/** Whether a font file draws a character. */
export function fileHas(file: string, ch: string): boolean {
  return metricsOfFile(file).has(ch);
}

const fallbackCache = new Map<string, string | null>();

/** The fallback face that draws a character, or undefined when none has it (looked up once a character). */
function fallbackFor(ch: string): string | undefined {
  let file = fallbackCache.get(ch);
  if (file === undefined) {
    file = FALLBACK_FILES.find((f) => metricsOfFile(f).has(ch)) ?? null;
    fallbackCache.set(ch, file);
  }
  return file ?? undefined;
}

/** Whether a character reaches the cover in this face: its own glyph or a fallback face's. */
export function drawable(id: FontId, ch: string): boolean {
  return metricsOf(id).has(ch) || fallbackFor(ch) !== undefined;
}

/** The font files to render a text with: the fallback faces it needs, first, then the display faces. */
export function fontFilesFor(text: string): readonly string[] {
  const needed = new Set<string>();
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) continue;
    const file = fallbackFor(ch);
    if (file) needed.add(file);
  }
  return needed.size === 0 ? ALL_FONT_FILES : [...FALLBACK_FILES.filter((f) => needed.has(f)), ...ALL_FONT_FILES];
}

/** Width of a line of text at a font size, in cover units, with extra letter spacing; each
 * character is measured in the face that draws it. */
export function textWidth(id: FontId, text: string, size: number, letterSpacing = 0): number {
  const m = metricsOf(id);
  let ems = 0;
  const chars = [...text];
  for (const ch of chars) {
    const fallback = m.has(ch) ? undefined : fallbackFor(ch);
    const face = fallback === undefined ? m : metricsOfFile(fallback);
    ems += face.advance(ch) / face.unitsPerEm;
  }
  return ems * size + letterSpacing * Math.max(0, chars.length - 1);
}

/** Cap height as a share of the font size, for vertical centring of capital-heavy titles. */
export function capHeightRatio(id: FontId): number {
  const m = metricsOf(id);
  return m.capHeight / m.unitsPerEm;
}
