// A subject's lit body (a flame, a star, a kite) is drawn in the palette's accent, the colour of
// its light. When that accent is nearly the sky's own colour (a cream sun on a cream dusk), the
// body would vanish, so it takes the palette colour that stands out most against the sky.
import { contrast, mix } from '../color';
import type { Palette } from '../palette';
import type { Scene, Shape, Slot } from './types';

const CANDIDATES: readonly Slot[] = ['accent', 'accent2', 'ink', 'paper'];

function colour(p: Palette, slot: Slot): string {
  if (slot === 'accent' || slot === 'accent2' || slot === 'ink' || slot === 'paper') return p[slot];
  return p.ground[0];
}

export function litForPalette(scene: Scene, p: Palette): Scene {
  const sky = mix(p.sky[0], p.sky[1], 0.6);
  const best = (slot: Slot): Slot => {
    if (contrast(colour(p, slot), sky) >= 1.7) return slot;
    return CANDIDATES.reduce((a, b) => (contrast(colour(p, b), sky) > contrast(colour(p, a), sky) ? b : a), slot);
  };
  let changed = false;
  const shapes = scene.shapes.map((s): Shape => {
    if (s.role !== 'focal' || (s.slot !== 'accent' && s.slot !== 'paper')) return s;
    const slot = best(s.slot);
    if (slot === s.slot) return s;
    changed = true;
    return { ...s, slot };
  });
  return changed ? { ...scene, shapes } : scene;
}
