// A lighthouse on a headland over the sea, with its beams; an industrial machine of girders and gears.
import type { Pt } from '../geometry';
import { waveBand } from './landscape';
import { disc, line, poly, starField, titleBand, type Scene, type SceneInput, type Shape } from './types';

export function lighthouse(input: SceneInput): Scene {
  const { rng } = input;
  const top = input.titleAt === 'top';
  const horizon = top ? rng.int(600, 640) : rng.int(470, 510);
  const side = rng.chance(0.5) ? -1 : 1;
  const tx = 500 + side * rng.int(150, 230);
  const rockTop = horizon + rng.int(40, 70);
  const minTop = top ? titleBand('top')[1] + 60 : 90;
  const towerH = Math.min(rng.int(360, 420), rockTop - minTop);
  const lampY = rockTop - towerH;
  const shapes: Shape[] = [];
  // The beams first: long pale wedges from the lamp to both edges, behind everything else.
  const spread = rng.int(40, 70);
  for (const dir of [-1, 1]) {
    const far = dir === side ? 1200 : -200;
    const rise = rng.int(-140, 20);
    shapes.push(poly([[tx, lampY - 6], [tx + dir * Math.abs(far - tx), lampY + rise - spread], [tx + dir * Math.abs(far - tx), lampY + rise + spread], [tx, lampY + 6]], 'far', 'accent', 0.05, 0.1));
  }
  const slots = ['g0', 'g1', 'g1', 'g2'] as const;
  for (const [i, slot] of slots.entries()) {
    const t = i / (slots.length - 1);
    const y = horizon + Math.pow(t, 1.5) * (1000 - horizon) * 0.7;
    const pts = waveBand(input, y, 6 + t * t * 60, 120 + t * 300, t);
    shapes.push(poly(pts, i === 0 ? 'far' : i < slots.length - 1 ? 'mid' : 'near', slot, 0.15 + t * 0.8, 0.3 + t * 0.6));
    if (i > 0) shapes.push(line(pts.slice(1, -1).filter((_, k) => k % 2 === 0), 2 + t * 3, 'detail', 'paper', 0.15 + t * 0.8, 0.05, true));
  }
  // The headland: a rock mass under the tower, reaching to the near edge.
  const edge = side > 0 ? 1020 : -20;
  const rock: Pt[] = [[edge, 1010], [edge, rockTop - 10], [tx + side * 40, rockTop - 20], [tx - side * 60, rockTop], [tx - side * 150, rockTop + 70], [tx - side * 230, rockTop + 170], [tx - side * 260, 1010]];
  shapes.push(poly(rock, 'near', 'ink', 0.85, 0.95, true));
  // The tower: tapered, banded, a gallery and the lantern room on top.
  const w0 = 58;
  const w1 = 36;
  shapes.push(poly([[tx - w0, rockTop], [tx - w1, lampY + 40], [tx + w1, lampY + 40], [tx + w0, rockTop]], 'focal', 'paper', 0.7, 0.1));
  for (let i = 0; i < 3; i++) {
    const ya = rockTop - ((i * 2 + 1) / 7) * (towerH - 40);
    const yb = ya - (towerH - 40) / 7;
    const wa = w0 - ((rockTop - ya) / (towerH - 40)) * (w0 - w1);
    const wb = w0 - ((rockTop - yb) / (towerH - 40)) * (w0 - w1);
    shapes.push(poly([[tx - wa, ya], [tx - wb, yb], [tx + wb, yb], [tx + wa, ya]], 'detail', 'accent2', 0.72, 0.7));
  }
  shapes.push(poly([[tx - w1 - 14, lampY + 40], [tx + w1 + 14, lampY + 40], [tx + w1 + 14, lampY + 30], [tx - w1 - 14, lampY + 30]], 'detail', 'ink', 0.74, 0.95));
  shapes.push(disc(tx, lampY + 6, 24, 'focal', 'accent', 0.75, 0.05));
  shapes.push(poly([[tx - 30, lampY - 14], [tx, lampY - 44], [tx + 30, lampY - 14]], 'detail', 'ink', 0.76, 0.95));
  return { motif: 'lighthouse', horizon, focal: { cx: tx, cy: lampY, r: 60 }, shapes, titleAt: input.titleAt, stars: starField(rng, 40, horizon - 100) };
}

function gear(cx: number, cy: number, r: number, teeth: number, phase: number): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i < teeth; i++) {
    for (const [f, rr] of [[0, 0.84], [0.12, 1], [0.38, 1], [0.5, 0.84]] as const) {
      const a = phase + ((i + f) / teeth) * Math.PI * 2;
      pts.push([cx + Math.cos(a) * r * rr, cy + Math.sin(a) * r * rr]);
    }
  }
  return pts;
}

export function machine(input: SceneInput): Scene {
  const { rng } = input;
  const top = input.titleAt === 'top';
  const y0 = top ? 320 : 60;
  const y1 = top ? 960 : 700;
  const horizon = y1;
  const shapes: Shape[] = [];
  // Girder lattice behind: columns with cross-bracing.
  const cols = rng.int(4, 6);
  for (let i = 0; i <= cols; i++) {
    const x = (i / cols) * 1000;
    shapes.push(poly([[x - 14, y0 - 40], [x + 14, y0 - 40], [x + 14, 1010], [x - 14, 1010]], 'far', 'g0', 0.2, 0.4));
    if (i < cols) {
      const x2 = ((i + 1) / cols) * 1000;
      for (let k = 0; k < 3; k++) {
        const ya = y0 + k * ((y1 - y0) / 3);
        const yb = ya + (y1 - y0) / 3;
        shapes.push(line([[x, ya], [x2, yb]], 7, 'line', 'g0', 0.25, 0.4));
        shapes.push(line([[x2, ya], [x, yb]], 7, 'line', 'g0', 0.25, 0.4));
      }
    }
  }
  shapes.push(poly([[-20, y1], [1020, y1], [1020, 1010], [-20, 1010]], 'near', 'g2', 0.9, 0.9));
  const R = rng.int(190, 240);
  const cx = 500 + rng.int(-120, 120);
  const cy = (y0 + y1) / 2 + rng.int(-30, 30);
  const small: [number, number, number][] = [
    [cx + (R + 70) * (cx < 500 ? 1 : -1), cy - R * 0.55, R * 0.55],
    [cx + (R * 0.8) * (cx < 500 ? -1 : 1), cy + R * 0.75, R * 0.4],
  ];
  for (const [x, y, r] of small) {
    shapes.push(poly(gear(x, y, r, Math.round(r / 14), rng.next()), 'mid', 'g1', 0.5, 0.6));
    shapes.push(disc(x, y, r * 0.3, 'detail', 'accent2', 0.52, 0.4));
  }
  shapes.push(poly(gear(cx, cy, R, Math.round(R / 16), rng.next()), 'focal', 'g1', 0.7, 0.7));
  shapes.push(disc(cx, cy, R * 0.55, 'detail', 'g2', 0.72, 0.85));
  shapes.push(disc(cx, cy, R * 0.22, 'detail', 'accent', 0.74, 0.1));
  for (let k = 0; k < 6; k++) {
    const a = (k / 6) * Math.PI * 2;
    shapes.push(line([[cx + Math.cos(a) * R * 0.22, cy + Math.sin(a) * R * 0.22], [cx + Math.cos(a) * R * 0.55, cy + Math.sin(a) * R * 0.55]], 14, 'detail', 'g1', 0.73, 0.7));
  }
  return { motif: 'machine', horizon, focal: { cx, cy, r: R }, shapes, titleAt: input.titleAt, stars: [] };
}
