// Charcoal: smoky blacks on warm grey paper. Smudged masses with ragged edges, scrubbed
// diagonal strokes, vine-charcoal contour lines, white chalk lights, eraser lifts, heavy tooth.
// A heavy genre is drawn the other way round: white chalk rubbed onto dark grey paper.
import { mix } from '../color';
import { scatterInside, strokeBatch } from '../brush';
import { bbox, jitter, polyPath, resample, type Box, type Pt } from '../geometry';
import { el, group } from '../svg';
import { grain } from '../textures';
import { backdropColors, pickInk } from './titles';
import { isHeavyGenre } from '../palette';
import { shapeD, type StyleRenderer } from './style';

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

export const charcoalDrawing: StyleRenderer = (ctx) => {
  const { scene, defs, rng } = ctx;
  // On black paper the marks are chalk: the lit parts of the scene are rubbed in and the dark
  // masses are the paper left bare. A night asked for is drawn so too: taken down from white paper
  // it was a grey murk, the look of a stencilled concrete wall.
  const heavy = isHeavyGenre(ctx.genre) || ctx.night === true;
  const paper = heavy ? '#2a2724' : '#e6e0d3';
  const soot = heavy ? '#cfcac0' : '#1b1a19';
  const chalkC = '#fbf8f1';
  const rub = heavy ? 0.45 : 1;
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: paper })];
  // Smoky sky: big soft smudges, denser at the top.
  for (let i = 0; i < 6; i++) {
    parts.push(el('ellipse', { cx: rng.int(0, 1000), cy: rng.int(-100, Math.max(0, scene.horizon - 200)), rx: rng.int(250, 500), ry: rng.int(100, 220), fill: defs.radial([[0, soot, 0.6 * rub], [1, soot, 0]]) }));
  }
  const skyStrokes: Pt[] = Array.from({ length: 160 }, () => [rng.int(-40, 1040), rng.int(0, scene.horizon)] as Pt);
  parts.push(el('path', { d: strokeBatch(rng, skyStrokes, -0.1, 140, 0.2), stroke: soot, 'stroke-width': 10, fill: 'none', opacity: 0.05, 'stroke-linecap': 'round' }));
  const litBoxes: Box[] = [];
  for (const s of scene.shapes) {
    if (s.kind === 'line') {
      parts.push(el('path', { d: shapeD(s), fill: 'none', stroke: s.slot === 'paper' || s.slot === 'accent2' ? chalkC : soot, 'stroke-width': (s.width ?? 2) * 1.1, opacity: 0.8, 'stroke-linecap': 'round', 'stroke-dasharray': '18 4 7 3' }));
      continue;
    }
    const lit = s.role === 'celestial' || s.slot === 'paper';
    const tone = heavy ? (lit ? 0.95 : (1 - s.tone) * 0.55) : lit ? 0 : s.tone;
    const box = bbox(s.pts);
    const ring = Math.max(box.w, box.h) > 40 ? jitter(resample(s.pts, 9), rng, 2.5) : s.pts;
    // On dark paper a dark mass in front of a chalked light is the paper left bare: a skull before
    // the moon stays a skull, where a faint chalk rub over the moon vanished into it.
    if (lit) litBoxes.push(box);
    // The subject's dark is the paper left bare too, whatever stands behind it: a figure or a car
    // in front of chalked buildings was a faint rub that the buildings showed through.
    const subject = heavy && !lit && s.role === 'focal';
    const bare = tone === 0 || subject || (heavy && !lit && litBoxes.some((b) => overlaps(b, box)));
    parts.push(el('path', { d: polyPath(ring), fill: bare ? paper : soot, opacity: bare ? 1 : (0.45 + tone * 0.5) * (heavy ? tone : 1) }));
    // ...and its outline is chalked firmly, so the bare shape reads against bare night paper.
    if (subject && Math.max(box.w, box.h) >= 12) parts.push(el('path', { d: polyPath(ring), fill: 'none', stroke: chalkC, 'stroke-width': 3.5, opacity: 0.75, 'stroke-linejoin': 'round' }));
    if (Math.max(box.w, box.h) < 40) continue;
    // Scrubbed strokes inside, lighter at the top where the light is.
    const pts = scatterInside(rng, s.pts, Math.min(280, Math.round((box.w * box.h) / 700) + 10), box);
    parts.push(el('path', { d: strokeBatch(rng, pts, -1.0, 40, 0.4), stroke: soot, 'stroke-width': 7, fill: 'none', opacity: 0.1 + tone * 0.2, 'stroke-dasharray': '10 3 4 3' }));
    // Vine-charcoal contour along the edge, broken where the stick skipped.
    parts.push(el('path', { d: polyPath(jitter(resample(s.pts, 12), rng, 1.5)), fill: 'none', stroke: soot, 'stroke-width': 3.2, opacity: heavy ? 0.5 : 0.75, 'stroke-dasharray': '26 5 11 4' }));
    if (!heavy && (tone === 0 || s.role === 'near')) {
      // Chalk light on the upper edge, or an eraser lift through the dark.
      const lights = pts.filter((pt) => pt[1] < box.y + box.h * 0.3).slice(0, 30);
      parts.push(el('path', { d: strokeBatch(rng, lights, -0.3, 30, 0.5), stroke: chalkC, 'stroke-width': 4, fill: 'none', opacity: 0.7, 'stroke-linecap': 'round' }));
    }
  }
  // Tooth: the coarse paper grain that breaks every dark into specks.
  parts.push(grain(defs, { freq: 0.55, octaves: 3, opacity: 0.7, contrast: 1.3, blend: 'overlay', tile: 220 }));
  const { ink } = heavy ? { ink: chalkC } : pickInk(backdropColors(ctx, (s) => (s.role === 'celestial' || s.slot === 'paper' ? paper : mix(paper, soot, 0.25 + s.tone * 0.6)), () => mix(paper, soot, 0.15)), [soot, chalkC]);
  return {
    art: group(parts.join('')),
    title: { treatment: { fill: ink, stroke: heavy ? paper : ink === soot ? chalkC : soot, strokeWidth: 0.07, shadow: { dx: 0.01, dy: 0.03, color: soot, blur: 1, opacity: 0.35 } } },
  };
};
