// Serves the built client: hashed assets with long-cache headers and precompressed bodies, and
// every page route as the SPA shell with that page's own head (title, description, canonical,
// Open Graph, robots). Pages prerendered at build time are served with their content in place,
// inside the shell the build chose for them (prerendered/pages.json): the app's, which hydrates
// the page, or content.html, whose small script only wires the page's interactive islands.
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findPageRoute, NOT_FOUND_TITLE, PAGE_ROUTES, SITE_NAME, type PageRoute } from '@shared/catalog/routes';
import { pageHead } from './page-head';

export interface ClientBundle {
  dir: string;
  /** The shell with its head placeholder, as built by Vite. */
  template: string;
  /** Other shells the build wrote beside it (content.html), by file name. */
  shells: Map<string, string>;
  inlineScriptHashes: string[];
}

/** What scripts/prerender.ts wrote: each prerendered page's shell, by path. */
type PrerenderedPages = Record<string, { shell: string }>;

export function loadClientBundle(dir: string | undefined): ClientBundle | undefined {
  if (!dir) return undefined;
  const indexPath = path.join(dir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const template = readFileSync(indexPath, 'utf8');
  const shells = new Map<string, string>();
  for (const { shell } of Object.values(readPrerenderedPages(dir))) {
    if (!shells.has(shell)) shells.set(shell, readFileSync(path.join(dir, path.basename(shell)), 'utf8'));
  }
  const inlineScriptHashes = [...new Set([template, ...shells.values()].flatMap(inlineScripts))]
    .map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`);
  return { dir, template, shells, inlineScriptHashes };
}

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map(([, body = '']) => body) // the body group always takes part, if only as ''
    .filter((body) => body.trim().length > 0);
}

function readPrerenderedPages(dir: string): PrerenderedPages {
  const file = path.join(dir, 'prerendered', 'pages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages) : {};
}

export async function registerClient(app: FastifyInstance, bundle: ClientBundle, publicUrl: string): Promise<(url: string, reply: FastifyReply) => FastifyReply> {
  await app.register(fastifyStatic, {
    root: bundle.dir,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    // Prerendered fragments are only ever served inside their page's shell.
    allowedPath: (pathName) => !pathName.startsWith('/prerendered/'),
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const prerenderedPages = readPrerenderedPages(bundle.dir);
  const pages = new Map<string, string>();
  for (const route of PAGE_ROUTES) pages.set(route.path, renderShell(bundle, route, publicUrl, prerenderedPages[route.path]?.shell));
  const notFoundRoute: PageRoute = { path: '', title: `${NOT_FOUND_TITLE} | ${SITE_NAME}`, description: NOT_FOUND_TITLE, indexable: false };
  const notFoundPage = renderShell(bundle, notFoundRoute, publicUrl);

  // Page routes are registered explicitly so they win over the static wildcard lookup.
  for (const route of PAGE_ROUTES) {
    app.get(route.path, { schema: { hide: true } }, (_req, reply) => sendPage(reply, pages.get(route.path)!, 200));
  }

  return (url, reply) => {
    const [pathname = url] = url.split('?');
    const route = findPageRoute(pathname);
    if (route) return sendPage(reply, pages.get(route.path)!, 200);
    return sendPage(reply, notFoundPage, 404);
  };
}

function sendPage(reply: FastifyReply, html: string, status: number): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

function renderShell(bundle: ClientBundle, route: PageRoute, publicUrl: string, shell?: string): string {
  const prerendered = prerenderedBody(bundle.dir, route.path);
  const template = (prerendered && shell && bundle.shells.get(shell)) || bundle.template;
  let html = template.replace(/<title>[\s\S]*?<\/title>/, '').replace('<!--app-head-->', pageHead(route, publicUrl));
  if (prerendered) html = html.replace('<div id="root"></div>', `<div id="root" data-prerendered="true">${prerendered}</div>`);
  return html;
}

/** The HTML a build-time prerender wrote for a route, if any (dist/client/prerendered/<route>.html). */
function prerenderedBody(dir: string, routePath: string): string | undefined {
  const file = path.join(dir, 'prerendered', `${routePath === '/' ? 'index' : routePath.slice(1).replaceAll('/', '__')}.html`);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}
