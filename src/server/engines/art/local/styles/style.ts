// What a style receives and returns, and the helpers most styles share.
import type { Rng } from '@server/lib/random';
import type { FontId } from '../fonts';
import { darken, lighten } from '../color';
import { polyPath, smoothPath } from '../geometry';
import type { Palette } from '../palette';
import type { Scene, Shape, Slot } from '../scene/types';
import { dot, el, type Defs } from '../svg';
import type { TitleTreatment } from '../title-render';
import type { TitleLayout } from '../typography';

export interface StyleContext {
  scene: Scene;
  palette: Palette;
  rng: Rng;
  defs: Defs;
  genre: string;
  /** The genre's typeface; a style may override it. */
  font: FontId;
  bandName: string;
  /** The lettering the request asks for ('bubble', 'blackletter'...): the registry applies it to the style's title. */
  lettering?: string;
  /** The request asks for a night: a style whose own ground is light paper may draw it on dark paper. */
  night?: boolean;
  /** The request asks for artwork filling the square edge to edge (a studio template says 'no
   * border'): a style that hangs its picture in a frame leaves the frame off. */
  borderless?: boolean;
}

export interface TitleSpec {
  font?: FontId;
  treatment: TitleTreatment;
  maxSize?: number;
  tracking?: number;
  upper?: boolean;
  align?: 'center' | 'left';
  /** Overrides the default band (top or bottom, full width less margins). */
  area?: { x: number; y: number; w: number; h: number };
  /** Draws the fitted title itself instead of the treatment (ransom-note letters, for one). */
  render?: (layout: TitleLayout, defs: Defs) => string;
  /** Drawn under the letters and over the weather: a frame, a margin, a lens vignette (over-weather.ts). */
  underlay?: string;
}

export interface StyleOutput {
  art: string;
  title: TitleSpec;
  /** Drawn over the title: print texture and wear that should age the lettering too. */
  overlay?: string;
}

export type StyleRenderer = (ctx: StyleContext) => StyleOutput;

export function slotColor(p: Palette, slot: Slot): string {
  switch (slot) {
    case 'g0': return p.ground[0];
    case 'g1': return p.ground[1];
    case 'g2': return p.ground[2];
    case 'sky0': return p.sky[0];
    case 'sky1': return p.sky[1];
    default: return p[slot];
  }
}

/** The shape's colour: its slot's, nudged by its shade. */
export function shapeColor(p: Palette, s: Shape): string {
  const c = slotColor(p, s.slot);
  if (!s.shade) return c;
  return s.shade < 0 ? darken(c, -s.shade) : lighten(c, s.shade);
}

export function shapeD(s: Shape): string {
  if (s.kind === 'circle' && s.circle) {
    const { cx, cy, r } = s.circle;
    return dot(cx, cy, r);
  }
  const closed = s.kind !== 'line';
  return s.smooth ? smoothPath(s.pts, closed) : polyPath(s.pts, closed);
}

/** The plain rendering: filled shapes and stroked lines in their palette colours. */
export function drawShape(s: Shape, fill: string, extra: Record<string, string | number | undefined> = {}): string {
  if (s.kind === 'line') {
    return el('path', { d: shapeD(s), fill: 'none', stroke: fill, 'stroke-width': s.width ?? 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra });
  }
  return el('path', { d: shapeD(s), fill, ...extra });
}

export function skyGradient(defs: Defs, p: Palette, top = p.sky[0], bottom = p.sky[1]): string {
  return el('rect', { x: 0, y: 0, width: 1000, height: 1000, fill: defs.linear([[0, top], [1, bottom]]) });
}

export function flat(color: string): string {
  return el('rect', { x: 0, y: 0, width: 1000, height: 1000, fill: color });
}

/** The default title area: a band at the top or the bottom, inside the margins. */
export function titleArea(at: 'top' | 'bottom', margin = 70): { x: number; y: number; w: number; h: number } {
  return at === 'top' ? { x: margin, y: 55, w: 1000 - margin * 2, h: 220 } : { x: margin, y: 735, w: 1000 - margin * 2, h: 210 };
}

export function starsSvg(ctx: StyleContext, color: string, maxR = 2.2, opacity = 0.9): string {
  let d = '';
  for (const [x, y] of ctx.scene.stars) {
    const r = 0.6 + ctx.rng.next() ** 2 * maxR;
    d += dot(x, y, r);
  }
  return d ? el('path', { d, fill: color, opacity }) : '';
}

/** Consecutive shapes that paint identically, merged into one path. */
export interface ShapeRun {
  first: Shape;
  shapes: Shape[];
  d: string;
}

/**
 * Merges runs of consecutive look-alike shapes (a row of trees, a city's windows) into one
 * path: the picture is the same, but resvg fills one element instead of sixty, which is most of
 * the render time for pattern-filled and gradient-filled styles.
 */
export function shapeRuns(shapes: readonly Shape[]): ShapeRun[] {
  const key = (s: Shape) => `${s.kind === 'line' ? `line${s.width}` : 'fill'}|${s.role}|${s.slot}|${s.tone}|${s.depth}|${s.shade ?? 0}`;
  const out: ShapeRun[] = [];
  let prev = '';
  for (const s of shapes) {
    const k = key(s);
    const last = out[out.length - 1];
    if (last && k === prev && s.kind !== 'circle' && last.first.kind !== 'circle') {
      last.shapes.push(s);
      last.d += shapeD(s);
    } else {
      out.push({ first: s, shapes: [s], d: shapeD(s) });
    }
    prev = k;
  }
  return out;
}
