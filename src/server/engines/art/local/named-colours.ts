// Every colour a request names is seen in the picture. The palette is steered to the first colour
// and lit with the second (palette-request.ts), but a style lays colours of its own (graphite on
// white, a gilt frame, a chalk sheet, a studio sweep) and a night or a heavy genre takes the
// picture down, so 'a cabin in teal and amber' could still come out grey and gold. Like the heavy
// genres' safety net it is measured on a small proof of the finished art and corrected only where
// it falls short: the first colour tints the sky, the others the land, and where a region is too
// pale or too dark to carry a hue, a glow of that colour rises from the horizon or pools on the
// ground, as a painter asked for that colour would add it.
import { colourWordsIn, HUES, type HueName } from './colour-words';
import type { Defs } from './svg';
import { el } from './svg';

/** The share of the proof a named colour must cover (a visible colour: saturation and value as
 * the image statistics count it, hue within HUE_REACH degrees of the named one). */
export const NAMED_COLOUR_SHARE = 0.06;
const HUE_REACH = 15;
/** Half the width of the soft edge between two colours' regions, in canvas units. */
const FEATHER = 70;

/** A colour named and the region of the picture it is given. */
export interface ColourAsk {
  hue: HueName;
  /** Rows of the 1000-unit canvas: the sky for the first colour, the land for the rest. */
  from: number;
  to: number;
  /** Columns: a third colour takes the land's far half. */
  x: number;
  w: number;
  /** A colour said of a thing ('a red guitar', 'orange flames') pools on the subject instead. */
  pool?: { cx: number; cy: number; r: number };
}

/** A colour word said of a thing: followed by a noun, not by another colour, 'and', a comma, the
 * sky or the light ('a red guitar', 'orange flames'; not 'in teal and amber', 'a pink sky'). */
const OF_A_THING = /^[a-z-]+\s+(?!and\b|or\b|with\b|in\b|on\b|at\b|under\b|over\b|against\b|to\b|sky\b|skies\b|light\b|lights\b|glow\b|tones?\b|hues?\b|colou?rs?\b|palette\b|shades?\b|tints?\b|and\b)[a-z]/;

/** The named colours said of a thing in the text (see OF_A_THING). */
export function thingColours(text: string): Set<HueName> {
  const lower = text.toLowerCase();
  const hues = new Set<HueName>();
  for (const c of colourWordsIn(lower)) {
    const next = /^[a-z-]+\s+([a-z-]+)/.exec(lower.slice(c.index))?.[1] ?? '';
    if (OF_A_THING.test(lower.slice(c.index)) && colourWordsIn(next).length === 0) hues.add(c.hue);
  }
  return hues;
}

function hsv(r: number, g: number, b: number): [number, number, number] {
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  let h = 0;
  if (d > 0) h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, max === 0 ? 0 : d / max, max / 255];
}

const hueGap = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/** The share of the whole proof (RGBA pixels, square) showing the hue. */
export function colourShare(px: Uint8Array | Buffer, hue: HueName): number {
  const target = HUES[hue].h;
  let hit = 0;
  const total = px.length / 4;
  for (let i = 0; i < px.length; i += 4) {
    const [h, s, v] = hsv(px[i] ?? 0, px[i + 1] ?? 0, px[i + 2] ?? 0);
    if (s >= 0.3 && v >= 0.2 && hueGap(h, target) <= HUE_REACH) hit++;
  }
  return hit / total;
}

/** Mean luma of rows [from, to) of the canvas, read on the square proof. */
function regionLuma(px: Uint8Array | Buffer, from: number, to: number): number {
  const width = Math.round(Math.sqrt(px.length / 4));
  const y0 = Math.floor((from / 1000) * width);
  const y1 = Math.max(y0 + 1, Math.ceil((to / 1000) * width));
  let sum = 0;
  let count = 0;
  for (let y = y0; y < Math.min(y1, width); y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      sum += (0.2126 * (px[i] ?? 0) + 0.7152 * (px[i + 1] ?? 0) + 0.0722 * (px[i + 2] ?? 0)) / 255;
      count++;
    }
  }
  return count > 0 ? sum / count : 0;
}

/** Which colours go where: the first over the sky, the second over the land, a third over the
 * land's far side. The regions never overlap, so bringing one colour in never paints over another
 * (a low or high horizon is moved towards the middle for that); a single colour takes the sky, or
 * the whole picture when the sky is a sliver. Black and white and brown are not hues to add. */
export function colourAsks(colours: readonly HueName[], horizon: number, focal?: { cx: number; cy: number; r: number }, things: ReadonlySet<HueName> = new Set()): ColourAsk[] {
  const all = colours.filter((c) => c !== 'black-and-white' && c !== 'brown').slice(0, 3);
  const pools: ColourAsk[] = focal ? all.filter((c) => things.has(c)).slice(0, 1).map((hue) => ({ hue, from: 0, to: 1000, x: 0, w: 1000, pool: focal })) : [];
  const hues = all.filter((c) => !pools.some((p) => p.hue === c));
  if (hues.length === 1) return [...pools, ...hues.map((hue) => ({ hue, from: 0, to: horizon >= 250 ? Math.min(horizon, 1000) : 1000, x: 0, w: 1000 }))];
  const h = Math.min(650, Math.max(350, horizon));
  return [...pools, ...hues.map((hue, i) =>
    i === 0 ? { hue, from: 0, to: h, x: 0, w: 1000 }
      : { hue, from: h, to: 1000, x: hues.length === 3 && i === 2 ? 500 : 0, w: hues.length === 3 ? 500 : 1000 })];
}

/**
 * The layers that bring the missing named colours in, given a proof of the art (no title), or ''
 * when every colour is already there. A colour blend keeps the style's marks and values and turns
 * their hue; a region too pale (white paper) is tinted by a multiply as well, and one too dark for
 * a hue to show gets a glow of the colour: along the horizon for the sky, pooled on the ground for
 * the land. So does a picture about to be taken down (`darkAhead`: a night, a heavy genre), whose
 * darkening burns the mid-tones a colour blend leaves and keeps the bright glows.
 */
export function namedColourLayers(proof: Uint8Array | Buffer, asks: readonly ColourAsk[], defs: Defs, darkAhead = false): string {
  const layers: string[] = [];
  for (const ask of asks) {
    // Taking a picture down burns much of a colour's mid-tones: one to be darkened needs more of it.
    const need = (darkAhead ? 2.5 : 1) * NAMED_COLOUR_SHARE;
    const share = colourShare(proof, ask.hue);
    if (share >= need) continue;
    const { hex } = HUES[ask.hue];
    const luma = regionLuma(proof, ask.from, ask.to);
    // Only as much as is missing: a style keeps its own colour world where the colour half shows.
    const k = Math.min(1, 0.35 + (1 - share / need));
    // The sky's colour gathers towards the horizon and the land's rises from it, as light does: the
    // top of the sky and the foreground keep the style's own colours. The edge between the two
    // regions is feathered (FEATHER units each side), so one colour melts into the other.
    const top = ask.from === 0 ? 0 : ask.from - FEATHER;
    const bottom = ask.to === 1000 ? 1000 : ask.to + FEATHER;
    const height = bottom - top;
    const inAt = ask.from === 0 ? 0 : (2 * FEATHER) / height;
    const outAt = ask.to === 1000 ? 1 : 1 - (2 * FEATHER) / height;
    const wash = (opacity: number) => {
      const o = opacity * k;
      return ask.from === 0
        ? defs.linear([[0, hex, o * 0.35], [outAt * 0.6, hex, o], [outAt, hex, o], [1, hex, outAt < 1 ? 0 : o]])
        : defs.linear([[0, hex, 0], [inAt, hex, o], [Math.max(inAt, 0.7), hex, o], [1, hex, o * 0.45]]);
    };
    // A third colour lies on the land's far side, a pool fading out towards the middle.
    const fill = (opacity: number) => (ask.w < 1000 ? defs.radial([[0, hex, opacity * k], [0.55, hex, opacity * k * 0.8], [1, hex, 0]], 0.5, 0.5, 0.5) : wash(opacity));
    if (ask.pool) {
      // The subject's colour: a pool on the subject, strongest at its middle.
      const r = Math.max(120, ask.pool.r * 1.5);
      const pool = (opacity: number) => defs.radial([[0, hex, opacity * k], [0.6, hex, opacity * k * 0.85], [1, hex, 0]]);
      const at = { x: ask.pool.cx - r, y: ask.pool.cy - r, width: 2 * r, height: 2 * r };
      if (luma > 0.62) layers.push(el('rect', { ...at, fill: pool(0.55), style: 'mix-blend-mode:multiply' }));
      layers.push(el('rect', { ...at, fill: pool(0.9), style: 'mix-blend-mode:color' }));
      if (luma < 0.3 || darkAhead) layers.push(el('rect', { ...at, fill: pool(0.6), style: 'mix-blend-mode:screen' }));
      continue;
    }
    const box = { x: ask.x, y: top, width: ask.w, height };
    if (luma > 0.62) layers.push(el('rect', { ...box, fill: fill(0.5), style: 'mix-blend-mode:multiply' }));
    layers.push(el('rect', { ...box, fill: fill(0.85), style: 'mix-blend-mode:color' }));
    if (luma < 0.3 || darkAhead) {
      const glow = ask.from === 0
        ? defs.linear([[0, hex, 0], [0.45, hex, 0.25], [outAt, hex, 0.8], [1, hex, outAt < 1 ? 0 : 0.8]])
        : defs.radial([[0, hex, 0.75], [0.6, hex, 0.3], [1, hex, 0]], 0.5, 0.15, 0.7);
      layers.push(el('rect', { ...box, fill: glow, style: 'mix-blend-mode:screen' }));
    }
  }
  return layers.join('');
}
