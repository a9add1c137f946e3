// Build-time render of one route inside the page frame (scripts/prerender.ts builds this with
// Vite's SSR mode and writes the HTML that goes inside #root). The tree matches main.tsx's, so
// hydration (and useId) lines up: the first view of the home page and the album art generator (no
// router, no query client), and
// StrictMode > QueryClientProvider > router > routes for the app's other pages.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './lib/query-client';
import { AppRoutes } from './app/routes';
import { FirstView } from './app/first-view';
import { preloadPage, startsAsFirstView } from './app/pages';

export async function renderRoute(pathname: string): Promise<string> {
  const errors: unknown[] = [];
  const tree = startsAsFirstView(pathname) ? (
    <FirstView pathname={pathname} Page={await preloadPage(pathname)} />
  ) : (
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>
  );
  // The page modules are lazy: prerendering waits for them (and every Suspense boundary) to finish.
  const { prelude } = await prerenderToNodeStream(
    tree,
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
