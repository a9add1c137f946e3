// The image studio's endpoints (premium-and-admin.md section 7) and its gallery, kept in the
// account. Every route is premium: 401 without a session, 403 without an active plan.
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUCCESS, dbIdParam, successResponseSchema } from '@shared/contracts/common';
import {
  artworkFileName,
  downloadImageRequestSchema,
  galleryResponseSchema,
  generateConceptsRequestSchema,
  generateConceptsResponseSchema,
  generateImageRequestSchema,
  generateImageResponseSchema,
  generateTemplateImageRequestSchema,
  interpretLyricsRequestSchema,
  interpretLyricsResponseSchema,
} from '@shared/contracts/studio';
import type { AppModule } from '@server/app-context';
import { requirePremium } from '@server/plugins/auth';
import { countedSchema, quotaHolder } from '../quota/quota.routes';
import { refuseWhileRenderQueueFull } from '../covers/render-place';
import { downloadStudioImage } from './studio-download';
import { deleteStudioImage, galleryOf, generateConcepts, generateImage, generateTemplateImage, interpretLyrics } from './studio.service';

/** The guard ran first, so a user is there. */
const owner = (req: FastifyRequest): number => req.session!.user!.id;

export const studioModule: AppModule = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['studio'];
  // The guard is the plugin's own hook: a route added here cannot miss it.
  app.addHook('onRequest', requirePremium);

  r.post(
    '/api/premium/interpret-lyrics',
    { schema: countedSchema(tags, interpretLyricsRequestSchema, interpretLyricsResponseSchema) },
    async (req) => interpretLyrics(ctx, req.body, quotaHolder(req)),
  );

  r.post(
    '/api/premium/generate-concepts',
    { schema: countedSchema(tags, generateConceptsRequestSchema, generateConceptsResponseSchema) },
    async (req) => generateConcepts(ctx, req.body, quotaHolder(req)),
  );

  r.post(
    '/api/premium/generate-image',
    { schema: countedSchema(tags, generateImageRequestSchema, generateImageResponseSchema), onRequest: refuseWhileRenderQueueFull(ctx) },
    async (req) => generateImage(ctx, req.body, quotaHolder(req)),
  );

  r.post(
    '/api/premium/generate-template-image',
    { schema: countedSchema(tags, generateTemplateImageRequestSchema, generateImageResponseSchema), onRequest: refuseWhileRenderQueueFull(ctx) },
    async (req) => generateTemplateImage(ctx, req.body, quotaHolder(req)),
  );

  r.get('/api/premium/images', { schema: { tags, response: { 200: galleryResponseSchema } } }, async (req) => ({
    items: await galleryOf(ctx, owner(req)),
  }));

  r.delete('/api/premium/images/:id', { schema: { tags, params: z.object({ id: dbIdParam }), response: { 200: successResponseSchema } } }, async (req) => {
    await deleteStudioImage(ctx, owner(req), req.params.id);
    return SUCCESS;
  });

  r.post('/api/premium/download-image', { schema: { tags, body: downloadImageRequestSchema } }, async (req, reply) => {
    const png = await downloadStudioImage(ctx, req.body.imageUrl, owner(req));
    return reply
      .type('image/png')
      .header('Content-Disposition', `attachment; filename="${artworkFileName(ctx.clock.now())}"`)
      .header('Cache-Control', 'no-store')
      .send(png);
  });
};
