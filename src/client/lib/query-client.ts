// The app's TanStack Query client. Apart from lib/api.ts, so that a page that calls the server
// without React (a content page's islands) does not load the query library with it.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // No default queryFn: each query takes its operation's query options (queryOptions), one per call.
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

let appClient: QueryClient | undefined;

/** The app's one client: the router's tree and the parts the home page's first view loads later
 * (lib/lazy-with-query.tsx) share its cache. */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}
