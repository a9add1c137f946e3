// A premium user made the way a musician becomes one: a plan bought through the local test
// checkout, confirmed on /success (which signs the buying browser in, unverified, for a day at
// most), then the confirmation e-mail's link opened in that browser, which proves the address and
// gives the lasting session. Returns that browser's session cookie, ready for app.inject.
import { expect } from 'vitest';
import { issueSignInLink } from '@server/modules/auth/sign-in.service';
import type { TestApp } from './app-harness';

/** Given only the app (a bench), the checkout's own session is returned: it works for a day. */
export async function buyPlan(
  t: Pick<TestApp, 'app'> & Partial<Pick<TestApp, 'database' | 'clock' | 'config'>>,
  plan: 'monthly' | 'lifetime',
  email: string,
): Promise<string> {
  const start = await t.app.inject({ method: 'POST', url: '/api/create-subscription', payload: { priceType: plan, email } });
  expect(start.statusCode).toBe(200);
  const sessionId = new URL(start.json<{ sessionUrl: string }>().sessionUrl, 'http://x').searchParams.get('session_id')!;
  const paid = await t.app.inject({ method: 'POST', url: `/api/test-checkout/sessions/${sessionId}/pay`, payload: { email } });
  expect(paid.statusCode).toBe(200);
  const confirmed = await t.app.inject({ method: 'GET', url: `/api/payment-success/${sessionId}` });
  expect(confirmed.statusCode).toBe(200);
  const checkoutCookie = confirmed.cookies.find((c) => c.name === 'bns_session')?.value;
  if (!checkoutCookie) throw new Error('the checkout did not sign the buyer in');
  if (!t.database || !t.clock || !t.config) return checkoutCookie;
  // The link the confirmation e-mail carries (the test apps have no outbox to read it from).
  const link = new URL(await issueSignInLink({ db: t.database.db, clock: t.clock, config: t.config }, email));
  const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search, cookies: { bns_session: checkoutCookie } });
  const cookie = opened.cookies.find((c) => c.name === 'bns_session')?.value;
  if (!cookie) throw new Error('the e-mailed link did not sign the buyer in');
  return cookie;
}
