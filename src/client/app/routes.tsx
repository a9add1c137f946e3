// Every route of both route tables, one lazily loaded module each; any other path is the
// not-found page. Declarative routes (<Routes> inside the page frame's <Outlet>), not the data
// router: the pages have no loaders, and the data router would add 16 KB to every first load.
// Each page has its own error boundary: a failing page keeps the header and footer and offers a
// retry, and a page whose module cannot load (after a deploy) offers a reload.
import { lazy, type ComponentType } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { PageFrame } from './page-frame';
import { PageErrorBoundary, RouteErrorMessage } from './route-error';

type PageModule = { default: ComponentType };
const reload = () => window.location.reload();

/** The page's component inside its error boundary; a module that cannot load becomes the message
 * (kept for good, like any failed import: a reload fetches the new build). */
async function resolvePage(load: () => Promise<PageModule>): Promise<ComponentType> {
  try {
    const Page = (await load()).default;
    return function GuardedPage() {
      return (
        <PageErrorBoundary>
          <Page />
        </PageErrorBoundary>
      );
    };
  } catch (error) {
    return function PageLoadError() {
      return <RouteErrorMessage error={error} onRetry={reload} />;
    };
  }
}

interface LazyPage {
  path: string;
  /** Loads the module before the first render (main.tsx, for a prerendered page that hydrates). */
  preload: () => Promise<void>;
  Element: ComponentType;
}

function lazyPage(path: string, load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(async () => {
    loaded ??= await resolvePage(load);
    return { default: loaded };
  });
  return {
    path,
    preload: async () => {
      loaded ??= await resolvePage(load);
    },
    // Once loaded, the page renders at once: hydration of a prerendered page never suspends.
    Element: () => {
      const Page = loaded ?? Lazy;
      return <Page />;
    },
  };
}

const pages: LazyPage[] = [
  lazyPage('/', () => import('./home-page')),
  lazyPage('/about', () => import('../features/content/pages/about-page')),
  lazyPage('/privacy', () => import('../features/content/pages/privacy-page')),
  lazyPage('/terms', () => import('../features/content/pages/terms-page')),
  lazyPage('/contact', () => import('../features/engagement/pages/contact-page')),
  lazyPage('/faq', () => import('../features/content/pages/faq-page')),
  lazyPage('/blog', () => import('../features/content/pages/blog-index-page')),
  lazyPage('/blog/testing-band-names', () => import('../features/content/pages/testing-band-names-page')),
  lazyPage('/blog/famous-band-names', () => import('../features/content/pages/famous-band-names-page')),
  lazyPage('/subscribe', () => import('../features/billing/pages/subscribe-page')),
  lazyPage('/sales-landing', () => import('../features/billing/pages/sales-landing-page')),
  lazyPage('/success', () => import('../features/billing/pages/success-page')),
  lazyPage('/test-checkout', () => import('../features/billing/pages/test-checkout-page')),
  lazyPage('/album-art-generator', () => import('../features/covers/pages/album-art-generator-page')),
  lazyPage('/email-writer', () => import('../features/premium/pages/email-writer-page')),
  lazyPage('/premium', () => import('../features/premium/pages/premium-page')),
  lazyPage('/premium-signin', () => import('../features/auth/pages/premium-signin-page')),
  lazyPage('/auth-test', () => import('../features/auth/pages/auth-test-page')),
  lazyPage('/admin-dashboard', () => import('../features/admin/pages/admin-dashboard-page')),
  lazyPage('*', () => import('../features/content/pages/not-found-page')),
];

/** Loads the module of the page at `pathname`, as the routes below would match it. */
export async function preloadPage(pathname: string): Promise<void> {
  const [match] = matchRoutes(pages, pathname) ?? [];
  await match?.route.preload();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PageFrame />}>
        {pages.map(({ path, Element }) => (
          <Route key={path} path={path} element={<Element />} />
        ))}
      </Route>
    </Routes>
  );
}
