// The 21 studio templates: the catalogue the client lists and the local renderer's recipes.
import { describe, expect, it } from 'vitest';
import { TEMPLATE_GENRES } from '@shared/catalog/image-genres';
import { findTemplate, IMAGE_TEMPLATES, templatesForGenre } from '@shared/catalog/image-templates';
import { meanPixelDifference } from '@server/testing/image-stats';
import { renderCoverPixels, renderCoverPng } from './render';
import { TEMPLATE_RECIPES } from './template-recipes';

const SPEC_IDS = [
  'rock-vintage', 'rock-minimal', 'rock-urban', 'electronic-neon', 'electronic-abstract', 'electronic-minimal',
  'hiphop-street', 'hiphop-luxury', 'hiphop-artistic', 'metal-dark', 'metal-fantasy', 'metal-industrial',
  'pop-colorful', 'pop-dreamy', 'pop-retro', 'folk-natural', 'folk-vintage', 'folk-modern',
  'jazz-classic', 'jazz-modern', 'jazz-artistic',
];

describe('the template catalogue', () => {
  it('has the spec’s 21 ids, three per template genre, each with a recipe', () => {
    expect(IMAGE_TEMPLATES.map((t) => t.id)).toEqual(SPEC_IDS);
    for (const genre of TEMPLATE_GENRES) expect(templatesForGenre(genre)).toHaveLength(3);
    for (const id of SPEC_IDS) expect(TEMPLATE_RECIPES[id], id).toBeDefined();
    expect(findTemplate('rock-vintage')?.genre).toBe('rock');
    expect(findTemplate('nope')).toBeUndefined();
  });

  it('asks for a square full-frame artwork with no mockup and no text but the band name', () => {
    for (const t of IMAGE_TEMPLATES) {
      expect(t.prompt).toMatch(/square album cover artwork filling the whole frame/i);
      expect(t.prompt).toMatch(/no CD case/);
      expect(t.prompt).toMatch(/no text other than the band name/);
      expect(t.name.length).toBeGreaterThan(3);
      expect(t.description.length).toBeLessThan(120);
    }
    // Distinct within the catalogue: names and the scene part of every prompt.
    expect(new Set(IMAGE_TEMPLATES.map((t) => t.name)).size).toBe(21);
    expect(new Set(IMAGE_TEMPLATES.map((t) => t.prompt)).size).toBe(21);
  });

  it('renders each template with its own composition and palette: every pair differs by more than 0.15', async () => {
    const pngs = SPEC_IDS.map((id) => renderCoverPng({
      concept: `a cover for the ${id} template`, style: 'digital-art', bandName: 'Glass Harbor', genre: findTemplate(id)?.genre ?? 'rock', seed: 3, template: id,
    }, 64));
    let least = 1;
    for (let i = 0; i < pngs.length; i++) {
      for (let j = i + 1; j < pngs.length; j++) {
        const d = await meanPixelDifference(pngs[i]!, pngs[j]!);
        least = Math.min(least, d);
        expect(d, `${SPEC_IDS[i]} vs ${SPEC_IDS[j]}`).toBeGreaterThan(0.15);
      }
    }
    expect(least).toBeGreaterThan(0.15);
  });

  it('keeps a template’s look whatever style or concept was sent', () => {
    const a = renderCoverPng({ concept: 'x', style: 'watercolor', bandName: 'Ox', genre: 'metal', seed: 1, template: 'metal-dark' }, 64);
    const b = renderCoverPng({ concept: 'x', style: 'anime', bandName: 'Ox', genre: 'metal', seed: 1, template: 'metal-dark' }, 64);
    expect(a.equals(b)).toBe(true);
  });

  it('draws a template edge to edge, as its text says (no oil painting\'s gilt frame)', () => {
    const template = { concept: 'x', style: 'digital-art' as const, bandName: 'Ox', genre: 'metal', seed: 1, template: 'metal-fantasy' };
    const gold = (concept: Omit<Parameters<typeof renderCoverPixels>[0], 'size'>) => {
      const { pixels, width } = renderCoverPixels(concept, 64);
      // The frame's band: the outer 4 of 64 pixels all round, where a gilt moulding is bright gold.
      let golden = 0;
      let n = 0;
      for (let y = 0; y < width; y++) {
        for (let x = 0; x < width; x++) {
          if (x > 3 && x < width - 4 && y > 3 && y < width - 4) continue;
          const i = (y * width + x) * 4;
          const [r, g, b] = [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0];
          n++;
          if (r > 150 && g > 100 && b < g * 0.75 && r > b + 60) golden++;
        }
      }
      return golden / n;
    };
    expect(findTemplate('metal-fantasy')?.prompt).toMatch(/no border/);
    expect(gold(template)).toBeLessThan(0.2);
    // The same style outside a template keeps its frame.
    expect(gold({ concept: 'a castle in the mist', style: 'oil-painting', bandName: 'Ox', genre: 'folk', seed: 1 })).toBeGreaterThan(0.5);
  });
});
