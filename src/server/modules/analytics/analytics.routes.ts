import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsEventSchema } from '@shared/contracts/system';
import type { AppContext } from '@server/app-context';
import { requester } from '@server/plugins/requester';
import { recordEvent } from './analytics.service';

export function registerAnalyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/analytics/events',
    { schema: { tags: ['analytics'], body: analyticsEventSchema, response: { 200: z.object({ recorded: z.boolean() }) } } },
    async (req) => {
      const doNotTrack = req.headers.dnt === '1' || req.headers['sec-gpc'] === '1';
      const recorded = await recordEvent(ctx, req.body, requester(req), { doNotTrack });
      return { recorded };
    },
  );
}
