// Figure scenes: the all-seeing eye, an open hand holding a light, a crowd under stage lights.
import { itemAt } from '@shared/item-at';
import { clipToCanvas } from '../clip';
import { circlePts, closeLoop, ribbon, rotateAbout, type Pt } from '../geometry';
import { disc, line, poly, starField, type Scene, type SceneInput, type Shape } from './types';

/** Alternating wedges around a point: the sunburst behind icons. */
function rays(cx: number, cy: number, count: number, slot: 'g0' | 'g1'): Shape[] {
  const out: Shape[] = [];
  for (let i = 0; i < count; i += 2) {
    const a0 = (i / count) * Math.PI * 2;
    const a1 = ((i + 1) / count) * Math.PI * 2;
    out.push(poly(clipToCanvas([[cx, cy], [cx + Math.cos(a0) * 1500, cy + Math.sin(a0) * 1500], [cx + Math.cos(a1) * 1500, cy + Math.sin(a1) * 1500]]), 'far', slot, 0.1, 0.35));
  }
  return out;
}

export function eye(input: SceneInput): Scene {
  const { rng } = input;
  const cx = 500 + rng.int(-30, 30);
  const cy = input.titleAt === 'top' ? rng.int(590, 640) : rng.int(380, 430);
  const w = rng.int(300, 350);
  const h = w * (0.4 + rng.next() * 0.1);
  const shapes: Shape[] = rays(cx, cy, rng.pick([24, 32, 40]), 'g0');
  const upper: Pt[] = [];
  const lower: Pt[] = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    const x = cx - w + t * 2 * w;
    const s = Math.sin(t * Math.PI);
    upper.push([x, cy - h * Math.pow(s, 0.85)]);
    lower.push([x, cy + h * 0.82 * Math.pow(s, 0.9)]);
  }
  const outline = [...upper, ...lower.slice(1, -1).reverse()];
  shapes.push(poly(outline, 'mid', 'paper', 0.5, 0.05));
  const ir = h * 0.78;
  shapes.push(disc(cx, cy + h * 0.04, ir, 'focal', 'accent', 0.6, 0.35));
  // Iris fibres radiate from the pupil.
  for (let i = 0; i < 28; i++) {
    const a = (i / 28) * Math.PI * 2;
    shapes.push(line([[cx + Math.cos(a) * ir * 0.42, cy + h * 0.04 + Math.sin(a) * ir * 0.42], [cx + Math.cos(a) * ir * 0.95, cy + h * 0.04 + Math.sin(a) * ir * 0.95]], 2.5, 'detail', 'accent2', 0.62, 0.5));
  }
  shapes.push(disc(cx, cy + h * 0.04, ir * 0.4, 'detail', 'ink', 0.65, 1));
  shapes.push(disc(cx - ir * 0.3, cy - ir * 0.3, ir * 0.14, 'detail', 'paper', 0.7, 0));
  shapes.push(line(upper, 14, 'near', 'ink', 0.8, 1, true));
  shapes.push(line(lower, 8, 'near', 'ink', 0.8, 1, true));
  for (let i = 2; i <= 22; i += 2) {
    const [x, y] = itemAt(upper, i);
    const t = i / 24 - 0.5;
    const len = 26 + (1 - Math.abs(t) * 2) * 34;
    const a = -Math.PI / 2 + t * 2.2;
    shapes.push(line([[x, y], [x + Math.cos(a) * len, y + Math.sin(a) * len]], 6, 'near', 'ink', 0.8, 1));
  }
  return { motif: 'eye', horizon: cy + h, focal: { cx, cy, r: ir }, shapes, titleAt: input.titleAt, stars: starField(rng, 40, 1000) };
}

/** An open hand, palm out, traced as one outline: wrist, thumb, four fingers with round tips. */
function handOutline(cx: number, wristY: number, s: number): Pt[] {
  const palmTop = wristY - 300 * s;
  const pts: Pt[] = [[cx - 95 * s, 1020], [cx - 100 * s, wristY]];
  // Thumb out to the left, angled up.
  pts.push([cx - 150 * s, wristY - 90 * s], [cx - 215 * s, wristY - 170 * s], [cx - 230 * s, wristY - 210 * s]);
  pts.push(...arc(cx - 205 * s, wristY - 215 * s, 27 * s, Math.PI, Math.PI * 1.9));
  pts.push([cx - 160 * s, wristY - 160 * s], [cx - 112 * s, wristY - 150 * s]);
  const fingers = [
    { x: -85, len: 190, w: 27 }, { x: -28, len: 235, w: 29 }, { x: 30, len: 225, w: 28 }, { x: 84, len: 175, w: 25 },
  ];
  fingers.forEach((f, i) => {
    const base = palmTop + (i === 0 || i === 3 ? 30 : 0) * s;
    const x = cx + f.x * s;
    const tilt = (f.x / 100) * 18 * s;
    pts.push([x - f.w * s, base + 10 * s], [x - f.w * s + tilt, base - f.len * s]);
    pts.push(...arc(x + tilt, base - f.len * s, f.w * s, Math.PI, Math.PI * 2));
    pts.push([x + f.w * s + tilt, base - f.len * s], [x + f.w * s, base + 10 * s]);
  });
  pts.push([cx + 112 * s, wristY - 120 * s], [cx + 100 * s, wristY], [cx + 95 * s, 1020]);
  return pts;
}

function arc(cx: number, cy: number, r: number, a0: number, a1: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= 8; i++) {
    const a = a0 + ((a1 - a0) * i) / 8;
    out.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return out;
}

export function hand(input: SceneInput): Scene {
  const { rng } = input;
  const s = 0.95 + rng.next() * 0.25;
  const cx = 500 + rng.int(-50, 50);
  const wristY = input.titleAt === 'top' ? 900 : 720;
  const orbR = rng.int(70, 100);
  const orbY = wristY - 300 * s - 260 * s - orbR * 0.6;
  const shapes: Shape[] = [];
  for (let i = 1; i <= 7; i++) shapes.push(line(closeLoop(circlePts(cx, orbY, orbR + i * i * 9, 72)), 3 - i * 0.2, 'far', 'accent', 0.1, 0.3));
  shapes.push(disc(cx, orbY, orbR, 'celestial', 'accent', 0.2, 0.08));
  shapes.push(poly(handOutline(cx, wristY, s), 'focal', 'g1', 0.7, 0.65));
  // Palm creases.
  shapes.push(line([[cx - 80 * s, wristY - 200 * s], [cx - 10 * s, wristY - 170 * s], [cx + 70 * s, wristY - 210 * s]], 4, 'detail', 'g2', 0.75, 0.85, true));
  shapes.push(line([[cx - 60 * s, wristY - 120 * s], [cx + 10 * s, wristY - 100 * s], [cx + 60 * s, wristY - 140 * s]], 4, 'detail', 'g2', 0.75, 0.85, true));
  return { motif: 'hand', horizon: wristY, focal: { cx, cy: orbY, r: orbR }, shapes, titleAt: input.titleAt, stars: starField(rng, 60, 1000) };
}

/** A row of heads and shoulders as one silhouette, so outlines stay clean. */
function crowdRow(input: SceneInput, baseY: number, size: number): Pt[] {
  const { rng } = input;
  const pts: Pt[] = [[-30, 1020], [-30, baseY]];
  let x = -30 + rng.int(0, 20);
  while (x < 1040) {
    const w = size * (0.9 + rng.next() * 0.3);
    const y = baseY + rng.int(-10, 10) * (size / 60);
    const headR = w * 0.24;
    pts.push([x, y], [x + w * 0.3, y - w * 0.12], [x + w * 0.38, y - w * 0.22]);
    pts.push(...arc(x + w * 0.5, y - w * 0.22 - headR, headR, Math.PI * 0.65, Math.PI * 2.35));
    pts.push([x + w * 0.62, y - w * 0.22], [x + w * 0.7, y - w * 0.12]);
    x += w * (0.95 + rng.next() * 0.25);
  }
  pts.push([1040, baseY], [1040, 1020]);
  return pts;
}

export function crowd(input: SceneInput): Scene {
  const { rng } = input;
  const top = input.titleAt === 'top';
  const cx = 500 + rng.int(-80, 80);
  const cy = top ? 380 : 200;
  const r = rng.int(50, 80);
  const shapes: Shape[] = [];
  // Stage beams fan down from the light.
  for (let i = 0; i < 7; i++) {
    const a = Math.PI / 2 + (i - 3) * 0.28 + (rng.next() - 0.5) * 0.1;
    const spread = 0.06 + rng.next() * 0.05;
    shapes.push(poly(clipToCanvas([[cx, cy], [cx + Math.cos(a - spread) * 1400, cy + Math.sin(a - spread) * 1400], [cx + Math.cos(a + spread) * 1400, cy + Math.sin(a + spread) * 1400]]), 'far', i % 2 ? 'accent' : 'accent2', 0.1, 0.2));
  }
  shapes.push(disc(cx, cy, r, 'celestial', 'accent', 0.15, 0.05));
  const backY = top ? 760 : 640;
  shapes.push(poly(crowdRow(input, backY, 62), 'mid', 'g1', 0.55, 0.7));
  // Raised arms, some with open hands, rising out of the front row.
  const frontY = backY + 130;
  for (let i = 0; i < rng.int(5, 8); i++) {
    const x = rng.int(40, 960);
    const lean = rng.int(-60, 60);
    const hy = frontY - rng.int(200, 300);
    // Tapered arm (shoulder wider than wrist) and an oval hand tilted along it.
    const arm: Pt[] = [[x, frontY + 20], [x + lean * 0.45, (frontY + hy) / 2], [x + lean, hy]];
    shapes.push(poly(ribbon(arm, 34, 18), 'near', 'g2', 0.85, 0.95, true));
    const hand = circlePts(x + lean, hy - 16, 15, 16, 24).map(([px, py]) => [px, py] as Pt);
    shapes.push(poly(rotateAbout(hand, x + lean, hy - 16, Math.atan2(lean, frontY - hy) * 0.8), 'near', 'g2', 0.85, 0.95, true));
  }
  shapes.push(poly(crowdRow(input, frontY, 110), 'near', 'g2', 0.9, 0.95));
  return { motif: 'crowd', horizon: backY, focal: { cx, cy, r }, shapes, titleAt: input.titleAt, stars: starField(rng, 40, backY - 100) };
}
