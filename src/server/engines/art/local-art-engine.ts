// The local art engine: procedural covers, no network, no key. Each render runs in a worker
// process of the engine's pool (render-pool.ts), so the event loop stays free while covers render.
import type { ArtEngine, ArtRenderPlace, RenderRequest, RenderedImage } from './art-engine';
import { createRenderPool, type RenderedCover, type RenderPoolOptions } from './render-pool';

const asImage = ({ png, description }: RenderedCover): RenderedImage => ({ png, description, contentType: 'image/png', isAIGenerated: false });

export interface LocalArtEngine extends ArtEngine {
  reserve(): ArtRenderPlace;
  busyFor(): number | null;
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
      return asImage(await pool.render(request));
    },
    reserve() {
      const place = pool.reserve();
      return { render: async (request) => asImage(await place.render(request)), release: () => place.release() };
    },
    busyFor: () => pool.busyFor(),
    start: () => pool.start(),
    close: () => pool.close(),
  };
}
