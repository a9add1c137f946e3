import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customCoverRequestSchema,
  customCoverResponseSchema,
  downloadCoverRequestSchema,
  freeCoverRequestSchema,
  freeCoverResponseSchema,
  setCustomLimitsRequestSchema,
  trackAlbumInteractionRequestSchema,
} from '@shared/contracts/covers';
import { SUCCESS, successResponseSchema } from '@shared/contracts/common';
import { coverFeedbackRequestSchema } from '@shared/contracts/cover-feedback';
import { quotaLimitErrorSchema } from '@shared/contracts/quota';
import type { AppModule } from '@server/app-context';
import { requester } from '@server/plugins/requester';
import { countedSchema, quotaHolder } from '../quota/quota.routes';
import { recordCoverFeedback } from './cover-feedback.service';
import {
  downloadCustomCover,
  downloadFreeCover,
  generateCustomCover,
  generateFreeCover,
  setFullCustomLimits,
  trackInteraction,
} from './covers.service';
import { refuseWhileRenderQueueFull } from './render-place';

function sendPng(reply: FastifyReply, bytes: Buffer, fileName: string): FastifyReply {
  return reply.type('image/png').header('Content-Disposition', `attachment; filename="${fileName}"`).header('Cache-Control', 'no-store').send(bytes);
}

export const coversModule: AppModule = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['covers'];

  r.post(
    '/api/generate-free-album-cover',
    { schema: countedSchema(tags, freeCoverRequestSchema, freeCoverResponseSchema), onRequest: refuseWhileRenderQueueFull(ctx) },
    async (req) => generateFreeCover(ctx, req.body, quotaHolder(req)),
  );

  r.post('/api/download-free-album-cover', { schema: { tags, body: downloadCoverRequestSchema, response: { 429: quotaLimitErrorSchema } } }, async (req, reply) =>
    sendPng(reply, await downloadFreeCover(ctx, req.body.imageUrl, quotaHolder(req)), 'album-cover.png'),
  );

  r.post('/api/track-album-interaction', { schema: { tags, body: trackAlbumInteractionRequestSchema, response: { 200: successResponseSchema } } }, async (req) => {
    await trackInteraction(ctx, req.body, requester(req));
    return SUCCESS;
  });

  r.post('/api/album-cover-feedback', { schema: { tags, body: coverFeedbackRequestSchema, response: { 200: successResponseSchema } } }, async (req) => {
    await recordCoverFeedback(ctx, req.body);
    return SUCCESS;
  });

  r.post(
    '/api/generate-album-cover',
    { schema: countedSchema(tags, customCoverRequestSchema, customCoverResponseSchema), onRequest: refuseWhileRenderQueueFull(ctx) },
    async (req) => generateCustomCover(ctx, req.body, quotaHolder(req)),
  );

  r.post('/api/set-custom-generator-limits', { schema: { tags, body: setCustomLimitsRequestSchema, response: { 200: successResponseSchema } } }, async (req) => {
    await setFullCustomLimits(ctx, quotaHolder(req));
    return SUCCESS;
  });

  r.post('/api/download-album-cover', { schema: { tags, body: downloadCoverRequestSchema, response: { 429: quotaLimitErrorSchema } } }, async (req, reply) =>
    sendPng(reply, await downloadCustomCover(ctx, req.body.imageUrl, quotaHolder(req)), 'custom_album_cover.png'),
  );
};
