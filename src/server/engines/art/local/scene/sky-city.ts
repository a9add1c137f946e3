// Sky and city scenes: a big moon or sun, a skyline at night, the retro neon grid.
import type { Pt } from '../geometry';
import { disc, line, poly, ridge, starField, titleBand, type Scene, type SceneInput, type Shape } from './types';

export function celestial(input: SceneInput): Scene {
  const { rng } = input;
  const top = input.titleAt === 'top';
  const horizon = top ? rng.int(760, 820) : rng.int(640, 700);
  const r = rng.int(190, 250);
  const cx = rng.int(400, 600);
  const cy = top ? Math.max(titleBand('top')[1] + r - 30, horizon - r - rng.int(20, 80)) : Math.min(horizon - r * 0.6, rng.int(330, 400));
  const shapes: Shape[] = [];
  // Halo rings first, so the body covers their inner part.
  for (let i = 1; i <= 3; i++) {
    shapes.push(line(circleRing(cx, cy, r + i * 34), 2, 'far', 'accent', 0.05, 0.2));
  }
  shapes.push(disc(cx, cy, r, 'focal', 'accent', 0.1, 0.12));
  for (let i = 0; i < rng.int(5, 8); i++) {
    const a = rng.next() * Math.PI * 2;
    const d = rng.next() * r * 0.7;
    const cr = rng.int(10, Math.round(r * 0.2));
    shapes.push({ ...disc(cx + Math.cos(a) * d, cy + Math.sin(a) * d, cr, 'detail', 'accent', 0.12, 0.3), shade: -0.1 });
  }
  shapes.push(poly(ridge(rng, horizon, 70, 0.45), 'mid', 'g1', 0.6, 0.65, true));
  shapes.push(poly(ridge(rng, horizon + 100, 50, 0.45), 'near', 'g2', 0.9, 0.9, true));
  return { motif: 'celestial', horizon, focal: { cx, cy, r }, shapes, titleAt: input.titleAt, stars: starField(rng, 70, horizon - 40) };
}

function circleRing(cx: number, cy: number, r: number): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i <= 64; i++) pts.push([cx + Math.cos((i / 64) * Math.PI * 2) * r, cy + Math.sin((i / 64) * Math.PI * 2) * r]);
  return pts;
}

export function skyline(input: SceneInput): Scene {
  const { rng } = input;
  const top = input.titleAt === 'top';
  const horizon = top ? rng.int(720, 780) : rng.int(600, 660);
  const minTop = top ? titleBand('top')[1] + 40 : 120;
  const r = rng.int(80, 130);
  const cx = rng.int(250, 750);
  const cy = Math.max(minTop + r, horizon - rng.int(380, 460));
  const shapes: Shape[] = [disc(cx, cy, r, 'celestial', 'accent', 0, 0.1)];
  const layers = [
    { slot: 'g0', depth: 0.25, tone: 0.4, role: 'far', w: [40, 90], h: [140, 380] },
    { slot: 'g1', depth: 0.55, tone: 0.65, role: 'mid', w: [50, 110], h: [90, 300] },
    { slot: 'g2', depth: 0.9, tone: 0.92, role: 'near', w: [70, 150], h: [40, 200] },
  ] as const;
  for (const layer of layers) {
    let x = -30 + rng.int(0, 30);
    while (x < 1030) {
      const w = rng.int(layer.w[0], layer.w[1]);
      const h = Math.min(rng.int(layer.h[0], layer.h[1]), horizon - minTop);
      const y = horizon - h + (layer.role === 'near' ? 60 : 0);
      const pts: Pt[] = [[x, 1010], [x, y]];
      const roof = rng.int(0, 4);
      if (roof === 1) pts.push([x + w / 2, y - w * 0.4]);
      if (roof === 2) pts.push([x + w * 0.25, y], [x + w * 0.25, y - 30], [x + w * 0.75, y - 30], [x + w * 0.75, y]);
      pts.push([x + w, y], [x + w, 1010]);
      shapes.push(poly(pts, layer.role, layer.slot, layer.depth, layer.tone));
      if (roof === 3) shapes.push(line([[x + w / 2, y], [x + w / 2, y - rng.int(40, 90)]], 3, 'detail', layer.slot, layer.depth, layer.tone));
      if (layer.role !== 'far') {
        // Lit windows on a grid, a fraction on.
        for (let wy = y + 14; wy < Math.min(horizon + 40, 990); wy += 26) {
          for (let wx = x + 10; wx < x + w - 16; wx += 20) {
            if (rng.chance(layer.role === 'near' ? 0.28 : 0.18)) {
              shapes.push(poly([[wx, wy], [wx + 9, wy], [wx + 9, wy + 13], [wx, wy + 13]], 'detail', 'accent', layer.depth, 0.05));
            }
          }
        }
      }
      x += w + rng.int(-8, 12);
    }
  }
  return { motif: 'skyline', horizon, focal: { cx, cy, r }, shapes, titleAt: input.titleAt, stars: starField(rng, 50, horizon - 300) };
}

/** The sun cut into horizontal slices with widening gaps towards its base (the retro sunset). */
function slicedSun(cx: number, cy: number, r: number, horizon: number): Shape[] {
  const out: Shape[] = [];
  const bottom = Math.min(cy + r, horizon);
  let y = cy - r;
  let i = 0;
  while (y < bottom) {
    const gap = y < cy ? 0 : 4 + i * 2.2;
    const h = y < cy ? cy - y : 22 - i * 1.5;
    const y0 = y;
    const y1 = Math.min(bottom, y + Math.max(6, h));
    const left: Pt[] = [];
    const right: Pt[] = [];
    // The dome needs many samples to stay round; the thin slices below need few.
    const steps = y1 - y0 > 40 ? 28 : 6;
    for (let k = 0; k <= steps; k++) {
      const yy = y0 + ((y1 - y0) * k) / steps;
      const half = Math.sqrt(Math.max(0, r * r - (yy - cy) * (yy - cy)));
      left.push([cx - half, yy]);
      right.push([cx + half, yy]);
    }
    out.push(poly([...left, ...right.reverse()], i === 0 ? 'focal' : 'detail', 'accent', 0.05, 0.1));
    y = y1 + gap;
    if (y0 >= cy) i += 1;
  }
  return out;
}

export function grid(input: SceneInput): Scene {
  const { rng } = input;
  const top = input.titleAt === 'top';
  const horizon = top ? rng.int(610, 660) : rng.int(480, 530);
  const r = rng.int(180, 230);
  const cx = 500 + rng.int(-60, 60);
  const cy = horizon - r * 0.5;
  const shapes: Shape[] = slicedSun(cx, cy, r, horizon);
  shapes.push(poly(ridge(rng, horizon + 4, 200, 0.5), 'far', 'g0', 0.2, 0.55));
  shapes.push(poly([[-20, horizon], [1020, horizon], [1020, 1010], [-20, 1010]], 'mid', 'g2', 0.6, 0.9));
  // Floor grid: horizontals at perspective spacing, verticals fanning out from the vanishing point.
  for (let i = 1; i <= 11; i++) {
    const y = horizon + Math.pow(i / 11, 2.2) * (1010 - horizon);
    shapes.push(line([[-20, y], [1020, y]], 1 + (i / 11) * 4, 'line', 'accent2', 0.5 + i / 25, 0.1));
  }
  for (let i = -12; i <= 12; i++) {
    shapes.push(line([[cx + i * 14, horizon], fanEnd(cx + i * 14, horizon, cx + i * 170, 1010)], 1.5 + Math.abs(i) * 0.15, 'line', 'accent2', 0.7, 0.1));
  }
  return { motif: 'grid', horizon, focal: { cx, cy, r }, shapes, titleAt: input.titleAt, stars: starField(rng, 60, horizon - 40) };
}

/** Where a fan line leaves a margin round the cover: the outer lines would run two covers' widths
 * past its edge, and resvg 2.6 can abort on geometry that far out inside nested clips (a style's
 * badge), so they stop where no style can show them. The start is kept, and with it a dashed
 * line's phase. */
function fanEnd(x0: number, y0: number, x1: number, y1: number): Pt {
  const bound = x1 < 0 ? -500 : 1500;
  if (x1 >= -500 && x1 <= 1500) return [x1, y1];
  const t = (bound - x0) / (x1 - x0);
  return [bound, y0 + (y1 - y0) * t];
}
