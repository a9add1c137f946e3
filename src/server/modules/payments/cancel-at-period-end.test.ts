// Cancelling Monthly Pro keeps what was paid for: premium runs to the end of the paid period and
// the hub says until when; only then does it end. Through the local test checkout, and through
// Stripe (the real SDK against the loopback Stripe-shaped server, signed webhooks).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { stripeEvents, users } from '@server/db/schema/index';
import { issueSignInLink } from '@server/modules/auth/sign-in.service';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { buyPlan } from '@server/testing/premium-user';
import { createStripeModeApp, type StripeModeApp } from '@server/testing/stripe-mode-app';

const PERIOD_END = '2026-04-14T12:00:00.000Z';
const AFTER_PERIOD = '2026-04-14T12:00:01.000Z';

async function accountOf(t: TestApp, email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row!;
}

/** Signs in by the e-mailed link (the earlier session has run out by the end of the period). */
async function signIn(t: TestApp, email: string): Promise<string> {
  const link = new URL(await issueSignInLink({ db: t.database.db, clock: t.clock, config: t.config }, email));
  const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
  const cookie = opened.cookies.find((c) => c.name === 'bns_session')?.value;
  if (!cookie) throw new Error('the e-mailed link did not sign in');
  return cookie;
}

const billing = (t: TestApp, cookie: string) => t.app.inject({ method: 'GET', url: '/api/billing/subscription', cookies: { bns_session: cookie } });
const bonusReport = (t: TestApp, cookie: string) => t.app.inject({ method: 'GET', url: '/api/premium/bonus-report', cookies: { bns_session: cookie } });
const eventsOf = async (t: TestApp, type: string) => (await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.type, type))).length;

describe('ending a test subscription now (test mode only)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('ends premium at once, as the period running out would, and only for the signed-in owner', async () => {
    const email = 'tester@example.com';
    const cookie = await buyPlan(t, 'monthly', email);
    expect((await t.app.inject({ method: 'POST', url: '/api/test-checkout/subscription/end-now' })).statusCode).toBe(401);
    const ended = await t.app.inject({ method: 'POST', url: '/api/test-checkout/subscription/end-now', cookies: { bns_session: cookie } });
    expect(ended.json()).toEqual({ redirectUrl: '/premium' });
    expect(await accountOf(t, email)).toMatchObject({ subscriptionStatus: 'canceled' });
    expect((await billing(t, cookie)).json()).toMatchObject({ isPremium: false });
    expect((await bonusReport(t, cookie)).statusCode).toBe(403);
    expect(await eventsOf(t, 'customer.subscription.deleted')).toBe(1);
    // Nothing left to end.
    const again = await t.app.inject({ method: 'POST', url: '/api/test-checkout/subscription/end-now', cookies: { bns_session: cookie } });
    expect(again.statusCode).toBe(409);
  });
});

describe('cancelling in the local test checkout', () => {
  let t: TestApp;
  let cookie: string;
  const email = 'keeper@example.com';

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await buyPlan(t, 'monthly', email);
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps premium until the paid period ends, and the hub says until when', async () => {
    const cancel = await t.app.inject({ method: 'POST', url: '/api/test-checkout/subscription/cancel', cookies: { bns_session: cookie } });
    expect(cancel.json()).toEqual({ redirectUrl: '/premium' });
    expect(await accountOf(t, email)).toMatchObject({ userTier: 'premium', subscriptionStatus: 'active' });
    expect((await accountOf(t, email)).subscriptionCancelAt?.toISOString()).toBe(PERIOD_END);
    expect(await eventsOf(t, 'customer.subscription.updated')).toBe(1);
    expect(await eventsOf(t, 'customer.subscription.deleted')).toBe(0);

    expect((await billing(t, cookie)).json()).toMatchObject({ plan: 'monthly', status: 'active', isPremium: true, currentPeriodEnd: PERIOD_END, cancelAt: PERIOD_END, canManageBilling: true });
    expect((await bonusReport(t, cookie)).statusCode).toBe(200);

    // Nothing more to cancel: it already ends with its period.
    const twice = await t.app.inject({ method: 'POST', url: '/api/test-checkout/subscription/cancel', cookies: { bns_session: cookie } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_CANCELLED');
  });

  it('still holds premium a moment before the end', async () => {
    t.clock.set('2026-04-14T11:59:59.000Z');
    const fresh = await signIn(t, email);
    expect((await billing(t, fresh)).json()).toMatchObject({ isPremium: true, cancelAt: PERIOD_END });
    expect((await bonusReport(t, fresh)).statusCode).toBe(200);
  });

  it('ends premium once the clock passes the end of the period', async () => {
    t.clock.set(AFTER_PERIOD);
    const fresh = await signIn(t, email);
    expect((await billing(t, fresh)).json()).toMatchObject({ plan: 'monthly', isPremium: false, status: 'canceled', cancelAt: null, canManageBilling: false });
    expect((await bonusReport(t, fresh)).statusCode).toBe(403);
  });

  it('lets the member subscribe again afterwards, and the new subscription is the account one', async () => {
    const fresh = await signIn(t, email);
    const start = await t.app.inject({ method: 'POST', url: '/api/create-subscription', payload: { priceType: 'monthly' }, cookies: { bns_session: fresh } });
    expect(start.statusCode).toBe(200);
    // The lapsed subscription was ended as Stripe would at its end.
    expect(await eventsOf(t, 'customer.subscription.deleted')).toBe(1);
    const old = (await accountOf(t, email)).stripeSubscriptionId;
    const id = new URL(start.json<{ sessionUrl: string }>().sessionUrl, 'http://x').searchParams.get('session_id')!;
    expect((await t.app.inject({ method: 'POST', url: `/api/test-checkout/sessions/${id}/pay`, payload: { email } })).statusCode).toBe(200);
    const account = await accountOf(t, email);
    expect(account).toMatchObject({ userTier: 'premium', subscriptionStatus: 'active', subscriptionCancelAt: null });
    expect(account.stripeSubscriptionId).not.toBe(old);
    expect((await billing(t, fresh)).json()).toMatchObject({ isPremium: true, cancelAt: null });
  });
});

describe('cancelling through Stripe (cancel_at_period_end)', () => {
  const WEBHOOK_SECRET = 'whsec_test_period_end';
  const stripe = new Stripe('sk_test_unused');
  let s: StripeModeApp;
  let t: TestApp;
  let n = 0;
  const email = 'stays@example.com';
  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
  const periodEnd = Math.floor(Date.parse(PERIOD_END) / 1000);

  beforeAll(async () => {
    s = await createStripeModeApp({ webhookSecret: WEBHOOK_SECRET });
    t = s.t;
  });
  afterAll(async () => {
    await s.close();
  });

  function deliver(type: string, object: unknown) {
    const payload = JSON.stringify({ id: `evt_test_pe_${++n}`, object: 'event', type, created: nowSeconds(), livemode: false, data: { object } });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: nowSeconds() });
    return t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
  }

  it('keeps premium after the portal cancel, says until when, and ends it with customer.subscription.deleted', async () => {
    const start = await t.app.inject({ method: 'POST', url: '/api/create-subscription', payload: { priceType: 'monthly', email } });
    const session = s.fake.sessions.get(start.json<{ sessionUrl: string }>().sessionUrl.split('/').pop()!)!;
    s.fake.pay(session.id, { email, now: nowSeconds(), periodEnd });
    expect((await deliver('checkout.session.completed', session)).statusCode).toBe(200);
    const cookie = await signIn(t, email);
    expect((await billing(t, cookie)).json()).toMatchObject({ plan: 'monthly', isPremium: true, status: 'active', cancelAt: null });

    // The member cancels in Stripe's billing portal: the subscription runs to its period's end.
    const sub = s.fake.subscriptions.get(session.subscription!)!;
    sub.cancel_at_period_end = true;
    t.clock.advance(60_000);
    expect((await deliver('customer.subscription.updated', sub)).statusCode).toBe(200);
    expect(await accountOf(t, email)).toMatchObject({ userTier: 'premium', subscriptionStatus: 'active' });
    expect((await billing(t, cookie)).json()).toMatchObject({ isPremium: true, status: 'active', currentPeriodEnd: PERIOD_END, cancelAt: PERIOD_END });
    expect((await bonusReport(t, cookie)).statusCode).toBe(200);

    // Past the end, premium is over even before Stripe's event arrives...
    t.clock.set(AFTER_PERIOD);
    const fresh = await signIn(t, email);
    expect((await billing(t, fresh)).json()).toMatchObject({ isPremium: false, status: 'canceled', cancelAt: null });
    expect((await bonusReport(t, fresh)).statusCode).toBe(403);

    // ...and Stripe's customer.subscription.deleted records it.
    s.fake.setSubscription(sub.id, { status: 'canceled' });
    sub.cancel_at_period_end = false;
    expect((await deliver('customer.subscription.deleted', sub)).statusCode).toBe(200);
    expect(await accountOf(t, email)).toMatchObject({ userTier: 'free', subscriptionStatus: 'canceled', subscriptionCancelAt: null });
    expect((await billing(t, fresh)).json()).toMatchObject({ isPremium: false, status: 'canceled', cancelAt: null });
  });

  it('a subscription resumed in the portal renews again', async () => {
    const other = 'resumes@example.com';
    t.clock.set('2026-05-01T12:00:00.000Z');
    const start = await t.app.inject({ method: 'POST', url: '/api/create-subscription', payload: { priceType: 'monthly', email: other } });
    const session = s.fake.sessions.get(start.json<{ sessionUrl: string }>().sessionUrl.split('/').pop()!)!;
    s.fake.pay(session.id, { email: other, now: nowSeconds() });
    await deliver('checkout.session.completed', session);
    const sub = s.fake.subscriptions.get(session.subscription!)!;
    sub.cancel_at_period_end = true;
    t.clock.advance(60_000);
    await deliver('customer.subscription.updated', sub);
    expect((await accountOf(t, other)).subscriptionCancelAt).not.toBeNull();
    sub.cancel_at_period_end = false;
    t.clock.advance(60_000);
    await deliver('customer.subscription.updated', sub);
    expect(await accountOf(t, other)).toMatchObject({ subscriptionStatus: 'active', subscriptionCancelAt: null, userTier: 'premium' });
  });
});
