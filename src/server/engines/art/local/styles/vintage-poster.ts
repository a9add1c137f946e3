// Vintage poster: a 1930s travel/WPA print. Muted flat colours, a sky in stepped bands, a sun
// with flat halo rings, a solid title band, a cream frame, and the wear of eighty years.
import { darken, lighten, mix, shift } from '../color';
import { isHeavyGenre } from '../palette';
import { el, group, n } from '../svg';
import { grain, specks } from '../textures';
import { shapeColor, shapeD, type StyleRenderer } from './style';

export const vintagePoster: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  const paper = mix(p.paper, '#ecd9a8', 0.75);
  // Period inks: a little greyed and warmed, as lithographic inks were.
  // A heavy genre is a night poster: the inks sunk to deep oxblood inside the same cream margin.
  const heavy = isHeavyGenre(ctx.genre);
  const age = (c: string) => (heavy ? mix(shift(c, 0, 0.15, -0.1), '#2a0e14', 0.3) : mix(shift(c, 0, -0.1, -0.06), '#a8773a', 0.22));
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: age(p.sky[1]) })];
  const bands = 6;
  for (let i = 0; i < bands; i++) {
    const y0 = (i / bands) * scene.horizon;
    parts.push(el('rect', { x: 0, y: n(y0), width: 1000, height: n(scene.horizon / bands + 2), fill: age(mix(p.sky[0], p.sky[1], i / (bands - 1))) }));
  }
  const { cx, cy, r } = scene.focal;
  for (let k = 3; k >= 1; k--) {
    parts.push(el('circle', { cx, cy, r: r * (1 + k * 0.28), fill: age(mix(p.sky[1], p.accent, 0.5 - k * 0.12)) }));
  }
  for (const s of scene.shapes) {
    const c = age(shapeColor(p, s));
    if (s.kind === 'line') {
      parts.push(el('path', { d: shapeD(s), fill: 'none', stroke: c, 'stroke-width': Math.max(2.5, s.width ?? 2), 'stroke-linecap': 'round' }));
      continue;
    }
    parts.push(el('path', { d: shapeD(s), fill: c }));
    if (s.role === 'far' || s.role === 'mid') {
      // Flat lithographic shading: a lighter sliver along the top edge of each mass.
      parts.push(el('path', { d: shapeD(s), fill: 'none', stroke: lighten(c, 0.25), 'stroke-width': 5, transform: 'translate(-3 4)', opacity: 0.7 }));
    }
  }
  const bandColor = age(darken(p.ink, 0.05));
  // Wear: scuffs of bare paper, flecks of ink, scratches, and yellowed varnish.
  let scratches = '';
  for (let i = 0; i < 14; i++) {
    const x = rng.int(0, 1000);
    const y = rng.int(0, 1000);
    const a = rng.next() * Math.PI;
    const l = rng.int(30, 160);
    scratches += `M${n(x)} ${n(y)}l${n(Math.cos(a) * l)} ${n(Math.sin(a) * l)}`;
  }
  // A wide cream margin, as posters were printed for the pasting board.
  const frame = `M0 0H1000V1000H0Z M62 62V938H938V62Z`;
  const overlay = specks(rng, heavy ? 300 : 900, paper, 2.2, 0.75) + specks(rng, 250, bandColor, 1.4, 0.5)
    + el('path', { d: scratches, stroke: paper, 'stroke-width': 1.4, fill: 'none', opacity: 0.6 })
    + grain(defs, { freq: 0.045, octaves: 3, opacity: 0.35, contrast: 0.8, mean: 0.85, blend: 'multiply', tile: 256 })
    + el('path', { d: frame, fill: paper, 'fill-rule': 'evenodd' })
    + el('rect', { x: 74, y: 74, width: 852, height: 852, fill: 'none', stroke: bandColor, 'stroke-width': 3 });
  return {
    art: group(parts.join('')),
    title: {
      font: ctx.font === 'playfair' || ctx.font === 'playfair-italic' ? 'playfair' : 'anton',
      upper: true,
      tracking: 0.04,
      area: scene.titleAt === 'top' ? { x: 80, y: 75, w: 840, h: 190 } : { x: 80, y: 745, w: 840, h: 180 },
      treatment: { fill: paper, backing: { color: bandColor, pad: 0.2, kind: 'band' }, shadow: { dx: 0.02, dy: 0.025, color: age(p.accent) } },
    },
    overlay,
  };
};
