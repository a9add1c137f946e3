// Pencil sketch: graphite on white paper (a heavy genre: white pencil on black paper), a page of a
// spiral-bound sketchbook. Searching outlines drawn two or three times, hatching whose density
// follows the value, faint construction lines, and the paper's grain.
import { hsl, mix, toHsl } from '../color';
import type { Palette } from '../palette';
import { jitter, polyPath, resample } from '../geometry';
import { el, group, n } from '../svg';
import { grain, linePattern } from '../textures';
import { isHeavyGenre } from '../palette';
import { frameOverWeather } from './over-weather';
import { shapeD, titleArea, type StyleRenderer } from './style';

/** Width of the binding strip: the table seen past the page's spiral edge. */
const BINDING = 60;

/**
 * The page is a sheet still in its sketchbook: the wire coil down the left edge, its punched
 * holes showing the table, which a loose sheet or a painting never shows.
 */
function spiralBinding(table: string): string {
  let coil = '';
  let holes = '';
  for (let y = 30; y < 1000; y += 46) {
    coil += `M${BINDING - 14} ${y}c${-BINDING * 0.9} -4 ${-BINDING * 0.9} 26 0 22`;
    holes += `M${BINDING + 23} ${y + 11}a7 7 0 1 0 -14 0a7 7 0 1 0 14 0`;
  }
  return el('rect', { width: BINDING, height: 1000, fill: table })
    + el('rect', { x: BINDING, width: 14, height: 1000, fill: '#000000', opacity: 0.25 })
    + el('path', { d: coil, stroke: '#9a9a9e', 'stroke-width': 7, fill: 'none', 'stroke-linecap': 'round' })
    + el('path', { d: holes, fill: table });
}

/**
 * The two coloured pencils a sketcher picks up beside the graphite: one for the sky in the colour
 * story's sky, one for the lights in its accent. Graphite alone drew the three concepts of a
 * request as one grey page whenever the request fixed their hour and weather.
 */
function colourPencils(p: Palette, lead: string, night: boolean): { sky: string; light: string } {
  const pencil = (c: string, l: number) => {
    const [h, s] = toHsl(c);
    return s < 0.1 ? lead : hsl(h, Math.min(0.6, Math.max(0.35, s)), l);
  };
  // A night's sky pencil is a deep one, so the night stays a night. A night asked for is drawn
  // as the negative of a sketch (a white-on-black drawing, see compose.ts), so its moon and lights
  // are pressed in dark to come out pale: drawn pale, the moon of every night sketch was a black disc.
  return { sky: pencil(mix(p.sky[0], p.sky[1], 0.35), p.dark ? 0.28 : 0.42), light: pencil(p.accent, night ? 0.2 : 0.62) };
}

export const pencilSketch: StyleRenderer = (ctx) => {
  const { scene, defs, rng } = ctx;
  // Doom and black metal are drawn in white pencil on indigo-black paper: the marks are the lights, so
  // the lit parts of the scene get the hatching and the dark masses stay bare paper.
  const heavy = isHeavyGenre(ctx.genre);
  const paper = heavy ? '#1c1046' : '#f6f4ef';
  const lead = heavy ? '#ebe9e4' : '#2e2e30';
  const rub = heavy ? 0.4 : 1;
  // White pencil on black keeps to its one pencil: the night is what sets it apart.
  const pencils = heavy ? { sky: lead, light: lead } : colourPencils(ctx.palette, lead, ctx.night === true);
  const valueOf = (tone: number) => (heavy ? (1 - tone) * 0.75 : tone);
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: paper })];
  // The sky rubbed in with the side of a soft coloured pencil, darkest at the top, fading to the
  // horizon, a little graphite over it.
  parts.push(el('rect', { width: 1000, height: scene.horizon + 40, fill: defs.linear([[0, pencils.sky, 0.6 * rub], [0.7, pencils.sky, 0.26 * rub], [1, pencils.sky, 0]]) }));
  if (!heavy) parts.push(el('rect', { width: 1000, height: scene.horizon + 40, fill: defs.linear([[0, lead, 0.18], [0.7, lead, 0.06], [1, lead, 0]]) }));
  // Construction lines: the horizon and two perspective guides, left in lightly.
  parts.push(el('path', { d: `M-10 ${n(scene.horizon)}H1010M${n(scene.focal.cx)} ${n(scene.horizon)}L-10 1010M${n(scene.focal.cx)} ${n(scene.horizon)}L1010 1010`, stroke: lead, 'stroke-width': 0.8, opacity: 0.18, fill: 'none' }));
  // Loose sky hatching near the top.
  let sky = '';
  for (let i = 0; i < 40; i++) {
    const x = rng.int(-20, 900);
    const y = rng.int(20, Math.max(40, scene.horizon * 0.5));
    sky += `M${x} ${y}l${rng.int(60, 160)} ${rng.int(-30, -8)}`;
  }
  parts.push(el('path', { d: sky, stroke: pencils.sky, 'stroke-width': 1.2, opacity: 0.3 * (heavy ? 0.5 : 1), fill: 'none' }));
  for (const s of scene.shapes) {
    const d = shapeD(s);
    if (s.kind === 'line') {
      parts.push(el('path', { d, fill: 'none', stroke: lead, 'stroke-width': Math.min(2.4, Math.max(1, (s.width ?? 2) * 0.5)), opacity: 0.7, 'stroke-linecap': 'round' }));
      continue;
    }
    // Cover what is behind: pencil drawings do not show hidden lines.
    const tone = s.role === 'celestial' ? (heavy ? 0.6 : 0.08) : valueOf(s.tone);
    // A smudged graphite ground under the hatching: the side of the lead rubbed in. The sun or
    // moon and the lit things are coloured in with the light's pencil instead.
    const lit = !heavy && (s.role === 'celestial' || s.slot === 'accent');
    parts.push(el('path', { d, fill: lit ? mix(paper, pencils.light, ctx.night ? 0.85 : 0.45) : mix(paper, lead, (0.12 + tone * 0.3) * rub) }));
    if (lit) parts.push(el('path', { d, fill: linePattern(defs, pencils.light, 5, 1.2, 52, 0.55) }));
    else if (tone > 0.15) {
      const spacing = 11 - tone * 7;
      parts.push(el('path', { d, fill: linePattern(defs, lead, spacing, 1.1, 52, 0.35 + tone * 0.35) }));
      if (tone > 0.55) parts.push(el('path', { d, fill: linePattern(defs, lead, spacing * 1.25, 1, -38, 0.3 + tone * 0.25) }));
      if (tone > 0.85) parts.push(el('path', { d, fill: linePattern(defs, lead, spacing * 1.6, 0.9, 8, 0.35) }));
    }
    // The outline, searched for: two or three passes, none exactly on the line.
    const passes = s.role === 'detail' ? 1 : rng.int(2, 3);
    const ring = s.kind === 'circle' || s.smooth ? resample(s.pts, 10) : s.pts;
    for (let k = 0; k < passes; k++) {
      parts.push(el('path', { d: polyPath(jitter(ring, rng, k === 0 ? 0.8 : 2.4)), fill: 'none', stroke: lead, 'stroke-width': k === 0 ? 1.6 : 0.9, opacity: k === 0 ? 0.8 : 0.45, 'stroke-linejoin': 'round' }));
    }
  }
  parts.push(grain(defs, { freq: 0.9, octaves: 2, opacity: 0.35, contrast: 0.6, mean: 0.93, blend: heavy ? 'overlay' : 'multiply', tile: 200 }));
  // A dark table under a white page; a black-paged book lies on a pale one.
  // The binding lies over the concept's weather: the storm is drawn on the page.
  const band = titleArea(scene.titleAt);
  const framed = frameOverWeather(ctx, spiralBinding(heavy ? '#b9b2a6' : '#2b2420'), {
      // The lettering stays on the page, clear of the coil.
      area: { ...band, x: band.x + 30, w: band.w - 30 },
      treatment: {
        fill: lead,
        stroke: paper,
        strokeWidth: 0.09,
        // A second, slightly offset pass of the lettering: drawn, not typeset.
        shadow: { dx: 0.012, dy: 0.01, color: lead, opacity: 0.35 },
      },
  });
  return { art: group(parts.join('')) + framed.art, title: framed.title };
};
