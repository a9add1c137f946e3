// Every page of both route tables, one lazily loaded module each; any other path is the not-found
// page. Without the router: main.tsx finds and loads the page it starts on (the home page's first
// view hydrates with no router at all, docs/decisions/013), and routes.tsx makes its routes of it.
// Each page has its own error boundary: a failing page keeps the header and footer and offers a
// retry, and a page whose module cannot load (after a deploy) offers a reload.
import { lazy, type ComponentType } from 'react';
import { PageErrorBoundary, RouteErrorMessage } from './route-error';

type PageModule = { default: ComponentType };

const NOT_FOUND_PATH = '*';

const PAGES: readonly { path: string; load: () => Promise<PageModule> }[] = [
  { path: '/', load: () => import('./home-page') },
  { path: '/about', load: () => import('../features/content/pages/about-page') },
  { path: '/privacy', load: () => import('../features/content/pages/privacy-page') },
  { path: '/terms', load: () => import('../features/content/pages/terms-page') },
  { path: '/contact', load: () => import('../features/engagement/pages/contact-page') },
  { path: '/faq', load: () => import('../features/content/pages/faq-page') },
  { path: '/blog', load: () => import('../features/content/pages/blog-index-page') },
  { path: '/blog/testing-band-names', load: () => import('../features/content/pages/testing-band-names-page') },
  { path: '/blog/famous-band-names', load: () => import('../features/content/pages/famous-band-names-page') },
  { path: '/subscribe', load: () => import('../features/billing/pages/subscribe-page') },
  { path: '/sales-landing', load: () => import('../features/billing/pages/sales-landing-page') },
  { path: '/success', load: () => import('../features/billing/pages/success-page') },
  { path: '/test-checkout', load: () => import('../features/billing/pages/test-checkout-page') },
  { path: '/album-art-generator', load: () => import('../features/covers/pages/album-art-generator-page') },
  { path: '/email-writer', load: () => import('../features/premium/pages/email-writer-page') },
  { path: '/premium', load: () => import('../features/premium/pages/premium-page') },
  { path: '/premium-signin', load: () => import('../features/auth/pages/premium-signin-page') },
  { path: '/auth-test', load: () => import('../features/auth/pages/auth-test-page') },
  { path: '/admin-dashboard', load: () => import('../features/admin/pages/admin-dashboard-page') },
  { path: NOT_FOUND_PATH, load: () => import('../features/content/pages/not-found-page') },
];

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

export interface LazyPage {
  path: string;
  /** Loads the module before the first render (main.tsx, for a page that hydrates or is navigated
   * to from the home page's first view); resolves to what Element then renders at once. */
  preload: () => Promise<ComponentType>;
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
      return loaded;
    },
    // Once loaded, the page renders at once: hydration of a prerendered page never suspends.
    Element: () => {
      const Page = loaded ?? Lazy;
      return <Page />;
    },
  };
}

export const LAZY_PAGES: readonly LazyPage[] = PAGES.map(({ path, load }) => lazyPage(path, load));

/** The page the router would match for `pathname`: the paths are static, and like the router's
 * matching this ignores case and a trailing slash. */
export function findPage(pathname: string): LazyPage {
  const wanted = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  return LAZY_PAGES.find((page) => page.path.toLowerCase() === wanted) ?? LAZY_PAGES.find((page) => page.path === NOT_FOUND_PATH)!;
}

/** Loads the module of the page at `pathname` and returns its component. */
export function preloadPage(pathname: string): Promise<ComponentType> {
  return findPage(pathname).preload();
}

/** The app's pages that start as a first view, without the router and the query client
 * (docs/decisions/013): the home page and the album art generator, the app pages people open first
 * on a phone. Their code needs neither at first (links are AppLink, moves navigate(), a part that
 * uses the query cache brings its own provider). */
const FIRST_VIEW_PATHS: ReadonlySet<string> = new Set(['/', '/album-art-generator']);

/** Whether the page at `pathname` hydrates as a first view, without the router. */
export const startsAsFirstView = (pathname: string): boolean => FIRST_VIEW_PATHS.has(findPage(pathname).path);
