// Renders covers in a pool of worker processes. A render is ~0.1-0.2 s of synchronous CPU work; on
// the event loop it would hold up every other request for that long, so it runs beside it.
// The queue is bounded: past it, waiting would only grow, so the caller gets a 503 with a
// Retry-After instead, and the API stays quick for everyone else.
// Processes, not threads: resvg 2.6 aborts its whole process on some rare geometry (a panic in
// its clip code, resvg-js issue 413), and in a thread that would be the server. A worker process
// that dies takes only its render with it: the pool starts another, and that render fails with
// RENDER_FAILED, which a caller free to choose another style (the free covers) answers with one.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import { AppError, serviceUnavailable } from '@server/lib/app-error';
import type { RenderRequest } from './art-engine';
import type { WorkerRender } from './render-worker';

/** Renders that may wait per worker: with ~0.1-0.2 s a render, about a second or two of waiting. */
export const QUEUE_PER_WORKER = 8;

export interface RenderPoolOptions {
  /** Worker processes; default the cores minus one (one is left to the event loop), at least one. */
  workers?: number;
  /** Renders that may wait for a worker; default QUEUE_PER_WORKER per worker. */
  maxQueue?: number;
  /** The worker module (tests give one that fails on purpose); default render-worker. */
  workerFile?: string;
}

/** A rendered cover: its PNG bytes and what it shows (for its alt text). */
export interface RenderedCover {
  png: Buffer;
  description: string;
}

/** A place in the render queue, held before the work that leads to a render (see reserve). */
export interface RenderPlace {
  /** Renders in the held place; once it is used (or released), like the pool's own render. */
  render(request: RenderRequest): Promise<RenderedCover>;
  /** Gives the place back unused; safe after a render and safe to call twice. */
  release(): void;
}

export interface RenderPool {
  readonly workers: number;
  readonly maxQueue: number;
  render(request: RenderRequest): Promise<RenderedCover>;
  /**
   * Takes a place in the queue now, or throws the 503 (with Retry-After) at once when there is
   * none. A cover endpoint reserves before it counts a unit or writes concepts: a visitor the
   * queue cannot take costs no database round trip, no CPU on the event loop and no refund.
   */
  reserve(): RenderPlace;
  /** Seconds to wait when the queue is full now, or null when it has room: a look that holds
   * nothing, for refusing a request before its body is read (reserve still decides exactly). */
  busyFor(): number | null;
  /** Starts the workers now rather than on the first render. */
  start(): void;
  /** Stops the workers; renders still waiting fail. Safe to call twice. */
  close(): Promise<void>;
}

export function defaultRenderWorkers(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

export const BUSY_MESSAGE = 'The cover renderer is busy: try again in a few seconds.';
export const RENDER_FAILED = 'RENDER_FAILED';
export const RENDER_FAILED_MESSAGE = 'The cover renderer could not draw this picture: try again, or choose another style.';

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
      pool = new Tinypool({ ...workerEntry(options.workerFile), runtime: 'child_process', serialization: 'advanced', minThreads: workers, maxThreads: workers });
      // A worker that fails between renders is replaced by the pool; unheard, the event would
      // throw and end the whole server. (A failure during a render rejects that render instead.)
      pool.on('error', (err: unknown) => console.error('a render worker failed', err));
    }
    return pool;
  };

  /** Seconds until the queue ahead of a new request would have drained. */
  const retryAfterSeconds = () => Math.max(1, Math.ceil((inFlight * renderMs) / workers / 1000));

  // Counted here rather than by the pool's own queue limit, which also depends on how many
  // workers are still starting: this bound is exact. A reserved place counts from its reservation.
  const admit = () => {
    if (closed) throw new Error('the render pool is closed');
    if (inFlight >= workers + maxQueue) throw serviceUnavailable(BUSY_MESSAGE, retryAfterSeconds());
    inFlight++;
  };

  /** Renders in a place already counted in inFlight, and frees it when done. */
  const renderAdmitted = async (request: RenderRequest): Promise<RenderedCover> => {
    try {
      if (closed) throw new Error('the render pool is closed');
      const result = await runInWorker(started(), request);
      renderMs = 0.8 * renderMs + 0.2 * result.renderMs;
      return { png: Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength), description: result.description };
    } finally {
      inFlight--;
    }
  };

  const render = async (request: RenderRequest): Promise<RenderedCover> => {
    admit();
    return renderAdmitted(request);
  };

  return {
    workers,
    maxQueue,
    render,
    reserve() {
      admit();
      let held = true;
      return {
        render(request) {
          if (!held) return render(request);
          held = false;
          return renderAdmitted(request);
        },
        release() {
          if (!held) return;
          held = false;
          inFlight--;
        },
      };
    },
    busyFor() {
      return inFlight >= workers + maxQueue ? retryAfterSeconds() : null;
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

/** A worker process that exits mid-render (the renderer aborted) fails its task with this. */
const WORKER_DIED = 'Worker exited unexpectedly';

async function runInWorker(pool: Tinypool, request: RenderRequest): Promise<WorkerRender> {
  try {
    return (await pool.run(request)) as WorkerRender;
  } catch (err) {
    if (!(err instanceof Error && err.message.includes(WORKER_DIED))) throw err;
    // Worth knowing (and reporting upstream): the request that did it.
    console.error('a render worker died on a cover', JSON.stringify({ ...request, prompt: undefined }));
    throw new AppError(RENDER_FAILED, RENDER_FAILED_MESSAGE, 503, undefined, 1);
  }
}

/**
 * The worker's file and how to load it. From source (tsx in the server, vitest in tests) the
 * worker is a .ts file, and a worker process inherits none of vitest's transform, so it registers
 * tsx's hooks through its API in a preload of its own, given here by absolute URL so that it
 * resolves whatever the current directory is.
 */
function workerEntry(workerFile?: string): { filename: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  const ext = path.extname(here);
  const filename = workerFile ?? path.join(path.dirname(here), `render-worker${ext}`);
  if (ext !== '.ts') return { filename, execArgv: [] };
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const preload = `import { register } from ${JSON.stringify(tsxApi)}; register();`;
  return { filename, execArgv: ['--import', `data:text/javascript,${encodeURIComponent(preload)}`] };
}
