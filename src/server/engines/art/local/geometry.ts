// Point and polygon helpers. Scenes are polygons so every style can re-draw them its own way
// (deform the edge for watercolour, hatch inside for etching, extrude for 3D).
import type { Rng } from '@server/lib/random';
import { itemAt } from '@shared/item-at';
import { n } from './svg';

export type Pt = readonly [number, number];

export function polyPath(pts: readonly Pt[], closed = true): string {
  if (pts.length === 0) return '';
  let d = '';
  for (const p of pts) d += `${d === '' ? 'M' : 'L'}${n(p[0])} ${n(p[1])}`;
  return closed ? `${d}Z` : d;
}

/** Catmull-Rom through the points as cubic Béziers: organic outlines from few points. */
export function smoothPath(pts: readonly Pt[], closed = true, tension = 1): string {
  const count = pts.length;
  if (count < 3) return polyPath(pts, closed);
  // i runs from -1 to count + 1: wrapped when closed, clamped to the ends when open.
  const at = (i: number): Pt => itemAt(pts, closed ? (i + count) % count : Math.max(0, Math.min(count - 1, i)));
  const first = at(0);
  let d = `M${n(first[0])} ${n(first[1])}`;
  const last = closed ? count : count - 1;
  const k = tension / 6;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    d += `C${n(p1[0] + (p2[0] - p0[0]) * k)} ${n(p1[1] + (p2[1] - p0[1]) * k)} ${n(p2[0] - (p3[0] - p1[0]) * k)} ${n(p2[1] - (p3[1] - p1[1]) * k)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

export function circlePts(cx: number, cy: number, r: number, steps = 48, ry = r, start = 0): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < steps; i++) {
    const a = start + (i / steps) * Math.PI * 2;
    out.push([cx + Math.cos(a) * r, cy + Math.sin(a) * ry]);
  }
  return out;
}

/** The outline with its first point again at the end: a stroke that closes on itself. */
export function closeLoop(pts: readonly Pt[]): Pt[] {
  const first = pts[0];
  return first === undefined ? pts.slice() : [...pts, first];
}

export interface Box { x: number; y: number; w: number; h: number }

export function bbox(pts: readonly Pt[]): Box {
  let x0 = Infinity; let y0 = Infinity; let x1 = -Infinity; let y1 = -Infinity;
  for (const [x, y] of pts) {
    if (x < x0) x0 = x;
    if (y < y0) y0 = y;
    if (x > x1) x1 = x;
    if (y > y1) y1 = y;
  }
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

export function centroid(pts: readonly Pt[]): Pt {
  let x = 0; let y = 0;
  for (const p of pts) { x += p[0]; y += p[1]; }
  return [x / pts.length, y / pts.length];
}

/** Evenly spaced points along a closed outline, so jitter and deformation are uniform. */
export function resample(pts: readonly Pt[], spacing: number, closed = true): Pt[] {
  const out: Pt[] = [];
  const count = closed ? pts.length : pts.length - 1;
  let carry = 0;
  for (let i = 0; i < count; i++) {
    const a = itemAt(pts, i);
    const b = itemAt(pts, (i + 1) % pts.length);
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    let t = carry;
    while (t < len) {
      const f = t / len;
      out.push([a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f]);
      t += spacing;
    }
    carry = t - len;
  }
  const last = pts.at(-1);
  if (!closed && last) out.push(last);
  return out.length >= 3 ? out : pts.slice();
}

export function jitter(pts: readonly Pt[], rng: Rng, amount: number): Pt[] {
  return pts.map(([x, y]) => [x + (rng.next() - 0.5) * 2 * amount, y + (rng.next() - 0.5) * 2 * amount] as Pt);
}

/**
 * Recursive midpoint displacement of a closed polygon (the layered-wash technique): each pass
 * splits every edge and pushes the midpoint sideways by a random share of the edge length.
 */
export function deform(pts: readonly Pt[], rng: Rng, depth: number, variance: number): Pt[] {
  let cur: Pt[] = pts.slice();
  for (let d = 0; d < depth; d++) {
    const next: Pt[] = [];
    for (let i = 0; i < cur.length; i++) {
      const a = itemAt(cur, i);
      const b = itemAt(cur, (i + 1) % cur.length);
      next.push(a);
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      const g = (rng.next() + rng.next() + rng.next() - 1.5) * variance * len;
      const nx = -(b[1] - a[1]) / (len || 1);
      const ny = (b[0] - a[0]) / (len || 1);
      next.push([(a[0] + b[0]) / 2 + nx * g, (a[1] + b[1]) / 2 + ny * g]);
    }
    cur = next;
  }
  return cur;
}

export function translate(pts: readonly Pt[], dx: number, dy: number): Pt[] {
  return pts.map(([x, y]) => [x + dx, y + dy] as Pt);
}

export function rotateAbout(pts: readonly Pt[], cx: number, cy: number, angle: number): Pt[] {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return pts.map(([x, y]) => [cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c] as Pt);
}

export function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

/** Even-odd test: scatter marks inside a shape without a clip path. */
export function inside(pt: Pt, poly: readonly Pt[]): boolean {
  let hit = false;
  // Each edge runs from the previous vertex to this one, starting with the closing edge.
  let prev = poly.at(-1);
  if (prev === undefined) return hit;
  for (const cur of poly) {
    const [xi, yi] = cur;
    const [xj, yj] = prev;
    if ((yi > pt[1]) !== (yj > pt[1]) && pt[0] < ((xj - xi) * (pt[1] - yi)) / (yj - yi) + xi) hit = !hit;
    prev = cur;
  }
  return hit;
}

/** A tapered ribbon along a polyline: arms, brush marks, gouges with real thickness. */
export function ribbon(pts: readonly Pt[], w0: number, w1: number): Pt[] {
  const left: Pt[] = [];
  const right: Pt[] = [];
  pts.forEach((p, i) => {
    const a = itemAt(pts, Math.max(0, i - 1));
    const b = itemAt(pts, Math.min(pts.length - 1, i + 1));
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const nx = -(b[1] - a[1]) / len;
    const ny = (b[0] - a[0]) / len;
    const w = lerp(w0, w1, i / Math.max(1, pts.length - 1)) / 2;
    left.push([p[0] + nx * w, p[1] + ny * w]);
    right.push([p[0] - nx * w, p[1] - ny * w]);
  });
  return [...left, ...right.reverse()];
}
