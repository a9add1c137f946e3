// Graffiti: a piece sprayed on a brick wall. Soft overspray around every fill, two-can fades,
// fat outlines, drips running down from the paint, splatter and tags, and a block-lettered title.
import { darken, hsl, lighten, mix, shift } from '../color';
import { drips, splatter } from '../brush';
import { bbox, smoothPath, type Pt } from '../geometry';
import { el, group, n } from '../svg';
import { grain } from '../textures';
import { renderTitle, type TitleTreatment } from '../title-render';
import { shapeColor, shapeD, type StyleRenderer } from './style';
import { isHeavyGenre } from '../palette';
import { offPaletteHue } from './off-palette';

function wall(ctx: Parameters<StyleRenderer>[0], base: string): string {
  const { rng } = ctx;
  let out = el('rect', { width: 1000, height: 1000, fill: darken(base, 0.35) });
  const h = 38;
  const w = 96;
  for (let row = 0; row * h < 1000; row++) {
    const off = row % 2 ? -w / 2 : 0;
    for (let x = off; x < 1000; x += w) {
      const tone = mix(base, rng.chance(0.5) ? '#ffffff' : '#000000', rng.next() * 0.12);
      out += el('rect', { x: x + 3, y: row * h + 3, width: w - 6, height: h - 6, fill: tone, rx: 2 });
    }
  }
  return out;
}

export const graffiti: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  // A heavy genre's piece is sprayed on a dark green painted brick wall, over a deep purple
  // cloud, in the hottest cans (a night palette sprayed as it is would vanish into the wall).
  const heavy = isHeavyGenre(ctx.genre);
  const pop = (c: string) => shift(c, 0, heavy ? 0.55 : 0.3, heavy ? 0.1 : 0.04);
  const outline = '#111114';
  // The second can is a fluorescent the palette does not have (lime, cyan, magenta or orange),
  // as writers fade a fill into a clashing can: the lower half of every form is the piece's own
  // colour, where the palette-coloured styles fill it with the scene's.
  const canHue = offPaletteHue(p, [95, 185, 310, 28]);
  const secondCan = heavy ? pop(p.accent2) : hsl(canHue, 0.95, 0.55);
  const cloud = heavy ? '#3d1f66' : pop(p.sky[0]);
  const parts: string[] = [wall(ctx, heavy ? '#1d4a30' : mix(p.sky[1], '#8e4f3a', 0.75)), grain(defs, { freq: 0.08, octaves: 3, opacity: 0.5, contrast: 1.1 })];
  // A sprayed backdrop blob keeps the piece together on the wall.
  const { cx, cy, r } = scene.focal;
  parts.push(el('ellipse', { cx: 500, cy: (cy + scene.horizon) / 2, rx: 360, ry: 260, fill: defs.radial([[0, cloud, 0.95], [0.75, cloud, 0.8], [1, cloud, 0]]) }));
  for (const s of scene.shapes) {
    const c = pop(shapeColor(p, s));
    const d = shapeD(s);
    if (s.kind === 'line') {
      parts.push(el('path', { d, fill: 'none', stroke: c, 'stroke-width': (s.width ?? 2) * 2.4, 'stroke-linecap': 'round', opacity: 0.25 }));
      parts.push(el('path', { d, fill: 'none', stroke: c, 'stroke-width': Math.max(3, (s.width ?? 2) * 1.2), 'stroke-linecap': 'round' }));
      continue;
    }
    // Overspray: the can's soft halo around every fill.
    parts.push(el('path', { d, fill: 'none', stroke: c, 'stroke-width': 18, 'stroke-linejoin': 'round', opacity: 0.16 }));
    parts.push(el('path', { d, fill: 'none', stroke: c, 'stroke-width': 8, 'stroke-linejoin': 'round', opacity: 0.3 }));
    // Big masses get the writer's fade: the fill sprayed in one can, faded at the foot into the
    // second can, so each form reads as a piece's fill, not as the scene's own colour.
    const box = bbox(s.pts);
    const fade = s.role !== 'detail' && box.w > 60;
    parts.push(el('path', { d, fill: fade ? defs.linear([[0, c], [0.3, c], [1, secondCan]]) : c }));
    if (fade) {
      parts.push(el('path', { d, fill: 'none', stroke: outline, 'stroke-width': s.role === 'far' ? 4 : 7, 'stroke-linejoin': 'round' }));
      const bottom = Math.min(box.y + box.h, 980);
      if (bottom < 960 && rng.chance(0.8)) parts.push(drips(rng, box.x + box.w * 0.15, box.x + box.w * 0.85, bottom - 4, c, rng.int(2, 5), 90, 5));
    }
  }
  // Shine marks on the subject, the writer's finishing touch.
  parts.push(el('path', { d: `M${n(cx - r * 0.5)} ${n(cy - r * 0.55)}q${n(r * 0.2)} ${n(-r * 0.2)} ${n(r * 0.45)} ${n(-r * 0.25)}`, stroke: '#ffffff', 'stroke-width': 9, fill: 'none', 'stroke-linecap': 'round' }));
  parts.push(splatter(rng, rng.int(100, 900), rng.int(100, 900), 140, 60, pop(p.accent2), 0.9));
  parts.push(splatter(rng, rng.int(100, 900), rng.int(100, 900), 110, 45, '#ffffff', 0.8));
  // Tags: quick looping marker scribbles in the corners.
  for (let i = 0; i < 3; i++) {
    const x0 = rng.pick([40, 760]);
    const y0 = rng.pick(scene.titleAt === 'top' ? [430, 560] : [330, 520]);
    const pts: Pt[] = [];
    for (let k = 0; k < 9; k++) pts.push([x0 + k * 22 + rng.int(-8, 8), y0 + rng.int(-34, 34)]);
    parts.push(el('path', { d: smoothPath(pts, false), fill: 'none', stroke: rng.pick([outline, '#ffffff', pop(p.accent)]), 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.85 }));
  }
  const fill = pop(lighten(p.accent, 0.1));
  const treatment: TitleTreatment = {
    fill,
    gradient: [[0, lighten(fill, 0.5)], [0.5, fill], [1, pop(p.accent2)]],
    stroke: '#ffffff',
    strokeWidth: 0.05,
    extrude: { dx: 0.04, dy: 0.07, color: outline, steps: 7 },
    skew: -6,
  };
  return {
    art: group(parts.join('')),
    title: {
      font: 'sedgwick',
      maxSize: 210,
      treatment,
      // The piece drips too: runs of paint under each line of letters.
      render: (layout, tdefs) => renderTitle(layout, treatment, tdefs) + layout.lines.map((line, i) =>
        drips(rng, layout.box.x + layout.box.w * 0.1, layout.box.x + layout.box.w * 0.9, line.y + layout.size * 0.05, pop(p.accent2), 5 + i, layout.size * 0.5, 5)).join(''),
    },
  };
};
