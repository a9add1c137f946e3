// Pop art: colours snapped to a printer's primaries, thick black outlines, Ben-Day dots in
// the sky and on the land, a zig-zag burst behind the subject. Lichtenstein by way of a sleeve.
import { toRgb } from '../color';
import { el, group } from '../svg';
import { dotPattern } from '../textures';
import { shapeColor, shapeD, type StyleRenderer } from './style';
import { isHeavyGenre } from '../palette';

const INKS = ['#ffd400', '#ff3b30', '#1e63d6', '#ff5fa2', '#17b890', '#111111', '#ffffff', '#8e44ad'] as const;

/** The nearest pop ink to a colour (RGB distance): keeps the palette's intent, loses its subtlety. */
export function snapToInk(color: string, exclude: readonly string[] = []): string {
  const [r, g, b] = toRgb(color);
  let best: string = INKS[0];
  let bestD = Infinity;
  for (const ink of INKS) {
    if (exclude.includes(ink)) continue;
    const [ir, ig, ib] = toRgb(ink);
    const d = (r - ir) ** 2 * 0.3 + (g - ig) ** 2 * 0.59 + (b - ib) ** 2 * 0.11;
    if (d < bestD) { bestD = d; best = ink; }
  }
  return best;
}

/** A zig-zag explosion polygon around a point. */
export function burst(cx: number, cy: number, r0: number, r1: number, spikes: number, spin: number): string {
  let d = '';
  for (let i = 0; i < spikes * 2; i++) {
    const a = spin + (i / (spikes * 2)) * Math.PI * 2;
    const r = i % 2 ? r0 : r1;
    d += `${i ? 'L' : 'M'}${(cx + Math.cos(a) * r).toFixed(1)} ${(cy + Math.sin(a) * r).toFixed(1)}`;
  }
  return `${d}Z`;
}

export const popArt: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  const skyInk = snapToInk(p.sky[1], ['#111111']);
  // A heavy genre is printed at night: Ben-Day dots of one hot ink on black, a red burst.
  const heavy = isHeavyGenre(ctx.genre);
  const skyBase = heavy ? '#111111' : skyInk === '#ffffff' ? '#fff6d5' : '#ffffff';
  const dotInk = heavy ? '#1e63d6' : skyInk === '#ffffff' ? '#ff5fa2' : skyInk;
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: dotPattern(defs, dotInk, 14, 6.4, 45, skyBase) })];
  const { cx, cy, r } = scene.focal;
  parts.push(el('path', { d: burst(cx, cy, r * 1.35, r * 2.1, 14, rng.next()), fill: heavy ? '#ff3b30' : '#ffffff', stroke: '#111111', 'stroke-width': 7, 'stroke-linejoin': 'miter' }));
  const used = new Set<string>();
  for (const s of scene.shapes) {
    if (s.kind === 'line') {
      const c = s.slot === 'paper' ? '#ffffff' : s.slot === 'accent' || s.slot === 'accent2' ? snapToInk(shapeColor(p, s), ['#111111']) : '#111111';
      parts.push(el('path', { d: shapeD(s), fill: 'none', stroke: c, 'stroke-width': Math.max(4, (s.width ?? 2) * 1.3), 'stroke-linecap': 'round' }));
      continue;
    }
    const ink = snapToInk(shapeColor(p, s));
    used.add(ink);
    const d = shapeD(s);
    // Mid-ground masses get dots over a flat ink, as in the printed comics pop art quoted.
    const fill = s.role === 'mid' && ink !== '#111111' ? dotPattern(defs, '#111111', 12, 2.6, 30, ink) : ink;
    parts.push(el('path', { d, fill, stroke: '#111111', 'stroke-width': s.role === 'detail' ? 3 : 7, 'stroke-linejoin': 'round' }));
  }
  const shadow = used.has('#ff3b30') ? '#1e63d6' : '#ff3b30';
  return {
    art: group(parts.join('')),
    title: {
      font: ctx.font === 'pacifico' ? 'pacifico' : 'anton',
      treatment: { fill: '#ffd400', stroke: '#111111', strokeWidth: 0.09, shadow: { dx: 0.05, dy: 0.06, color: shadow }, extrude: undefined },
    },
  };
};
