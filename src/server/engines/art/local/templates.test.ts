// The 21 studio templates: the catalogue the client lists and the local renderer's recipes.
import { describe, expect, it } from 'vitest';
import { TEMPLATE_GENRES } from '@shared/catalog/image-genres';
import { findTemplate, IMAGE_TEMPLATES, templatesForGenre } from '@shared/catalog/image-templates';
import { meanPixelDifference } from '@server/testing/image-stats';
import { renderCoverPng } from './render';
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
});
