// The local art engine: procedural covers, no network, no key. Each render runs in a worker
// process of the engine's pool (render-pool.ts), so the event loop stays free while covers render.
import type { ArtEngine, RenderRequest, RenderedImage } from './art-engine';
import { createRenderPool, type RenderPoolOptions } from './render-pool';

export interface LocalArtEngine extends ArtEngine {
  /** Starts the render workers ahead of the first cover. */
  start(): void;
  /** Stops the render workers (the app does so when it closes). */
  close(): Promise<void>;
}

export function createLocalArtEngine(options: RenderPoolOptions = {}): LocalArtEngine {
  const pool = createRenderPool(options);
  return {
    kind: 'local',
    async render(request: RenderRequest): Promise<RenderedImage> {
      const { png, description } = await pool.render(request);
      return { png, description, contentType: 'image/png', isAIGenerated: false };
    },
    start: () => pool.start(),
    close: () => pool.close(),
  };
}
