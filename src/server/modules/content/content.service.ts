// The crawler files: sitemap.xml lists the indexable pages, robots.txt allows everything except
// the API and the pages kept out of search (and names the sitemap). Pure functions of the page
// table, the public address and the press kit pages whose owners opted in to search engines.
import { PAGE_ROUTES, type PageRoute } from '@shared/catalog/routes';

/** Paths crawlers are asked to skip besides the API: pages that are not for search results. */
export const ROBOTS_DISALLOWED = ['/api/', '/sales-landing', '/email-writer', '/admin-dashboard'] as const;

export function buildSitemap(publicUrl: string, routes: readonly PageRoute[] = PAGE_ROUTES, morePaths: readonly string[] = []): string {
  const urls = [...routes.filter((r) => r.indexable).map((r) => r.path), ...morePaths]
    .map((p) => `  <url>\n    <loc>${escapeXml(`${publicUrl}${p}`)}</loc>\n  </url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobots(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');
}
