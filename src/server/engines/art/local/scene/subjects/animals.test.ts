// Four-legged animals are drawn with form, not as sticks under a wedge: their legs are filled,
// tapering shapes standing on the ground, the far pair a shade lighter than the near one.
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { bbox } from '@server/engines/art/local/geometry';
import { Kit } from './kit';
import { subjectById } from './index';

function drawn(id: string) {
  const def = subjectById(id);
  if (!def) throw new Error(`no subject '${id}'`);
  // Base at y = 1000 and a height of 1000 cover units: a shape touching the ground ends near 1000.
  const kit = new Kit(createRng(1), 0, 1000, 1000, false);
  def.draw(kit);
  return kit.shapes;
}

describe('four-legged animals', () => {
  for (const id of ['horse', 'fox', 'deer']) {
    it(`${id}: stands on four filled legs, the far ones lighter`, () => {
      const legs = drawn(id).filter((s) => {
        const box = bbox(s.pts);
        // A leg runs from the body down to the ground, and is much taller than wide.
        return box.y + box.h > 990 && box.h > 120 && box.h > box.w * 2;
      });
      expect(legs.length, 'legs reaching the ground').toBeGreaterThanOrEqual(4);
      expect(legs.filter((s) => s.kind === 'line'), 'legs drawn as strokes').toEqual([]);
      expect(legs.some((s) => s.slot === 'g2'), 'a far leg in a lighter shade').toBe(true);
    });
  }
});
