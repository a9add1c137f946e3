// The press kit: the owner's premium endpoints under /api/premium/press-kit (their own plugin,
// whose hook is the premium guard, so a route added there cannot miss it), and the public page
// at /b/:slug with its cover (a sibling plugin without the guard: visitors are signed out).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ONE_SHEET_PAPERS,
  changeSlugRequestSchema,
  pressKitResponseSchema,
  publishPressKitRequestSchema,
  savePressKitRequestSchema,
  savedPressKitResponseSchema,
  shortBioRequestSchema,
  shortBioResponseSchema,
} from '@shared/contracts/press-kit';
import type { AppModule } from '@server/app-context';
import { notFound } from '@server/lib/app-error';
import { requirePremium } from '@server/plugins/auth';
import { countedSchema, quotaHolder } from '../quota/quota.routes';
import { oneSheet, qrCode, riderPdf, type Download } from './press-kit-files.service';
import { changeSlug, getPressKit, makeShortBio, publishPressKit, savePressKit, unpublishPressKit } from './press-kit.service';
import { pageCsp } from './page-csp';
import { pressKitPicturesModule } from './pictures.routes';
import { pressPhotosZip, publicPdf, publicPicture } from './public-pictures';
import { looksLikeBot, publicCover, publicPage, recordView } from './public-page.service';

const paperQuery = z.object({ paper: z.enum(ONE_SHEET_PAPERS, 'paper must be a4 or letter').default('a4') });

/** The guard ran first, so a user is there. */
const owner = (req: FastifyRequest): number => req.session!.user!.id;

function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  return reply
    .type(file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(file.bytes);
}

const ownerRoutes: AppModule = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['press-kit'];
  app.addHook('onRequest', requirePremium);
  const saved = { 200: savedPressKitResponseSchema };

  r.get('/api/premium/press-kit', { schema: { tags, response: { 200: pressKitResponseSchema } } }, async (req) => ({ kit: await getPressKit(ctx, owner(req)) }));

  r.put('/api/premium/press-kit', { schema: { tags, body: savePressKitRequestSchema, response: saved } }, async (req) => ({
    kit: await savePressKit(ctx, owner(req), req.body.content),
  }));

  r.post('/api/premium/press-kit/publish', { schema: { tags, body: publishPressKitRequestSchema, response: saved } }, async (req) => ({
    kit: await publishPressKit(ctx, owner(req), req.body),
  }));

  r.post('/api/premium/press-kit/unpublish', { schema: { tags, response: saved } }, async (req) => ({ kit: await unpublishPressKit(ctx, owner(req)) }));

  r.post('/api/premium/press-kit/slug', { schema: { tags, body: changeSlugRequestSchema, response: saved } }, async (req) => ({
    kit: await changeSlug(ctx, owner(req), req.body.slug),
  }));

  r.post(
    '/api/premium/press-kit/short-bio',
    { schema: countedSchema(tags, shortBioRequestSchema, shortBioResponseSchema) },
    async (req) => makeShortBio(ctx, req.body, quotaHolder(req)),
  );

  r.get(
    '/api/premium/press-kit/one-sheet.pdf',
    { schema: { tags, querystring: paperQuery } },
    async (req, reply) => sendDownload(reply, await oneSheet(ctx, owner(req), req.query.paper)),
  );

  r.get('/api/premium/press-kit/rider.pdf', { schema: { tags, querystring: paperQuery } }, async (req, reply) =>
    sendDownload(reply, await riderPdf(ctx, owner(req), req.query.paper)),
  );

  r.get('/api/premium/press-kit/qr.png', { schema: { tags } }, async (req, reply) => sendDownload(reply, await qrCode(ctx, owner(req), 'png')));
  r.get('/api/premium/press-kit/qr.svg', { schema: { tags } }, async (req, reply) => sendDownload(reply, await qrCode(ctx, owner(req), 'svg')));
};

/** Any text: a slug that could never exist is simply not found, on the HTML not-found page. */
const slugParams = z.object({ slug: z.string() });

const publicRoutes: AppModule = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const html = (reply: FastifyReply, status: number, body: string, noindex: boolean) => {
    if (noindex) void reply.header('X-Robots-Tag', 'noindex');
    return reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(body);
  };

  r.get('/b/:slug', { schema: { hide: true, params: slugParams } }, async (req, reply) => {
    const page = await publicPage(ctx, req.params.slug, req.log);
    switch (page.kind) {
      case 'redirect':
        return reply.header('Cache-Control', 'no-cache').redirect(page.location, 301);
      case 'not-found':
        return html(reply, 404, page.html, true);
      case 'offline':
        return html(reply, 404, page.html, true);
      case 'page':
        // A view is a person opening the page: not a HEAD, a crawler or a link preview.
        if (req.method === 'GET' && !looksLikeBot(req.headers['user-agent'])) await recordView(ctx, page.kitId);
        void reply.header('Content-Security-Policy', pageCsp(String(reply.getHeader('content-security-policy') ?? ''), page.frameOrigins));
        return html(reply, 200, page.html, false);
    }
  });

  r.get('/b/:slug/pictures/:file', { schema: { hide: true, params: z.object({ slug: z.string(), file: z.string() }) } }, async (req, reply) => {
    const id = /^([A-Za-z0-9_-]{8,64})\.webp$/.exec(req.params.file)?.[1];
    if (!id) throw notFound('No such picture');
    const image = await publicPicture(ctx, req.params.slug, id, req.log);
    return reply.type(image.contentType).header('Cache-Control', 'public, max-age=300').send(image.bytes);
  });

  for (const file of ['one-sheet', 'rider'] as const) {
    r.get(`/b/:slug/${file}.pdf`, { schema: { hide: true, params: slugParams, querystring: paperQuery } }, async (req, reply) => {
      const pdf = await publicPdf(ctx, req.params.slug, file, req.query.paper, req.log);
      return sendDownload(reply, pdf);
    });
  }

  r.get('/b/:slug/press-photos.zip', { schema: { hide: true, params: slugParams } }, async (req, reply) => {
    const file = await pressPhotosZip(ctx, req.params.slug, req.log);
    return sendDownload(reply, file);
  });

  for (const format of ['webp', 'png'] as const) {
    r.get(`/b/:slug/cover.${format}`, { schema: { hide: true, params: slugParams } }, async (req, reply) => {
      const image = await publicCover(ctx, req.params.slug, format, req.log);
      // Briefly: unpublishing or a lapsed plan takes the picture down too.
      return reply.type(image.contentType).header('Cache-Control', 'public, max-age=300').send(image.bytes);
    });
  }
};

export const pressKitModule: AppModule = async (app, { ctx }) => {
  await app.register(ownerRoutes, { ctx });
  await app.register(pressKitPicturesModule, { ctx });
  await app.register(publicRoutes, { ctx });
};
