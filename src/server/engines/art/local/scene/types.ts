// The scene is style-free geometry: polygons, circles and lines with a depth, a tone and a palette
// slot. Each style decides how to paint them, so one concept reads the same across 24 styles.
import type { Rng } from '@server/lib/random';
import { itemAt } from '@shared/item-at';
import { circlePts, inside, type Pt } from '../geometry';
import type { Lettering } from './request';

export type Slot = 'g0' | 'g1' | 'g2' | 'accent' | 'accent2' | 'ink' | 'paper' | 'sky0' | 'sky1';

export type Role = 'celestial' | 'far' | 'mid' | 'near' | 'focal' | 'detail' | 'line';

export interface Shape {
  kind: 'poly' | 'circle' | 'line';
  /** Outline (closed) for polygons and circles, the polyline for lines. */
  pts: Pt[];
  smooth?: boolean;
  circle?: { cx: number; cy: number; r: number };
  /** Stroke width of a line, in cover units. */
  width?: number;
  role: Role;
  /** 0 = farthest, 1 = nearest: drives atmospheric fading, blur and hatch density. */
  depth: number;
  /** 0 = light, 1 = dark: the value monochrome styles paint it with. */
  tone: number;
  slot: Slot;
  /** Lightness nudge of the slot colour (-1 black … 1 white): craters, creases. */
  shade?: number;
}

export type TitleAt = 'top' | 'bottom';

export interface Scene {
  motif: string;
  horizon: number;
  /** The subject: speed lines radiate from it, spotlights aim at it, minimalist keeps only it. */
  focal: { cx: number; cy: number; r: number };
  shapes: Shape[];
  titleAt: TitleAt;
  /** Stars, sparkles: small points styles may draw or skip. */
  stars: Pt[];
  /** What is drawn, in words ('a cabin in the snow'): the cover's alt text starts from it. */
  description?: string;
  /** The title lettering the request asked for (see Lettering in scene/request.ts); unset, the style letters it its own way. */
  lettering?: Lettering;
}

export interface SceneInput {
  rng: Rng;
  titleAt: TitleAt;
}

/** The vertical band the title uses; builders keep busy detail out of it. */
export function titleBand(titleAt: TitleAt): [number, number] {
  return titleAt === 'top' ? [40, 300] : [700, 960];
}

export function poly(pts: Pt[], role: Role, slot: Slot, depth: number, tone: number, smooth = false): Shape {
  return { kind: 'poly', pts, role, slot, depth, tone, smooth };
}

export function disc(cx: number, cy: number, r: number, role: Role, slot: Slot, depth: number, tone: number): Shape {
  return { kind: 'circle', pts: circlePts(cx, cy, r, 40), circle: { cx, cy, r }, role, slot, depth, tone };
}

export function line(pts: Pt[], width: number, role: Role, slot: Slot, depth: number, tone: number, smooth = false): Shape {
  return { kind: 'line', pts, width, role, slot, depth, tone, smooth };
}

/** A jagged ridge from left to right edge, closed down to the bottom of the cover. */
export function ridge(rng: Rng, baseY: number, amplitude: number, roughness: number, bottom = 1010): Pt[] {
  const count = 17;
  let heights = Array.from({ length: count }, () => 0);
  // Midpoint displacement on a 1D line: big peaks first, finer detail after.
  let step = count - 1;
  let amp = amplitude;
  heights[0] = (rng.next() - 0.5) * amp;
  heights[count - 1] = (rng.next() - 0.5) * amp;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < count; i += step) {
      heights[i] = (itemAt(heights, i - half) + itemAt(heights, i + half)) / 2 + (rng.next() - 0.5) * amp;
    }
    step = half;
    amp *= roughness;
  }
  heights = heights.map((h) => baseY - Math.abs(h) * 1.4 + h * 0.3);
  const pts: Pt[] = [[-20, bottom]];
  heights.forEach((h, i) => pts.push([-20 + (i / (count - 1)) * 1040, h]));
  pts.push([1020, bottom]);
  return pts;
}

export function starField(rng: Rng, count: number, maxY: number): Pt[] {
  return Array.from({ length: count }, () => [rng.int(10, 990), rng.int(10, Math.max(20, maxY))] as Pt);
}

/**
 * What lies under each of a grid of points in an area: the topmost filled shape, or undefined
 * for bare sky. Styles use it to pick title inks that contrast with what is really behind.
 */
export function shapesUnder(scene: Scene, area: { x: number; y: number; w: number; h: number }): (Shape | undefined)[] {
  const out: (Shape | undefined)[] = [];
  for (let i = 0; i < 11; i++) {
    for (let j = 0; j < 3; j++) {
      const pt: Pt = [area.x + ((i + 0.5) / 11) * area.w, area.y + ((j + 0.5) / 3) * area.h];
      let hit: Shape | undefined;
      for (let k = scene.shapes.length - 1; k >= 0 && !hit; k--) {
        const s = itemAt(scene.shapes, k);
        if (s.kind !== 'line' && inside(pt, s.pts)) hit = s;
      }
      out.push(hit);
    }
  }
  return out;
}
