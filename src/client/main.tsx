import './lib/zod-config';
import { StrictMode } from 'react';
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
  // Not as a transition: measured with bench/lighthouse.ts, hydrating in a transition made the
  // home and album art pages' total blocking time 450-1,000 ms instead of 60-240.
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
