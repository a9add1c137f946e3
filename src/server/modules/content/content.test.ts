import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@shared/catalog/routes';
import { createTestApp, type TestApp } from '@server/testing/app-harness';

const PUBLIC_URL = 'https://bands.example.com';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
});
afterAll(async () => {
  await t.close();
});

describe('sitemap.xml', () => {
  it('lists every indexable page at the public address and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PAGE_ROUTES.filter((r) => r.indexable).map((r) => `${PUBLIC_URL}${r.path}`));
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/blog/famous-band-names`);
    expect(locs).toContain(`${PUBLIC_URL}/faq`);
    for (const hidden of ['/sales-landing', '/email-writer', '/admin-dashboard', '/premium', '/success']) {
      expect(locs).not.toContain(`${PUBLIC_URL}${hidden}`);
    }
  });
});

describe('robots.txt', () => {
  it('allows crawling, keeps the API and private pages out, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/sales-landing', '/email-writer', '/admin-dashboard']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('openapi', () => {
  it('keeps the crawler files out of the API document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/sitemap.xml']).toBeUndefined();
    expect(doc.paths['/robots.txt']).toBeUndefined();
  });
});
