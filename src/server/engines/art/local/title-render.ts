// Draws a fitted title with a style's treatment: outline, offset shadow, extruded block letters,
// glow, a backing band. Every treatment exists to keep the name readable on busy art.
import { FONTS } from './fonts';
import { el, esc, group, n, type Defs } from './svg';
import type { TitleLayout } from './typography';

export interface TitleTreatment {
  fill: string;
  /** Outline colour; the width is a share of the font size. */
  stroke?: string;
  strokeWidth?: number;
  shadow?: { dx: number; dy: number; color: string; blur?: number; opacity?: number };
  /** Block letters: copies stepped towards (dx, dy), shares of the font size. */
  extrude?: { dx: number; dy: number; color: string; steps: number };
  glow?: { color: string; blur: number; opacity?: number };
  backing?: { color: string; opacity?: number; pad: number; kind: 'band' | 'box'; rotate?: number };
  /** Horizontal shear in degrees (negative leans right). */
  skew?: number;
  /** Vertical gradient across the letters, top → bottom (chrome). */
  gradient?: readonly (readonly [number, string])[];
  /** Cuts through the letters in this colour (stencil bridges). */
  bridges?: string;
  /** Stencil ties cut clean through the letters, so whatever is behind shows in the gaps. */
  cut?: boolean;
  /** A bubble letter's shine: a light highlight on the upper part of each letter. */
  gloss?: string;
  opacity?: number;
}

function textEl(layout: TitleLayout, extra: Record<string, string | number | undefined>, dx = 0, dy = 0): string {
  const face = FONTS[layout.font];
  return layout.lines
    .map((line) =>
      el('text', {
        x: line.x + dx,
        y: line.y + dy,
        'font-family': face.family,
        'font-weight': face.weight,
        'font-style': face.style === 'italic' ? 'italic' : undefined,
        'font-size': layout.size,
        'letter-spacing': layout.letterSpacing ? n(layout.letterSpacing) : undefined,
        'text-anchor': layout.align === 'center' ? 'middle' : 'start',
        ...extra,
      }, esc(line.text)))
    .join('');
}

export function renderTitle(layout: TitleLayout, t: TitleTreatment, defs: Defs): string {
  const { size, box } = layout;
  const parts: string[] = [];
  if (t.backing) {
    const p = t.backing.pad * size;
    const rect = t.backing.kind === 'band'
      ? { x: -20, y: box.y - p, width: 1040, height: box.h + p * 2 }
      : { x: box.x - p * 1.3, y: box.y - p, width: box.w + p * 2.6, height: box.h + p * 2 };
    const rot = t.backing.rotate ? `rotate(${t.backing.rotate} ${n(box.x + box.w / 2)} ${n(box.y + box.h / 2)})` : undefined;
    parts.push(el('rect', { ...rect, fill: t.backing.color, opacity: t.backing.opacity, transform: rot }));
  }
  const letters: string[] = [];
  // Glows and soft shadows are stacked translucent strokes, not blur filters: resvg's blur
  // costs ~80 ms per large region, a few extra text runs cost about one millisecond.
  if (t.glow) {
    for (const [w, o] of [[0.34, 0.12], [0.22, 0.2], [0.12, 0.35]] as const) {
      letters.push(textEl(layout, { fill: t.glow.color, stroke: t.glow.color, 'stroke-width': n(size * w), 'stroke-linejoin': 'round', opacity: n(o * (t.glow.opacity ?? 1)) }));
    }
  }
  if (t.shadow) {
    const s = t.shadow;
    const base = size * (t.strokeWidth ?? 0);
    const spreads: [number, number][] = s.blur ? [[base + size * 0.08, 0.25], [base + size * 0.04, 0.35], [base, 0.6]] : [[base, 1]];
    for (const [w, o] of spreads) {
      letters.push(textEl(layout, { fill: s.color, stroke: w ? s.color : undefined, 'stroke-width': w ? n(w) : undefined, 'stroke-linejoin': 'round', opacity: n(o * (s.opacity ?? 1)) }, s.dx * size, s.dy * size));
    }
  }
  if (t.extrude) {
    const e = t.extrude;
    for (let i = e.steps; i >= 1; i--) {
      letters.push(textEl(layout, { fill: e.color, stroke: e.color, 'stroke-width': n(size * (t.strokeWidth ?? 0.02)), 'stroke-linejoin': 'round' }, (e.dx * size * i) / e.steps, (e.dy * size * i) / e.steps));
    }
  }
  // Bounding-box units: each line of a multi-line title gets its own full chrome sweep.
  const fill = t.gradient ? defs.linear(t.gradient.map(([o, c]) => [o, c] as const)) : t.fill;
  letters.push(textEl(layout, {
    fill,
    stroke: t.stroke,
    'stroke-width': t.stroke ? n(size * (t.strokeWidth ?? 0.04)) : undefined,
    'stroke-linejoin': t.stroke ? 'round' : undefined,
    'paint-order': t.stroke ? 'stroke' : undefined,
  }));
  if (t.gloss) {
    // The shine is the letters again, clipped to a thin band under each line's cap top and nudged
    // up and left, so it sits inside the letter like a highlight on an inflated shape.
    const bands = layout.lines.map((line) => `M${n(box.x - 20)} ${n(line.y - size * 0.66)}H${n(box.x + box.w + 20)}V${n(line.y - size * 0.5)}H${n(box.x - 20)}Z`).join('');
    letters.push(group(textEl(layout, { fill: t.gloss, opacity: 0.75 }, -size * 0.015, -size * 0.02), { 'clip-path': defs.clip(bands) }));
  }
  if (t.bridges) {
    // Stencil ties: thin horizontal cuts through every line of letters.
    for (const line of layout.lines) {
      for (const f of [0.38, 0.7]) {
        letters.push(el('rect', { x: box.x - 10, y: line.y - size * 0.72 * f - size * 0.025, width: box.w + 20, height: size * 0.05, fill: t.bridges }));
      }
    }
  }
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const skew = t.skew ? `translate(${n(cx)} ${n(cy)}) skewX(${t.skew}) translate(${n(-cx)} ${n(-cy)})` : undefined;
  const ties = t.cut ? defs.add('mk', (id) => el('mask', { id, maskUnits: 'userSpaceOnUse', x: 0, y: 0, width: 1000, height: 1000 },
    el('rect', { x: 0, y: 0, width: 1000, height: 1000, fill: '#ffffff' })
      + layout.lines.map((line) => [0.3, 0.68].map((f) => el('rect', { x: box.x - 40, y: line.y - size * 0.72 * f - size * 0.03, width: box.w + 80, height: size * 0.06, fill: '#000000' })).join('')).join(''))) : undefined;
  parts.push(group(letters.join(''), { transform: skew, mask: ties }));
  return group(parts.join(''), { opacity: t.opacity });
}
