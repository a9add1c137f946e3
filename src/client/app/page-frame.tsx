// The shared page frame of every page (free-area.md section 2): logo to /, the 'AI-Powered'
// tagline, the theme toggle, the footer links; it records a page view on every route change.
// A signed-in user also gets a link to their premium studio in the header. No router here: the
// home page's first view renders the frame without one (docs/decisions/013); routes.tsx gives it
// the router's path and page.
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { FOOTER_LINKS, SITE_NAME } from '@shared/catalog/routes';
import { trackPageView } from '../lib/analytics';
import { HydrationEnd } from '../lib/use-hydrated';
import { AppLink } from '../lib/app-link';
import { ThemeToggle } from './theme-toggle';
import { usePageMeta } from './use-page-meta';
import { EngagementMount } from '../features/engagement/components/engagement-mount';

// The toast renderer loads just after the first paint: it is not needed to show a page.
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));
const HeaderAccount = lazy(() => import('./header-account'));

export function PageFrame({ pathname, children }: { pathname: string; children: ReactNode }) {
  // The account link mounts after the first client render: prerendered pages hydrate unchanged.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  usePageMeta(pathname);
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 focus:text-slate-900">
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/85 backdrop-blur dark:border-slate-800 dark:bg-slate-950/85">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          <AppLink to="/" className="flex items-center gap-2" aria-label={`${SITE_NAME} home`} data-testid="logo">
            <svg viewBox="0 0 64 64" className="h-8 w-8 shrink-0 sm:h-9 sm:w-9" aria-hidden>
              <rect width="64" height="64" rx="14" className="fill-brand-600" />
              <path d="M22 44a6 6 0 1 1-4-5.66V18l24-5v24.5a6 6 0 1 1-4-5.66V19.1L22 22.6z" fill="#fff" />
            </svg>
            <span className="whitespace-nowrap font-display text-base font-bold tracking-tight sm:text-lg">{SITE_NAME}</span>
          </AppLink>
          <div className="flex items-center gap-1 sm:gap-3">
            {/* On a phone the studio link (a later sibling) takes the tagline's place, so the header keeps one line. */}
            <span className="whitespace-nowrap rounded-full max-sm:[&:has(~a)]:hidden bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-100" data-testid="tagline">
              AI-Powered
            </span>
            {hydrated && (
              <Suspense fallback={null}>
                <HeaderAccount />
              </Suspense>
            )}
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoading />}>
          {children}
          <HydrationEnd />
        </Suspense>
      </main>
      <footer className="border-t border-slate-200 bg-white py-8 dark:border-slate-800 dark:bg-slate-950">
        <nav aria-label="Footer" className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-6 gap-y-2 px-4 text-sm">
          {FOOTER_LINKS.map((l) => (
            <AppLink key={l.to} to={l.to} className="text-slate-700 hover:text-brand-700 hover:underline dark:text-slate-300 dark:hover:text-brand-300">
              {l.label}
            </AppLink>
          ))}
        </nav>
        <p className="mt-4 text-center text-xs text-slate-600 dark:text-slate-400" suppressHydrationWarning>
          © {new Date().getFullYear()} {SITE_NAME}. Made for musicians.
        </p>
      </footer>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <EngagementMount />
    </div>
  );
}

export function PageLoading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-label="Loading">
      <div className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
    </div>
  );
}
