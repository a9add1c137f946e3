// Pastel: soft chalky strokes on toned paper. Strokes are short, broken (dashed) and all laid
// at one hand angle; the paper's tooth shows through, and colours are lifted towards white.
import { darken, hsl, lighten, mix, shift } from '../color';
import { scatterInside, strokeBatch } from '../brush';
import { clampBox } from '../clip';
import { bbox, polyPath, type Pt } from '../geometry';
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
  const chalk = (c: string) => lighten(shift(c, 0, 0.3, 0), 0.26);
  const hand = -0.9 + rng.next() * 0.3;
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: paper })];
  // Broken chalk (a dash pattern) only on the top layer: dashing doubles a stroke's cost.
  const layer = (pts: Pt[], color: string, len: number, width: number, opacity: number, broken = false, angle = hand) =>
    el('path', { d: strokeBatch(rng, pts, angle, len, 0.35), stroke: color, 'stroke-width': width, fill: 'none', opacity, 'stroke-linecap': 'round', 'stroke-dasharray': broken ? '9 3 14 4 5 3' : undefined });
  // Sky: first rubbed in with the side of the stick and blended with a finger (a soft graded
  // veil the sheet still shows through), then broad side strokes swept nearly level across it,
  // then the light's warm chalk worked round the sun or moon. (Every mark at one diagonal, sky
  // included, read as rain on a coloured cloth, not as a pastel.)
  const skyPts = (count: number, y0: number, y1: number) => Array.from({ length: count }, () => [rng.int(-20, 1020), rng.int(y0, y1)] as Pt);
  const sweep = -0.12 + rng.next() * 0.08;
  // On a heavy genre's dark paper the night sky is only a few strokes; the accent's warm chalk
  // is what glows against the blue.
  // A night's sky chalk is as few strokes: its dim colours laid thick greyed the sheet into charcoal.
  const skyK = heavy || p.dark ? 0.45 : 1;
  const skyEnd = Math.min(1000, scene.horizon + 30);
  // Only thinly, and the strokes over it leave the sheet between them: a sheet veiled in pale
  // chalk is the grey of a pencil drawing's paper.
  // The sky's sticks are laid strong: soft pastel is pure pigment, and a sky lifted to pale chalk
  // read as a pencil drawing's grey paper.
  const skyChalk = (c: string) => lighten(shift(c, 0, 0.25, 0), 0.15);
  parts.push(el('rect', { width: 1000, height: skyEnd, fill: defs.linear([[0, skyChalk(p.sky[0]), heavy ? 0.06 : 0.1], [1, skyChalk(p.sky[1]), heavy ? 0.08 : 0.12]]) }));
  parts.push(layer(skyPts(Math.round(150 * skyK), -10, scene.horizon * 0.6), skyChalk(p.sky[0]), 70, 14, 0.55, false, sweep));
  // The second pass breaks on the paper's tooth, so its strokes end ragged, not as rounded bars.
  parts.push(layer(skyPts(Math.round(150 * skyK), scene.horizon * 0.35, scene.horizon + 30), skyChalk(p.sky[1]), 70, 12, 0.55, true, sweep));
  const { cx, cy, r } = scene.focal;
  const lightPts = Array.from({ length: 60 }, () => [cx + (rng.next() - 0.5) * r * 5, Math.min(scene.horizon, cy + (rng.next() - 0.5) * r * 3)] as Pt);
  parts.push(layer(lightPts, skyChalk(mix(p.sky[1], p.accent, heavy ? 0.8 : 0.55)), 44, 14, heavy ? 0.5 : 0.45, true, sweep));
  parts.push(layer(skyPts(110, -10, scene.horizon), chalk(mix(p.sky[0], p.accent, heavy ? 0.8 : 0.3)), 26, 6, heavy ? 0.55 : 0.4, true));
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
    // The land is laid in level strokes that follow it; the subject is hatched at the hand's angle.
    const angle = focal || s.role === 'detail' ? hand : (rng.next() - 0.5) * 0.2;
    parts.push(layer(scatterInside(rng, s.pts, Math.round(count * 0.5), box), darken(base, 0.2), 36, 12, 0.6, false, angle));
    parts.push(layer(scatterInside(rng, s.pts, count, box), base, 34, 11, 0.7, false, angle));
    parts.push(layer(scatterInside(rng, s.pts, Math.round(count * 0.25), { ...box, h: box.h * 0.4 }), lighten(base, 0.25), 22, 5, 0.6, true, angle));
    // A soft drawn edge in a darker stick gives the masses their shape back.
    if (s.role !== 'detail') parts.push(el('path', { d: shapeD(s), fill: 'none', stroke: darken(base, focal ? 0.45 : 0.3), 'stroke-width': focal ? 5 : 4, opacity: focal ? 0.7 : 0.45, 'stroke-linejoin': 'round' }));
  }
  // The drawing stops short of the sheet's edge, loosely, as a pastellist works: a ragged border
  // of bare tinted paper round it says 'pastel on a sheet' at any size.
  const edge: Pt[] = [];
  for (let i = 0; i < 48; i++) {
    const t = i / 48;
    const side = Math.floor(t * 4);
    const u = (t * 4) % 1;
    const inset = 26 + rng.next() * 22;
    edge.push(side === 0 ? [u * 1000, inset] : side === 1 ? [1000 - inset, u * 1000] : side === 2 ? [1000 - u * 1000, 1000 - inset] : [inset, 1000 - u * 1000]);
  }
  // (A heavy genre's nocturne is worked to the edge: its blue border was a badge's blue field.)
  if (!heavy) parts.push(el('path', { d: `M-5 -5H1005V1005H-5Z${polyPath(edge)}`, fill: paper, 'fill-rule': 'evenodd', opacity: 0.92 }));
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
