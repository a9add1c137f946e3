// How a cover request becomes a render request: shared by the cover endpoints and
// scripts/render-requests.ts, so a cover rendered from the command line is the one the site draws.
import type { ArtStyle } from '@shared/catalog/art-styles';
import type { RenderRequest } from '@server/engines/art/art-engine';

export interface CoverRequestInput {
  bandName: string;
  genre: string;
  vibe?: string | null;
}

export function coverRenderRequest(input: CoverRequestInput, concept: string, style: ArtStyle, seed: number): RenderRequest {
  return { concept, style, bandName: input.bandName, genre: input.genre, vibe: input.vibe ?? undefined, size: 1024, seed };
}
