// Digital art: a sky flooded by one saturated key light, colours pushed to screen vibrance,
// atmospheric haze between layers, floating particles. The polished look of concept-art covers.
import { darken, hsl, hueDistance, lighten, mix, shift, toHsl } from '../color';
import { HUES } from '../colour-words';
import { dot, el, group } from '../svg';
import { grain } from '../textures';
import { isHeavyGenre } from '../palette';
import { defaultTitle } from './titles';
import { flat, shapeColor, shapeRuns, starsSvg, type StyleRenderer } from './style';

export const digitalArt: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  // Digital vibrance: the screen's colours pushed past what pigment or film would give.
  const vivid = (c: string) => shift(c, 0, 0.35, 0);
  const { cx, cy, r } = scene.focal;
  const light = scene.shapes.find((s) => s.role === 'celestial')?.circle ?? { cx, cy, r };
  // The light source floods the sky with its colour: a concept painter's key light, hot at the
  // source and deepening to a saturated dark of the sky's hue at the frame's edge. A quiet night
  // keeps it to a moon's glow; a heavy genre's sky smoulders with a lower, closer fire, so the
  // picture stays dark by its own painting rather than by the heavy-genre safety net.
  const heavy = isHeavyGenre(ctx.genre);
  // The light is the palette's accent, unless the words named a colour far from it ('cold blue
  // light' on a metal palette's red): then the light is that colour.
  const named = p.lead && p.lead !== 'black-and-white' ? HUES[p.lead].h : undefined;
  const lead = named !== undefined && hueDistance(toHsl(p.accent)[0], named) > 90 ? hsl(named, 0.75, 0.55) : p.accent;
  const key = heavy ? darken(vivid(lead), 0.1) : vivid(lead);
  const edge = darken(shift(p.sky[0], 0, 0.5, 0), p.dark ? 0.5 : 0.45);
  const reach = heavy ? 800 : p.dark ? 700 : 1100;
  const core = lighten(key, heavy ? 0.4 : 0.45);
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: defs.radialUser([[0, core], [0.22, key], [0.6, mix(key, edge, 0.6)], [1, edge]], light.cx, light.cy, reach) })];
  if (p.dark) parts.push(starsSvg(ctx, p.paper, 2, 0.8));
  for (const run of shapeRuns(scene.shapes)) {
    const s = run.first;
    const base = vivid(shapeColor(p, s));
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
