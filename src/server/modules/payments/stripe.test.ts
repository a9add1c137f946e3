// Stripe's path, through the official SDK against a Stripe-shaped server on loopback: checkout
// creation, confirmation on /success, the billing portal, and signed webhooks (good, bad, stale,
// duplicated, out of order).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { TestApp } from '@server/testing/app-harness';
import { checkoutSessions, stripeEvents, users } from '@server/db/schema/index';
import type { StripeTestServer } from '@server/testing/stripe-test-server';
import { createStripeModeApp, type StripeModeApp } from '@server/testing/stripe-mode-app';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_loopback_server';
const stripe = new Stripe('sk_test_unused');

let t: TestApp;
let fake: StripeTestServer;
let dataDir: string;
let eventCounter = 0;

let stripeMode: StripeModeApp;
beforeAll(async () => {
  stripeMode = await createStripeModeApp({
    webhookSecret: WEBHOOK_SECRET,
    prices: { price_lifetime_configured: 2900 },
    env: { STRIPE_PRICE_LIFETIME: 'price_lifetime_configured' },
  });
  ({ t, fake, dataDir } = stripeMode);
});
afterAll(async () => {
  await stripeMode.close();
});

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

function event(type: string, object: unknown, created = nowSeconds(), id = `evt_test_${++eventCounter}`) {
  return { id, object: 'event', type, created, api_version: '2026-10-28.endive', livemode: false, data: { object } };
}

function deliver(body: object | string, opts: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const header =
    opts.signature === null
      ? undefined
      : (opts.signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET, timestamp: opts.timestamp ?? nowSeconds() }));
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(header ? { 'stripe-signature': header } : {}), origin: 'https://stripe.com' },
  });
}

async function userByEmail(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}
const eventCount = async () => (await t.database.db.select().from(stripeEvents)).length;
const outboxCount = async () => {
  try {
    return (await readdir(path.join(dataDir, 'outbox'))).length;
  } catch {
    return 0;
  }
};

async function createPlanCheckout(priceType: 'monthly' | 'lifetime', email?: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/create-subscription', payload: { priceType, ...(email ? { email } : {}) } });
  expect(res.statusCode).toBe(200);
  const { sessionUrl } = res.json();
  const id = sessionUrl.split('/').pop()!;
  return fake.sessions.get(id)!;
}

describe('checkout through Stripe', () => {
  it('creates a subscription-mode session with the spec price inline for Monthly Pro', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/create-subscription', payload: { priceType: 'monthly', email: 'Keys@Example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().sessionUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake/);
    const sent = fake.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.body).toMatchObject({
      mode: 'subscription',
      customer_email: 'keys@example.com',
      success_url: 'https://bands.example/success?session_id={CHECKOUT_SESSION_ID}&type=monthly',
      cancel_url: 'https://bands.example/subscribe',
      metadata: { kind: 'plan', plan: 'monthly' },
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '700', recurring: { interval: 'month' } } }],
    });
  });

  it('uses the configured price id for Lifetime Pro, in payment mode', async () => {
    const session = await createPlanCheckout('lifetime');
    expect(fake.requests.at(-1)!.body).toMatchObject({ mode: 'payment', customer_creation: 'always', line_items: [{ price: 'price_lifetime_configured', quantity: '1' }] });
    expect(session.amount_total).toBe(2900);
  });

  it('creates tips in payment mode with the band name in the metadata', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/create-tip-payment', payload: { amount: 10, bandName: 'Neon Cathedral' } });
    expect(res.statusCode).toBe(200);
    const { sessionId, url } = res.json();
    expect(url).toBe(fake.sessions.get(sessionId)!.url);
    expect(fake.requests.at(-1)!.body).toMatchObject({
      mode: 'payment',
      submit_type: 'donate',
      metadata: { kind: 'tip', bandName: 'Neon Cathedral' },
      line_items: [{ price_data: { unit_amount: '1000', product_data: { name: 'Tip: Generous' } } }],
      success_url: 'https://bands.example/success?session_id={CHECKOUT_SESSION_ID}&type=tip',
    });
  });

  it('confirms on /success before the webhook arrives, and the later webhook changes nothing', async () => {
    const session = await createPlanCheckout('lifetime', 'drums@example.com');
    const early = await t.app.inject({ method: 'GET', url: `/api/payment-success/${session.id}` });
    expect(early.statusCode).toBe(409);

    fake.pay(session.id, { email: 'drums@example.com', now: nowSeconds() });
    const mailsBefore = await outboxCount();
    const res = await t.app.inject({ method: 'GET', url: `/api/payment-success/${session.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, email: 'drums@example.com', plan: 'lifetime', amount: 29, recordConversion: true, signedIn: true });
    expect(res.cookies.find((c) => c.name === 'bns_session')).toBeTruthy();
    const user = await userByEmail('drums@example.com');
    expect(user).toMatchObject({ userTier: 'premium', lifetimeAccess: true, stripeCustomerId: session.customer });
    // The confirmation, which carries the sign-in link.
    expect(await outboxCount()).toBe(mailsBefore + 1);

    const webhook = await deliver(event('checkout.session.completed', fake.sessions.get(session.id)));
    expect(webhook.json()).toEqual({ received: true, duplicate: false });
    expect(await userByEmail('drums@example.com')).toEqual(user);
    // The confirmation, which carries the sign-in link.
    expect(await outboxCount()).toBe(mailsBefore + 1);
  });

  it('opens the Stripe billing portal for the customer', async () => {
    const session = await createPlanCheckout('monthly', 'portal@example.com');
    fake.pay(session.id, { email: 'portal@example.com', now: nowSeconds() });
    const ok = await t.app.inject({ method: 'GET', url: `/api/payment-success/${session.id}` });
    const cookie = ok.cookies.find((c) => c.name === 'bns_session')!.value;
    const res = await t.app.inject({ method: 'POST', url: '/api/billing/portal', cookies: { bns_session: cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(fake.requests.at(-1)!.body).toEqual({ customer: session.customer, return_url: 'https://bands.example/premium' });
    const status = await t.app.inject({ method: 'GET', url: '/api/billing/subscription', cookies: { bns_session: cookie } });
    expect(status.json()).toMatchObject({ plan: 'monthly', status: 'active', isPremium: true, canManageBilling: true, testMode: false });
    // No local test checkout when Stripe is configured.
    expect((await t.app.inject({ method: 'POST', url: '/api/test-checkout/subscription/cancel', cookies: { bns_session: cookie } })).statusCode).toBe(404);
  });

  it('answers 404 for a session Stripe does not know', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment-success/cs_test_unknown' });
    expect(res.statusCode).toBe(404);
  });
});

describe('webhook signatures', () => {
  it('accepts a good signature and grants the plan', async () => {
    const session = await createPlanCheckout('lifetime', 'good@example.com');
    fake.pay(session.id, { email: 'good@example.com', now: nowSeconds() });
    const res = await deliver(event('checkout.session.completed', fake.sessions.get(session.id)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await userByEmail('good@example.com')).toMatchObject({ userTier: 'premium', lifetimeAccess: true });
  });

  it('rejects a bad, a stale, a missing and a tampered signature with 400 and writes nothing', async () => {
    const session = await createPlanCheckout('lifetime', 'bad@example.com');
    fake.pay(session.id, { email: 'bad@example.com', now: nowSeconds() });
    const body = event('checkout.session.completed', fake.sessions.get(session.id));
    const before = await eventCount();
    const payload = JSON.stringify(body);
    const goodHeader = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: nowSeconds() });
    const attempts = [
      await deliver(body, { secret: 'whsec_wrong' }),
      await deliver(body, { timestamp: nowSeconds() - 301 }),
      await deliver(body, { signature: null }),
      await deliver(body, { signature: 't=123,v1=deadbeef' }),
      await deliver(payload.replace('bad@example.com', 'evil@example.com'), { signature: goodHeader }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BAD_SIGNATURE');
    }
    expect(await eventCount()).toBe(before);
    expect(await userByEmail('bad@example.com')).toBeUndefined();
    expect(await userByEmail('evil@example.com')).toBeUndefined();
  });
});

describe('exactly-once fulfilment', () => {
  it('processes the same event delivered 10 times at once exactly once', async () => {
    const session = await createPlanCheckout('monthly', 'dupe@example.com');
    fake.pay(session.id, { email: 'dupe@example.com', now: nowSeconds() });
    const body = event('checkout.session.completed', fake.sessions.get(session.id));
    const mailsBefore = await outboxCount();
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(body)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.json().duplicate === false)).toHaveLength(1);
    expect(await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, body.id))).toHaveLength(1);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'dupe@example.com'))).toHaveLength(1);
    expect(await userByEmail('dupe@example.com')).toMatchObject({ userTier: 'premium', subscriptionStatus: 'active', stripeSubscriptionId: session.subscription });
    // The confirmation, which carries the sign-in link.
    expect(await outboxCount()).toBe(mailsBefore + 1);
  });

  it('fulfils a checkout once when different paths race (webhook and /success together)', async () => {
    const session = await createPlanCheckout('lifetime', 'race@example.com');
    fake.pay(session.id, { email: 'race@example.com', now: nowSeconds() });
    const mailsBefore = await outboxCount();
    const hooks = Array.from({ length: 4 }, () => deliver(event('checkout.session.completed', fake.sessions.get(session.id))));
    const pages = Array.from({ length: 4 }, () => t.app.inject({ method: 'GET', url: `/api/payment-success/${session.id}` }));
    const results = await Promise.all([...hooks, ...pages]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(results.slice(4).filter((r) => r.json().recordConversion)).toHaveLength(1);
    expect(results.slice(4).filter((r) => r.cookies.some((c) => c.name === 'bns_session'))).toHaveLength(1);
    const [row] = await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
    expect(row!.fulfilledAt).not.toBeNull();
    // The confirmation, which carries the sign-in link.
    expect(await outboxCount()).toBe(mailsBefore + 1);
  });

  it('grants nothing for a tip', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/create-tip-payment', payload: { amount: 3, bandName: 'Paper Lions' } });
    const { sessionId } = res.json();
    fake.pay(sessionId, { email: 'tip@example.com', now: nowSeconds() });
    const hook = await deliver(event('checkout.session.completed', fake.sessions.get(sessionId)));
    expect(hook.statusCode).toBe(200);
    expect(await userByEmail('tip@example.com')).toBeUndefined();
  });
});

describe('events out of order', () => {
  it('a subscription update that arrives before checkout.session.completed does not lose the latest state', async () => {
    const session = await createPlanCheckout('monthly', 'early@example.com');
    const paid = fake.pay(session.id, { email: 'early@example.com', now: nowSeconds() });
    const subId = paid.subscription!;
    const t0 = nowSeconds();
    // Stripe renewed the period before our checkout event got through.
    const renewed = fake.setSubscription(subId, { status: 'active', periodEnd: t0 + 60 * 86400 });
    const update = await deliver(event('customer.subscription.updated', renewed, t0 + 5));
    expect(update.statusCode).toBe(200);
    expect(await userByEmail('early@example.com')).toBeUndefined();
    await deliver(event('checkout.session.completed', fake.sessions.get(session.id), t0));
    const user = await userByEmail('early@example.com');
    expect(user).toMatchObject({ userTier: 'premium', subscriptionStatus: 'active', stripeSubscriptionId: subId });
    expect(user!.subscriptionCurrentPeriodEnd?.getTime()).toBe((t0 + 60 * 86400) * 1000);
  });

  it('an older subscription update after a newer one is ignored', async () => {
    const session = await createPlanCheckout('monthly', 'order@example.com');
    const paid = fake.pay(session.id, { email: 'order@example.com', now: nowSeconds() });
    const subId = paid.subscription!;
    const t0 = nowSeconds();
    await deliver(event('checkout.session.completed', fake.sessions.get(session.id), t0));

    const pastDue = { ...fake.subscriptions.get(subId)!, status: 'past_due' };
    const activeAgain = { ...fake.subscriptions.get(subId)!, status: 'active' };
    await deliver(event('customer.subscription.updated', pastDue, t0 + 200));
    await deliver(event('customer.subscription.updated', activeAgain, t0 + 100));
    expect(await userByEmail('order@example.com')).toMatchObject({ subscriptionStatus: 'past_due', userTier: 'free' });

    await deliver(event('customer.subscription.updated', activeAgain, t0 + 300));
    expect(await userByEmail('order@example.com')).toMatchObject({ subscriptionStatus: 'active', userTier: 'premium' });

    await deliver(event('customer.subscription.deleted', { ...activeAgain, status: 'canceled' }, t0 + 400));
    // A late 'active' from before the cancellation, and even a same-second one, cannot revive it.
    await deliver(event('customer.subscription.updated', activeAgain, t0 + 350));
    await deliver(event('customer.subscription.updated', activeAgain, t0 + 400));
    expect(await userByEmail('order@example.com')).toMatchObject({ subscriptionStatus: 'canceled', userTier: 'free' });
  });

  it('invoice.payment_failed reads the subscription and keeps the status true', async () => {
    const session = await createPlanCheckout('monthly', 'broke@example.com');
    const paid = fake.pay(session.id, { email: 'broke@example.com', now: nowSeconds() });
    const t0 = nowSeconds();
    await deliver(event('checkout.session.completed', fake.sessions.get(session.id), t0));
    fake.setSubscription(paid.subscription!, { status: 'past_due' });
    const invoice = { id: 'in_test_1', object: 'invoice', parent: { type: 'subscription_details', subscription_details: { subscription: paid.subscription } } };
    const res = await deliver(event('invoice.payment_failed', invoice, t0 + 30));
    expect(res.statusCode).toBe(200);
    const user = await userByEmail('broke@example.com');
    expect(user).toMatchObject({ subscriptionStatus: 'past_due', userTier: 'free' });

    const me = await t.app.inject({ method: 'GET', url: `/api/payment-success/${session.id}` });
    const cookie = me.cookies.find((c) => c.name === 'bns_session')!.value;
    const report = await t.app.inject({ method: 'GET', url: '/api/premium/bonus-report', cookies: { bns_session: cookie } });
    expect(report.statusCode).toBe(403);
  });

  it('ignores checkouts that are not this site\'s (no metadata of ours)', async () => {
    const foreign = {
      id: 'cs_test_foreign',
      object: 'checkout.session',
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      customer: 'cus_foreign',
      subscription: null,
      customer_email: null,
      customer_details: { email: 'foreign@example.com' },
      amount_total: 2900,
      currency: 'usd',
      metadata: {},
      created: nowSeconds(),
    };
    expect((await deliver(event('checkout.session.completed', foreign))).statusCode).toBe(200);
    expect(await userByEmail('foreign@example.com')).toBeUndefined();
  });

  it('ignores event types it does not handle, once', async () => {
    const body = event('customer.created', { id: 'cus_x', object: 'customer' });
    expect((await deliver(body)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(body)).json()).toEqual({ received: true, duplicate: true });
  });
});
