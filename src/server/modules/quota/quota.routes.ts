// GET /api/quota, and how a request is counted: by its address, or by its premium user.
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { quotaLimitErrorSchema, quotaStatusResponseSchema } from '@shared/contracts/quota';
import type { AppModule } from '@server/app-context';
import { requester } from '@server/plugins/requester';
import { quotaStatus, type QuotaHolder } from './quota.service';

/** Who a request is counted as: premium only with a signed-in user whose plan is active now (the
 * session resolves the entitlement on every request), else the visitor's address. */
export function quotaHolder(req: FastifyRequest): QuotaHolder {
  return { ...requester(req), premium: req.session?.user?.isPremium === true && req.userId != null };
}

/** The schema of an endpoint whose work counts on the quota: its body, its answer, and the one 429
 * body every counted endpoint sends when the quota is spent. */
export function countedSchema<Body extends z.ZodType, Answer extends z.ZodType>(tags: string[], body: Body, answer: Answer) {
  return { tags, body, response: { 200: answer, 429: quotaLimitErrorSchema } };
}

export const quotaModule: AppModule = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Counters change with every generation: never cached, by the browser or anything between.
  r.get('/api/quota', { schema: { tags: ['quota'], response: { 200: quotaStatusResponseSchema } } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return quotaStatus(ctx, quotaHolder(req));
  });
};
