// Vector art: crisp flat shapes, a clean two-stop sky, flat halo rings, 45° long shadows and
// small geometric ornaments; no texture at all. The scene sits in a round badge on a flat field,
// the flat illustrator's emblem, which is what sets it apart from digital art at a glance.
import { darken, hsl, lighten, mix, toHsl } from '../color';
import { convexHull } from '../clip';
import { bbox, polyPath, translate, type Pt } from '../geometry';
import { dot, el, group, n } from '../svg';
import { backdropColors, pickInk } from './titles';
import { shapeColor, shapeD, type StyleRenderer } from './style';
import { isHeavyGenre } from '../palette';
import { frameOverWeather } from './over-weather';

export const vectorArt: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: defs.linear([[0, p.sky[0]], [1, p.sky[1]]]) })];
  const { cx, cy, r } = scene.focal;
  for (let k = 4; k >= 1; k--) parts.push(el('path', { d: dot(cx, cy, r * (1 + k * 0.32)), fill: lighten(p.sky[1], 0.1 * k), opacity: 0.25 }));
  for (const s of scene.shapes) {
    const c = shapeColor(p, s);
    const d = shapeD(s);
    if (s.kind === 'line') {
      parts.push(el('path', { d, fill: 'none', stroke: c, 'stroke-width': s.width ?? 2, 'stroke-linecap': 'round' }));
      continue;
    }
    const box = bbox(s.pts);
    if ((s.role === 'focal' || s.role === 'near' || s.role === 'mid') && Math.max(box.w, box.h) > 60 && s.pts.length < 400) {
      // Long shadow: the hull of the shape and the shape pushed far down-right.
      const hull = convexHull([...s.pts, ...translate(s.pts, 240, 240)]);
      parts.push(group(el('path', { d: polyPath(hull), fill: '#000000', opacity: 0.16 }), { 'clip-path': defs.clip(`M${n(box.x - 5)} ${n(box.y - 5)}H1005V1005H${n(box.x - 5)}Z`) }));
    }
    parts.push(el('path', { d, fill: c }));
    if (s.role !== 'detail' && Math.max(box.w, box.h) > 80) {
      // A flat highlight facet on the light side: half the shape in a lighter tint.
      const cut: Pt[] = [[box.x - 10, box.y - 10], [box.x + box.w * 0.45, box.y - 10], [box.x + box.w * 0.15, box.y + box.h + 10], [box.x - 10, box.y + box.h + 10]];
      parts.push(group(el('path', { d: polyPath(cut), fill: lighten(c, 0.12) }), { 'clip-path': defs.clip(d) }));
    }
  }
  // Ornaments: small rings and plus signs, the flat illustrator's confetti.
  let orn = '';
  for (let i = 0; i < 12; i++) {
    const x = rng.int(40, 960);
    const y = rng.int(40, Math.max(60, scene.horizon - 60));
    const s = rng.int(5, 10);
    orn += i % 2 ? `M${x - s} ${y}H${x + s}M${x} ${y - s}V${y + s}` : dot(x, y, s * 0.5);
  }
  parts.push(el('path', { d: orn, stroke: lighten(p.accent, 0.3), 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'round', opacity: 0.8 }));
  // The badge: a circle clear of the title band, on a flat field, ringed twice.
  const top = scene.titleAt === 'top';
  const bx = 500;
  const by = top ? 610 : 395;
  const br = 355;
  // A heavy genre's badge sits on a deep teal field (blue-violet under a teal sky).
  const field = isHeavyGenre(ctx.genre) ? hsl(Math.abs(toHsl(p.sky[1])[0] - 190) < 40 ? 250 : 190, 0.8, 0.24) : hsl(toHsl(p.accent2)[0], 0.6, 0.5);
  const ring = darken(p.ink, 0.1);
  // The field and the badge's rings lie over the concept's weather: a storm rains inside the
  // badge, and the flat field round it stays flat.
  const hole = (rad: number) => `M0 0H1000V1000H0Z${dot(bx, by, rad)}`;
  const frame = el('path', { d: hole(br + 34), fill: field, 'fill-rule': 'evenodd' })
    + el('path', { d: `${dot(bx, by, br + 34)}${dot(bx, by, br)}`, fill: mix(field, p.accent2, 0.35), 'fill-rule': 'evenodd' })
    + el('path', { d: dot(bx, by, br), fill: 'none', stroke: ring, 'stroke-width': 10 })
    + el('path', { d: dot(bx, by, br + 34), fill: 'none', stroke: ring, 'stroke-width': 4 });
  const { ink } = pickInk(backdropColors(ctx, () => field, () => field), [darken(p.ink, 0.1), lighten(p.paper, 0.3), p.accent]);
  const badge = ink === darken(p.ink, 0.1) ? lighten(p.paper, 0.3) : darken(p.ink, 0.1);
  const framed = frameOverWeather(ctx, frame, {
    font: ctx.font === 'pirata' || ctx.font === 'sedgwick' ? 'anton' : ctx.font,
    treatment: { fill: ink, shadow: { dx: 0.03, dy: 0.03, color: mix(badge, ink, 0.25) } },
  });
  const art = el('rect', { width: 1000, height: 1000, fill: field })
    + group(parts.join(''), { 'clip-path': defs.clip(dot(bx, by, br)) })
    + framed.art;
  return { art, title: framed.title };
};
