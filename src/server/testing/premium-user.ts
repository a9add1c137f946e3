// A premium user made the way a musician becomes one: a plan bought through the local test
// checkout, confirmed on /success, which signs the buying browser in. Returns that browser's
// session cookie, ready for app.inject.
import { expect } from 'vitest';
import type { TestApp } from './app-harness';

export async function buyPlan(t: Pick<TestApp, 'app'>, plan: 'monthly' | 'lifetime', email: string): Promise<string> {
  const start = await t.app.inject({ method: 'POST', url: '/api/create-subscription', payload: { priceType: plan, email } });
  expect(start.statusCode).toBe(200);
  const sessionId = new URL(start.json<{ sessionUrl: string }>().sessionUrl, 'http://x').searchParams.get('session_id')!;
  const paid = await t.app.inject({ method: 'POST', url: `/api/test-checkout/sessions/${sessionId}/pay`, payload: { email } });
  expect(paid.statusCode).toBe(200);
  const confirmed = await t.app.inject({ method: 'GET', url: `/api/payment-success/${sessionId}` });
  expect(confirmed.statusCode).toBe(200);
  const cookie = confirmed.cookies.find((c) => c.name === 'bns_session')?.value;
  if (!cookie) throw new Error('the checkout did not sign the buyer in');
  return cookie;
}
