// The local art engine: procedural covers rendered in-process, no network, no key.
import type { ArtEngine, RenderRequest, RenderedImage } from './art-engine';
import { renderCover } from './local/render';

export function createLocalArtEngine(): ArtEngine {
  return {
    kind: 'local',
    // Rendering is synchronous CPU work (~0.1 s); the promise keeps the engine shape uniform.
    async render(request: RenderRequest): Promise<RenderedImage> {
      return { png: renderCover(request), contentType: 'image/png', isAIGenerated: false };
    },
  };
}
