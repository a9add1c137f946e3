// The 24 art styles of premium-and-admin.md section 3; the free cover picks one at random.
export const ART_STYLES = [
  'watercolor', 'oil-painting', 'digital-art', 'pencil-sketch', 'charcoal-drawing', 'ink-illustration',
  'acrylic-painting', 'pastel-drawing', 'vector-art', 'abstract-expressionism', 'surrealism', 'pop-art',
  'minimalist', 'graffiti', 'photorealistic', 'comic-book', 'anime', 'collage',
  'stencil', 'screen-print', 'linocut', 'etching', 'vintage-poster', '3d-render',
] as const;

export type ArtStyle = (typeof ART_STYLES)[number];

export const DEFAULT_ART_STYLE: ArtStyle = 'digital-art';

/**
 * What a style looks like when the built-in renderer draws it, where that falls short of the name:
 * the picker shows the note, so the label never promises more than the picture gives.
 */
export const ART_STYLE_NOTES: Partial<Record<ArtStyle, string>> = {
  photorealistic: 'Without the image AI, drawn as a photograph of simple shapes: natural light, haze and depth of field. The image AI renders photographic detail in full.',
  anime: 'Without the image AI, drawn as an anime film background: a painted sky, cel-shaded clouds and clean line art round simple shapes, with no characters drawn in the anime manner. The image AI draws characters and detail in full.',
  '3d-render': 'Without the image AI, drawn as simple clay-like solids in a studio: soft shading, bevelled edges and soft shadows, not a detailed model. The image AI renders modelled detail and materials in full.',
};

export function isArtStyle(value: string): value is ArtStyle {
  return (ART_STYLES as readonly string[]).includes(value);
}

/** Square sizes the renderer accepts: the web size and a release-ready print size. */
export const COVER_SIZES = [1024, 3000] as const;
export type CoverSize = (typeof COVER_SIZES)[number];
