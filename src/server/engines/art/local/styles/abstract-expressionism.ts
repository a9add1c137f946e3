// Abstract expressionism: the scene dissolves into colour fields and gesture. Soft-edged fields
// from the sky and ground colours, big loaded strokes, Pollock drips and splatter; the subject
// is brushed in as one rough dark mass inside a ring of its colour. A heavy genre is a deep plum field slashed with colour:
// no colour fields, fewer and narrower strokes of the hottest colours, as in Kline's black paintings.
import { darken, hsl, lighten, mix, shift } from '../color';
import { drips, splatter } from '../brush';
import { circlePts, deform, polyPath, smoothPath, type Pt } from '../geometry';
import { el, group } from '../svg';
import { grain } from '../textures';
import { isHeavyGenre } from '../palette';
import { offPaletteHue } from './off-palette';
import { shapeColor, type StyleRenderer } from './style';

export const abstractExpressionism: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  // The ground is the accent colour itself, loud: the canvas is all colour field before any gesture.
  const hot = shift(p.accent2, 0, 0.25, 0);
  const heavy = isHeavyGenre(ctx.genre);
  // A heavy genre's field is not black (a scratchboard and a linocut block are) but the deep
  // plum of a late Rothko, a cobalt or a deep olive, whichever the palette leaves clear (and off
  // magenta, the violet of the night papers and dusk skies): dark, and still a colour.
  const nightHue = offPaletteHue(p, [330, 215, 60], [0, 5, 15], [300]);
  const night = nightHue === 330 ? hsl(330, 0.8, 0.24) : nightHue === 215 ? hsl(215, 0.85, 0.26) : hsl(60, 0.7, 0.13);
  const ground = heavy ? night : p.dark ? lighten(hot, 0.1) : hot;
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: ground })];
  // Two stacked colour fields with feathered, deformed edges (the Rothko layer): the sky's
  // field and the accent's, where the scene's sky and ground were.
  const fields: [number, number, string][] = [[40, scene.horizon - 20, shift(p.sky[1], 0, 0.2, 0.05)], [scene.horizon + 10, 960, shift(p.accent, 0, 0.2, 0)]];
  for (const [y0, y1, c] of heavy ? [] : fields) {
    const rect: Pt[] = [[50, y0], [950, y0], [950, y1], [50, y1]];
    for (let i = 0; i < 4; i++) parts.push(el('path', { d: polyPath(deform(rect, rng, 4, 0.03)), fill: c, opacity: 0.4 }));
  }
  // Gestures: big loaded strokes using the scene's colours, roughly where its masses are.
  const colours = heavy ? [p.accent, hot, shift(p.accent, 0, 0.3, 0.1)] : [...new Set(scene.shapes.filter((s) => s.kind !== 'line').map((s) => shapeColor(p, s))), p.accent, p.ink, p.paper];
  for (let i = 0; i < (heavy ? 9 : 16); i++) {
    const c = rng.pick(colours);
    const x = rng.int(-50, 1050);
    const y = rng.int(0, 1000);
    let at: Pt = [x, y];
    const pts: Pt[] = [at];
    for (let k = 0; k < 3; k++) {
      at = [at[0] + rng.int(-260, 260), at[1] + rng.int(-180, 180)];
      pts.push(at);
    }
    const w = heavy ? rng.int(10, 34) : rng.int(18, 70);
    parts.push(el('path', { d: smoothPath(pts, false), fill: 'none', stroke: c, 'stroke-width': w, 'stroke-linecap': 'round', opacity: 0.85 }));
    // Dry bristle edge dragged along the stroke.
    parts.push(el('path', { d: smoothPath(pts.map(([a, b]) => [a + w * 0.3, b + w * 0.25] as Pt), false), fill: 'none', stroke: lighten(c, 0.25), 'stroke-width': w * 0.15, 'stroke-dasharray': '30 8 12 6', opacity: 0.6 }));
  }
  const { cx, cy, r } = scene.focal;
  parts.push(el('path', { d: polyPath(deform(circlePts(cx, cy, r, 24), rng, 2, 0.15)), fill: 'none', stroke: p.accent, 'stroke-width': r * 0.35, opacity: 0.9, 'stroke-linejoin': 'round' }));
  // The subject, brushed in as de Kooning kept his figures: one loaded, roughly-edged mass of
  // dark paint over the fields, its lit details dabbed on, so the cabin or the skull the concept
  // asked for still reads through the gesture.
  const mass = heavy ? hot : darken(p.ink, 0.1);
  for (const s of scene.shapes) {
    if (s.kind === 'line' || (s.role !== 'focal' && s.role !== 'detail')) continue;
    const dab = s.role === 'detail';
    parts.push(el('path', { d: polyPath(deform(s.pts, rng, dab ? 1 : 3, dab ? 0.02 : 0.04)), fill: dab ? lighten(p.paper, 0.2) : mass, opacity: dab ? 0.9 : 0.88 }));
    if (!dab) parts.push(el('path', { d: polyPath(deform(s.pts, rng, 2, 0.05)), fill: 'none', stroke: mass, 'stroke-width': 14, opacity: 0.6, 'stroke-dasharray': '40 10 18 8', 'stroke-linejoin': 'round' }));
  }
  // Pollock: long looping drips of thin paint across everything.
  for (let i = 0; i < 7; i++) {
    let at: Pt = [rng.int(0, 1000), rng.int(0, 1000)];
    const pts: Pt[] = [at];
    for (let k = 0; k < 14; k++) {
      at = [Math.max(-20, Math.min(1020, at[0] + rng.int(-160, 160))), Math.max(-20, Math.min(1020, at[1] + rng.int(-160, 160)))];
      pts.push(at);
    }
    parts.push(el('path', { d: smoothPath(pts, false), fill: 'none', stroke: rng.pick([p.ink, p.paper, p.accent2]), 'stroke-width': rng.int(2, 5), 'stroke-linecap': 'round' }));
  }
  for (let i = 0; i < 5; i++) parts.push(splatter(rng, rng.int(50, 950), rng.int(50, 950), rng.int(60, 160), 50, rng.pick([p.ink, p.paper, p.accent])));
  parts.push(drips(rng, 100, 900, rng.int(150, 500), mix(p.accent, p.ink, 0.3), 8, 260, 4));
  parts.push(grain(defs, { freq: 0.6, octaves: 2, opacity: 0.2 }));
  const band = darken(p.ink, 0.2);
  return {
    art: group(parts.join('')),
    title: { treatment: { fill: lighten(p.paper, 0.3), backing: { color: band, pad: 0.16, kind: 'box', rotate: (rng.next() - 0.5) * 4 } } },
  };
};
