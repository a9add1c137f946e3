// Landscape scenes: mountains, waves, a road to the horizon, a pine forest.
import { itemAt } from '@shared/item-at';
import type { Pt } from '../geometry';
import { disc, line, poly, ridge, starField, titleBand, type Scene, type SceneInput, type Shape } from './types';

/** Horizon height that leaves the title band its own calm area. */
function horizonFor(input: SceneInput, top: [number, number], bottom: [number, number]): number {
  const [lo, hi] = input.titleAt === 'top' ? top : bottom;
  return input.rng.int(lo, hi);
}

/** Keeps peaks out of the title band by squashing the ridge, not flattening its tops into mesas. */
function clampTop(pts: Pt[], minY: number): Pt[] {
  const top = pts.slice(1, -1);
  const peak = Math.min(...top.map((p) => p[1]));
  if (peak >= minY) return pts;
  const base = Math.max(...top.map((p) => p[1]));
  const k = Math.max(0.1, (base - minY) / Math.max(1, base - peak));
  return pts.map(([x, y], i) => (i === 0 || i === pts.length - 1 ? [x, y] : [x, base - (base - y) * k]) as Pt);
}

function birds(input: SceneInput, cx: number, cy: number, count: number): Shape[] {
  const out: Shape[] = [];
  for (let i = 0; i < count; i++) {
    const x = cx + input.rng.int(-140, 140);
    const y = cy + input.rng.int(-60, 60);
    const s = input.rng.int(8, 16);
    out.push(line([[x - s, y - s * 0.5], [x - s * 0.3, y - s * 0.1], [x, y + s * 0.2], [x + s * 0.3, y - s * 0.1], [x + s, y - s * 0.5]], 3, 'detail', 'ink', 0.6, 0.9, true));
  }
  return out;
}

export function mountains(input: SceneInput): Scene {
  const { rng } = input;
  const horizon = horizonFor(input, [600, 680], [470, 540]);
  const minY = input.titleAt === 'top' ? titleBand('top')[1] + 30 : 60;
  const r = rng.int(70, 125);
  const cx = rng.int(260, 740);
  const cy = Math.max(minY + r - 40, horizon - rng.int(200, 300));
  const shapes: Shape[] = [disc(cx, cy, r, 'celestial', 'accent', 0, 0.1)];
  shapes.push(poly(clampTop(ridge(rng, horizon - 70, 460, 0.52), minY), 'far', 'g0', 0.2, 0.35));
  shapes.push(poly(clampTop(ridge(rng, horizon + 50, 320, 0.52), minY + 60), 'mid', 'g1', 0.55, 0.6));
  shapes.push(poly(ridge(rng, horizon + 210, 170, 0.5), 'near', 'g2', 0.9, 0.88));
  if (rng.chance(0.6)) shapes.push(...birds(input, cx + rng.int(-100, 100), cy + r + 40, rng.int(2, 5)));
  return { motif: 'mountains', horizon, focal: { cx, cy, r }, shapes, titleAt: input.titleAt, stars: starField(rng, 40, horizon - 150) };
}

/** A band of sea whose top edge is a train of crests, sharper (more peaked) nearer the viewer. */
export function waveBand(input: SceneInput, top: number, amp: number, length: number, depth: number): Pt[] {
  const phase = input.rng.next() * Math.PI * 2;
  const pts: Pt[] = [[-20, 1010]];
  for (let x = -20; x <= 1020; x += 10) {
    const s = Math.sin((x / length) * Math.PI * 2 + phase);
    // Trochoid-like: flat troughs, pointed crests.
    const y = top - amp * (Math.pow((s + 1) / 2, 1 + depth * 2) * 2 - 1);
    pts.push([x, y]);
  }
  pts.push([1020, 1010]);
  return pts;
}

export function waves(input: SceneInput): Scene {
  const { rng } = input;
  const horizon = horizonFor(input, [580, 640], [440, 500]);
  const r = rng.int(110, 170);
  const cx = rng.int(300, 700);
  const cy = horizon - r * rng.next() * 0.5;
  const shapes: Shape[] = [disc(cx, cy, r, 'celestial', 'accent', 0, 0.1)];
  const slots = ['g0', 'g0', 'g1', 'g1', 'g2'] as const;
  const bands = slots.length;
  for (const [i, slot] of slots.entries()) {
    const t = i / (bands - 1);
    const top = horizon + Math.pow(t, 1.5) * (1000 - horizon) * 0.78;
    const amp = 6 + t * t * 70;
    const length = 120 + t * 380;
    const pts = waveBand(input, top, amp, length, t);
    shapes.push(poly(pts, i === 0 ? 'far' : i < bands - 1 ? 'mid' : 'near', slot, 0.1 + t * 0.85, 0.3 + t * 0.6));
    if (i > 0) {
      // Foam along the crest line: the upper edge without the closing corners.
      const crest = pts.slice(1, -1).filter((_, k) => k % 2 === 0);
      shapes.push(line(crest, 2 + t * 4, 'detail', 'paper', 0.1 + t * 0.85, 0.05, true));
    }
  }
  // The sun's glitter path on the water.
  for (let k = 0; k < 9; k++) {
    const y = horizon + 12 + k * k * 4;
    const w = 30 + k * 16;
    shapes.push(line([[cx - w / 2 + rng.int(-15, 15), y], [cx + w / 2 + rng.int(-15, 15), y]], 3 + k * 0.6, 'detail', 'accent', 0.3, 0.1));
  }
  return { motif: 'waves', horizon, focal: { cx, cy, r }, shapes, titleAt: input.titleAt, stars: starField(rng, 30, horizon - 120) };
}

export function road(input: SceneInput): Scene {
  const { rng } = input;
  const horizon = horizonFor(input, [560, 620], [430, 500]);
  const vx = rng.int(440, 560);
  const r = rng.int(120, 190);
  const shapes: Shape[] = [disc(vx, horizon - r * 0.35, r, 'celestial', 'accent', 0, 0.1)];
  shapes.push(poly(ridge(rng, horizon + 10, 120, 0.5), 'far', 'g0', 0.15, 0.4));
  shapes.push(poly([[-20, horizon], [1020, horizon], [1020, 1010], [-20, 1010]], 'mid', 'g1', 0.5, 0.6));
  shapes.push(poly([[vx - 4, horizon], [vx + 4, horizon], [vx + 640, 1010], [vx - 640, 1010]], 'near', 'g2', 0.8, 0.9));
  // Centre dashes shrink with distance: t² spacing reads as perspective.
  for (let i = 0; i < 9; i++) {
    const t0 = Math.pow((i + 0.15) / 9, 2.2);
    const t1 = Math.pow((i + 0.55) / 9, 2.2);
    const y0 = horizon + t0 * (1010 - horizon);
    const y1 = horizon + t1 * (1010 - horizon);
    const w0 = 1 + t0 * 16;
    const w1 = 1 + t1 * 16;
    shapes.push(poly([[vx - w0, y0], [vx + w0, y0], [vx + w1, y1], [vx - w1, y1]], 'detail', 'accent2', 0.8, 0.1));
  }
  // Telephone poles and their sagging wires on one side.
  const side = rng.chance(0.5) ? -1 : 1;
  const poles: Pt[] = [];
  for (let i = 1; i <= 5; i++) {
    const t = Math.pow(i / 5, 1.8);
    const x = vx + side * (30 + t * 560);
    const base = horizon + t * (1010 - horizon) * 0.55;
    const h = 20 + t * 380;
    shapes.push(line([[x, base], [x, base - h]], 2 + t * 9, 'detail', 'ink', 0.3 + t * 0.6, 0.9));
    shapes.push(line([[x - 14 - t * 40, base - h * 0.92], [x + 14 + t * 40, base - h * 0.92]], 1.5 + t * 5, 'detail', 'ink', 0.3 + t * 0.6, 0.9));
    poles.push([x, base - h * 0.92]);
  }
  for (let i = 0; i + 1 < poles.length; i++) {
    const a = itemAt(poles, i);
    const b = itemAt(poles, i + 1);
    const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + 12 + i * 8];
    shapes.push(line([a, mid, b], 1.5 + i * 0.6, 'detail', 'ink', 0.6, 0.9, true));
  }
  return { motif: 'road', horizon, focal: { cx: vx, cy: horizon - r * 0.35, r }, shapes, titleAt: input.titleAt, stars: starField(rng, 30, horizon - 150) };
}

/** A pine as one outline: tiers of drooping branches narrowing to the tip. */
export function pine(cx: number, baseY: number, h: number, w: number, rngTiers: number): Pt[] {
  const tiers = rngTiers;
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i < tiers; i++) {
    const t = i / tiers;
    const y = baseY - h * 0.08 - t * h * 0.92;
    const half = (w / 2) * (1 - t) + 3;
    left.push([cx - half, y], [cx - half * 0.45, y - h / tiers * 0.35]);
    right.push([cx + half, y], [cx + half * 0.45, y - h / tiers * 0.35]);
  }
  return [[cx - w * 0.04, baseY], ...left, [cx, baseY - h], ...right.reverse(), [cx + w * 0.04, baseY]];
}

export function forest(input: SceneInput): Scene {
  const { rng } = input;
  const horizon = horizonFor(input, [620, 680], [480, 540]);
  const r = rng.int(70, 120);
  const cx = rng.int(280, 720);
  const minY = input.titleAt === 'top' ? titleBand('top')[1] + r + 10 : r + 60;
  const cy = Math.max(minY, horizon - rng.int(250, 330));
  const shapes: Shape[] = [disc(cx, cy, r, 'celestial', 'accent', 0, 0.1)];
  const rows = [
    { base: horizon, h: [90, 170], w: 0.36, slot: 'g0', depth: 0.2, tone: 0.35, role: 'far' },
    { base: horizon + 110, h: [170, 290], w: 0.34, slot: 'g1', depth: 0.55, tone: 0.62, role: 'mid' },
    { base: horizon + 300, h: [330, 520], w: 0.3, slot: 'g2', depth: 0.9, tone: 0.9, role: 'near' },
  ] as const;
  for (const row of rows) {
    shapes.push(poly([[-20, row.base - 10], [1020, row.base - 10], [1020, 1010], [-20, 1010]], row.role, row.slot, row.depth, row.tone));
    if (row.role === 'near') {
      // Foreground pines frame the picture from both edges and leave the middle open.
      for (const x of [rng.int(-60, 60), rng.int(120, 200), rng.int(800, 880), rng.int(940, 1060)]) {
        const h = rng.int(row.h[0], row.h[1]);
        shapes.push(poly(pine(x, row.base, h, h * row.w, rng.int(7, 9)), row.role, row.slot, row.depth, row.tone));
      }
      continue;
    }
    let x = -40 + rng.int(0, 40);
    while (x < 1060) {
      const h = rng.int(row.h[0], row.h[1]);
      shapes.push(poly(pine(x, row.base, h, h * row.w, rng.int(6, 9)), row.role, row.slot, row.depth, row.tone));
      x += h * row.w * (rng.next() * 0.5 + 0.45);
    }
  }
  return { motif: 'forest', horizon, focal: { cx, cy, r }, shapes, titleAt: input.titleAt, stars: starField(rng, 50, horizon - 200) };
}
