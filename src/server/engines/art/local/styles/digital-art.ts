// Digital art: clean gradients, atmospheric haze between layers, a glowing focal light,
// floating particles. The polished default look of concept-art covers.
import { darken, lighten, mix } from '../color';
import { dot, el, group } from '../svg';
import { grain } from '../textures';
import { defaultTitle } from './titles';
import { flat, shapeColor, shapeRuns, skyGradient, starsSvg, type StyleRenderer } from './style';

export const digitalArt: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  const parts: string[] = [skyGradient(defs, p)];
  const { cx, cy, r } = scene.focal;
  // A wide light bloom behind the subject sets the mood before anything is drawn on it.
  parts.push(el('circle', { cx, cy, r: r * 3.2, fill: defs.radial([[0, p.accent, 0.55], [0.4, p.accent, 0.18], [1, p.accent, 0]]) }));
  if (p.dark) parts.push(starsSvg(ctx, p.paper, 2, 0.8));
  for (const run of shapeRuns(scene.shapes)) {
    const s = run.first;
    const base = shapeColor(p, s);
    // Atmospheric perspective: far shapes melt into the horizon colour.
    const hazed = mix(base, p.sky[1], (1 - s.depth) * 0.45);
    if (s.role === 'celestial' || (s.role === 'focal' && s.kind === 'circle')) {
      const c = s.circle ?? { cx, cy, r };
      parts.push(el('circle', { cx: c.cx, cy: c.cy, r: c.r * 1.5, fill: defs.radial([[0.6, hazed, 0.6], [1, hazed, 0]]) }));
      parts.push(el('path', { d: run.d, fill: defs.radial([[0, lighten(base, 0.55)], [0.7, base], [1, darken(base, 0.08)]], 0.4, 0.35, 0.7) }));
      continue;
    }
    if (s.kind === 'line') {
      if (s.role === 'line') parts.push(el('path', { d: run.d, fill: 'none', stroke: hazed, 'stroke-width': (s.width ?? 2) * 3, 'stroke-linecap': 'round', opacity: 0.35 }));
      parts.push(el('path', { d: run.d, fill: 'none', stroke: hazed, 'stroke-width': s.width ?? 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }));
      continue;
    }
    // Rim light on top, shade below: every mass gets a vertical gradient.
    parts.push(el('path', { d: run.d, fill: defs.linear([[0, lighten(hazed, 0.18)], [0.35, hazed], [1, darken(hazed, 0.35)]]) }));
    if (s.role === 'far' || s.role === 'mid') {
      const bottom = Math.min(scene.horizon + 120, 1000);
      parts.push(el('rect', { x: 0, y: bottom - 300, width: 1000, height: 300, fill: defs.linear([[0, p.sky[1], 0], [1, p.sky[1], 0.3]]) }));
    }
  }
  // Floating particles catch the light.
  let d = '';
  for (let i = 0; i < 60; i++) {
    const x = rng.next() * 1000;
    const y = rng.next() * 1000;
    const pr = 1 + rng.next() * 3;
    d += dot(x, y, pr);
  }
  parts.push(el('path', { d, fill: lighten(p.accent, 0.5), opacity: 0.5 }));
  parts.push(flat(defs.linear([[0, '#000000', 0], [0.75, '#000000', 0], [1, '#000000', 0.35]])));
  parts.push(grain(defs, { freq: 0.85, opacity: 0.12 }));
  return { art: group(parts.join('')), title: defaultTitle(ctx) };
};
