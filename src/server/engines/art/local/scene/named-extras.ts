// The library subjects a concept names beside a scene builder's picture ('two kids on a rooftop
// watching fireworks over the city' is the skyline with the two figures and the fireworks): each
// is drawn where it lives (a boat on the water, a person or a house on the horizon, a bird or a
// star in open sky), across the picture from the scene's own focus and clear of the title, so the
// picture shows every thing the words asked for, not only the setting they named.
import { createRng } from '@server/lib/random';
import { bbox } from '../geometry';
import { Kit } from './subjects/kit';
import type { SubjectDef } from './subjects/subject';
import { listed } from './subject-scene';
import { titleBand, type Scene, type SceneInput } from './types';

/** Scenes with open water a boat or a swan can ride. */
const WATER_SCENES: ReadonlySet<string> = new Set(['lighthouse', 'waves']);

function placeOne(def: SubjectDef, scene: Scene, input: SceneInput, slot: number, seed: number): Kit | undefined {
  const [bandTop, bandBottom] = titleBand(input.titleAt);
  const [z0, z1] = input.titleAt === 'top' ? [bandBottom + 10, 985] : [45, bandTop - 10];
  const across = scene.focal.cx > 500 ? -1 : 1;
  const water = def.place === 'water' || def.place === 'under';
  if (water && !WATER_SCENES.has(scene.motif)) return undefined;
  // The first beside the focus, the second further out on the same side (or in the sky).
  const cx = 500 + across * (slot === 0 ? 230 : 360);
  for (const shrink of [1, 0.75, 0.55]) {
    let size = (def.place === 'sky' ? 150 : water ? 160 : 250) * shrink;
    size = Math.min(size, 300 / Math.max(0.5, def.aspect));
    let base: number;
    if (def.place === 'sky') base = Math.max(z0 + size, Math.min(scene.horizon - 60, z0 + (scene.horizon - z0) * 0.35 + size / 2));
    else if (water) base = input.titleAt === 'bottom' ? Math.min(scene.horizon + 90, bandTop - 20) : Math.max(scene.horizon + 90, bandBottom + size);
    // An object stands in the foreground (a radio before the skyline, not hung in its windows).
    else if (def.place === 'still') base = z1 - 10;
    else base = Math.min(z1, Math.max(scene.horizon + 10, z0 + size));
    const x = Math.max((size * def.aspect) / 2 + 20, Math.min(980 - (size * def.aspect) / 2, cx));
    const kit = new Kit(createRng(seed + slot), x, base, size, across < 0, water ? 0.6 : 0.7);
    def.draw(kit);
    const box = bbox(kit.shapes.filter((sh) => sh.role === 'focal').flatMap((sh) => sh.pts));
    if (box.y >= z0 - 1 && box.y + box.h <= z1 + 1) return kit;
  }
  return undefined;
}

/** The scene with each named subject drawn in it, and its description naming those drawn. */
export function withNamedSubjects(scene: Scene, defs: readonly SubjectDef[], input: SceneInput): Scene {
  if (defs.length === 0) return scene;
  const seed = Math.floor(input.rng.next() * 2 ** 30);
  const drawn: SubjectDef[] = [];
  const shapes = [...scene.shapes];
  for (const def of defs) {
    const kit = placeOne(def, scene, input, drawn.length, seed);
    if (!kit) continue;
    drawn.push(def);
    shapes.push(...kit.shapes);
  }
  return drawn.length === 0 || !scene.description ? scene : { ...scene, shapes, description: listed([scene.description ?? '', ...drawn.map((d) => d.noun)]) };
}
