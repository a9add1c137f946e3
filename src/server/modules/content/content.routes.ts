// /sitemap.xml and /robots.txt, built once from the page table and PUBLIC_URL. Hidden from the
// OpenAPI document: they are for crawlers, not API clients.
import type { AppModule } from '@server/app-context';
import { buildRobots, buildSitemap } from './content.service';

export const contentModule: AppModule = async (app, { ctx }) => {
  const sitemap = buildSitemap(ctx.config.publicUrl);
  const robots = buildRobots(ctx.config.publicUrl);

  app.get('/sitemap.xml', { schema: { hide: true } }, (_req, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemap),
  );
  app.get('/robots.txt', { schema: { hide: true } }, (_req, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
};
