// React.lazy for a part that uses the query cache (useQuery, useMutation) on a page whose first
// view has no query client (the home page, docs/decisions/013): the part's code and the query
// library load together, and the part renders inside the app's one client. Inside the router's
// tree (which has that client already) the extra provider changes nothing.
import { lazy, type ComponentType } from 'react';

export function lazyWithQuery<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Part, { AppQueryProvider }] = await Promise.all([load(), import('./query-provider')]);
    function WithQueryClient(props: P) {
      return (
        <AppQueryProvider>
          <Part {...props} />
        </AppQueryProvider>
      );
    }
    return { default: WithQueryClient };
  });
}
