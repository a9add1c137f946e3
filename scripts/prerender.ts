// Prerenders the pages' first view after `vite build`: an SSR build of src/client/entry-prerender.tsx,
// then, per page, the HTML that goes inside #root, written to dist/client/prerendered/<name>.html
// (the name the server looks for: 'index' for '/', else the path with '/' as '__'), and
// prerendered/pages.json, the shell each page is served in (docs/decisions/013-content-islands.md):
//  - 'content.html' for a page whose content does not depend on the visitor: its HTML is final and
//    only its islands run (src/client/app/islands/content-page.ts), no React;
//  - 'index.html' for a page of the app: its first view (the home page's hero, form and empty
//    results) paints from the HTML, and the app hydrates it (see src/client/main.tsx).
// Run: npx tsx scripts/prerender.ts (after vite build; `npm run build` does both).
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV = 'production';

/** The shell that serves content pages with their islands alone. */
const CONTENT_SHELL = 'content.html';
/** The app's shell, which hydrates the page. */
const APP_SHELL = 'index.html';

/** The pages whose first view does not depend on the visitor, and the shell each is served in. */
export const PRERENDERED_PAGES: readonly { path: string; shell: typeof CONTENT_SHELL | typeof APP_SHELL }[] = [
  { path: '/', shell: APP_SHELL },
  { path: '/album-art-generator', shell: APP_SHELL },
  { path: '/about', shell: CONTENT_SHELL },
  { path: '/privacy', shell: CONTENT_SHELL },
  { path: '/terms', shell: CONTENT_SHELL },
  { path: '/faq', shell: CONTENT_SHELL },
  { path: '/blog', shell: CONTENT_SHELL },
  { path: '/blog/testing-band-names', shell: CONTENT_SHELL },
  { path: '/blog/famous-band-names', shell: CONTENT_SHELL },
  { path: '/sales-landing', shell: CONTENT_SHELL },
];

const root = path.resolve('.');
const clientDir = path.join(root, 'dist/client');
const ssrDir = path.join(root, 'dist/prerender-ssr');
const outDir = path.join(clientDir, 'prerendered');

export function prerenderedFileName(routePath: string): string {
  return `${routePath === '/' ? 'index' : routePath.slice(1).replaceAll('/', '__')}.html`;
}

async function main(): Promise<void> {
  for (const shell of [APP_SHELL, CONTENT_SHELL]) {
    if (!existsSync(path.join(clientDir, shell))) throw new Error(`dist/client/${shell} is missing: run \`vite build\` first`);
  }
  const started = Date.now();
  // Its own config (not vite.config.ts): that one empties and precompresses dist/client.
  await build({
    configFile: false,
    root: path.join(root, 'src/client'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    resolve: { alias: { '@shared': path.join(root, 'src/shared'), '@client': path.join(root, 'src/client') } },
    build: {
      ssr: path.join(root, 'src/client/entry-prerender.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      target: 'node20',
      sourcemap: false,
      minify: false,
      rollupOptions: { output: { entryFileNames: 'entry-prerender.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } },
    },
  });
  const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-prerender.mjs')).href)) as {
    renderRoute(pathname: string): Promise<string>;
  };

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const shells: Record<string, { shell: string }> = {};
  for (const { path: routePath, shell } of PRERENDERED_PAGES) {
    let html: string;
    try {
      html = await entry.renderRoute(routePath);
    } catch (err) {
      throw new Error(
        `Prerendering ${routePath} failed. Pages listed in scripts/prerender.ts must render without a browser: ` +
          `read window, localStorage and the like in effects, not during render.\n${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
        { cause: err },
      );
    }
    assertStaticHtml(routePath, html);
    writeFileSync(path.join(outDir, prerenderedFileName(routePath)), html);
    shells[routePath] = { shell };
    console.log(`  prerendered ${routePath.padEnd(28)} ${(Buffer.byteLength(html) / 1024).toFixed(1).padStart(6)} KB  (${shell})`);
  }
  writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(shells, null, 2)}\n`);
  rmSync(ssrDir, { recursive: true, force: true });
  console.log(`Prerendered ${PRERENDERED_PAGES.length} pages in ${Date.now() - started} ms`);
}

/**
 * The HTML must be final: no pending or client-rendered Suspense boundary (it would show a
 * fallback and fail hydration) and no executable inline script (the CSP allows none).
 */
function assertStaticHtml(routePath: string, html: string): void {
  if (/<!--\$[?!]-->/.test(html)) throw new Error(`Prerendering ${routePath}: a Suspense boundary did not finish on the server`);
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].filter(([, attributes = '']) => !/type="application\/ld\+json"/.test(attributes));
  const [script] = scripts;
  if (script) throw new Error(`Prerendering ${routePath}: the HTML contains an inline script (${script[0]}), which the CSP would block`);
}

const invokedDirectly = process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url;
if (invokedDirectly) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
