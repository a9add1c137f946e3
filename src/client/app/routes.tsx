// Every route of both route tables, one lazily loaded module each; any other path is the
// not-found page.
import type { RouteObject } from 'react-router';
import { PageFrame, PageLoading } from './page-frame';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    element: <PageFrame />,
    // Shown while a page's lazy module loads on the very first render.
    HydrateFallback: PageLoading,
    children: [
      { path: '/', lazy: page(() => import('./home-page')) },
      { path: '/about', lazy: page(() => import('../features/content/pages/about-page')) },
      { path: '/privacy', lazy: page(() => import('../features/content/pages/privacy-page')) },
      { path: '/terms', lazy: page(() => import('../features/content/pages/terms-page')) },
      { path: '/contact', lazy: page(() => import('../features/engagement/pages/contact-page')) },
      { path: '/faq', lazy: page(() => import('../features/content/pages/faq-page')) },
      { path: '/blog', lazy: page(() => import('../features/content/pages/blog-index-page')) },
      { path: '/blog/testing-band-names', lazy: page(() => import('../features/content/pages/testing-band-names-page')) },
      { path: '/blog/famous-band-names', lazy: page(() => import('../features/content/pages/famous-band-names-page')) },
      { path: '/subscribe', lazy: page(() => import('../features/billing/pages/subscribe-page')) },
      { path: '/sales-landing', lazy: page(() => import('../features/billing/pages/sales-landing-page')) },
      { path: '/success', lazy: page(() => import('../features/billing/pages/success-page')) },
      { path: '/test-checkout', lazy: page(() => import('../features/billing/pages/test-checkout-page')) },
      { path: '/album-art-generator', lazy: page(() => import('../features/covers/pages/album-art-generator-page')) },
      { path: '/email-writer', lazy: page(() => import('../features/premium/pages/email-writer-page')) },
      { path: '/premium', lazy: page(() => import('../features/premium/pages/premium-page')) },
      { path: '/premium-signin', lazy: page(() => import('../features/auth/pages/premium-signin-page')) },
      { path: '/auth-test', lazy: page(() => import('../features/auth/pages/auth-test-page')) },
      { path: '/admin-dashboard', lazy: page(() => import('../features/admin/pages/admin-dashboard-page')) },
      { path: '*', lazy: page(() => import('../features/content/pages/not-found-page')) },
    ],
  },
];
