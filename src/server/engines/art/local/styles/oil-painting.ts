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
import { isHeavyGenre } from '../palette';

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
    const c = lighten(mix(p.sky[0], p.sky[1], b / (bands - 1)), 0.12);
    const pts: Pt[] = Array.from({ length: 70 }, () => [rng.int(-30, 1030), rng.int(Math.round(y0), Math.round(y1))] as Pt);
    parts.push(dabBatch(rng, pts, [loaded(rng, c, 1), loaded(rng, c, 1), loaded(rng, c, 1), lighten(c, 0.08)], () => (rng.next() - 0.5) * 0.35, 80, 20, 0.8));
  }
  const { cx, cy, r } = scene.focal;
  // The light: a broad golden glow laid into the wet sky round the subject.
  const gold = lighten(mix(p.accent, '#f2b84b', 0.55), 0.2);
  parts.push(el('circle', { cx, cy, r: Math.max(460, r * 5), fill: defs.radial([[0, lighten(gold, 0.3), 0.9], [0.45, gold, 0.55], [1, gold, 0]]) }));
  for (const run of shapeRuns(scene.shapes)) {
    const s = run.first;
    // Earth pigments: every colour is mixed a little towards burnt sienna.
    // and the distance cooled to blue-grey, as landscape painters set warm against cool.
    // The subject keeps more of its own colour than the land (it is what the painting is of).
    const focal = s.role === 'focal';
    const base = mix(mix(shapeColor(p, s), '#8a5a2b', focal ? 0.1 : 0.2), '#7d93aa', s.role === 'far' ? 0.55 : s.role === 'mid' ? 0.35 : 0);
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
    const strokes = [
      dabBatch(rng, all, [loaded(rng, c(-0.05), 1), loaded(rng, base, 1), loaded(rng, c(-0.15), 1), loaded(rng, base, 1)], form, w * 3, w, 0.85),
      dabBatch(rng, upper, [loaded(rng, c(0.15), 1), loaded(rng, c(0.25), 1)], form, w * 2.6, w * 0.9, 0.85),
    ];
    // Impasto: thin light ridges along the top edge.
    const ridges = upper.slice(0, 10).map(([x, y]) => [x, y] as Pt);
    strokes.push(dabBatch(rng, ridges, [lighten(base, 0.45)], () => (rng.next() - 0.5) * 0.5, w * 2.5, w * 0.35, 0.8));
    // The subject's strokes stay inside its contour, as a painter cuts in an edge: loose strokes
    // across it frayed a horse or a guitarist into a blob that read as nothing at thumbnail size.
    parts.push(focal ? group(strokes.join(''), { 'clip-path': defs.clip(d) }) : strokes.join(''));
  }
  // Canvas weave, varnish and age.
  parts.push(el('rect', { width: 1000, height: 1000, fill: linePattern(defs, '#000000', 5, 1.4, 0, 0.09) }));
  parts.push(el('rect', { width: 1000, height: 1000, fill: linePattern(defs, '#000000', 5, 1.4, 90, 0.07) }));
  // Chiaroscuro: the light falls on the subject and the rest sinks into a warm umber dark, under
  // an amber varnish; that low-key glow is what reads as an old oil at a glance.
  parts.push(el('rect', { width: 1000, height: 1000, fill: '#b0742a', opacity: 0.16 }));
  const lit = scene.focal;
  // (Kept off the middle distance: a deeper dark sank whole pictures into murk round the subject.)
  parts.push(el('rect', { width: 1000, height: 1000, fill: defs.radialUser([[0, '#1a0d04', 0], [0.35, '#1a0d04', 0.06], [0.8, '#1a0d04', 0.45], [1, '#120802', 0.7]], lit.cx, lit.cy, 820) }));
  parts.push(vignette(defs, '#120802', 0.4));
  parts.push(grain(defs, { freq: 0.5, octaves: 2, opacity: 0.14 }));
  // A heavy genre is painted as the tenebrists did: the whole canvas sunk in brown-black, the
  // light only a glow on the subject, inside the same bright gilt frame.
  const heavy = isHeavyGenre(ctx.genre);
  if (heavy) {
    // A last glaze of transparent crimson over the whole, as the old masters warmed their darks.
    parts.push(el('rect', { width: 1000, height: 1000, fill: '#b01838', opacity: 0.8, style: 'mix-blend-mode:multiply' }));
    parts.push(el('rect', { width: 1000, height: 1000, fill: defs.radialUser([[0, '#0d0602', 0.25], [0.5, '#0d0602', 0.6], [1, '#0d0602', 0.8]], lit.cx, lit.cy, 700) }));
  }
  // A gilt frame: a wide, bright bevelled gold moulding (a broad band of burnished gold is what
  // no other style has round it), lit from the top left, with a pale linen liner
  // and a dark sight edge: a painting hung on a wall, which no print or screen image has.
  // The frame is laid over the weather and the title (the style's overlay): a storm is painted
  // inside the picture, never across its moulding, so the gilt still tells the style apart when
  // a concept's clouds cover the top of every cover; the name is set inside the opening.
  // Artwork asked for edge to edge (a studio template's 'no border') is the canvas alone.
  if (ctx.borderless) return { art: group(parts.join('')), title: defaultTitle(ctx) };
  const frame: string[] = [];
  const f = 90;
  const liner = 18;
  const gilt = (a: [number, number, number, number]) => defs.linearUser([[0, '#f8e09a'], [0.45, '#d8a848'], [1, '#a0742c']], a[0], a[1], a[2], a[3]);
  frame.push(el('path', { d: `M0 0H1000L${1000 - f} ${f}H${f}V${1000 - f}L0 1000Z`, fill: gilt([0, 0, f, f]) }));
  frame.push(el('path', { d: `M1000 0V1000H0L${f} ${1000 - f}H${1000 - f}V${f}Z`, fill: gilt([1000, 1000, 1000 - f, 1000 - f]) }));
  frame.push(el('rect', { x: f + liner / 2, y: f + liner / 2, width: 1000 - 2 * f - liner, height: 1000 - 2 * f - liner, fill: 'none', stroke: '#d8cbac', 'stroke-width': liner }));
  frame.push(el('rect', { x: f - 4, y: f - 4, width: 1000 - 2 * f + 8, height: 1000 - 2 * f + 8, fill: 'none', stroke: '#2a1a08', 'stroke-width': 8 }));
  frame.push(el('rect', { x: 9, y: 9, width: 982, height: 982, fill: 'none', stroke: '#fff0c0', 'stroke-width': 3, opacity: 0.55 }));
  const inner = f + liner + 22;
  const area = scene.titleAt === 'top' ? { x: inner, y: inner, w: 1000 - 2 * inner, h: 200 } : { x: inner, y: 1000 - inner - 195, w: 1000 - 2 * inner, h: 195 };
  return { art: group(parts.join('')), title: { ...defaultTitle(ctx), area }, overlay: frame.join('') };
};
