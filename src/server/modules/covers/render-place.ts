// A cover request holds its place in the render queue before anything else: when the queue is
// full it is refused at once (503 with Retry-After) without counting a unit, writing concepts on
// the event loop and refunding, work that under load slowed every other request for nothing.
import type { onRequestHookHandler } from 'fastify';
import type { AppContext } from '@server/app-context';
import { BUSY_MESSAGE } from '@server/engines/art/render-pool';

/** Runs work with the art engine's renders going to a place reserved now (the first render uses
 * it; a second, such as the next style after a failed render, queues as usual). Engines without
 * a bounded queue of their own (the AI engine, test engines) render as they always do. */
export async function withRenderPlace<T>(ctx: AppContext, work: (ctx: AppContext) => Promise<T>): Promise<T> {
  const place = ctx.engines.art.reserve?.();
  if (!place) return work(ctx);
  try {
    return await work({ ...ctx, engines: { ...ctx.engines, art: { kind: ctx.engines.art.kind, render: (request, call) => place.render(request, call) } } });
  } finally {
    place.release();
  }
}

/**
 * A route's onRequest hook that refuses at once while the render queue is full: before the body
 * is read, parsed or validated, and without building an error, so a client that loops on a full
 * queue costs the event loop little more than the answer it gets. It holds no place (a slow body
 * must not keep one); withRenderPlace still decides exactly once the request is read.
 */
export function refuseWhileRenderQueueFull(ctx: AppContext): onRequestHookHandler {
  return (_req, reply, done) => {
    const seconds = ctx.engines.art.busyFor?.() ?? null;
    if (seconds === null) return done();
    void reply.code(503).header('Retry-After', String(seconds)).send({ error: BUSY_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
  };
}
