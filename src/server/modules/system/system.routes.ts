// Health check and the generated OpenAPI document.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@shared/contracts/system';
import type { AppModule } from '@server/app-context';

export const systemModule: AppModule = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const startedAt = ctx.clock.now().getTime();

  r.get('/api/health', { schema: { tags: ['system'], response: { 200: healthResponseSchema, 503: healthResponseSchema } } }, async (req, reply) => {
    const uptimeSeconds = Math.round((ctx.clock.now().getTime() - startedAt) / 1000);
    try {
      await ctx.database.ping();
      return { status: 'ok' as const, database: ctx.database.kind, uptimeSeconds };
    } catch (err) {
      req.log.warn({ err }, 'health check: database did not answer');
      return reply.code(503).send({ status: 'error' as const, database: ctx.database.kind, uptimeSeconds });
    }
  });

  r.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
