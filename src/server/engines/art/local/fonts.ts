// The typefaces shipped with the renderer (OFL, in ../fonts with their licences). resvg is given
// file paths, not buffers: buffers are re-parsed on every render, paths cost about 1 ms.
import { fileURLToPath } from 'node:url';
import { readFontMetrics, type FontMetrics } from './font-metrics';

export type FontId = 'anton' | 'grotesk' | 'playfair' | 'playfair-italic' | 'pacifico' | 'pirata' | 'sedgwick';

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
};

export const ALL_FONT_FILES: readonly string[] = [...new Set(Object.values(FONTS).map((f) => f.file))];

const metricsCache = new Map<string, FontMetrics>();

/** Parsed once per process: measuring is then a table look-up per character. */
export function metricsOf(id: FontId): FontMetrics {
  const file = FONTS[id].file;
  let m = metricsCache.get(file);
  if (!m) {
    m = readFontMetrics(file);
    metricsCache.set(file, m);
  }
  return m;
}

/** Width of a line of text at a font size, in cover units, with extra letter spacing. */
export function textWidth(id: FontId, text: string, size: number, letterSpacing = 0): number {
  const m = metricsOf(id);
  let units = 0;
  const chars = [...text];
  for (const ch of chars) units += m.advance(ch);
  return (units / m.unitsPerEm) * size + letterSpacing * Math.max(0, chars.length - 1);
}

/** Cap height as a share of the font size, for vertical centring of capital-heavy titles. */
export function capHeightRatio(id: FontId): number {
  const m = metricsOf(id);
  return m.capHeight / m.unitsPerEm;
}
