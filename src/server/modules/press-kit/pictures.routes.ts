// The owner's pictures of the press kit: upload (the file itself as the body, whatever its type
// says: sharp decides what it is), credit, order, delete, and the full-size file. A plugin of its
// own, so the body parser that takes any bytes serves only the upload, behind the premium guard.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRESS_KIT_LIMITS, orderPicturesRequestSchema, savedPressKitResponseSchema, updatePictureRequestSchema, uploadPictureQuerySchema } from '@shared/contracts/press-kit';
import type { AppModule } from '@server/app-context';
import { AppError, badRequest } from '@server/lib/app-error';
import { requirePremium } from '@server/plugins/auth';
import { creditPicture, deletePicture, orderPictures, pictureOriginal, uploadPicture } from './pictures.service';

const owner = (req: FastifyRequest): number => req.session!.user!.id;
const MAX = PRESS_KIT_LIMITS.photoMaxBytes;
const TOO_LARGE = `The file is larger than ${MAX / 1024 / 1024} MB: upload a smaller picture`;
const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'id must be a picture id') });

const uploadRoute: AppModule = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requirePremium);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX }, (_req, body, done) => done(null, body));
  // A declared size over the limit is refused before a byte is read; a body sent without one
  // (chunked) is cut off at the limit by the parser, with the same answer (see errors.ts).
  app.addHook('onRequest', (req, _reply, done) => {
    done(Number(req.headers['content-length'] ?? 0) > MAX ? new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE, 413) : undefined);
  });

  r.post(
    '/api/premium/press-kit/pictures',
    { bodyLimit: MAX, schema: { tags: ['press-kit'], querystring: uploadPictureQuerySchema, response: { 200: savedPressKitResponseSchema } } },
    async (req) => {
      const bytes = req.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw badRequest('Choose a picture to upload: send the file as the request body');
      return { kit: await uploadPicture(ctx, owner(req), { kind: req.query.kind, credit: req.query.credit, bytes }) };
    },
  );
};

function sendFile(reply: FastifyReply, file: { bytes: Buffer; contentType: string; fileName: string }): FastifyReply {
  return reply
    .type(file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.bytes);
}

const ownerRoutes: AppModule = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['press-kit'];
  const saved = { 200: savedPressKitResponseSchema };
  app.addHook('onRequest', requirePremium);

  r.patch('/api/premium/press-kit/pictures/:id', { schema: { tags, params: idParams, body: updatePictureRequestSchema, response: saved } }, async (req) => ({
    kit: await creditPicture(ctx, owner(req), req.params.id, req.body.credit),
  }));
  r.delete('/api/premium/press-kit/pictures/:id', { schema: { tags, params: idParams, response: saved } }, async (req) => ({
    kit: await deletePicture(ctx, owner(req), req.params.id),
  }));
  r.put('/api/premium/press-kit/pictures/order', { schema: { tags, body: orderPicturesRequestSchema, response: saved } }, async (req) => ({
    kit: await orderPictures(ctx, owner(req), req.body.ids),
  }));
  r.get('/api/premium/press-kit/pictures/:id/original', { schema: { tags, params: idParams } }, async (req, reply) =>
    sendFile(reply, await pictureOriginal(ctx, owner(req), req.params.id)),
  );
};

export const pressKitPicturesModule: AppModule = async (app, { ctx }) => {
  await app.register(uploadRoute, { ctx });
  await app.register(ownerRoutes, { ctx });
};
