// A cover's alt text from what was really drawn: the subject and its setting, the light of the
// palette, and the title, e.g. "A cabin in the snow under a pale sky, title 'Glass Harbour'".
import { luminance, toHsl } from '../color';
import type { AddableElement } from '../adjust';
import type { Palette } from '../palette';
import type { TimeOfDay } from './request';
import { titleBand, type TitleAt } from './types';

const HUE_NAMES: readonly [number, string][] = [[15, 'red'], [40, 'orange'], [70, 'golden'], [160, 'green'], [195, 'teal'], [255, 'blue'], [290, 'violet'], [345, 'pink'], [361, 'red']];

/** The sky as a viewer would name it: 'a night sky', 'a pale blue sky', 'a burning orange sky'.
 * Named from the colour painted when it was measured (`painted`), else from the palette's sky. */
export function skyWords(p: Palette, painted?: PaintedSky): string {
  const sky = painted?.colour ?? p.sky[1];
  const light = painted?.light ?? (luminance(p.sky[0]) + luminance(sky)) / 2;
  const [h, s, l] = toHsl(sky);
  const named = HUE_NAMES.find(([to]) => h < to)?.[1] ?? 'red';
  // A pale red is a pink to anyone looking at it.
  // A measured sky's luminance runs lower than a palette's (a clear day's saturated blue is ~0.17).
  const [black, dark, pale] = painted ? [0.012, 0.07, 0.45] : [0.06, 0.2, 0.6];
  const hue = s < 0.18 ? (light < (painted ? dark : 0.2) ? 'black' : 'grey') : named === 'red' && l > 0.65 ? 'pink' : named;
  // A sky steered to a named colour says so, however dark ('a dark teal sky' at night).
  if (light < black) return (p.lead || painted) && hue !== 'black' && hue !== 'grey' ? `a dark ${hue} sky` : 'a black sky';
  if (light < dark) return hue === 'black' || hue === 'grey' ? 'a dark sky' : `a dark ${hue} sky`;
  if (light > pale) return hue === 'grey' ? 'a pale sky' : `a pale ${hue} sky`;
  return `${/^[aeiou]/.test(hue) ? 'an' : 'a'} ${hue} sky`;
}

/** The sky as a style painted it: its dominant colour and its mean luminance. */
export interface PaintedSky {
  colour: string;
  light: number;
}

const lin = (v: number) => {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const hex2 = (v: number) => Math.round(v).toString(16).padStart(2, '0');

/**
 * Measures the sky on a small proof of the finished cover (RGBA pixels): above the horizon, clear
 * of the title band and of the edges a style frames or pads. Its colour is the mean of the pixels
 * of its dominant hue (in 30-degree bins), or of all of them when most are greyish; so the alt text
 * names the sky a style really painted (a watercolor's pale paper, a linocut's black block), not the
 * palette it was handed.
 */
export function paintedSky(pixels: Uint8Array | Buffer, width: number, horizon: number, titleAt: TitleAt, focal?: { cx: number; cy: number; r: number }): PaintedSky {
  const [bandTop, bandBottom] = titleBand(titleAt);
  // Below a frame's or margin's top edge (a watercolor's border, an oil's gilt frame), and the
  // upper sky only: lower down the subject often stands against it.
  const top = titleAt === 'top' ? bandBottom + 20 : 200;
  const bottom = Math.min(top + 250, Math.max(top + 150, Math.min(horizon, titleAt === 'bottom' ? bandTop : 940)));
  const px = (v: number) => Math.max(0, Math.min(width - 1, Math.round((v / 1000) * width)));
  // About 48 samples a row, whatever the width (a full render is measured as cheaply as a proof).
  const step = Math.max(1, Math.round(width / 64));
  const bins = Array.from({ length: 12 }, () => ({ n: 0, r: 0, g: 0, b: 0 }));
  const all = { n: 0, r: 0, g: 0, b: 0, light: 0 };
  let chroma = 0;
  for (let y = px(top); y <= px(bottom); y += step) {
    for (let x = px(150); x <= px(850); x += step) {
      // Not the subject where it stands against the sky (a bolt, a moon, a bird).
      if (focal && Math.hypot((x / width) * 1000 - focal.cx, (y / width) * 1000 - focal.cy) < focal.r * 1.1) continue;
      const i = (y * width + x) * 4;
      const r = pixels[i] ?? 0, g = pixels[i + 1] ?? 0, b = pixels[i + 2] ?? 0;
      all.n++; all.r += r; all.g += g; all.b += b;
      all.light += 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      const max = Math.max(r, g, b) / 255, min = Math.min(r, g, b) / 255;
      const l = (max + min) / 2;
      const sat = max === min ? 0 : (max - min) / (l > 0.5 ? 2 - max - min : max + min);
      if (sat < 0.2 || l < 0.06 || l > 0.94) continue;
      chroma++;
      const d = (max - min) * 255;
      const h = max * 255 === r ? ((g - b) / d + 6) % 6 : max * 255 === g ? (b - r) / d + 2 : (r - g) / d + 4;
      const bin = bins[Math.floor(h * 2) % 12];
      if (bin) { bin.n++; bin.r += r; bin.g += g; bin.b += b; }
    }
  }
  const n = Math.max(1, all.n);
  const top1 = bins.reduce((a, b) => (b.n > a.n ? b : a));
  const from = chroma / n >= 0.3 && top1.n > 0 ? top1 : all;
  const m = Math.max(1, from.n);
  return { colour: `#${hex2(from.r / m)}${hex2(from.g / m)}${hex2(from.b / m)}`, light: all.light / n };
}

const TIME_WORDS: Record<TimeOfDay, string> = { night: 'at night', dusk: 'at dusk', dawn: 'at dawn', day: 'by day' };
const WEATHER_WORDS: Partial<Record<AddableElement, string>> = { rain: 'in the rain', snow: 'in falling snow', fog: 'in fog', lightning: 'with lightning' };

const ADDED_WORDS: Partial<Record<string, string>> = { moon: 'with a moon', sun: 'with the sun', stars: 'with stars', birds: 'with birds in the sky' };

/** What was drawn over and around the subject: the light of its time of day and its weather. */
export interface DrawnAround {
  time?: TimeOfDay;
  elements?: readonly AddableElement[];
  /** What a variation added ('add a moon'): named, so the alt text follows the change. */
  added?: readonly string[];
  /** What a variation took out and the picture really lacks ('the car', 'people'): named, so the alt text follows the change. */
  removed?: readonly string[];
  /** Things the words asked for that the library has no drawing of ('giraffe'): said, not dropped. */
  undrawn?: readonly string[];
  /** The sky as painted, measured on the finished cover. */
  sky?: PaintedSky;
}

export function describe(drawn: string | undefined, p: Palette, bandName: string, around: DrawnAround = {}): string {
  const subject = drawn ?? 'An abstract composition';
  const when = around.time && !subject.includes(TIME_WORDS[around.time]) ? [TIME_WORDS[around.time]] : [];
  const weather = (around.elements ?? []).filter((e) => !subject.includes(e)).flatMap((e) => WEATHER_WORDS[e] ?? []);
  const bodies = (around.added ?? []).filter((e) => !subject.includes(e)).flatMap((e) => ADDED_WORDS[e] ?? []);
  const lights = p.accentHue ? [`lit in ${p.accentHue}`] : [];
  const undrawn = around.undrawn ?? [];
  const without = (around.removed ?? []).map((r) => `, without ${r}`).join('') +
    (undrawn.length > 0 ? ` (${undrawn.map((t) => `${/^[aeiou]/.test(t) ? 'an' : 'a'} ${t}`).join(' and ')} asked for, not drawn)` : '');
  const sentence = [`${subject.charAt(0).toUpperCase()}${subject.slice(1)}`, ...when, ...weather, ...bodies].join(' ') + ` under ${skyWords(p, around.sky)}${lights.map((l) => `, ${l}`).join('')}${without}`;
  const name = bandName.trim();
  return name ? `${sentence}, title '${name}'` : sentence;
}
