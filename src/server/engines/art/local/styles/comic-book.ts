// Comic book: a framed panel, action lines bursting from the subject, flat colours with
// halftone shading, inked outlines, energy dots, and a logo-style title with block extrusion.
import { darken, lighten, mix, shift } from '../color';
import { clipToCanvas } from '../clip';
import { polyPath } from '../geometry';
import { splatter } from '../brush';
import { el, group } from '../svg';
import { dotPattern } from '../textures';
import { shapeColor, shapeD, type StyleRenderer } from './style';
import { isHeavyGenre } from '../palette';
import { frameOverWeather } from './over-weather';

export const comicBook: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  const inkC = '#0d0d12';
  const sat = (c: string) => shift(c, 0, 0.25, 0);
  const parts: string[] = [];
  // A splash panel: the sky becomes a hot yellow burst radiating from the subject.
  const { cx, cy, r } = scene.focal;
  // A heavy genre's splash is a night panel, coloured as comics colour the night: a deep blue
  // burst. The gutter stays the page's white even then: the panel is printed on paper, and that
  // bright frame round a dark panel is what reads as a comic at a glance.
  const heavy = isHeavyGenre(ctx.genre);
  // The night blue is a pure one, strong in its blue channel alone: it costs the cover little
  // brightness, and the heavy genres' safety net (a colour burn, which sinks each channel that is
  // not near full) leaves it blue where a duller navy sank to the black of every other night.
  const burst = heavy ? '#1b26d0' : mix(p.accent, '#ffd21a', 0.7);
  parts.push(el('rect', { width: 1000, height: 1000, fill: defs.radialUser([[0, lighten(burst, heavy ? 0.3 : 0.55)], [0.25, burst], [1, darken(shift(burst, -18, 0.1), 0.1)]], cx, cy, 900) }));
  // Action lines: thin black wedges from just outside the subject to the panel edge.
  let lines = '';
  for (let i = 0; i < 90; i++) {
    const a = (i / 90) * Math.PI * 2 + rng.next() * 0.04;
    const r0 = r * (1.4 + rng.next() * 0.9);
    const w = 0.006 + rng.next() * 0.01;
    lines += polyPath(clipToCanvas([[cx + Math.cos(a) * r0, cy + Math.sin(a) * r0], [cx + Math.cos(a - w) * 1500, cy + Math.sin(a - w) * 1500], [cx + Math.cos(a + w) * 1500, cy + Math.sin(a + w) * 1500]]));
  }
  parts.push(el('path', { d: lines, fill: inkC, opacity: 0.55 }));
  for (const s of scene.shapes) {
    const base = sat(shapeColor(p, s));
    if (s.kind === 'line') {
      parts.push(el('path', { d: shapeD(s), fill: 'none', stroke: s.slot === 'paper' ? '#ffffff' : s.slot === 'accent' || s.slot === 'accent2' ? base : inkC, 'stroke-width': Math.max(3, (s.width ?? 2) * 1.2), 'stroke-linecap': 'round' }));
      continue;
    }
    const d = shapeD(s);
    parts.push(el('path', { d, fill: base }));
    if (s.role === 'celestial' || s.role === 'focal') {
      parts.push(el('path', { d, fill: defs.radial([[0, lighten(base, 0.5)], [0.55, base, 0], [1, base, 0]], 0.35, 0.3, 0.6) }));
    }
    if (s.role !== 'detail') {
      // Halftone shading, heavier at the bottom of the mass: the colourist's Ben-Day shadow.
      parts.push(el('path', { d, fill: dotPattern(defs, darken(base, 0.45), 10, 1.6 + s.tone * 2.2, 15) }));
    }
    parts.push(el('path', { d, fill: 'none', stroke: inkC, 'stroke-width': s.role === 'detail' ? 2.5 : 6, 'stroke-linejoin': 'round' }));
  }
  // Kirby-style energy crackle around the subject.
  parts.push(splatter(rng, cx, cy, r * 2.2, 70, inkC, 0.9));
  parts.push(splatter(rng, cx, cy, r * 1.8, 40, '#ffffff', 0.9));
  // The panel: the white gutter and an inked frame, over the concept's weather (the storm is
  // drawn inside the panel).
  const gutter = `M0 0H1000V1000H0Z M28 28V972H972V28Z`;
  const frame = el('path', { d: gutter, fill: '#fbfbf5', 'fill-rule': 'evenodd' })
    + el('rect', { x: 28, y: 28, width: 944, height: 944, fill: 'none', stroke: inkC, 'stroke-width': 7 });
  const hot = mix(p.accent, '#ffcc00', 0.6);
  const framed = frameOverWeather(ctx, frame, {
      font: ctx.font === 'pirata' ? 'pirata' : 'anton',
      area: scene.titleAt === 'top' ? { x: 80, y: 60, w: 840, h: 220 } : { x: 80, y: 720, w: 840, h: 215 },
      treatment: {
        fill: hot,
        gradient: [[0, lighten(hot, 0.55)], [0.5, hot], [1, darken(shift(hot, -25, 0.2), 0.15)]],
        stroke: inkC,
        strokeWidth: 0.07,
        extrude: { dx: 0.035, dy: 0.065, color: darken(p.accent2, 0.45), steps: 8 },
        skew: -9,
      },
  });
  return { art: group(parts.join('')) + framed.art, title: framed.title };
};
