// Runs inside each render worker process (see render-pool.ts): the same renderCover as a direct
// call, so the same request and seed give the same bytes wherever it runs.
import { performance } from 'node:perf_hooks';
import type { RenderRequest } from './art-engine';
import { FONTS, metricsOf, type FontId } from './local/fonts';
import { renderDescribedCover } from './local/render';

export interface WorkerRender {
  png: Uint8Array;
  /** What the picture shows, for its alt text. */
  description: string;
  /** Time the render itself took, queueing excluded: the pool's Retry-After estimate uses it. */
  renderMs: number;
}

// Font metrics are parsed once per worker when it starts, so no visitor's render pays for them.
for (const id of Object.keys(FONTS) as FontId[]) metricsOf(id);

export default function render(request: RenderRequest): WorkerRender {
  const started = performance.now();
  const { png, description } = renderDescribedCover(request);
  // Sent to the server over the IPC channel (advanced serialization keeps the bytes a Uint8Array).
  return { png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength), description, renderMs: performance.now() - started };
}
