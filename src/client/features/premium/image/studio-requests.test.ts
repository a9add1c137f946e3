import { describe, expect, it } from 'vitest';
import { artworkFileName } from '@shared/contracts/studio';
import { artStyleLabel, imageAlt, prependImage, templatePrompt, variationRequest } from './studio-requests';
import { studioImage as image } from './studio-image-fixture';

describe('variation request', () => {
  it('carries the original prompt, style, genre and band, the image it varies and the trimmed changes', () => {
    expect(variationRequest(image(7), '  make it red ')).toEqual({
      prompt: 'A lighthouse in a storm, cold blue light',
      artStyle: 'watercolor',
      genre: 'post-rock',
      bandName: 'Tidal Lights',
      source: 'variation',
      variationOf: 7,
      changes: 'make it red',
    });
  });

  it('leaves the band name out when the original had none', () => {
    expect(variationRequest(image(8, { bandName: null }), 'at night').bandName).toBeUndefined();
  });
});

describe('template prompt', () => {
  it('adds influences and atmosphere only when given', () => {
    expect(templatePrompt('A square gig poster.', '', '  ')).toBe('A square gig poster.');
    expect(templatePrompt('A square gig poster.', 'Joy Division', 'cold')).toBe('A square gig poster. Influenced by Joy Division. Atmosphere: cold.');
  });
});

describe('download file name', () => {
  it('is artwork- plus the time with dashes instead of colons', () => {
    expect(artworkFileName(new Date('2026-11-25T10:30:00.123Z'))).toBe('artwork-2026-11-25T10-30-00.png');
  });
});

describe('art style labels', () => {
  it('title-cases the slug', () => {
    expect(artStyleLabel('oil-painting')).toBe('Oil Painting');
    expect(artStyleLabel('abstract-expressionism')).toBe('Abstract Expressionism');
    expect(artStyleLabel('3d-render')).toBe('3D Render');
  });
});

describe('gallery order', () => {
  it('puts a new image first and never lists one twice', () => {
    const listed = [image(2), image(1)];
    expect(prependImage(listed, image(3)).map((i) => i.id)).toEqual([3, 2, 1]);
    expect(prependImage(listed, image(2)).map((i) => i.id)).toEqual([2, 1]);
    expect(prependImage(undefined, image(1)).map((i) => i.id)).toEqual([1]);
  });
});

describe('alt text', () => {
  it('names the band and what the image shows, cut short', () => {
    expect(imageAlt(image(1))).toBe('Artwork for Tidal Lights: A lighthouse in a storm, cold blue light');
    // What the local engine drew, when it says so, is the better alt text.
    expect(imageAlt({ ...image(1), description: "A lighthouse under a dark blue sky, title 'Tidal Lights'" })).toBe("A lighthouse under a dark blue sky, title 'Tidal Lights'");
    const long = imageAlt({ prompt: 'x '.repeat(200), bandName: null, description: null });
    expect(long.startsWith('Artwork: x x')).toBe(true);
    expect(long.endsWith('…')).toBe(true);
    expect(long.length).toBeLessThanOrEqual('Artwork: '.length + 160);
  });
});
