// Runs inside each render worker thread (see render-pool.ts): the same renderCover as a direct
// call, so the same request and seed give the same bytes wherever it runs.
import { performance } from 'node:perf_hooks';
import Tinypool, { kTransferable, kValue } from 'tinypool';
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
  // resvg's buffer belongs to the native side; a copy with an ArrayBuffer of its own can be moved
  // to the main thread instead of cloned there, so the event loop never copies megabytes.
  const bytes = new Uint8Array(png.byteLength);
  bytes.set(png);
  const result: WorkerRender = { png: bytes, description, renderMs: performance.now() - started };
  return Tinypool.move({ [kTransferable]: bytes.buffer, [kValue]: result }) as unknown as WorkerRender;
}
