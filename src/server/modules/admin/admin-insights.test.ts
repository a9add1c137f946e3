// Traffic and revenue made by using the site: page views and events through the analytics
// endpoint, names and covers through theirs, purchases through the local test checkout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '@server/testing/app-harness';
import { buyPlan } from '@server/testing/premium-user';
import type { AdminRevenueResponse, AdminTrafficResponse } from '@shared/contracts/admin-insights';

const PASSWORD = 'insights test password';
const TODAY = TEST_NOW.slice(0, 10);

let t: TestApp;
let admin = '';

const post = async (url: string, payload: object, ip: string) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as Record<string, unknown>;
};
const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, cookies: { bns_session: admin } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
};

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: 'loopback' } });
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: PASSWORD } });
  admin = res.cookies.find((c) => c.name === 'bns_session')!.value;

  for (const [ip, path] of [['198.51.100.71', '/'], ['198.51.100.71', '/sales-landing'], ['198.51.100.72', '/']] as const) {
    await post('/api/analytics/events', { name: 'page_view', path, visitorId: `tab-${ip}` }, ip);
  }
  await post('/api/analytics/events', { name: 'upgrade_click', path: '/sales-landing', properties: { from: 'sales-landing' } }, '198.51.100.71');
  await post('/api/analytics/events', { name: 'upgrade_click', path: '/sales-landing' }, '198.51.100.72');
  await post('/api/analytics/events', { name: 'try_free_click', path: '/sales-landing' }, '198.51.100.72');
  await post('/api/generate-names', { genre: 'rock', count: 3 }, '198.51.100.71');
  await post('/api/generate-free-album-cover', { bandName: 'Iron Lanterns', genre: 'rock' }, '198.51.100.71');
  await post('/api/track-album-interaction', { interactionType: 'generate', bandName: 'Iron Lanterns', genre: 'rock' }, '198.51.100.71');
  // Two plans bought, one checkout left unpaid, one tip.
  await buyPlan(t, 'lifetime', 'life@example.com');
  await buyPlan(t, 'monthly', 'month@example.com');
  await post('/api/create-subscription', { priceType: 'monthly', email: 'undecided@example.com' }, '198.51.100.72');
  const tip = await post('/api/create-tip-payment', { amount: 5 }, '198.51.100.72');
  await post(`/api/test-checkout/sessions/${String(tip.sessionId)}/pay`, { email: 'tipper@example.com' }, '198.51.100.72');
});
afterAll(async () => {
  await t.close();
});

describe('traffic', () => {
  it('counts visitors, page views, names and covers per day, every day of the range', async () => {
    const traffic = await get<AdminTrafficResponse>(`/api/admin/traffic?from=2026-03-12&to=${TODAY}`);
    expect(traffic.daily).toEqual([
      { day: '2026-03-12', visitors: 0, pageViews: 0, names: 0, covers: 0 },
      { day: '2026-03-13', visitors: 0, pageViews: 0, names: 0, covers: 0 },
      { day: TODAY, visitors: 2, pageViews: 3, names: 3, covers: 1 },
    ]);
    expect(traffic.events).toEqual(expect.arrayContaining([{ name: 'page_view', count: 3 }, { name: 'upgrade_click', count: 2 }, { name: 'try_free_click', count: 1 }]));
    expect(traffic.topPages).toEqual([{ path: '/', views: 2 }, { path: '/sales-landing', views: 1 }]);
    const events = await get<Array<{ name: string; properties: unknown }>>(`/api/admin/events?from=${TODAY}&to=${TODAY}&limit=2`);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ name: expect.any(String) });
  });
});

describe('revenue', () => {
  it('reports premium users by plan, money by week, and the upgrade funnel', async () => {
    const revenue = await get<AdminRevenueResponse>(`/api/admin/revenue?from=2026-03-01&to=${TODAY}`);
    expect(revenue.premiumUsers).toEqual({ monthly: 1, lifetime: 1, total: 2 });
    // 2026-03-14 is a Saturday: its week starts on Monday the 9th.
    expect(revenue.weekly).toEqual([{ week: '2026-03-09', subscriptionCents: 700, lifetimeCents: 2900, tipCents: 500, purchases: 3, cancellations: 0 }]);
    expect(revenue.totals).toMatchObject({ subscriptionCents: 700, lifetimeCents: 2900, tipCents: 500 });
    expect(revenue.funnel).toEqual({ upgradeClicks: 2, checkoutsStarted: 3, paid: 2, clickToCheckoutPercentage: 100, checkoutToPaidPercentage: 67 });
  });

  it('gives a funnel step with nothing before it no rate, not 0%', async () => {
    // A range before anything happened: no upgrade clicks, so no share of them.
    const revenue = await get<AdminRevenueResponse>('/api/admin/revenue?from=2025-01-01&to=2025-01-31');
    expect(revenue.funnel).toEqual({ upgradeClicks: 0, checkoutsStarted: 0, paid: 0, clickToCheckoutPercentage: null, checkoutToPaidPercentage: null });
  });
});
