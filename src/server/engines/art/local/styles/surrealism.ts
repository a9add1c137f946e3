// Surrealism: a Magritte plain under a clear sky with drifting clouds, a chequered floor running
// to the horizon, the scene itself shown on a canvas standing on the plain, and the subject
// floating above the ground with its shadow left behind.
import { darken, lighten, mix } from '../color';
import { dot, el, group, n } from '../svg';
import { isHeavyGenre } from '../palette';
import { shapeColor, shapeD, type StyleRenderer } from './style';

export const surrealism: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  const top = scene.titleAt === 'top';
  const horizon = top ? 640 : 560;
  // A heavy genre is a dusk dreamscape: a deep violet sky over a last red afterglow at the horizon.
  const heavy = isHeavyGenre(ctx.genre);
  const skyTop = heavy ? mix(p.sky[0], '#1e1440', 0.7) : mix(p.sky[0], '#4d86c6', 0.6);
  const skyLow = heavy ? mix(p.sky[1], '#b0403a', 0.5) : mix(p.sky[1], '#cfe3f2', 0.55);
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: defs.linear([[0, skyTop], [horizon / 1000, skyLow], [horizon / 1000, darken(p.ground[0], 0.1)], [1, p.ground[1]]]) })];
  // Magritte clouds: flat-bottomed puffs.
  for (let i = 0; i < 4; i++) {
    const x = rng.int(60, 940);
    const y = rng.int(top ? 300 : 120, horizon - 120);
    let d = '';
    for (let k = 0; k < 5; k++) d += dot(x + (k - 2) * 34, y - Math.sin((k / 4) * Math.PI) * 30, 30 + Math.sin((k / 4) * Math.PI) * 18);
    parts.push(el('path', { d, fill: '#ffffff', opacity: 0.92 }));
    parts.push(el('rect', { x: x - 110, y, width: 220, height: 40, fill: mix(skyLow, skyTop, 0.5) }));
  }
  // The chequered floor in perspective: rows shrink as t² towards the vanishing point.
  const vx = 500;
  const rows = 12;
  const cols = 16;
  let dark = '';
  for (let i = 0; i < rows; i++) {
    const t0 = (i / rows) ** 2;
    const t1 = ((i + 1) / rows) ** 2;
    const y0 = horizon + t0 * (1000 - horizon);
    const y1 = horizon + t1 * (1000 - horizon);
    for (let j = -cols; j < cols; j++) {
      if ((i + j) % 2 === 0) continue;
      const x = (t: number, k: number) => vx + (k * 120) * (0.02 + t * 0.98);
      dark += `M${n(x(t0, j))} ${n(y0)}L${n(x(t0, j + 1))} ${n(y0)}L${n(x(t1, j + 1))} ${n(y1)}L${n(x(t1, j))} ${n(y1)}Z`;
    }
  }
  // By day the floor is black and white marble, whatever the palette: the dream's stage is the
  // same in every dream, and a hard chequer no other style lays keeps the lower half its own
  // where the palette-coloured styles fill it with the scene's masses. A heavy genre's floor is
  // laid in the palette's dark grounds.
  parts.push(el('rect', { y: horizon, width: 1000, height: 1000 - horizon, fill: heavy ? lighten(p.ground[0], 0.35) : '#eee8da' }));
  parts.push(el('path', { d: dark, fill: heavy ? darken(p.ground[2], 0.1) : '#17161a' }));
  parts.push(el('rect', { y: horizon, width: 1000, height: 120, fill: defs.linear([[0, skyLow, 0.85], [1, skyLow, 0]]) }));
  // The canvas on its easel: the scene, shrunk, framed, standing on the floor.
  const w = 360;
  const h = 300;
  const fx = rng.chance(0.5) ? 110 : 530;
  const fy = horizon + 60 - h;
  const inner = defs.clip(`M${fx} ${fy}H${fx + w}V${fy + h}H${fx}Z`);
  const scene2 = scene.shapes.map((s) => s.kind === 'line'
    ? el('path', { d: shapeD(s), fill: 'none', stroke: shapeColor(p, s), 'stroke-width': s.width ?? 2 })
    : el('path', { d: shapeD(s), fill: shapeColor(p, s) })).join('');
  parts.push(el('path', { d: `M${fx + w * 0.3} ${fy + h}L${fx + w * 0.2} ${fy + h + 90}M${fx + w * 0.7} ${fy + h}L${fx + w * 0.8} ${fy + h + 90}`, stroke: '#5a3b22', 'stroke-width': 8 }));
  parts.push(el('path', { d: `M${fx + w} ${fy + h + 70}L${fx + w + 260} ${fy + h + 110}L${fx + 40} ${fy + h + 110}Z`, fill: '#000000', opacity: 0.25 }));
  parts.push(group(el('rect', { x: fx, y: fy, width: w, height: h, fill: defs.linear([[0, p.sky[0]], [1, p.sky[1]]]) }) +
    group(scene2, { transform: `translate(${fx} ${fy}) scale(${w / 1000} ${h / 1000})` }), { 'clip-path': inner }));
  parts.push(el('rect', { x: fx - 6, y: fy - 6, width: w + 12, height: h + 12, fill: 'none', stroke: '#f1ead9', 'stroke-width': 12 }));
  // The subject floats in the open, its shadow pinned to the floor far below.
  const ox = fx < 500 ? 760 : 240;
  const or = 95;
  const oy = horizon - 240;
  parts.push(el('ellipse', { cx: ox + 40, cy: horizon + 190, rx: or * 1.2, ry: or * 0.25, fill: '#000000', opacity: 0.3 }));
  parts.push(el('circle', { cx: ox, cy: oy, r: or, fill: defs.radial([[0, lighten(p.accent, 0.5)], [0.7, p.accent], [1, darken(p.accent, 0.3)]], 0.4, 0.35, 0.7) }));
  return {
    art: group(parts.join('')),
    title: {
      font: ctx.font === 'sedgwick' ? 'playfair' : ctx.font,
      area: top ? undefined : { x: 70, y: 720, w: 860, h: 210 },
      treatment: { fill: '#fbf6ea', stroke: darken(p.ink, 0.2), strokeWidth: 0.07, shadow: { dx: 0.02, dy: 0.04, color: '#000000', blur: 1, opacity: 0.35 } },
    },
  };
};
