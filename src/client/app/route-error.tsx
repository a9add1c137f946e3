// What a page shows when it fails, instead of a blank screen: what failed, a way to try again,
// and a way home. Kept small and free of lazy imports: it is in every page's first-load script
// and must work when the network does not.
import { Component, type ReactNode } from 'react';
import { Button } from '../components/ui/button';

/** A page's code that could not be fetched: after a deploy the old chunk names are gone, so only a
 * reload (which fetches the new HTML and its new chunk names) can help. */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|module script failed|Unable to preload/i.test(error.message);
}

export function RouteErrorMessage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // Read from the address: the home page's first view has no router (shown only in a browser).
  const { pathname } = window.location;
  const stale = isChunkLoadError(error);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{stale ? 'This page needs a reload' : 'Something went wrong'}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        {stale
          ? 'The site was updated since you opened it, so this page could not be loaded. Reload to get the latest version.'
          : `The page ${pathname} failed to display${error instanceof Error && error.message ? `: ${error.message}` : '.'}`}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={stale ? () => window.location.reload() : onRetry}>{stale ? 'Reload page' : 'Retry'}</Button>
        <a href="/" className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-medium text-brand-700 underline dark:text-brand-300">
          Go to the home page
        </a>
      </div>
    </div>
  );
}

/** Around each page's component: a render error shows the message above, and Retry renders the
 * page again from scratch. Navigating to another route mounts a fresh boundary. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  render() {
    const { error } = this.state;
    return error === undefined ? this.props.children : <RouteErrorMessage error={error} onRetry={() => this.setState({ error: undefined })} />;
  }
}
