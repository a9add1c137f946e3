import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { createTestApp, TEST_NOW, type TestApp } from '@server/testing/app-harness';
import { analyticsEvents } from '@server/db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function latest() {
  const [row] = await t.database.db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(1);
  expect(row).toBeDefined();
  return row!;
}

describe('POST /api/analytics/events', () => {
  it('stores a page view in the first-party table with address and user agent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { name: 'page_view', path: '/faq', visitorId: 'v-1', properties: { title: 'FAQ' } },
      headers: { 'user-agent': 'TestBrowser/1.0' },
      remoteAddress: '203.0.113.9',
    });
    expect(res.json()).toEqual({ recorded: true });
    const row = await latest();
    expect(row).toMatchObject({ name: 'page_view', path: '/faq', visitorId: 'v-1', ipAddress: '203.0.113.9', userAgent: 'TestBrowser/1.0', properties: { title: 'FAQ' } });
    expect(row.createdAt.toISOString()).toBe(TEST_NOW);
  });

  it('honours Do Not Track and Global Privacy Control', async () => {
    const before = await latest();
    for (const headers of [{ dnt: '1' }, { 'sec-gpc': '1' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/analytics/events', payload: { name: 'page_view', path: '/dnt' }, headers });
      expect(res.json()).toEqual({ recorded: false });
    }
    expect((await latest()).id).toBe(before.id);
  });

  it('rejects an event name with odd characters', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/analytics/events', payload: { name: 'drop table;' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^name: /);
  });
});
