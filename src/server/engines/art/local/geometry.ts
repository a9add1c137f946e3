// Point and polygon helpers. Scenes are polygons so every style can re-draw them its own way
// (deform the edge for watercolour, hatch inside for etching, extrude for 3D).
import type { Rng } from '../../../lib/random';
import { n } from './svg';

export type Pt = readonly [number, number];

export function polyPath(pts: readonly Pt[], closed = true): string {
  if (pts.length === 0) return '';
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) d += `L${n(pts[i][0])} ${n(pts[i][1])}`;
  return closed ? `${d}Z` : d;
}

/** Catmull-Rom through the points as cubic Béziers: organic outlines from few points. */
export function smoothPath(pts: readonly Pt[], closed = true, tension = 1): string {
  const count = pts.length;
  if (count < 3) return polyPath(pts, closed);
  const at = (i: number): Pt => (closed ? pts[(i + count) % count] : pts[Math.max(0, Math.min(count - 1, i))]);
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
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
    const a = pts[i];
    const b = pts[(i + 1) % pts.length];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    let t = carry;
    while (t < len) {
      const f = t / len;
      out.push([a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f]);
      t += spacing;
    }
    carry = t - len;
  }
  if (!closed) out.push(pts[pts.length - 1]);
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
      const a = cur[i];
      const b = cur[(i + 1) % cur.length];
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

export function scaleAbout(pts: readonly Pt[], cx: number, cy: number, s: number, sy = s): Pt[] {
  return pts.map(([x, y]) => [cx + (x - cx) * s, cy + (y - cy) * sy] as Pt);
}

export function rotateAbout(pts: readonly Pt[], cx: number, cy: number, angle: number): Pt[] {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return pts.map(([x, y]) => [cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c] as Pt);
}

/** Parallel lines covering a box at an angle, for hatching inside a clip path. */
export function hatchLines(box: Box, spacing: number, angle: number, rng?: Rng, wobble = 0): string {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const half = Math.hypot(box.w, box.h) / 2 + spacing;
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  let d = '';
  for (let o = -half; o <= half; o += spacing) {
    const j = rng && wobble ? (rng.next() - 0.5) * wobble : 0;
    const ox = cx - s * (o + j);
    const oy = cy + c * (o + j);
    d += `M${n(ox - c * half)} ${n(oy - s * half)}L${n(ox + c * half)} ${n(oy + s * half)}`;
  }
  return d;
}

export function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

/** Signed area (positive when clockwise in screen space). */
export function area(pts: readonly Pt[]): number {
  let s = 0;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % pts.length];
    s += a[0] * b[1] - b[0] * a[1];
  }
  return s / 2;
}

/** Even-odd test: scatter marks inside a shape without a clip path. */
export function inside(pt: Pt, poly: readonly Pt[]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if ((yi > pt[1]) !== (yj > pt[1]) && pt[0] < ((xj - xi) * (pt[1] - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** A tapered ribbon along a polyline: arms, brush marks, gouges with real thickness. */
export function ribbon(pts: readonly Pt[], w0: number, w1: number): Pt[] {
  const left: Pt[] = [];
  const right: Pt[] = [];
  pts.forEach((p, i) => {
    const a = pts[Math.max(0, i - 1)];
    const b = pts[Math.min(pts.length - 1, i + 1)];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const nx = -(b[1] - a[1]) / len;
    const ny = (b[0] - a[0]) / len;
    const w = lerp(w0, w1, i / Math.max(1, pts.length - 1)) / 2;
    left.push([p[0] + nx * w, p[1] + ny * w]);
    right.push([p[0] - nx * w, p[1] - ny * w]);
  });
  return [...left, ...right.reverse()];
}

/** Monotone-chain convex hull: long flat-design shadows are the hull of a shape and its shift. */
export function convexHull(points: readonly Pt[]): Pt[] {
  const pts = points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Pt[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/** A box cut to the cover: scattering marks inside a shape that runs far off-canvas wastes them. */
export function clampBox(box: Box): Box {
  const x0 = Math.max(0, box.x);
  const y0 = Math.max(0, box.y);
  const x1 = Math.min(1000, box.x + box.w);
  const y1 = Math.min(1000, box.y + box.h);
  return { x: x0, y: y0, w: Math.max(0, x1 - x0), h: Math.max(0, y1 - y0) };
}

/**
 * Sutherland-Hodgman clip of a polygon to the cover (plus a margin). Rays and beams are drawn
 * long; left unclipped, their huge bounding boxes make resvg fill patterns and gradients over
 * millions of off-canvas pixels.
 */
export function clipToCanvas(pts: readonly Pt[], pad = 10): Pt[] {
  const lo = -pad;
  const hi = 1000 + pad;
  const edges: [(p: Pt) => boolean, (a: Pt, b: Pt) => Pt][] = [
    [(p) => p[0] >= lo, (a, b) => [lo, a[1] + ((b[1] - a[1]) * (lo - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= hi, (a, b) => [hi, a[1] + ((b[1] - a[1]) * (hi - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= lo, (a, b) => [a[0] + ((b[0] - a[0]) * (lo - a[1])) / (b[1] - a[1]), lo]],
    [(p) => p[1] <= hi, (a, b) => [a[0] + ((b[0] - a[0]) * (hi - a[1])) / (b[1] - a[1]), hi]],
  ];
  let out: Pt[] = pts.slice();
  for (const [isIn, cut] of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const cur = input[i];
      const prev = input[(i + input.length - 1) % input.length];
      if (isIn(cur)) {
        if (!isIn(prev)) out.push(cut(prev, cur));
        out.push(cur);
      } else if (isIn(prev)) {
        out.push(cut(prev, cur));
      }
    }
    if (out.length === 0) break;
  }
  return out;
}
