// Watercolour: every mass is a stack of translucent, randomly deformed washes (the layered
// polygon technique), so edges bleed softly; pigment pools at the rim; the paper shows through.
import { darken, lighten, mix } from '../color';
import { bbox, circlePts, deform, polyPath, resample, type Pt } from '../geometry';
import { el, group } from '../svg';
import { grain } from '../textures';
import { splatter } from '../brush';
import { inks } from './titles';
import { shapeColor, shapeD, type StyleContext, type StyleRenderer } from './style';

function washes(ctx: StyleContext, pts: readonly Pt[], color: string, layers: number, opacity: number): string {
  const { rng } = ctx;
  const box = bbox(pts);
  const size = Math.max(box.w, box.h);
  const base = deform(resample(pts, Math.max(16, size / 12)), rng, 1, 0.3);
  // Small masses need fewer glazes to look wet; this keeps forests and cities light to render.
  const count = size > 300 ? layers : size > 120 ? Math.min(layers, 4) : 3;
  let out = '';
  for (let i = 0; i < count; i++) {
    out += el('path', { d: polyPath(deform(base, rng, 2, 0.45)), fill: color, opacity });
  }
  // Pigment settles at the rim of a drying wash: a faint darker edge.
  out += el('path', { d: polyPath(base), fill: 'none', stroke: darken(color, 0.25), 'stroke-width': 2.2, opacity: 0.3 });
  return out;
}

export const watercolor: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  const paper = lighten(p.paper, 0.35);
  // Night palettes are painted thinner, so the paper still glows through dark skies.
  const skyTop = p.dark ? mix(p.sky[0], p.sky[1], 0.3) : p.sky[0];
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: paper })];
  parts.push(washes(ctx, [[-60, -60], [1060, -60], [1060, 1060], [-60, 1060]], skyTop, 5, 0.16));
  parts.push(washes(ctx, [[-60, scene.horizon * 0.45], [1060, scene.horizon * 0.5], [1060, 1060], [-60, 1060]], p.sky[1], 5, 0.16));
  // Wet-in-wet: two faint, broad blooms of the accent colour.
  for (let i = 0; i < 2; i++) {
    parts.push(washes(ctx, circlePts(rng.int(150, 850), rng.int(100, 700), rng.int(160, 260), 10), p.accent, 3, 0.05));
  }
  for (const s of scene.shapes) {
    const color = mix(shapeColor(p, s), paper, s.role === 'far' ? 0.35 : 0.12);
    if (s.kind === 'line') {
      parts.push(el('path', { d: shapeD(s), fill: 'none', stroke: color, 'stroke-width': (s.width ?? 2) * 1.1, 'stroke-linecap': 'round', opacity: 0.7 }));
      continue;
    }
    const box = bbox(s.pts);
    const small = Math.max(box.w, box.h) < 60;
    if (small) {
      parts.push(el('path', { d: shapeD(s), fill: color, opacity: 0.75 }));
      continue;
    }
    parts.push(washes(ctx, s.kind === 'circle' && s.circle ? circlePts(s.circle.cx, s.circle.cy, s.circle.r, 20) : s.pts, color, s.role === 'near' ? 8 : 6, s.role === 'near' ? 0.2 : 0.14));
  }
  parts.push(splatter(rng, rng.int(100, 900), rng.int(600, 950), 160, 40, p.accent, 0.35));
  parts.push(splatter(rng, rng.int(100, 900), rng.int(50, 400), 120, 25, p.ground[1], 0.3));
  // Cold-press paper: a coarse tooth plus fine grain.
  parts.push(grain(defs, { freq: 0.09, octaves: 3, opacity: 0.6, contrast: 0.7, mean: 0.86, blend: 'multiply', tile: 240 }));
  const { dark, light } = inks(p);
  const onTop = scene.titleAt === 'top';
  const titleInk = onTop && !p.dark ? darken(p.ink, 0.1) : light;
  return {
    art: group(parts.join('')),
    title: { treatment: { fill: titleInk, stroke: titleInk === light ? dark : paper, strokeWidth: 0.06, opacity: 0.94 } },
  };
};
