// Build-time render of one route inside the page frame (scripts/prerender.ts builds this with
// Vite's SSR mode and writes the HTML that goes inside #root). The tree matches main.tsx's:
// StrictMode > QueryClientProvider > router provider, so hydration (and useId) lines up.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './lib/api';
import { routes } from './app/routes';

export async function renderRoute(pathname: string, origin = 'http://localhost'): Promise<string> {
  const handler = createStaticHandler(routes);
  // query() resolves the matched lazy route modules, as main.tsx does before hydrating.
  const context = await handler.query(new Request(new URL(pathname, origin)));
  if (context instanceof Response) throw new Error(`${pathname}: the route answered a redirect or response, not a page`);
  if (context.errors) throw new Error(`${pathname}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        {/* No hydration script: the routes have no loaders, and the CSP allows no inline scripts. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
    // Infinity: never outline a finished boundary behind its fallback plus a swap script (React
    // does that for boundaries over ~12 KB); the page must be complete HTML with no inline script.
    { onError: (err) => void errors.push(err), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  // A component that throws on the server leaves a client-rendered hole; fail instead of shipping it.
  if (errors.length > 0) throw new Error(`${pathname}: ${errors.map((e) => (e instanceof Error ? e.stack ?? e.message : String(e))).join('\n')}`);
  return Buffer.concat(chunks).toString('utf8');
}
