// Hand-made marks as vectors: brush dabs, dry-brush streaks, drips and splatter. Vectors are
// far cheaper for resvg than filters, and seeded, so every mark is reproducible.
import type { Rng } from '@server/lib/random';
import { inside, type Pt } from './geometry';
import { dot, el, n } from './svg';

/** One curved stroke with round ends, like a loaded brush laid down once. */
export function dab(x: number, y: number, angle: number, len: number, width: number, color: string, opacity = 1, bend = 0): string {
  const dx = Math.cos(angle) * len / 2;
  const dy = Math.sin(angle) * len / 2;
  const mx = x - Math.sin(angle) * bend;
  const my = y + Math.cos(angle) * bend;
  return el('path', {
    d: `M${n(x - dx)} ${n(y - dy)}Q${n(mx)} ${n(my)} ${n(x + dx)} ${n(y + dy)}`,
    fill: 'none', stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', opacity: opacity < 1 ? opacity : undefined,
  });
}

/** Many short strokes in one path: a single colour's worth of marks in one element. */
export function strokeBatch(rng: Rng, points: readonly Pt[], angle: number, len: number, jitterAngle: number): string {
  let d = '';
  for (const [x, y] of points) {
    const a = angle + (rng.next() - 0.5) * jitterAngle;
    const l = len * (0.6 + rng.next() * 0.8);
    const dx = Math.cos(a) * l / 2;
    const dy = Math.sin(a) * l / 2;
    d += `M${n(x - dx)} ${n(y - dy)}L${n(x + dx)} ${n(y + dy)}`;
  }
  return d;
}

/** Random points inside a polygon (rejection sampling in its bounding box). */
export function scatterInside(rng: Rng, poly: readonly Pt[], count: number, box: { x: number; y: number; w: number; h: number }): Pt[] {
  const out: Pt[] = [];
  let tries = 0;
  while (out.length < count && tries < count * 6) {
    tries += 1;
    const p: Pt = [box.x + rng.next() * box.w, box.y + rng.next() * box.h];
    if (inside(p, poly)) out.push(p);
  }
  return out;
}

/** Paint running down from an edge: thin trails with a bead at the end. */
export function drips(rng: Rng, x0: number, x1: number, y: number, color: string, count: number, maxLen: number, width = 4): string {
  let lines = '';
  let beads = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + rng.next() * (x1 - x0);
    const len = maxLen * (0.2 + rng.next() ** 2 * 0.8);
    const w = width * (0.6 + rng.next() * 0.8);
    lines += `M${n(x)} ${n(y)}L${n(x)} ${n(y + len)}`;
    beads += dot(x, y + len, w);
  }
  return el('path', { d: lines, stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', fill: 'none' }) + el('path', { d: beads, fill: color });
}

/** A burst of droplets around a point, denser and bigger near the centre. */
export function splatter(rng: Rng, cx: number, cy: number, radius: number, count: number, color: string, opacity = 1): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = rng.next() * Math.PI * 2;
    const dist = radius * rng.next() ** 1.5;
    const r = Math.max(0.8, (1 - dist / radius) * 9 * rng.next());
    const x = cx + Math.cos(a) * dist;
    const y = cy + Math.sin(a) * dist;
    d += dot(x, y, r);
  }
  return el('path', { d, fill: color, opacity: opacity < 1 ? opacity : undefined });
}

/**
 * Many curved dabs in a few colours, one path per colour: a painterly surface for a handful of
 * elements instead of hundreds. Buckets are drawn in a shuffled order so no colour always wins.
 */
export function dabBatch(rng: Rng, points: readonly Pt[], colours: readonly string[], angle: (p: Pt) => number, len: number, width: number, opacity = 1): string {
  const ds = colours.map(() => '');
  for (const p of points) {
    const k = rng.int(0, colours.length - 1);
    const a = angle(p);
    const l = len * (0.6 + rng.next() * 0.8);
    const dx = (Math.cos(a) * l) / 2;
    const dy = (Math.sin(a) * l) / 2;
    const b = (rng.next() - 0.5) * width;
    ds[k] += `M${n(p[0] - dx)} ${n(p[1] - dy)}Q${n(p[0] - Math.sin(a) * b)} ${n(p[1] + Math.cos(a) * b)} ${n(p[0] + dx)} ${n(p[1] + dy)}`;
  }
  return rng.shuffle(colours.map((c, i) => [c, ds[i]] as const))
    .filter(([, d]) => d)
    .map(([c, d]) => el('path', { d, fill: 'none', stroke: c, 'stroke-width': width, 'stroke-linecap': 'round', opacity: opacity < 1 ? opacity : undefined }))
    .join('');
}
