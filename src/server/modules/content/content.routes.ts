// /sitemap.xml and /robots.txt from the page table and PUBLIC_URL; the sitemap also lists the press
// kit pages whose owners opted in to search engines. Hidden from the OpenAPI document: they are for
// crawlers, not API clients.
import type { AppModule } from '@server/app-context';
import { indexableKitPaths } from '../press-kit/press-kit.service';
import { buildRobots, buildSitemap } from './content.service';

export const contentModule: AppModule = async (app, { ctx }) => {
  const robots = buildRobots(ctx.config.publicUrl);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const sitemap = buildSitemap(ctx.config.publicUrl, undefined, await indexableKitPaths(ctx));
    return reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemap);
  });
  app.get('/robots.txt', { schema: { hide: true } }, (_req, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
};
