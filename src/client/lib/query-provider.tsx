// The app's query client around a part of a page: loaded with the parts that need it (see
// lazy-with-query.tsx), so the home page's first view does without the query library.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { appQueryClient } from './query-client';

export function AppQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
