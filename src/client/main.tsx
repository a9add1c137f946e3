import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './lib/query-client';
import { trackPageView } from './lib/analytics';
import { AppRoutes, preloadPage } from './app/routes';
import './styles.css';

async function start(): Promise<void> {
  // A prerendered page is shown before the app has loaded its page: its view counts from now, so
  // a visitor who moves on before hydration still counts (the frame records later routes).
  trackPageView(window.location.pathname);
  const container = document.getElementById('root')!;
  const prerendered = container.dataset.prerendered === 'true';
  // A prerendered page hydrates: load its lazy route module first so the first client render
  // matches the HTML instead of suspending.
  if (prerendered) await preloadPage(window.location.pathname);
  const app = (
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
  // Hydration as a transition: React does it in slices of a few milliseconds and lets the browser
  // handle input between them, instead of holding a phone's main thread for the whole page.
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
