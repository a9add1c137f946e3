import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsEventSchema } from '@shared/contracts/system';
import type { AppModule } from '@server/app-context';
import { requester } from '@server/plugins/requester';
import { recordEvent } from './analytics.service';

export const analyticsModule: AppModule = async (app, { ctx }) => {
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
};
