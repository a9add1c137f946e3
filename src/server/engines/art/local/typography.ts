// Chooses the band name's typeface from the genre and fits the name into the title band:
// one to three balanced lines at the largest size that fits, so it reads at thumbnail size.
import type { Rng } from '@server/lib/random';
import { genreGroupOf } from '@shared/catalog/genres';
import { ownEntry } from '@shared/lookup';
import { capHeightRatio, drawable, FONTS, textWidth, type FontId } from './fonts';
import { xmlText } from './svg';

const GENRE_FONTS: Record<string, readonly FontId[]> = {
  metal: ['pirata', 'anton'], 'heavy-metal': ['pirata', 'anton'], 'black-metal': ['pirata'], 'death-metal': ['pirata'],
  'doom-metal': ['pirata', 'playfair-italic'], 'progressive-metal': ['anton', 'grotesk'],
  'punk-rock': ['sedgwick', 'anton'], 'post-punk': ['grotesk', 'anton'], grunge: ['sedgwick', 'anton'], 'garage-rock': ['anton', 'sedgwick'],
  'psychedelic-rock': ['pacifico', 'playfair-italic'], 'classic-rock': ['anton', 'playfair-italic'], 'post-rock': ['grotesk', 'playfair'],
  'indie-rock': ['grotesk', 'anton'], 'blues-rock': ['playfair-italic', 'anton'],
  synthwave: ['anton'], techno: ['grotesk'], house: ['grotesk', 'pacifico'], ambient: ['grotesk', 'playfair'],
  'trip-hop': ['grotesk', 'playfair-italic'], dubstep: ['anton', 'grotesk'], edm: ['anton', 'grotesk'],
  pop: ['pacifico', 'grotesk'], 'indie-pop': ['grotesk', 'pacifico'], 'synth-pop': ['grotesk', 'anton'], 'dream-pop': ['pacifico', 'playfair-italic'],
  'lo-fi': ['grotesk', 'pacifico'], country: ['playfair', 'anton'], americana: ['playfair', 'anton'],
  jazz: ['playfair-italic', 'playfair'], blues: ['playfair-italic', 'playfair'], soul: ['pacifico', 'playfair-italic'], funk: ['pacifico', 'anton'],
  experimental: ['grotesk'], world: ['playfair', 'anton'], classical: ['playfair'], reggae: ['anton', 'pacifico'],
};

const FAMILY_FONTS: Record<string, readonly FontId[]> = {
  Rock: ['anton'], Electronic: ['grotesk'], Metal: ['pirata'], Pop: ['pacifico', 'grotesk'], 'Hip-Hop': ['anton', 'sedgwick'],
  'Folk & Country': ['playfair'], 'Jazz & Blues': ['playfair-italic'], Other: ['grotesk'],
};

export function fontForGenre(genre: string, rng: Rng): FontId {
  return rng.pick(ownEntry(GENRE_FONTS, genre) ?? FAMILY_FONTS[genreGroupOf(genre) ?? 'Other'] ?? ['anton']);
}

/** Line height as a share of the font size: scripts and blackletter need more air. */
const LINE_HEIGHT: Record<FontId, number> = {
  anton: 1.02, grotesk: 1.0, playfair: 1.05, 'playfair-italic': 1.05, pacifico: 1.18, pirata: 1.0, sedgwick: 1.08, titan: 1.06,
};

export interface TitleLine { text: string; x: number; y: number }

export interface TitleLayout {
  font: FontId;
  size: number;
  align: 'center' | 'left';
  letterSpacing: number;
  lines: TitleLine[];
  /** The block's box (cap top of the first line to the baseline of the last, full widths). */
  box: { x: number; y: number; w: number; h: number };
  widths: number[];
}

export interface FitOptions {
  font: FontId;
  /** The area the title may use. */
  area: { x: number; y: number; w: number; h: number };
  maxSize: number;
  /** Extra tracking as a share of the font size. */
  tracking?: number;
  upper?: boolean;
  align?: 'center' | 'left';
}

export function prepareText(name: string, font: FontId, upper?: boolean): string {
  // Measured as drawn: characters SVG cannot hold are dropped here, not only when escaped, and so
  // are those no shipped face can draw (emoji, say), which would otherwise be boxes or gaps.
  const spaced = xmlText(name).replace(/\s+/g, ' ').trim();
  const cased = (upper ?? FONTS[font].caps) ? spaced.toUpperCase() : spaced;
  const drawn = [...cased].filter((ch) => ch === ' ' || drawable(font, ch)).join('').replace(/\s+/g, ' ').trim();
  return drawn || ((upper ?? FONTS[font].caps) ? 'UNTITLED' : 'Untitled');
}

/** All ways to cut the words into `count` lines (names are short, so brute force is cheap). */
function splits(words: string[], count: number): string[][] {
  if (count === 1) return [[words.join(' ')]];
  const out: string[][] = [];
  for (let i = 1; i <= words.length - count + 1; i++) {
    for (const rest of splits(words.slice(i), count - 1)) out.push([words.slice(0, i).join(' '), ...rest]);
  }
  return out;
}

export function fitTitle(name: string, opts: FitOptions): TitleLayout {
  const text = prepareText(name, opts.font, opts.upper);
  const tracking = opts.tracking ?? 0;
  const words = text.split(' ');
  const lh = LINE_HEIGHT[opts.font];
  const cap = capHeightRatio(opts.font);
  let best: { lines: string[]; size: number } | undefined;
  for (let count = 1; count <= Math.min(3, words.length); count++) {
    for (const lines of splits(words, count)) {
      const unit = Math.max(...lines.map((l) => textWidth(opts.font, l, 1) + tracking * Math.max(0, [...l].length - 1)));
      const height = cap + (count - 1) * lh;
      const size = Math.min(opts.maxSize, (opts.area.w * 0.98) / unit, opts.area.h / height);
      // More lines must earn their place: a 12% larger size, or the name would look chopped.
      if (!best || size > best.size * (count > best.lines.length ? 1.12 : 1)) best = { lines, size };
    }
  }
  const chosen = best ?? { lines: [text], size: opts.maxSize };
  const size = Math.floor(chosen.size);
  const blockH = (cap + (chosen.lines.length - 1) * lh) * size;
  const top = opts.area.y + (opts.area.h - blockH) / 2;
  const widths = chosen.lines.map((l) => textWidth(opts.font, l, size) + tracking * size * Math.max(0, [...l].length - 1));
  const align = opts.align ?? 'center';
  const x = align === 'center' ? opts.area.x + opts.area.w / 2 : opts.area.x;
  const lines = chosen.lines.map((l, i) => ({ text: l, x, y: top + cap * size + i * lh * size }));
  const maxW = Math.max(...widths);
  return {
    font: opts.font,
    size,
    align,
    letterSpacing: tracking * size,
    lines,
    widths,
    box: { x: align === 'center' ? x - maxW / 2 : x, y: top, w: maxW, h: blockH },
  };
}
