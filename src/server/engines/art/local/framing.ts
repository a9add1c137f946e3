// The composition a concept asks for ('cropped tight so it fills the square', 'framed low with a
// vast sky above'), applied to the scene's geometry before a style paints it. Only transforms that
// keep the scene covering the canvas are used: zooming in about the subject, moving it down,
// mirroring, so no edge of a ground mass ever shows.
import type { Pt } from './geometry';
import type { Scene, Shape } from './scene/types';

export interface Framing {
  zoom: number;
  /** Moves the whole scene down by this much (cover units). */
  dy: number;
  mirror: boolean;
  /** Pulls the subject to the centre line (after zooming, within what the zoom leaves spare). */
  centre: boolean;
}

/** The compositions concepts are written with (concept-lexicon.ts), and how each is drawn. */
const FRAMINGS: readonly [RegExp, Framing][] = [
  [/framed low with a vast sky/i, { zoom: 1, dy: 150, mirror: false, centre: false }],
  [/head-on and dead centre/i, { zoom: 1.25, dy: 0, mirror: false, centre: true }],
  [/cropped tight/i, { zoom: 1.55, dy: 0, mirror: false, centre: false }],
  [/set small against an enormous/i, { zoom: 1, dy: 90, mirror: true, centre: false }],
  [/off-centre/i, { zoom: 1.1, dy: 40, mirror: true, centre: false }],
];

export function framingFor(concept: string): Framing | undefined {
  return FRAMINGS.find(([re]) => re.test(concept))?.[1];
}

export function reframe(scene: Scene, f: Framing): Scene {
  const { cx, cy, r } = scene.focal;
  // After a zoom of k about the subject, the scene overhangs each side by (k - 1) * 500 at least.
  const spare = (f.zoom - 1) * 480;
  const dx = f.centre ? Math.max(-spare, Math.min(spare, 500 - cx)) : 0;
  const map = ([x, y]: Pt): Pt => {
    const zx = cx + (x - cx) * f.zoom + dx;
    const zy = cy + (y - cy) * f.zoom + f.dy;
    return [f.mirror ? 1000 - zx : zx, zy];
  };
  const shape = (s: Shape): Shape => {
    const out: Shape = { ...s, pts: s.pts.map(map) };
    if (s.circle) {
      const [ccx, ccy] = map([s.circle.cx, s.circle.cy]);
      out.circle = { cx: ccx, cy: ccy, r: s.circle.r * f.zoom };
    }
    if (s.width !== undefined) out.width = s.width * f.zoom;
    return out;
  };
  const [fx, fy] = map([cx, cy]);
  return {
    ...scene,
    horizon: cy + (scene.horizon - cy) * f.zoom + f.dy,
    focal: { cx: fx, cy: fy, r: r * f.zoom },
    shapes: scene.shapes.map(shape),
    stars: scene.stars.map(map),
  };
}
