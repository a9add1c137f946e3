// A concept's fog as scene shapes: long pale banks lying along the horizon, behind the subject and
// over the land around its feet. Laid over the art as one haze, fog was the same light band on
// every style and pulled 24 pictures of 'a lone tree in fog' towards one; as shapes, each style
// paints its mist its own way (washed, hatched, sprayed, cel-shaded), as it does clouds.
import type { Rng } from '@server/lib/random';
import type { Pt } from '../geometry';
import { poly, type Scene, type Shape } from './types';

/** A bank from x0 to x1 around y, its top and bottom edges rolling independently. */
function bank(rng: Rng, x0: number, x1: number, y: number, thickness: number): Pt[] {
  const steps = 24;
  const phase = rng.next() * Math.PI * 2;
  const waves = 1.5 + rng.next() * 2;
  const top: Pt[] = [];
  const bottom: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = x0 + (x1 - x0) * t;
    // Thin at the ends, full in the middle, so a partial bank trails off rather than stopping.
    const body = Math.sin(Math.PI * Math.min(1, Math.max(0, t * 1.15 - 0.075))) ** 0.5;
    const roll = Math.sin(phase + t * waves * Math.PI * 2);
    top.push([x, y - thickness * (0.5 + 0.25 * roll) * body]);
    bottom.push([x, y + thickness * (0.35 + 0.1 * Math.cos(phase * 1.7 + t * waves * 5)) * body]);
  }
  return [...top, ...bottom.reverse()];
}

/** Two or three banks along the horizon: pale, far, smooth; they go in front of the land and behind the subject. */
export function fogShapes(scene: Scene, rng: Rng): Shape[] {
  const y = Math.min(scene.horizon, 880);
  const banks = [
    bank(rng, -80, 1080, y - rng.int(10, 40), rng.int(80, 120)),
    ...(rng.chance(0.5) ? [bank(rng, -60, rng.int(520, 760), y - rng.int(110, 160), rng.int(40, 60))] : [bank(rng, rng.int(240, 480), 1060, y - rng.int(110, 160), rng.int(40, 60))]),
  ];
  if (y < 820) banks.push(bank(rng, rng.int(-60, 200), rng.int(800, 1060), y + rng.int(50, 90), rng.int(50, 80)));
  return banks.map((pts, i) => ({ ...poly(pts, 'far', 'sky1', 0.3 + i * 0.1, 0.15, true), shade: 0.5 }));
}

/** The scene with fog laid just in front of what lies behind its subject. */
export function withFog(scene: Scene, fog: readonly Shape[]): Scene {
  const at = scene.shapes.findIndex((s) => s.role === 'focal');
  const cut = at >= 0 ? at : scene.shapes.length;
  return { ...scene, shapes: [...scene.shapes.slice(0, cut), ...fog, ...scene.shapes.slice(cut)] };
}
