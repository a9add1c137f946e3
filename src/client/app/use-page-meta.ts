// Keeps the title, description and canonical address in step on client-side navigation; the
// server writes the same tags into the first response (src/server/plugins/page-head.ts).
import { useEffect } from 'react';
import { findPageRoute, NOT_FOUND_TITLE, SITE_NAME } from '@shared/catalog/routes';

export function usePageMeta(pathname: string): void {
  useEffect(() => {
    const route = findPageRoute(pathname);
    document.title = route ? route.title : `${NOT_FOUND_TITLE} | ${SITE_NAME}`;
    if (!route) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', route.description);
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', `${location.origin}${route.path}`);
  }, [pathname]);
}
