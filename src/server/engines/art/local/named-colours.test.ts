// Every colour a request names is seen in the picture, whatever colours the style lays of its own
// (graphite on white paper, a gilt frame, a studio sweep) and however dark a night takes it.
import { describe, expect, it } from 'vitest';
import { hueShares, meanLuminance, type HueBucket } from '@server/testing/image-stats';
import { studioRenderRequest, variationRecipe } from '@server/modules/studio/studio-request';
import type { ArtStyle } from '@shared/catalog/art-styles';
import { composeCover } from './compose';
import { colourAsks } from './named-colours';
import { renderCoverPng } from './render';

const recipe = (prompt: string, artStyle: ArtStyle, genre = 'indie-rock') => ({
  source: 'description' as const, prompt, concept: prompt, artStyle, customArtists: null, genre, bandName: 'Tin Orchard',
  vibe: null, template: null, seed: 29, adjust: null, variationOf: null, note: null,
});

describe('named colours', () => {
  it.each([
    ['a barn owl on a fence post, in emerald and violet', 'pencil-sketch', 'folk', ['green', 'purple'], false],
    ['a rowing boat on a lake, in pink and teal', 'charcoal-drawing', 'dream-pop', ['pink', 'teal'], false],
    ['a water tower at midnight, in cobalt blue and orange', 'vintage-poster', 'americana', ['blue', 'orange'], true],
    ['a motorbike at midnight in the rain, in crimson', 'photorealistic', 'trap', ['red'], true],
    ['a windmill at dusk, in teal and gold', 'minimalist', 'ambient', ['teal', 'yellow'], false],
  ] as const)('"%s" in %s shows each colour', async (prompt, style, genre, buckets, night) => {
    const png = renderCoverPng(studioRenderRequest(recipe(prompt, style, genre)), 128);
    const shares = await hueShares(png);
    for (const bucket of buckets as readonly HueBucket[]) expect(shares[bucket], `${bucket}: ${JSON.stringify(shares)}`).toBeGreaterThan(0.03);
    // Bringing a colour into a night never lights it up as day.
    if (night) expect(await meanLuminance(png)).toBeLessThan(0.38);
  });

  it('keeps a heavy genre dark while its colour shows', async () => {
    const png = renderCoverPng(studioRenderRequest(recipe('a ruined abbey in thick fog, in violet', 'etching', 'doom-metal')), 128);
    expect((await hueShares(png)).purple).toBeGreaterThan(0.03);
    expect(await meanLuminance(png)).toBeLessThan(0.32);
  });

  it('gives each colour its own region, so bringing one in never paints over another', () => {
    for (const horizon of [120, 500, 940]) {
      const [sky, land, far] = colourAsks(['teal', 'orange', 'pink'], horizon);
      expect(sky?.to).toBeLessThanOrEqual(land?.from ?? 0);
      expect(far?.x).toBeGreaterThanOrEqual(500);
      expect(land?.x).toBe(0);
      expect((land?.x ?? 0) + (land?.w ?? 0)).toBeLessThanOrEqual(far?.x ?? 0);
    }
    expect(colourAsks(['black-and-white', 'brown'], 500)).toEqual([]);
  });
});

describe('a variation that stops the weather', () => {
  it('"make it daytime, rain stopped" is a dry day, not more rain', () => {
    const rainy = recipe('a tram stop at night in heavy rain', 'watercolor');
    const after = composeCover(studioRenderRequest(variationRecipe(rainy, 1, 'make it daytime, rain stopped')));
    expect(after.description).toMatch(/by day/);
    expect(after.description).not.toMatch(/\brain\b/);
  });
});
