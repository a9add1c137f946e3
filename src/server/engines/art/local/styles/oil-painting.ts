// Oil painting: a dark toned ground, every area built from short loaded brush strokes whose
// colour drifts, impasto highlights catching the light, canvas weave and an amber varnish.
import type { Rng } from '@server/lib/random';
import { darken, lighten, mix, shift } from '../color';
import { dabBatch, scatterInside } from '../brush';
import { clampBox } from '../clip';
import { bbox, type Pt } from '../geometry';
import type { Shape } from '../scene/types';
import { el, group } from '../svg';
import { grain, linePattern, vignette } from '../textures';
import { defaultTitle } from './titles';
import { shapeColor, shapeRuns, type StyleRenderer } from './style';

/** A colour a brush might actually carry: the target nudged in hue and value. */
function loaded(rng: Rng, c: string, spread: number): string {
  return shift(c, (rng.next() - 0.5) * 14 * spread, (rng.next() - 0.5) * 0.1, (rng.next() - 0.5) * 0.12 * spread);
}

export const oilPainting: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: darken(mix(p.sky[0], '#3b2a1a', 0.5), 0.3) })];
  parts.push(el('rect', { width: 1000, height: 1000, fill: defs.linear([[0, p.sky[0]], [Math.min(0.97, scene.horizon / 1000), p.sky[1]], [1, p.ground[2]]]) }));
  // The sky laid in with broad, roughly horizontal strokes, band by band.
  const bands = 6;
  for (let b = 0; b < bands; b++) {
    const y0 = (b / bands) * (scene.horizon + 40);
    const y1 = ((b + 1) / bands) * (scene.horizon + 40);
    const c = mix(p.sky[0], p.sky[1], b / (bands - 1));
    const pts: Pt[] = Array.from({ length: 70 }, () => [rng.int(-30, 1030), rng.int(Math.round(y0), Math.round(y1))] as Pt);
    parts.push(dabBatch(rng, pts, [loaded(rng, c, 1), loaded(rng, c, 1), loaded(rng, c, 1), lighten(c, 0.08)], () => (rng.next() - 0.5) * 0.35, 80, 20, 0.8));
  }
  const { cx, cy, r } = scene.focal;
  parts.push(el('circle', { cx, cy, r: r * 2.6, fill: defs.radial([[0, lighten(p.accent, 0.3), 0.45], [1, p.accent, 0]]) }));
  for (const run of shapeRuns(scene.shapes)) {
    const s = run.first;
    const base = shapeColor(p, s);
    const d = run.d;
    if (s.kind === 'line') {
      parts.push(el('path', { d, fill: 'none', stroke: loaded(rng, base, 1), 'stroke-width': (s.width ?? 2) * 1.3, 'stroke-linecap': 'round', opacity: 0.9 }));
      continue;
    }
    parts.push(el('path', { d, fill: darken(base, 0.12) }));
    const box = clampBox(bbox(run.shapes.flatMap((sh) => sh.pts)));
    const size = Math.max(box.w, box.h);
    if (size < 40) {
      parts.push(el('path', { d, fill: lighten(base, 0.1) }));
      continue;
    }
    // Strokes follow the form, lighter where the light falls (the upper part of each mass).
    const count = Math.min(220, Math.round((box.w * box.h) / 1800) + 8);
    const w = Math.max(6, Math.min(20, size / 12));
    const round = s.kind === 'circle';
    const c = (k: number) => (k > 0 ? lighten(base, k) : darken(base, -k));
    const form = (pt: Pt) => (round ? Math.atan2(pt[1] - (box.y + box.h / 2), pt[0] - (box.x + box.w / 2)) + Math.PI / 2 : (rng.next() - 0.5) * 0.6);
    const pick = (sh: Shape, n: number) => scatterInside(rng, sh.pts, n, clampBox(bbox(sh.pts)));
    const per = Math.max(4, Math.round(count / run.shapes.length));
    const upper = run.shapes.flatMap((sh) => { const b = clampBox(bbox(sh.pts)); return scatterInside(rng, sh.pts, per, { ...b, h: b.h * 0.45 }); });
    const all = run.shapes.flatMap((sh) => pick(sh, per));
    parts.push(dabBatch(rng, all, [loaded(rng, c(-0.05), 1), loaded(rng, base, 1), loaded(rng, c(-0.15), 1), loaded(rng, base, 1)], form, w * 3, w, 0.85));
    parts.push(dabBatch(rng, upper, [loaded(rng, c(0.15), 1), loaded(rng, c(0.25), 1)], form, w * 2.6, w * 0.9, 0.85));
    // Impasto: thin light ridges along the top edge.
    const ridges = upper.slice(0, 10).map(([x, y]) => [x, y] as Pt);
    parts.push(dabBatch(rng, ridges, [lighten(base, 0.45)], () => (rng.next() - 0.5) * 0.5, w * 2.5, w * 0.35, 0.8));
  }
  // Canvas weave, varnish and age.
  parts.push(el('rect', { width: 1000, height: 1000, fill: linePattern(defs, '#000000', 5, 1.4, 0, 0.09) }));
  parts.push(el('rect', { width: 1000, height: 1000, fill: linePattern(defs, '#000000', 5, 1.4, 90, 0.07) }));
  parts.push(el('rect', { width: 1000, height: 1000, fill: '#c08a3a', opacity: 0.08 }));
  parts.push(vignette(defs, '#1a0e05', 0.5));
  parts.push(grain(defs, { freq: 0.5, octaves: 2, opacity: 0.14 }));
  return { art: group(parts.join('')), title: defaultTitle(ctx) };
};
