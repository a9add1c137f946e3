// Object scenes: a vinyl record, flowers, Bauhaus geometry, a chalkboard of dance-step diagrams.
import { itemAt } from '@shared/item-at';
import { circlePts, closeLoop, rotateAbout, translate, type Pt } from '../geometry';
import { disc, line, poly, ridge, starField, type Scene, type SceneInput, type Shape } from './types';

const ring = (cx: number, cy: number, r: number, steps = 72): Pt[] => closeLoop(circlePts(cx, cy, r, steps));

/** The vertical centre that keeps a subject of radius r clear of the title band. */
function subjectY(input: SceneInput, r: number): number {
  return input.titleAt === 'top' ? Math.min(1000 - r * 0.75, 330 + r) : Math.max(r * 0.8, 660 - r);
}

export function vinyl(input: SceneInput): Scene {
  const { rng } = input;
  const R = rng.int(290, 340);
  const cx = 500 + rng.int(-120, 120);
  const cy = subjectY(input, R);
  const shapes: Shape[] = [];
  // The sleeve, tilted, peeking out behind the record.
  const sleeve: Pt[] = [[cx - R * 1.05 - 120, cy - R * 1.02], [cx + R * 0.4 - 120, cy - R * 1.02], [cx + R * 0.4 - 120, cy + R * 1.02], [cx - R * 1.05 - 120, cy + R * 1.02]];
  shapes.push(poly(rotateAbout(sleeve, cx, cy, (rng.next() - 0.5) * 0.25), 'far', 'g0', 0.2, 0.4));
  shapes.push(disc(cx, cy, R, 'focal', 'ink', 0.6, 0.95));
  for (let r = R * 0.38; r < R - 8; r += rng.pick([7, 8, 9])) {
    shapes.push(line(ring(cx, cy, r), r > R * 0.9 || rng.chance(0.15) ? 2.2 : 1.1, 'detail', 'g1', 0.62, 0.7));
  }
  // The sheen: two opposite wedges of reflected light.
  const a = rng.next() * Math.PI;
  for (const off of [0, Math.PI]) {
    const w0 = a + off - 0.18;
    const w1 = a + off + 0.18;
    shapes.push(poly([[cx + Math.cos(w0) * R * 0.36, cy + Math.sin(w0) * R * 0.36], [cx + Math.cos(w0) * R * 0.97, cy + Math.sin(w0) * R * 0.97], [cx + Math.cos(w1) * R * 0.97, cy + Math.sin(w1) * R * 0.97], [cx + Math.cos(w1) * R * 0.36, cy + Math.sin(w1) * R * 0.36]], 'detail', 'paper', 0.64, 0.2));
  }
  shapes.push(disc(cx, cy, R * 0.33, 'detail', 'accent', 0.66, 0.25));
  shapes.push(line(ring(cx, cy, R * 0.24), 3, 'detail', 'accent2', 0.67, 0.4));
  shapes.push(disc(cx, cy, R * 0.035, 'detail', 'sky0', 0.68, 0.1));
  return { motif: 'vinyl', horizon: cy + R, focal: { cx, cy, r: R }, shapes, titleAt: input.titleAt, stars: starField(rng, 30, 1000) };
}

function petal(cx: number, cy: number, len: number, width: number, angle: number): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    const w = Math.sin(t * Math.PI) * width * (1 - t * 0.3);
    pts.push([t * len, -w]);
  }
  for (let i = 15; i > 0; i--) {
    const t = i / 16;
    const w = Math.sin(t * Math.PI) * width * (1 - t * 0.3);
    pts.push([t * len, w]);
  }
  return rotateAbout(translate(pts, cx, cy), cx, cy, angle);
}

function bloom(input: SceneInput, cx: number, cy: number, r: number, depth: number): Shape[] {
  const { rng } = input;
  const count = rng.pick([5, 6, 8, 12]);
  const spin = rng.next() * Math.PI;
  const out: Shape[] = [];
  for (let layer = 0; layer < 2; layer++) {
    for (let i = 0; i < count; i++) {
      const a = spin + (i / count) * Math.PI * 2 + layer * (Math.PI / count);
      out.push(poly(petal(cx, cy, r * (layer ? 0.72 : 1), r * (count > 8 ? 0.22 : 0.38), a), 'focal', layer ? 'accent2' : 'accent', depth, 0.2 + layer * 0.2, true));
    }
  }
  out.push(disc(cx, cy, r * 0.2, 'detail', 'g2', depth + 0.02, 0.85));
  return out;
}

export function flower(input: SceneInput): Scene {
  const { rng } = input;
  const r = rng.int(210, 260);
  const cx = 500 + rng.int(-90, 90);
  const cy = subjectY(input, r);
  const shapes: Shape[] = [poly(ridge(rng, 900, 80, 0.5), 'far', 'g0', 0.2, 0.4, true)];
  // Stems and leaves of the main bloom and two companions.
  const companions: [number, number, number][] = [[cx + rng.pick([-1, 1]) * rng.int(260, 330), cy + rng.int(150, 260), r * 0.45], [cx + rng.pick([-1, 1]) * rng.int(200, 300), cy - rng.int(120, 220), r * 0.32]];
  for (const [x, y] of [[cx, cy] as const, ...companions]) {
    shapes.push(line([[x, y], [x + rng.int(-40, 40), (y + 1000) / 2], [x + rng.int(-30, 30), 1020]], 10, 'mid', 'g1', 0.4, 0.6, true));
    const ly = (y + 1000) / 2 + rng.int(-40, 60);
    shapes.push(poly(petal(x, ly, 130, 34, rng.pick([-0.6, -2.5])), 'mid', 'g1', 0.42, 0.6, true));
  }
  for (const [x, y, cr] of companions) shapes.push(...bloom(input, x, y, cr, 0.35));
  shapes.push(...bloom(input, cx, cy, r, 0.6));
  return { motif: 'flower', horizon: 900, focal: { cx, cy, r }, shapes, titleAt: input.titleAt, stars: starField(rng, 30, 1000) };
}

export function geometry(input: SceneInput): Scene {
  const { rng } = input;
  const top = input.titleAt === 'top';
  const y0 = top ? 330 : 80;
  const y1 = top ? 960 : 690;
  const mid = (y0 + y1) / 2;
  const shapes: Shape[] = [];
  const r = rng.int(150, 200);
  const cx = rng.pick([340, 500, 660]);
  // A big triangle, bars and a half-disc around one dominant circle.
  const tx = 1000 - cx;
  shapes.push(poly([[tx - 260, y1], [tx, y0 + 20], [tx + 260, y1]], 'far', 'g0', 0.2, 0.4));
  for (let i = 0; i < 4; i++) {
    const by = y0 + 40 + i * ((y1 - y0 - 80) / 4);
    const bx = rng.int(40, 300);
    const bar: Pt[] = [[bx, by], [bx + rng.int(250, 560), by], [bx + 250 + i * 40, by + 36], [bx, by + 36]];
    shapes.push(poly(bar.map(([x, y]) => [Math.min(x, 960), y] as Pt), 'mid', i % 2 ? 'g1' : 'g2', 0.4, 0.7));
  }
  shapes.push(disc(cx, mid, r, 'focal', 'accent', 0.6, 0.2));
  const hx = rng.int(200, 800);
  const half: Pt[] = [];
  for (let i = 0; i <= 24; i++) half.push([hx + Math.cos(Math.PI + (i / 24) * Math.PI) * 110, y1 - 4 + Math.sin(Math.PI + (i / 24) * Math.PI) * 110]);
  shapes.push(poly(half, 'near', 'accent2', 0.8, 0.35));
  for (let i = 0; i < 5; i++) {
    const x = 80 + i * 210 + rng.int(-20, 20);
    shapes.push(line([[x, y0 - 10], [x, y1 + 10]], 2, 'line', 'ink', 0.9, 1));
  }
  shapes.push(line(ring(cx, mid, r + 40), 3, 'line', 'ink', 0.9, 1));
  return { motif: 'geometry', horizon: y1, focal: { cx, cy: mid, r }, shapes, titleAt: input.titleAt, stars: [] };
}

/** A shoe print, as a dance-step chart draws it: a sole (wide at the ball, narrow at the arch) and a heel. */
const SOLE: Pt[] = [[0, -1], [0.3, -0.95], [0.46, -0.72], [0.5, -0.42], [0.4, -0.12], [0.3, 0.08], [0.06, 0.14], [-0.24, 0.08], [-0.32, -0.14], [-0.42, -0.44], [-0.42, -0.72], [-0.26, -0.95]];
const HEEL: Pt[] = [[0.28, 0.36], [0.3, 0.62], [0.2, 0.88], [0, 0.98], [-0.2, 0.88], [-0.28, 0.62], [-0.26, 0.36], [0, 0.3]];

function footprint(x: number, y: number, angle: number, s: number, left: boolean): Shape[] {
  const flip = left ? -1 : 1;
  const place = (pts: Pt[]) => rotateAbout(pts.map(([px, py]) => [x + px * 44 * s * flip, y + py * 62 * s] as Pt), x, y, angle);
  return [place(SOLE), place(HEEL)].map((pts) => poly(pts, 'focal', 'paper', 0.6, 0.05, true));
}

export function diagram(input: SceneInput): Scene {
  const { rng } = input;
  const top = input.titleAt === 'top';
  const y0 = top ? 340 : 90;
  const y1 = top ? 930 : 680;
  const shapes: Shape[] = [];
  // A chalk ring marks the floor spot the steps circle around.
  const cx = 500 + rng.int(-60, 60);
  const cy = (y0 + y1) / 2;
  shapes.push(line(ring(cx, cy, (y1 - y0) * 0.46), 3, 'far', 'accent2', 0.2, 0.4));
  const steps = 6;
  const path: Pt[] = [];
  for (let i = 0; i < steps; i++) {
    const a = -Math.PI * 0.9 + (i / (steps - 1)) * Math.PI * 1.6 + (rng.next() - 0.5) * 0.2;
    const rr = (y1 - y0) * (0.25 + (i % 2) * 0.12);
    const x = cx + Math.cos(a) * rr * 1.45;
    const y = cy + Math.sin(a) * rr;
    path.push([x, y]);
    shapes.push(...footprint(x, y, a + Math.PI / 2, 1.15, i % 2 === 0));
  }
  // Dashed arrows between steps.
  for (let i = 0; i + 1 < path.length; i++) {
    const a = itemAt(path, i);
    const b = itemAt(path, i + 1);
    const mx = (a[0] + b[0]) / 2 + (b[1] - a[1]) * 0.25;
    const my = (a[1] + b[1]) / 2 - (b[0] - a[0]) * 0.25;
    const pts: Pt[] = [];
    for (let k = 2; k <= 8; k++) {
      const t = k / 10;
      pts.push([(1 - t) ** 2 * a[0] + 2 * (1 - t) * t * mx + t * t * b[0], (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * my + t * t * b[1]]);
    }
    for (let k = 0; k + 1 < pts.length; k += 2) shapes.push(line([itemAt(pts, k), itemAt(pts, k + 1)], 4, 'line', 'accent', 0.7, 0.3));
    // Seven points were pushed above: the arrowhead follows the last two.
    const tip = itemAt(pts, pts.length - 1);
    const prev = itemAt(pts, pts.length - 2);
    const ang = Math.atan2(tip[1] - prev[1], tip[0] - prev[0]);
    shapes.push(poly([[tip[0] + Math.cos(ang) * 20, tip[1] + Math.sin(ang) * 20], [tip[0] + Math.cos(ang + 2.5) * 16, tip[1] + Math.sin(ang + 2.5) * 16], [tip[0] + Math.cos(ang - 2.5) * 16, tip[1] + Math.sin(ang - 2.5) * 16]], 'line', 'accent', 0.7, 0.3));
  }
  // Chalk scribbles: a few formula-like strokes in the corners.
  for (let i = 0; i < 4; i++) {
    const sx = i % 2 ? rng.int(700, 900) : rng.int(60, 220);
    const sy = i < 2 ? y0 + rng.int(0, 40) : y1 - rng.int(0, 40);
    const pts: Pt[] = [];
    for (let k = 0; k < 7; k++) pts.push([sx + k * 16, sy + (k % 2 ? -12 : 12) * rng.next()]);
    shapes.push(line(pts, 3, 'detail', 'paper', 0.5, 0.1, true));
  }
  return { motif: 'diagram', horizon: y1, focal: { cx, cy, r: (y1 - y0) * 0.46 }, shapes, titleAt: input.titleAt, stars: [] };
}
