// Health checks (/api/health, and /api/health/live and /ready for proxies and containers) and the
// generated OpenAPI document.
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
  type HealthResponse,
  type ReadinessResponse,
} from '@shared/contracts/system';
import type { AppModule } from '@server/app-context';
import type { ArtEngine } from '@server/engines/art/art-engine';
import { AppError } from '@server/lib/app-error';
import { cachedStoreHealth } from './store-health';

/** Whether the render pool takes work: a place is held and given back at once (no render, no
 * worker woken). A full queue still counts as ready, as a busy pool answers; a closed one does not. */
function renderPoolFailure(art: ArtEngine): unknown {
  if (!art.reserve) return null;
  try {
    art.reserve().release();
    return null;
  } catch (err) {
    return err instanceof AppError && err.status === 503 ? null : err;
  }
}

/** isClosing: whether the server has begun to shut down (app.ts knows). */
export const systemModule: AppModule<{ isClosing?: () => boolean }> = async (app, { ctx, isClosing = () => false }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const startedAt = ctx.clock.now().getTime();
  const storeHealth = cachedStoreHealth(ctx.images, ctx.clock);

  /** Why the database and the image store cannot serve a request now (null each when they can). */
  const dependencyFailures = async (req: FastifyRequest) => {
    const [database, store] = await Promise.all([
      ctx.database.ping().then(
        () => null,
        (err: unknown) => err ?? new Error('no answer'),
      ),
      storeHealth.failure(),
    ]);
    if (database) req.log.warn({ err: database }, 'health check: database did not answer');
    if (store) req.log.warn({ err: (store as { cause?: unknown }).cause ?? store }, 'health check: image store did not answer');
    return { database, store };
  };
  const uptimeSeconds = () => Math.round((ctx.clock.now().getTime() - startedAt) / 1000);

  // Ready means every request may be served: the database answers (pinged each time, as it is
  // cheap) and the image store answers (checked at most every few seconds, see store-health.ts).
  r.get('/api/health', { schema: { tags: ['system'], response: { 200: healthResponseSchema, 503: healthResponseSchema } } }, async (req, reply) => {
    const { database, store } = await dependencyFailures(req);
    const down = [database && 'database', store && 'image store'].filter(Boolean);
    const body: HealthResponse = {
      status: down.length ? 'error' : 'ok',
      database: ctx.database.kind,
      imageStore: ctx.images.kind,
      checks: { database: database ? 'unavailable' : 'ok', imageStore: store ? 'unavailable' : 'ok' },
      ...(down.length > 0 && { error: `${down.join(' and ')} unavailable` }),
      uptimeSeconds: uptimeSeconds(),
    };
    return reply.code(down.length ? 503 : 200).send(body);
  });

  // Live: the process answers (a proxy or an orchestrator restarts it when it stops answering).
  // Nothing outside the process is asked, so a database outage does not restart every instance.
  r.get('/api/health/live', { schema: { tags: ['system'], response: { 200: livenessResponseSchema } } }, async () => ({ status: 'ok' as const, uptimeSeconds: uptimeSeconds() }));

  // Ready: this instance should be sent visitors. The database, the image store and the render
  // pool answer, and the server is not shutting down (a proxy stops sending it requests first).
  r.get('/api/health/ready', { schema: { tags: ['system'], response: { 200: readinessResponseSchema, 503: readinessResponseSchema } } }, async (req, reply) => {
    const { database, store } = await dependencyFailures(req);
    const renderPool = renderPoolFailure(ctx.engines.art);
    const closing = isClosing();
    const down = [database && 'database', store && 'image store', renderPool && 'render pool'].filter(Boolean);
    const problems = [...(down.length > 0 ? [`${down.join(', ')} unavailable`] : []), ...(closing ? ['shutting down'] : [])];
    const body: ReadinessResponse = {
      status: problems.length ? 'error' : 'ok',
      checks: { database: database ? 'unavailable' : 'ok', imageStore: store ? 'unavailable' : 'ok', renderPool: renderPool ? 'unavailable' : 'ok' },
      ...(problems.length > 0 && { error: problems.join('; ') }),
    };
    return reply.code(problems.length ? 503 : 200).send(body);
  });

  r.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
