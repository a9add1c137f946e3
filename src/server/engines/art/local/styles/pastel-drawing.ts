// Pastel: soft chalky strokes on toned paper. Strokes are short, broken (dashed) and all laid
// at one hand angle; the paper's tooth shows through, and colours are lifted towards white.
import { darken, hsl, lighten, mix, shift } from '../color';
import { scatterInside, strokeBatch } from '../brush';
import { clampBox } from '../clip';
import { bbox, type Pt } from '../geometry';
import { el, group } from '../svg';
import { grain } from '../textures';
import { backdropColors, pickInk } from './titles';
import { shapeColor, shapeD, type StyleRenderer } from './style';
import { isHeavyGenre } from '../palette';
import { pastelSheetHue } from './off-palette';

export const pastelDrawing: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  // Pastellists work on tinted paper: a deep coloured sheet that shows between every stroke, so even
  // a day scene is chalk on a dark sheet; chalk is strong pigment with white in it, so every colour is
  // lifted and vivid. A heavy genre is drawn on a deep ultramarine sheet (the saturated night blue
  // pastellists' nocturnes are drawn on), the chalk glowing out of it: a dark picture, but a
  // coloured dark that no charcoal or ink black shares.
  const heavy = isHeavyGenre(ctx.genre);
  // The day sheet is a strongly coloured one, as pastellists buy them (wine, ultramarine, red
  // earth or green), picked away from the palette's hues and from the two skies other styles paint
  // whatever the palette (anime's film blue, violet at night, and photography's teal). A
  // grey-blue slate (or any dim sheet) under the chalk averaged to the same murky mid-tone.
  const sheetHue = pastelSheetHue(p);
  const sheet = hsl(sheetHue, 0.62, sheetHue === 228 ? 0.36 : sheetHue === 148 ? 0.3 : 0.33);
  const paper = heavy ? '#1a30b0' : sheet;
  const chalk = (c: string) => lighten(shift(c, 0, 0.2, 0), 0.3);
  const hand = -0.9 + rng.next() * 0.3;
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: paper })];
  // Broken chalk (a dash pattern) only on the top layer: dashing doubles a stroke's cost.
  const layer = (pts: Pt[], color: string, len: number, width: number, opacity: number, broken = false, angle = hand) =>
    el('path', { d: strokeBatch(rng, pts, angle, len, 0.35), stroke: color, 'stroke-width': width, fill: 'none', opacity, 'stroke-linecap': 'round', 'stroke-dasharray': broken ? '9 3 14 4 5 3' : undefined });
  // Sky: three passes of colour, leaving paper between strokes.
  const skyPts = (count: number, y0: number, y1: number) => Array.from({ length: count }, () => [rng.int(-20, 1020), rng.int(y0, y1)] as Pt);
  // On a heavy genre's dark paper the night sky is only a few strokes; the accent's warm chalk
  // is what glows against the blue.
  const skyK = heavy ? 0.45 : 1;
  parts.push(layer(skyPts(Math.round(300 * skyK), -10, scene.horizon * 0.6), chalk(p.sky[0]), 40, 10, 0.5));
  parts.push(layer(skyPts(Math.round(300 * skyK), scene.horizon * 0.35, scene.horizon + 30), chalk(p.sky[1]), 40, 10, 0.5));
  parts.push(layer(skyPts(160, -10, scene.horizon), chalk(mix(p.sky[0], p.accent, heavy ? 0.8 : 0.3)), 26, 6, heavy ? 0.55 : 0.4, true));
  for (const s of scene.shapes) {
    const base = chalk(shapeColor(p, s));
    if (s.kind === 'line') {
      parts.push(el('path', { d: s.pts.map((pt, i) => `${i ? 'L' : 'M'}${pt[0].toFixed(1)} ${pt[1].toFixed(1)}`).join(''), fill: 'none', stroke: base, 'stroke-width': (s.width ?? 2) * 1.4, opacity: 0.8, 'stroke-dasharray': '12 3', 'stroke-linecap': 'round' }));
      continue;
    }
    const box = clampBox(bbox(s.pts));
    const area = box.w * box.h;
    if (Math.max(box.w, box.h) < 40) {
      parts.push(layer(scatterInside(rng, s.pts, 12, box), base, 12, 5, 0.9));
      continue;
    }
    const count = Math.min(320, Math.round(area / 380) + 12);
    // Rubbed in with a finger first, so the mass reads as a patch of colour with the paper's
    // tone under it; then a darker under-layer, the body colour and light touches on top.
    // The subject is rubbed in solid, so its silhouette holds at a glance (a crown rubbed as thinly
    // as the land was a blob); the setting lets the sheet show through.
    const focal = s.role === 'focal';
    parts.push(el('path', { d: shapeD(s), fill: base, opacity: focal ? 0.7 : 0.35 }));
    parts.push(layer(scatterInside(rng, s.pts, Math.round(count * 0.5), box), darken(base, 0.2), 36, 12, 0.6));
    parts.push(layer(scatterInside(rng, s.pts, count, box), base, 34, 11, 0.7));
    parts.push(layer(scatterInside(rng, s.pts, Math.round(count * 0.25), { ...box, h: box.h * 0.4 }), lighten(base, 0.25), 22, 5, 0.6, true));
    // A soft drawn edge in a darker stick gives the masses their shape back.
    if (s.role !== 'detail') parts.push(el('path', { d: shapeD(s), fill: 'none', stroke: darken(base, focal ? 0.45 : 0.3), 'stroke-width': focal ? 5 : 4, opacity: focal ? 0.7 : 0.45, 'stroke-linejoin': 'round' }));
  }
  // Tooth of the paper: pigment skips the pits.
  parts.push(grain(defs, { freq: 0.85, octaves: 2, opacity: 0.45, contrast: 1.6, blend: 'overlay', tile: 200 }));
  // On a heavy genre's dark paper the name is lettered in the accent's chalk.
  const { ink } = heavy ? { ink: chalk(p.accent) } : pickInk(backdropColors(ctx, (s) => chalk(shapeColor(p, s)), () => paper), [lighten(p.paper, 0.3), darken(p.ink, 0.1)]);
  const other = ink === darken(p.ink, 0.1) ? lighten(p.paper, 0.3) : heavy ? paper : darken(p.ink, 0.1);
  return {
    art: group(parts.join('')),
    title: { treatment: { fill: ink, stroke: other, strokeWidth: 0.06, opacity: 0.95 } },
  };
};
