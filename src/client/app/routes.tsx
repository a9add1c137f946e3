// Every route of both route tables, one lazily loaded module each; any other path is the
// not-found page. Each page has its own error boundary: a failing page keeps the header and footer
// and offers a retry, and a page whose module cannot load (after a deploy) offers a reload.
import type { RouteObject } from 'react-router';
import { PageFrame, PageLoading } from './page-frame';
import { PageErrorBoundary, RouteErrorBoundary, RouteErrorMessage } from './route-error';

type PageModule = { default: React.ComponentType };
const reload = () => window.location.reload();
const page = (load: () => Promise<PageModule>) => async () => {
  let Page: React.ComponentType;
  try {
    Page = (await load()).default;
  } catch (error) {
    // The router keeps a failed lazy result for good and, for a route without a loader, shows
    // nothing; so the failure becomes the page: the message, and a reload to fetch the new build.
    return { Component: () => <RouteErrorMessage error={error} onRetry={reload} /> };
  }
  return {
    Component: () => (
      <PageErrorBoundary>
        <Page />
      </PageErrorBoundary>
    ),
  };
};

const pages: [path: string, load: () => Promise<PageModule>][] = [
  ['/', () => import('./home-page')],
  ['/about', () => import('../features/content/pages/about-page')],
  ['/privacy', () => import('../features/content/pages/privacy-page')],
  ['/terms', () => import('../features/content/pages/terms-page')],
  ['/contact', () => import('../features/engagement/pages/contact-page')],
  ['/faq', () => import('../features/content/pages/faq-page')],
  ['/blog', () => import('../features/content/pages/blog-index-page')],
  ['/blog/testing-band-names', () => import('../features/content/pages/testing-band-names-page')],
  ['/blog/famous-band-names', () => import('../features/content/pages/famous-band-names-page')],
  ['/subscribe', () => import('../features/billing/pages/subscribe-page')],
  ['/sales-landing', () => import('../features/billing/pages/sales-landing-page')],
  ['/success', () => import('../features/billing/pages/success-page')],
  ['/test-checkout', () => import('../features/billing/pages/test-checkout-page')],
  ['/album-art-generator', () => import('../features/covers/pages/album-art-generator-page')],
  ['/email-writer', () => import('../features/premium/pages/email-writer-page')],
  ['/premium', () => import('../features/premium/pages/premium-page')],
  ['/premium-signin', () => import('../features/auth/pages/premium-signin-page')],
  ['/auth-test', () => import('../features/auth/pages/auth-test-page')],
  ['/admin-dashboard', () => import('../features/admin/pages/admin-dashboard-page')],
  ['*', () => import('../features/content/pages/not-found-page')],
];

export const routes: RouteObject[] = [
  {
    element: <PageFrame />,
    // Shown while a page's lazy module loads on the very first render.
    HydrateFallback: PageLoading,
    // Errors the router itself meets on a page's route (a loader, once routes have them).
    children: pages.map(([path, load]) => ({ path, ErrorBoundary: RouteErrorBoundary, lazy: page(load) })),
  },
];
