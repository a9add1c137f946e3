// A gallery image as the studio lists it, for the image tool's tests. Tests only.
import type { StudioImage } from '@shared/contracts/studio';

export const studioImage = (id: number, over: Partial<StudioImage> = {}): StudioImage => ({
  id,
  imageUrl: `/api/media/image${id}abcdef.webp`,
  pngUrl: `/api/media/image${id}abcdef.png`,
  prompt: 'A lighthouse in a storm, cold blue light',
  source: 'lyrics',
  artStyle: 'watercolor',
  genre: 'post-rock',
  bandName: 'Tidal Lights',
  template: null,
  variationOf: null,
  note: null,
  isAIGenerated: false,
  description: null,
  createdAt: '2026-11-25T10:30:00.000Z',
  ...over,
});
