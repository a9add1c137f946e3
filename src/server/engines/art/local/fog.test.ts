import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { ART_STYLES } from '@shared/catalog/art-styles';
import { elementsFor, withElements } from './adjust';
import { bbox } from './geometry';
import { drawMotif } from './motifs';
import { renderCoverPng } from './render';
import { meanPixelDifference } from '@server/testing/image-stats';

describe('fog', () => {
  const concept = 'a lone tree in fog';
  const scene = drawMotif('tree', { rng: createRng(4), titleAt: 'bottom' }, concept);

  it('lies in pale banks along the horizon, in front of the land and behind the subject', () => {
    const elements = elementsFor(concept, undefined, scene);
    expect(elements).toContain('fog');
    const fogged = withElements(scene, elements, createRng(9));
    const banks = fogged.shapes.filter((s) => !scene.shapes.includes(s));
    expect(banks.length).toBeGreaterThanOrEqual(2);
    const firstFocal = fogged.shapes.findIndex((s) => s.role === 'focal');
    for (const bank of banks) {
      expect(fogged.shapes.indexOf(bank)).toBeLessThan(firstFocal);
      expect(bank.shade).toBeGreaterThan(0);
      const box = bbox(bank.pts);
      expect(box.w).toBeGreaterThan(300);
      expect(box.h).toBeLessThan(box.w / 4);
      expect(Math.abs(box.y + box.h / 2 - scene.horizon)).toBeLessThan(200);
    }
    // The widest bank crosses the whole cover.
    expect(Math.max(...banks.map((b) => bbox(b.pts).w))).toBeGreaterThan(1000);
  });

  it('is not haze: heat haze and a pink haze thin the air but lay no banks', () => {
    for (const text of ['a lone highway vanishing into the heat haze', 'a cracked skull in a soft lilac and pink haze']) {
      const elements = elementsFor(text, undefined, scene);
      expect(elements, text).toContain('haze');
      expect(elements, text).not.toContain('fog');
      expect(withElements(scene, elements, createRng(9)).shapes).toHaveLength(scene.shapes.length);
    }
  });

  it('is painted by each style, not laid over all of them alike: the styles of a foggy cover stay apart', async () => {
    const request = { concept, bandName: 'Silo', genre: 'doom-metal', vibe: 'energetic', seed: 785072 };
    const pngs = ART_STYLES.map((style) => renderCoverPng({ ...request, style }, 64));
    let closest = Infinity;
    for (let a = 0; a < pngs.length; a++) for (let b = a + 1; b < pngs.length; b++) closest = Math.min(closest, await meanPixelDifference(pngs[a]!, pngs[b]!));
    // Laid over the art as one haze, this cover's closest pair was 0.129 and 18 pairs were at or under 0.15.
    expect(closest).toBeGreaterThan(0.14);
  });
});
