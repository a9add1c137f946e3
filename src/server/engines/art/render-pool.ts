// Renders covers in a pool of worker threads. A render is ~0.1-0.2 s of synchronous CPU work; on
// the event loop it would hold up every other request for that long, so it runs beside it.
// The queue is bounded: past it, waiting would only grow, so the caller gets a 503 with a
// Retry-After instead, and the API stays quick for everyone else.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import { serviceUnavailable } from '@server/lib/app-error';
import type { RenderRequest } from './art-engine';
import type { WorkerRender } from './render-worker';

/** Renders that may wait per worker: with ~0.1-0.2 s a render, about a second or two of waiting. */
export const QUEUE_PER_WORKER = 8;

export interface RenderPoolOptions {
  /** Worker threads; default the cores minus one (one is left to the event loop), at least one. */
  workers?: number;
  /** Renders that may wait for a worker; default QUEUE_PER_WORKER per worker. */
  maxQueue?: number;
}

/** A rendered cover: its PNG bytes and what it shows (for its alt text). */
export interface RenderedCover {
  png: Buffer;
  description: string;
}

export interface RenderPool {
  readonly workers: number;
  readonly maxQueue: number;
  render(request: RenderRequest): Promise<RenderedCover>;
  /** Starts the workers now rather than on the first render. */
  start(): void;
  /** Stops the workers; renders still waiting fail. Safe to call twice. */
  close(): Promise<void>;
}

export function defaultRenderWorkers(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

export const BUSY_MESSAGE = 'The cover renderer is busy: try again in a few seconds.';

/** A first guess at a render's duration, until the workers have measured some. */
const INITIAL_RENDER_MS = 150;

export function createRenderPool(options: RenderPoolOptions = {}): RenderPool {
  const workers = Math.max(1, Math.floor(options.workers ?? defaultRenderWorkers()));
  const maxQueue = Math.max(0, Math.floor(options.maxQueue ?? workers * QUEUE_PER_WORKER));
  let pool: Tinypool | undefined;
  let closed = false;
  let inFlight = 0;
  let renderMs = INITIAL_RENDER_MS;

  // Started by a listening server (start()) or by the first render, not when the app is built:
  // tests and scripts build many apps that never render a cover and need no threads.
  const started = (): Tinypool => {
    if (!pool) {
      pool = new Tinypool({ ...workerEntry(), minThreads: workers, maxThreads: workers });
      // A worker that fails between renders is replaced by the pool; unheard, the event would
      // throw and end the whole server. (A failure during a render rejects that render instead.)
      pool.on('error', (err: unknown) => console.error('a render worker failed', err));
    }
    return pool;
  };

  /** Seconds until the queue ahead of a new request would have drained. */
  const retryAfterSeconds = () => Math.max(1, Math.ceil((inFlight * renderMs) / workers / 1000));

  return {
    workers,
    maxQueue,
    async render(request) {
      if (closed) throw new Error('the render pool is closed');
      // Counted here rather than by the pool's own queue limit, which also depends on how many
      // workers are still starting: this bound is exact.
      if (inFlight >= workers + maxQueue) throw serviceUnavailable(BUSY_MESSAGE, retryAfterSeconds());
      inFlight++;
      try {
        const result = (await started().run(request)) as WorkerRender;
        renderMs = 0.8 * renderMs + 0.2 * result.renderMs;
        return { png: Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength), description: result.description };
      } finally {
        inFlight--;
      }
    },
    start() {
      if (!closed) started();
    },
    async close() {
      closed = true;
      const running = pool;
      pool = undefined;
      await running?.destroy();
    },
  };
}

/**
 * The worker's file and how to load it. From source (tsx in the server, vitest in tests) the
 * worker is a .ts file, and on Node 20 a worker thread gets none of its parent's module hooks:
 * neither vitest's transform nor `--import tsx` reaches it (a preloaded tsx registers nothing
 * there). What does work is registering tsx's hooks through its API in a preload of the worker's
 * own, given here by absolute URL so that it resolves whatever the current directory is.
 */
function workerEntry(): { filename: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  const ext = path.extname(here);
  const filename = path.join(path.dirname(here), `render-worker${ext}`);
  if (ext !== '.ts') return { filename, execArgv: [] };
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const preload = `import { register } from ${JSON.stringify(tsxApi)}; register();`;
  return { filename, execArgv: ['--import', `data:text/javascript,${encodeURIComponent(preload)}`] };
}
