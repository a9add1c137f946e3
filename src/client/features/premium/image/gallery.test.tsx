import { QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StudioImage } from '@shared/contracts/studio';
import { createQueryClient } from '@client/lib/query-client';
import { ArtStylePicker } from './art-style-picker';
import { Gallery } from './gallery';
import { studioImage as image } from './studio-image-fixture';

const render = (query: Partial<UseQueryResult<StudioImage[]>>) =>
  renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <Gallery gallery={query as UseQueryResult<StudioImage[]>} onImage={() => undefined} />
    </QueryClientProvider>,
  );

describe('Gallery', () => {
  it('counts the images and lists them in the order the server gave (newest first)', () => {
    const html = render({ data: [image(9, { source: 'variation', variationOf: 3, note: 'Not applied (the local artist cannot do this yet): bigger title.' }), image(3)], isPending: false, error: null });
    expect(html).toContain('Generated Images (2)');
    expect([...html.matchAll(/data-image-id="(\d+)"/g)].map((m) => m[1])).toEqual(['9', '3']);
    expect(html).toContain('id="studio-image-9"');
    expect(html).toContain('<time dateTime="2026-11-25T10:30:00.000Z"');
    expect(html).toContain('alt="Artwork for Tidal Lights: A lighthouse in a storm, cold blue light"');
    expect(html).toContain('Not applied (the local artist cannot do this yet): bigger title.');
    expect(html.match(/data-testid="gallery-item-note"/g)).toHaveLength(1);
  });

  it('keeps each variation box closed until Suggest Changes opens it', () => {
    const html = render({ data: [image(3)], isPending: false, error: null });
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="studio-image-3-variation"[^>]*>.*Suggest Changes/);
    expect(html).toMatch(/<form id="studio-image-3-variation" hidden=""/);
    expect(html).toContain('Create Variation');
    expect(html).toContain('Download');
    expect(html).toContain('Delete');
  });

  it('says when there are no images yet, and while they load', () => {
    expect(render({ data: [], isPending: false, error: null })).toContain('Generated Images (0)');
    expect(render({ data: [], isPending: false, error: null })).toContain('data-testid="image-gallery-empty"');
    expect(render({ data: undefined, isPending: true, error: null })).toContain('Loading your images...');
  });
});

describe('ArtStylePicker', () => {
  it('is closed at first, with all 24 styles as one radio group and the chosen one checked', () => {
    const html = renderToStaticMarkup(<ArtStylePicker idPrefix="t" value={{ artStyle: 'digital-art', customArtists: '' }} onChange={() => undefined} />);
    expect(html).toMatch(/aria-expanded="false" aria-controls="t-art-styles"/);
    expect(html).toContain('Art style: Digital Art');
    expect(html).toMatch(/<div id="t-art-styles" hidden=""/);
    const radios = [...html.matchAll(/<input id="t-style-[a-z0-9-]+" type="radio"[^>]*>/g)].map((m) => m[0]);
    expect(radios).toHaveLength(24);
    expect(radios.every((r) => r.includes('name="t-art-style"'))).toBe(true);
    expect(radios.filter((r) => r.includes('checked=""')).map((r) => r.match(/value="([^"]+)"/)?.[1])).toEqual(['digital-art']);
    expect(html).toContain('Custom artists or style');
  });

  it('says what a style looks like without the image AI where the name promises more (photorealistic, anime, 3D render), and nothing for the others', () => {
    const photo = renderToStaticMarkup(<ArtStylePicker idPrefix="t" value={{ artStyle: 'photorealistic', customArtists: '' }} onChange={() => undefined} />);
    expect(photo).toContain('data-testid="t-art-style-note"');
    expect(photo).toContain('The image AI renders photographic detail in full.');
    const anime = renderToStaticMarkup(<ArtStylePicker idPrefix="t" value={{ artStyle: 'anime', customArtists: '' }} onChange={() => undefined} />);
    expect(anime).toContain('data-testid="t-art-style-note"');
    expect(anime).toContain('no characters drawn in the anime manner');
    const render3d = renderToStaticMarkup(<ArtStylePicker idPrefix="t" value={{ artStyle: '3d-render', customArtists: '' }} onChange={() => undefined} />);
    expect(render3d).toContain('data-testid="t-art-style-note"');
    expect(render3d).toContain('clay-like solids');
    const watercolor = renderToStaticMarkup(<ArtStylePicker idPrefix="t" value={{ artStyle: 'watercolor', customArtists: '' }} onChange={() => undefined} />);
    expect(watercolor).not.toContain('art-style-note');
  });
});
