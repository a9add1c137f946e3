// The art engine interface: renders a square cover PNG from a concept, a style and a band name.
import type { ArtStyle, CoverSize } from '@shared/catalog/art-styles';

export interface RenderRequest {
  concept: string;
  style: ArtStyle;
  bandName: string;
  genre: string;
  vibe?: string;
  size: CoverSize;
  seed: number;
}

export interface RenderedImage {
  png: Buffer;
  contentType: 'image/png';
  /** False when the local renderer made it (also when the AI engine fell back to it). */
  isAIGenerated: boolean;
}

export interface ArtEngine {
  readonly kind: 'local' | 'openai';
  render(request: RenderRequest, ctx: { endpoint: string; ipAddress?: string; userId?: number | null }): Promise<RenderedImage>;
}
