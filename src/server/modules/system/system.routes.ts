// Health check and the generated OpenAPI document.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema, type HealthResponse } from '@shared/contracts/system';
import type { AppModule } from '@server/app-context';
import { cachedStoreHealth } from './store-health';

export const systemModule: AppModule = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const startedAt = ctx.clock.now().getTime();
  const storeHealth = cachedStoreHealth(ctx.images, ctx.clock);

  // Ready means every request may be served: the database answers (pinged each time, as it is
  // cheap) and the image store answers (checked at most every few seconds, see store-health.ts).
  r.get('/api/health', { schema: { tags: ['system'], response: { 200: healthResponseSchema, 503: healthResponseSchema } } }, async (req, reply) => {
    const uptimeSeconds = Math.round((ctx.clock.now().getTime() - startedAt) / 1000);
    const [databaseFailure, storeFailure] = await Promise.all([
      ctx.database.ping().then(
        () => null,
        (err: unknown) => err ?? new Error('no answer'),
      ),
      storeHealth.failure(),
    ]);
    if (databaseFailure) req.log.warn({ err: databaseFailure }, 'health check: database did not answer');
    if (storeFailure) req.log.warn({ err: (storeFailure as { cause?: unknown }).cause ?? storeFailure }, 'health check: image store did not answer');
    const down = [databaseFailure && 'database', storeFailure && 'image store'].filter(Boolean);
    const body: HealthResponse = {
      status: down.length ? 'error' : 'ok',
      database: ctx.database.kind,
      imageStore: ctx.images.kind,
      checks: { database: databaseFailure ? 'unavailable' : 'ok', imageStore: storeFailure ? 'unavailable' : 'ok' },
      ...(down.length > 0 && { error: `${down.join(' and ')} unavailable` }),
      uptimeSeconds,
    };
    return reply.code(down.length ? 503 : 200).send(body);
  });

  r.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
