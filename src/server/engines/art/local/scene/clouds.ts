// A concept's clouds as scene shapes. Laid over the art in one colour, a storm's cloud bank was
// the same picture on every style: a third of the cover identical whatever the style, so a
// watercolour and a 3D render of 'a rain cloud at dawn' looked alike. As shapes of the scene,
// behind everything else in it, each style paints its clouds its own way (washed, hatched,
// extruded, cel-shaded), and they never hide the subject.
import type { Rng } from '@server/lib/random';
import type { Pt } from '../geometry';
import { poly, type Scene, type Shape } from './types';

interface Puff { x: number; y: number; r: number }

/** A bank of overlapping puffs along a line, as the outline of their union (top and bottom edges). */
function bankOutline(puffs: readonly Puff[]): Pt[] {
  const left = Math.min(...puffs.map((c) => c.x - c.r));
  const right = Math.max(...puffs.map((c) => c.x + c.r));
  const top: Pt[] = [];
  const bottom: Pt[] = [];
  const steps = 40;
  for (let i = 0; i <= steps; i++) {
    const x = left + ((right - left) * i) / steps;
    let lo = Infinity;
    let hi = -Infinity;
    for (const c of puffs) {
      const dx = Math.abs(x - c.x);
      if (dx > c.r) continue;
      const h = Math.sqrt(c.r * c.r - dx * dx);
      lo = Math.min(lo, c.y - h);
      hi = Math.max(hi, c.y + h);
    }
    if (lo === Infinity) continue;
    top.push([x, lo]);
    // Clouds sit on a flatter base than their billowing tops.
    bottom.push([x, hi - (hi - lo) * 0.25]);
  }
  return [...top, ...bottom.reverse()];
}

function banks(rng: Rng, top: number, bottom: number): Pt[][] {
  const out: Pt[][] = [];
  const count = rng.int(3, 5);
  for (let b = 0; b < count; b++) {
    const cx = ((b + 0.5) / count) * 1000 + rng.int(-60, 60);
    const cy = top + rng.next() * Math.max(20, bottom - top);
    const w = rng.int(220, 360);
    const puffs: Puff[] = [];
    for (let k = 0; k < 7; k++) {
      const r = w * (0.16 + 0.12 * Math.sin((k / 6) * Math.PI)) * (0.8 + rng.next() * 0.4);
      puffs.push({ x: cx + (k / 6 - 0.5) * w, y: cy - r * 0.3, r });
    }
    out.push(bankOutline(puffs));
  }
  return out;
}

/**
 * Two layers of cloud banks in the sky: a storm's dark (the sky's own colour sunk low), fair
 * weather's pale. They go first in the scene, so mountains, buildings and the subject stand in front.
 */
export function cloudShapes(scene: Scene, stormy: boolean, rng: Rng): Shape[] {
  const skyBottom = Math.max(160, Math.min(scene.horizon, 700));
  const back = banks(rng, 30, skyBottom * 0.45).map((pts) => ({ ...poly(pts, 'far', 'sky1', 0.1, stormy ? 0.75 : 0.2, true), shade: stormy ? -0.55 : 0.35 }));
  const front = banks(rng, skyBottom * 0.15, skyBottom * 0.55).map((pts) => ({ ...poly(pts, 'far', 'sky0', 0.2, stormy ? 0.6 : 0.3, true), shade: stormy ? -0.4 : 0.45 }));
  return [...back, ...front];
}
