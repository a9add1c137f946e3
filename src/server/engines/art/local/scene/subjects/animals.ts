// Four-legged animals drawn as a body you could stroke: a barrel with chest and haunch, a neck, a
// head with a muzzle and ears, and legs that taper through knee and hock to a hoof or paw. The far
// pair of legs is a shade lighter than the body, so the animal has depth at thumbnail size. (Legs as
// straight sticks under a wedge read as a child's drawing: 'a stick-figure horse'.)
import type { Kit } from './kit';
import type { Slot } from '../types';

/** A joint of a limb: where it is and half its width there. */
type Joint = readonly [x: number, y: number, half: number];

/**
 * A tapered limb (leg, neck, tail) through its joints: one closed outline, each joint's width laid
 * across the limb's direction there, so a leg narrows at the knee and swells at the thigh.
 */
export function limb(k: Kit, joints: readonly Joint[], slot: Slot = 'ink'): void {
  const left: number[] = [];
  const right: number[] = [];
  joints.forEach(([x, y, half], i) => {
    const [px, py] = joints[Math.max(0, i - 1)] ?? joints[0]!;
    const [nx, ny] = joints[Math.min(joints.length - 1, i + 1)] ?? joints[0]!;
    const dx = nx - px;
    const dy = ny - py;
    const len = Math.hypot(dx, dy) || 1;
    const ox = (-dy / len) * half;
    const oy = (dx / len) * half;
    left.push(x + ox, y + oy);
    right.unshift(y - oy);
    right.unshift(x - ox);
  });
  k.poly([...left, ...right], slot, true);
}

/** A horse standing in profile, facing right, head up, mane and tail loose. */
export function horse(k: Kit): void {
  // Far legs first, a shade lighter, a step behind the near ones.
  limb(k, [[0.12, 0.44, 0.05], [0.1, 0.22, 0.028], [0.12, 0.06, 0.022], [0.11, 0, 0.03]], 'g2');
  limb(k, [[-0.26, 0.46, 0.08], [-0.2, 0.24, 0.035], [-0.24, 0.06, 0.022], [-0.23, 0, 0.03]], 'g2');
  // Tail, falling from the croup.
  limb(k, [[-0.42, 0.6, 0.035], [-0.5, 0.52, 0.05], [-0.54, 0.36, 0.05], [-0.5, 0.2, 0.02]]);
  k.poly([
    -0.43, 0.6, -0.36, 0.665, -0.2, 0.63, -0.04, 0.6, 0.1, 0.645, 0.2, 0.72, 0.28, 0.82, 0.36, 0.92, 0.38, 0.99, 0.41, 1.0,
    0.43, 0.95, 0.5, 0.9, 0.6, 0.78, 0.645, 0.72, 0.62, 0.68, 0.56, 0.68, 0.48, 0.72, 0.42, 0.74, 0.36, 0.64, 0.32, 0.52,
    0.28, 0.42, 0.2, 0.37, 0, 0.35, -0.22, 0.37, -0.34, 0.4, -0.44, 0.48,
  ], 'ink', true);
  // Near legs: a foreleg straight through the knee, a hind leg angled back to the hock.
  limb(k, [[0.22, 0.44, 0.06], [0.22, 0.22, 0.03], [0.24, 0.06, 0.024], [0.25, 0, 0.033]]);
  limb(k, [[-0.34, 0.5, 0.1], [-0.3, 0.34, 0.06], [-0.36, 0.2, 0.03], [-0.34, 0.06, 0.024], [-0.33, 0, 0.033]]);
  // Mane along the crest, blowing back.
  k.poly([0.4, 0.99, 0.3, 0.96, 0.27, 0.9, 0.2, 0.86, 0.17, 0.79, 0.09, 0.75, 0.05, 0.66, 0.12, 0.64, 0.21, 0.72, 0.29, 0.82, 0.36, 0.92], 'ink', true);
  k.circ(0.5, 0.84, 0.012, 'paper');
}

/** A fox standing alert, facing right: pointed muzzle, tall ears, a brush of a tail with a pale tip. */
export function fox(k: Kit): void {
  limb(k, [[0.14, 0.3, 0.035], [0.15, 0.12, 0.018], [0.17, 0, 0.022]], 'g2');
  limb(k, [[-0.3, 0.32, 0.05], [-0.26, 0.16, 0.022], [-0.3, 0.04, 0.016], [-0.28, 0, 0.022]], 'g2');
  // The tail: thick, low, curving up at the end, its tip pale.
  k.poly([-0.36, 0.44, -0.52, 0.42, -0.68, 0.36, -0.8, 0.26, -0.86, 0.16, -0.8, 0.12, -0.68, 0.18, -0.54, 0.24, -0.4, 0.3], 'accent', true);
  k.poly([-0.8, 0.26, -0.86, 0.16, -0.8, 0.12, -0.74, 0.16, -0.76, 0.23], 'paper', true);
  k.poly([
    -0.4, 0.42, -0.3, 0.49, -0.1, 0.47, 0.12, 0.48, 0.26, 0.56, 0.34, 0.66, 0.36, 0.78, 0.4, 0.72, 0.44, 0.7, 0.48, 0.8, 0.52, 0.7,
    0.58, 0.64, 0.72, 0.6, 0.72, 0.57, 0.6, 0.55, 0.5, 0.52, 0.36, 0.44, 0.3, 0.34, 0.2, 0.3, 0, 0.3, -0.22, 0.31, -0.36, 0.33,
  ], 'accent', true);
  // Pale chest and cheek, dark stockings.
  k.poly([0.46, 0.52, 0.58, 0.55, 0.44, 0.58, 0.34, 0.48, 0.3, 0.36, 0.36, 0.4], 'paper', true);
  limb(k, [[0.24, 0.34, 0.04], [0.25, 0.14, 0.02], [0.27, 0, 0.024]]);
  limb(k, [[-0.22, 0.36, 0.065], [-0.18, 0.2, 0.03], [-0.22, 0.05, 0.018], [-0.2, 0, 0.024]]);
  k.circ(0.72, 0.585, 0.014, 'ink').circ(0.55, 0.63, 0.01, 'ink');
}

/** A stag standing in profile, facing right, neck raised under a spread of antlers. */
export function stag(k: Kit): void {
  limb(k, [[0.12, 0.42, 0.04], [0.11, 0.2, 0.02], [0.13, 0, 0.018]], 'g2');
  limb(k, [[-0.26, 0.44, 0.06], [-0.2, 0.22, 0.026], [-0.24, 0.05, 0.016], [-0.23, 0, 0.018]], 'g2');
  k.poly([
    -0.38, 0.56, -0.3, 0.6, -0.1, 0.57, 0.08, 0.58, 0.16, 0.62, 0.24, 0.7, 0.28, 0.78, 0.3, 0.8, 0.34, 0.8, 0.42, 0.74,
    0.46, 0.7, 0.44, 0.67, 0.36, 0.68, 0.3, 0.62, 0.26, 0.5, 0.2, 0.4, 0, 0.38, -0.22, 0.39, -0.34, 0.42, -0.4, 0.5,
  ], 'ink', true);
  k.poly([-0.38, 0.56, -0.44, 0.6, -0.42, 0.52], 'ink');
  limb(k, [[0.2, 0.42, 0.045], [0.2, 0.22, 0.022], [0.21, 0, 0.02]]);
  limb(k, [[-0.32, 0.46, 0.08], [-0.28, 0.3, 0.04], [-0.33, 0.16, 0.022], [-0.31, 0, 0.02]]);
  k.poly([0.3, 0.8, 0.27, 0.86, 0.32, 0.82], 'ink');
  // Antlers: a beam sweeping back with tines rising from it, both sides.
  for (const s of [1, -0.7]) {
    const bx = 0.31;
    k.line([bx, 0.8, bx + 0.04 * s, 0.9, bx - 0.02 * s, 1.0, bx - 0.1 * s, 1.08], 0.016, 'ink', true);
    k.line([bx + 0.03 * s, 0.88, bx + 0.12 * s, 0.94], 0.012).line([bx + 0.01 * s, 0.96, bx + 0.08 * s, 1.04], 0.012).line([bx - 0.05 * s, 1.04, bx - 0.02 * s, 1.12], 0.011);
  }
}
