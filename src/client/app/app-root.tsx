// The whole app: the query client and the router around the routes. main.tsx loads it at once on
// the app's pages, and after the home page's first view when a link is about to be followed.
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { appQueryClient } from '../lib/query-client';
import { AppRoutes } from './routes';

export function App() {
  return (
    <StrictMode>
      <QueryClientProvider client={appQueryClient()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}
