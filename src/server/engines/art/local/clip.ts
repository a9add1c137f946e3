// Clipping and hull helpers: keep geometry on the canvas, where resvg spends its time.
import { itemAt } from '@shared/item-at';
import type { Box, Pt } from './geometry';

/** Monotone-chain convex hull: long flat-design shadows are the hull of a shape and its shift. */
export function convexHull(points: readonly Pt[]): Pt[] {
  const pts = points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(itemAt(lower, lower.length - 2), itemAt(lower, lower.length - 1), p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Pt[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = itemAt(pts, i);
    while (upper.length >= 2 && cross(itemAt(upper, upper.length - 2), itemAt(upper, upper.length - 1), p) <= 0) upper.pop();
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
    // Each edge runs from the previous point to this one, starting with the closing edge.
    let prev = input.at(-1);
    if (prev === undefined) break; // nothing left to clip
    for (const cur of input) {
      if (isIn(cur)) {
        if (!isIn(prev)) out.push(cut(prev, cur));
        out.push(cur);
      } else if (isIn(prev)) {
        out.push(cut(prev, cur));
      }
      prev = cur;
    }
    if (out.length === 0) break;
  }
  return out;
}
