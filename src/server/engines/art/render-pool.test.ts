import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '@server/lib/app-error';
import type { RenderRequest } from './art-engine';
import { describeCover } from './local/compose';
import { renderCover } from './local/render';
import { BUSY_MESSAGE, createRenderPool, defaultRenderWorkers, RENDER_FAILED, RENDER_FAILED_MESSAGE } from './render-pool';

const request: RenderRequest = {
  concept: 'A huge pale moon rising behind jagged mountain ridges.',
  style: 'digital-art',
  bandName: 'Glass Harbor',
  genre: 'indie-rock',
  vibe: 'wistful summer night',
  size: 1024,
  seed: 42,
};

const pool = createRenderPool({ workers: 1, maxQueue: 0 });
afterAll(() => pool.close());

describe('render pool', () => {
  it('renders in a worker exactly the PNG a direct render gives', async () => {
    for (const style of ['digital-art', 'oil-painting', 'graffiti'] as const) {
      const fromPool = (await pool.render({ ...request, style })).png;
      expect(Buffer.isBuffer(fromPool)).toBe(true);
      expect(fromPool.equals(renderCover({ ...request, style }))).toBe(true);
    }
  });

  it('says what the picture shows, for its alt text', async () => {
    const { description } = await pool.render(request);
    expect(description).toBe(describeCover(request));
    expect(description).toContain(request.bandName);
  });

  it('survives a renderer that aborts its process: that render fails with 503, and the next one is drawn', async () => {
    const aborting = createRenderPool({ workers: 1, maxQueue: 2, workerFile: fileURLToPath(new URL('../../testing/aborting-render-worker.ts', import.meta.url)) });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const failed = await aborting.render({ ...request, bandName: 'ABORT' }).catch((err: unknown) => err);
      expect(failed).toBeInstanceOf(AppError);
      expect(failed).toMatchObject({ status: 503, code: RENDER_FAILED, message: RENDER_FAILED_MESSAGE });
      expect(errors).toHaveBeenCalledWith('a render worker died on a cover', expect.stringContaining('"bandName":"ABORT"'));
      // The pool has a worker again, and this process is still here to ask it.
      expect((await aborting.render(request)).png.equals(renderCover(request))).toBe(true);
    } finally {
      errors.mockRestore();
      await aborting.close();
    }
  });

  it('answers 503 with a Retry-After when the queue is full, and serves again once it drains', async () => {
    const first = pool.render({ ...request, seed: 1 });
    const second = pool.render({ ...request, seed: 2 });
    const refused = await second.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', message: BUSY_MESSAGE });
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    await first;
    expect((await pool.render({ ...request, seed: 3 })).png.equals(renderCover({ ...request, seed: 3 }))).toBe(true);
  });

  it('lets renders wait in the queue up to its bound', async () => {
    const queued = createRenderPool({ workers: 1, maxQueue: 2 });
    try {
      const results = await Promise.allSettled([1, 2, 3, 4].map((seed) => queued.render({ ...request, seed, size: 1024 })));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    } finally {
      await queued.close();
    }
  });

  it('holds a reserved place before the render, refusing at once past the bound, and frees it on release', async () => {
    const reserved = createRenderPool({ workers: 1, maxQueue: 1 });
    try {
      const first = reserved.reserve();
      const second = reserved.reserve();
      // The bound counts reserved places: no worker has started, and the third is refused now.
      expect(() => reserved.reserve()).toThrow(expect.objectContaining({ status: 503, code: 'SERVICE_UNAVAILABLE', message: BUSY_MESSAGE }));
      await expect(reserved.render(request)).rejects.toMatchObject({ status: 503 });
      second.release();
      second.release();
      const third = reserved.reserve();
      third.release();
      // A place renders exactly what a render gives; used, it is free again, and its release is harmless.
      expect((await first.render(request)).png.equals(renderCover(request))).toBe(true);
      first.release();
      const both = [reserved.reserve(), reserved.reserve()];
      expect(() => reserved.reserve()).toThrow(/busy/);
      for (const place of both) place.release();
    } finally {
      await reserved.close();
    }
  });

  it('is sized to the cores minus one, at least one, with a queue of 8 a worker by default', () => {
    const sized = createRenderPool();
    expect(sized.workers).toBe(defaultRenderWorkers());
    expect(defaultRenderWorkers()).toBeGreaterThanOrEqual(1);
    expect(sized.maxQueue).toBe(8 * sized.workers);
    return sized.close();
  });

  it('stops its workers on close and refuses renders after it, closing twice being harmless', async () => {
    await pool.close();
    await pool.close();
    await expect(pool.render(request)).rejects.toThrow(/closed/);
  });
});
