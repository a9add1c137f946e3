// Surrealism: a dream's stage under a clear Magritte sky with drifting clouds (a chequered floor
// running to the horizon, a still sea, or a bare Dali plain), and on it one surreal device, chosen
// by the seed: the scene shown on a canvas standing on the floor; the subject floating over the sea
// on a boulder; the subject grown impossibly large beside a tiny man in a bowler hat; a door
// standing open in the open air onto another sky; the subject melting over a ledge.
// (One easel on one chequered floor for every request read as a recipe, not as a dream.)
import type { Rng } from '@server/lib/random';
import { darken, lighten, mix } from '../color';
import { bbox } from '../geometry';
import type { Palette } from '../palette';
import type { Scene, Shape } from '../scene/types';
import { dot, el, group, n, type Defs } from '../svg';
import { isHeavyGenre } from '../palette';
import { shapeColor, shapeD, type StyleRenderer } from './style';

export const DEVICES = ['canvas', 'floating', 'giant', 'door', 'melting'] as const;
export type Device = (typeof DEVICES)[number];

/** The dream's device for this seed: every device but the canvas shows the subject itself, so
 * with none in the scene it is the canvas. */
export function surrealDevice(rng: Rng, hasSubject: boolean, heavy: boolean): Device {
  if (!hasSubject) return 'canvas';
  return rng.pick(heavy ? DEVICES.filter((d) => d !== 'floating' && d !== 'melting') : DEVICES);
}

/** The subject's shapes drawn plain, in the palette's colours (a dream's objects are painted smooth and exact). */
function drawn(p: Palette, shapes: readonly Shape[]): string {
  return shapes.map((s) => s.kind === 'line'
    ? el('path', { d: shapeD(s), fill: 'none', stroke: shapeColor(p, s), 'stroke-width': s.width ?? 2, 'stroke-linecap': 'round' })
    : el('path', { d: shapeD(s), fill: shapeColor(p, s) })).join('');
}

/** The transform that sets a box's foot on (x, y), scaled by k. */
function footAt(box: { x: number; y: number; w: number; h: number }, x: number, y: number, k: number): string {
  return `translate(${n(x)} ${n(y)}) scale(${n(k)}) translate(${n(-(box.x + box.w / 2))} ${n(-(box.y + box.h))})`;
}

/** A little man in a bowler hat and a dark coat, standing with his back to us (h tall, feet at x, y). */
function bowlerMan(x: number, y: number, h: number, coat: string): string {
  const u = h / 10;
  const body = `M${n(x - 1.3 * u)} ${n(y)}L${n(x - 1.5 * u)} ${n(y - 6 * u)}Q${n(x)} ${n(y - 7.4 * u)} ${n(x + 1.5 * u)} ${n(y - 6 * u)}L${n(x + 1.3 * u)} ${n(y)}Z`;
  const head = dot(x, y - 7.1 * u, 0.85 * u);
  const hat = `M${n(x - 1.4 * u)} ${n(y - 7.6 * u)}H${n(x + 1.4 * u)}V${n(y - 7.9 * u)}H${n(x - 1.4 * u)}Z` + dot(x, y - 8.2 * u, 0.85 * u);
  return el('path', { d: body + head + hat, fill: coat });
}

/** Paint running off a shape's lower edge: the subject melting, its drops hanging below it. */
function meltDrips(shapes: readonly Shape[], p: Palette, rng: Rng): string {
  let out = '';
  for (const s of shapes) {
    if (s.kind === 'line' || s.role === 'detail') continue;
    const box = bbox(s.pts);
    if (box.w < 40) continue;
    let d = '';
    for (let i = 0; i < Math.max(2, Math.round(box.w / 60)); i++) {
      const x = box.x + box.w * (0.1 + rng.next() * 0.8);
      const len = box.h * (0.15 + rng.next() * 0.35);
      const w = Math.max(6, box.w * 0.03 + rng.next() * 8);
      const y = box.y + box.h * 0.8;
      d += `M${n(x - w)} ${n(y)}C${n(x - w)} ${n(y + len * 0.6)} ${n(x - w * 0.4)} ${n(y + len * 0.7)} ${n(x - w * 0.4)} ${n(y + len)}A${n(w * 0.45)} ${n(w * 0.45)} 0 0 0 ${n(x + w * 0.5)} ${n(y + len)}C${n(x + w * 0.5)} ${n(y + len * 0.7)} ${n(x + w)} ${n(y + len * 0.6)} ${n(x + w)} ${n(y)}Z`;
    }
    out += el('path', { d, fill: shapeColor(p, s) });
  }
  return out;
}

/** The device's place on the stage: the open sky clear of the title, and the floor's line. */
function stage(scene: Scene) {
  const top = scene.titleAt === 'top';
  const horizon = top ? 640 : 560;
  return { top, horizon, skyTop: top ? 330 : 60, floorBottom: top ? 960 : 700 };
}

/** The subject's own shapes: its solid body and the details on it (a beam, a wave line or a glow
 * reaching across the sky is the setting's, and measured with it shrank the subject to a speck). */
function subjectOf(scene: Scene): Shape[] {
  const body = scene.shapes.filter((s) => s.role === 'focal' && s.kind !== 'line');
  if (body.length === 0) return [];
  const b = bbox(body.flatMap((s) => s.pts));
  const near = (s: Shape) => {
    const o = bbox(s.pts);
    const m = s.kind === 'line' ? 0.5 : 0.15;
    return o.x >= b.x - b.w * m && o.x + o.w <= b.x + b.w * (1 + m) && o.y >= b.y - b.h * m && o.y + o.h <= b.y + b.h * (1 + m);
  };
  return scene.shapes.filter((s) => (s.role === 'focal' || s.role === 'detail') && near(s));
}

export const surrealism: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  const subject = subjectOf(scene);
  // In a heavy genre's dark the chequered floor is what still reads as a dream's stage, so its
  // devices are the ones set on it (a dark sea or plain was the murk of any dark picture).
  const heavy = isHeavyGenre(ctx.genre);
  const device = surrealDevice(rng, subject.length > 0, heavy);
  const { top, horizon } = stage(scene);
  // A heavy genre is a dusk dreamscape: a deep violet sky over a last red afterglow at the horizon.
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
  // The floor is the device's: a still sea under the floating boulder, a bare ochre plain under
  // the melting subject, the marble chequer elsewhere.
  if (device === 'floating') {
    parts.push(el('rect', { y: horizon, width: 1000, height: 1000 - horizon, fill: defs.linear([[0, mix(skyLow, '#2a5f86', 0.5)], [1, heavy ? '#0e1424' : '#1d3d5e']]) }));
    let swell = '';
    for (let y = horizon + 14, k = 0; y < 1000; y += 12 + k * 5, k++) swell += `M0 ${n(y)}H1000`;
    parts.push(el('path', { d: swell, stroke: lighten(skyLow, 0.2), 'stroke-width': 1.5, opacity: 0.35 }));
  } else if (device === 'melting') {
    parts.push(el('rect', { y: horizon, width: 1000, height: 1000 - horizon, fill: defs.linear([[0, heavy ? '#5a3a2a' : '#d9b178'], [1, heavy ? '#24160f' : '#8a5a2c']]) }));
    // Distant cliffs catching the last light, as on Dali's shore.
    parts.push(el('path', { d: `M600 ${horizon}L640 ${horizon - 60}L720 ${horizon - 75}L760 ${horizon - 40}L840 ${horizon - 50}L1000 ${horizon - 20}V${horizon}Z`, fill: heavy ? '#6a3a28' : '#c98e52' }));
  } else {
    parts.push(el('rect', { y: horizon, width: 1000, height: 1000 - horizon, fill: heavy ? lighten(p.ground[0], 0.35) : '#eee8da' }));
    parts.push(el('path', { d: dark, fill: heavy ? darken(p.ground[2], 0.1) : '#17161a' }));
  }
  parts.push(el('rect', { y: horizon, width: 1000, height: 120, fill: defs.linear([[0, skyLow, 0.85], [1, skyLow, 0]]) }));
  if (device !== 'canvas') {
    parts.push(deviceArt(device, scene, subject, p, defs, rng, heavy));
    return surrealOutput(ctx, parts, top);
  }
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
  return surrealOutput(ctx, parts, top);
};

function surrealOutput(ctx: Parameters<StyleRenderer>[0], parts: readonly string[], top: boolean): ReturnType<StyleRenderer> {
  return {
    art: group(parts.join('')),
    title: {
      font: ctx.font === 'sedgwick' ? 'playfair' : ctx.font,
      area: top ? undefined : { x: 70, y: 720, w: 860, h: 210 },
      treatment: { fill: '#fbf6ea', stroke: darken(ctx.palette.ink, 0.2), strokeWidth: 0.07, shadow: { dx: 0.02, dy: 0.04, color: '#000000', blur: 1, opacity: 0.35 } },
    },
  };
}

/** The subject in one of the dream's impossible situations. */
function deviceArt(device: Exclude<Device, 'canvas'>, scene: Scene, subject: readonly Shape[], p: Palette, defs: Defs, rng: Rng, heavy: boolean): string {
  const { horizon, skyTop, floorBottom } = stage(scene);
  const box = bbox(subject.flatMap((s) => s.pts));
  const fit = (w: number, h: number) => Math.min(w / Math.max(1, box.w), h / Math.max(1, box.h));
  const shadow = (cx: number, cy: number, rx: number) => el('ellipse', { cx: n(cx), cy: n(cy), rx: n(rx), ry: n(rx * 0.16), fill: '#000000', opacity: 0.3 });
  const left = rng.chance(0.5);
  if (device === 'floating') {
    // The Castle in the Pyrenees: the subject standing on a great boulder that hangs over the sea.
    const k = fit(400, (horizon - skyTop) * 0.55);
    const x = 500 + (left ? -80 : 80);
    const rockTop = skyTop + (horizon - skyTop) * 0.62;
    const rw = Math.max(220, box.w * k * 1.3);
    const rh = rw * 0.55;
    const rock = `M${n(x - rw / 2)} ${n(rockTop)}C${n(x - rw * 0.45)} ${n(rockTop + rh * 0.7)} ${n(x - rw * 0.1)} ${n(rockTop + rh)} ${n(x + rw * 0.05)} ${n(rockTop + rh * 1.05)}C${n(x + rw * 0.3)} ${n(rockTop + rh * 0.8)} ${n(x + rw * 0.5)} ${n(rockTop + rh * 0.4)} ${n(x + rw / 2)} ${n(rockTop)}Q${n(x)} ${n(rockTop - rh * 0.12)} ${n(x - rw / 2)} ${n(rockTop)}Z`;
    const stone = heavy ? '#4a4650' : '#8c877e';
    return shadow(x + 40, Math.min(990, horizon + (1000 - horizon) * 0.55), rw * 0.5)
      + el('path', { d: rock, fill: defs.linear([[0, lighten(stone, 0.25)], [0.6, stone], [1, darken(stone, 0.45)]], 0.2) })
      + group(drawn(p, subject), { transform: footAt(box, x, rockTop + 4, k) });
  }
  if (device === 'giant') {
    // The subject grown to fill the sky, standing on the floor beside a man no taller than its foot.
    const k = fit(640, (floorBottom - skyTop) * 0.85);
    const x = 500;
    const foot = Math.min(floorBottom, horizon + 60);
    const man = (left ? 500 - (box.w * k) / 2 - 50 : 500 + (box.w * k) / 2 + 50);
    return shadow(x + 30, foot, Math.min(480, box.w * k * 0.5))
      + group(drawn(p, subject), { transform: footAt(box, x, foot, k) })
      + bowlerMan(Math.min(960, Math.max(40, man)), foot + 12, 64, heavy ? '#0a0a0c' : '#1c1b20');
  }
  if (device === 'door') {
    // A door standing open on the floor with nothing round it, another sky seen through it.
    const dw = 190;
    const dh = Math.min(340, (horizon - skyTop) * 0.85);
    const dx = left ? 140 : 860 - dw;
    const dy = horizon + 40 - dh;
    const otherSky = p.dark || heavy ? [[0, '#5d9ad6'], [1, '#d8ecf6']] as [number, string][] : [[0, '#0b1030'], [1, '#2a3a78']] as [number, string][];
    const through = el('rect', { x: dx, y: dy, width: dw, height: dh, fill: defs.linear(otherSky) })
      + (p.dark || heavy ? el('path', { d: dot(dx + dw * 0.5, dy + dh * 0.3, 26), fill: '#fff6dc' }) : el('path', { d: dot(dx + dw * 0.65, dy + dh * 0.25, 18) + dot(dx + dw * 0.3, dy + dh * 0.5, 2) + dot(dx + dw * 0.55, dy + dh * 0.6, 2.5) + dot(dx + dw * 0.2, dy + dh * 0.2, 2), fill: '#f4ecd0' }));
    const leaf = `M${dx + dw} ${dy}L${dx + dw + 70} ${dy + 22}V${dy + dh + 16}L${dx + dw} ${dy + dh}Z`;
    const k = fit(420, (horizon - skyTop) * 0.9);
    const sx = left ? 640 : 360;
    return shadow(dx + dw * 0.7, dy + dh + 8, dw * 0.7) + through
      + el('rect', { x: dx - 8, y: dy - 8, width: dw + 16, height: dh + 8, fill: 'none', stroke: '#f1ead9', 'stroke-width': 14 })
      + el('path', { d: leaf, fill: defs.linear([[0, '#7a5236'], [1, '#4a301e']], 90) })
      + shadow(sx + 20, horizon + 44, Math.min(260, box.w * k * 0.5))
      + group(drawn(p, subject), { transform: footAt(box, sx, horizon + 40, k) });
  }
  // Melting: the subject softened in the heat, running over the edge of a stone ledge.
  const k = fit(460, (horizon - skyTop) * 0.8);
  const lx = left ? 120 : 360;
  const ledge = horizon + 30;
  const x = lx + 260;
  return el('rect', { x: lx, y: ledge, width: 520, height: 90, fill: heavy ? '#3a2a22' : '#a47a4e' })
    + el('rect', { x: lx, y: ledge, width: 520, height: 14, fill: heavy ? '#5a4034' : '#c89a66' })
    + el('path', { d: `M${lx + 520} ${ledge}L${lx + 760} ${ledge + 120}H${lx + 520}Z`, fill: '#000000', opacity: 0.25 })
    + group(drawn(p, subject) + meltDrips(subject, p, rng), { transform: footAt(box, x, ledge + 2, k) });
}
