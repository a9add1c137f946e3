// The press kit: the owner's premium endpoints under /api/premium/press-kit (their own plugin,
// whose hook is the premium guard, so a route added there cannot miss it), and the public page
// at /b/:slug with its cover (a sibling plugin without the guard: visitors are signed out).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ONE_SHEET_PAPERS,
  changeSlugRequestSchema,
  createTrackedLinkRequestSchema,
  pressKitActivitySchema,
  type PressKitActivityKind,
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
import { kitPlayers, publicCover, publicPage, publishedKit, recordView } from './public-page.service';
import { countVisit, createTrackedLink, trackedToken, kitActivity, removeTrackedLink, VISIT_COOKIE, VISIT_SECONDS } from './activity.service';

/** The tracked link a visitor came by; anything else is simply no link. */
const viaQuery = z.object({ via: z.string().max(64).optional() });
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

  r.get('/api/premium/press-kit/activity', { schema: { tags, response: { 200: pressKitActivitySchema } } }, async (req) => kitActivity(ctx, owner(req)));
  r.post('/api/premium/press-kit/tracked-links', { schema: { tags, body: createTrackedLinkRequestSchema, response: { 200: pressKitActivitySchema } } }, async (req) =>
    createTrackedLink(ctx, owner(req), req.body.label),
  );
  r.delete('/api/premium/press-kit/tracked-links/:id', { schema: { tags, params: z.object({ id: z.coerce.number().int().positive() }), response: { 200: pressKitActivitySchema } } }, async (req) =>
    removeTrackedLink(ctx, owner(req), req.params.id),
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

  /** Counts what a visitor did, once per visit (see activity.service.ts), keeping the visit's cookie. */
  const count = async (req: FastifyRequest, reply: FastifyReply, kitId: number, kind: PressKitActivityKind, via: string | undefined) => {
    const outcome = await countVisit(ctx, kitId, kind, {
      method: req.method,
      userAgent: req.headers['user-agent'],
      doNotTrack: req.headers.dnt === '1' || req.headers['sec-gpc'] === '1',
      visit: req.cookies[VISIT_COOKIE],
      via,
    });
    if (outcome.visit) void reply.setCookie(VISIT_COOKIE, outcome.visit, { path: '/b/', maxAge: VISIT_SECONDS, httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https' });
    return outcome;
  };

  // The ping a player's link sends when a visitor presses play (its body is the word PING).
  app.addContentTypeParser('text/ping', { parseAs: 'string', bodyLimit: 64 }, (_req, body, done) => done(null, body));
  r.post('/b/:slug/play/:n', { schema: { hide: true, params: z.object({ slug: z.string(), n: z.coerce.number().int().min(1).max(3) }), querystring: viaQuery } }, async (req, reply) => {
    const kit = await publishedKit(ctx, req.params.slug);
    if (kit && req.params.n <= kitPlayers(kit.content).length) await count(req, reply, kit.id, 'play', req.query.via);
    return reply.code(204).header('Cache-Control', 'no-store').send();
  });

  r.get('/b/:slug', { schema: { hide: true, params: slugParams, querystring: viaQuery } }, async (req, reply) => {
    const found = await publishedKit(ctx, req.params.slug);
    const via = found ? await trackedToken(ctx, found.id, req.query.via) : undefined;
    const page = await publicPage(ctx, req.params.slug, req.log, via);
    switch (page.kind) {
      case 'redirect':
        return reply.header('Cache-Control', 'no-cache').redirect(page.location, 301);
      case 'not-found':
        return html(reply, 404, page.html, true);
      case 'offline':
        return html(reply, 404, page.html, true);
      case 'page':
        // A view is a person opening the page: not a HEAD, a crawler, a link preview or the same visit again.
        if (req.method === 'GET' && (await count(req, reply, page.kitId, 'view', via)).counted) await recordView(ctx, page.kitId);
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
    r.get(`/b/:slug/${file}.pdf`, { schema: { hide: true, params: slugParams, querystring: paperQuery.extend(viaQuery.shape) } }, async (req, reply) => {
      const pdf = await publicPdf(ctx, req.params.slug, file, req.query.paper, req.log);
      await count(req, reply, pdf.kitId, 'pdf', req.query.via);
      return sendDownload(reply, pdf);
    });
  }

  r.get('/b/:slug/press-photos.zip', { schema: { hide: true, params: slugParams, querystring: viaQuery } }, async (req, reply) => {
    const file = await pressPhotosZip(ctx, req.params.slug, req.log);
    await count(req, reply, file.kitId, 'photos', req.query.via);
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
