// Stripe redelivers every webhook answer that is not 2xx for days. Correctly signed events of a
// type or shape the site does not use (over-long or missing fields, nulls, wrong types, foreign
// metadata, unknown types, a body that is not an event) are answered 200 and change nothing that
// is stored; a usable part of an odd event is kept clean. Only a bad signature is a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { TestApp } from '@server/testing/app-harness';
import { checkoutSessions, stripeEvents, users } from '@server/db/schema/index';
import { mailHeader, mailText, readOutbox } from '@server/testing/mail-testing';
import type { StripeTestServer } from '@server/testing/stripe-test-server';
import { createStripeModeApp, type StripeModeApp } from '@server/testing/stripe-mode-app';

const WEBHOOK_SECRET = 'whsec_shapes_test';
const stripe = new Stripe('sk_test_unused');

let t: TestApp;
let fake: StripeTestServer;
let dataDir: string;
let stripeMode: StripeModeApp;
let counter = 0;

beforeAll(async () => {
  stripeMode = await createStripeModeApp({ webhookSecret: WEBHOOK_SECRET });
  ({ t, fake, dataDir } = stripeMode);
});
afterAll(async () => {
  await stripeMode.close();
});

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

function send(payload: string) {
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: nowSeconds() });
  return t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
}
const event = (type: string, object: unknown, extra: object = {}) =>
  JSON.stringify({ id: `evt_shape_${++counter}`, object: 'event', type, created: nowSeconds(), livemode: false, data: { object }, ...extra });

const paidSession = (fields: object) => ({
  id: `cs_test_shape_${++counter}`,
  object: 'checkout.session',
  mode: 'payment',
  status: 'complete',
  payment_status: 'paid',
  customer: `cus_shape_${counter}`,
  subscription: null,
  customer_email: null,
  customer_details: { email: `buyer${counter}@example.com` },
  amount_total: 2900,
  currency: 'usd',
  metadata: { kind: 'plan', plan: 'lifetime' },
  created: nowSeconds(),
  ...fields,
});

const snapshot = async () => ({
  users: await t.database.db.select().from(users).orderBy(users.id),
  checkouts: await t.database.db.select().from(checkoutSessions).orderBy(checkoutSessions.id),
});

describe('signed webhook events of odd shape', () => {
  let baseline: Awaited<ReturnType<typeof snapshot>>;
  let subscriptionId: string;

  it('starts from a real Monthly Pro customer', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/create-subscription', payload: { priceType: 'monthly', email: 'member@example.com' } });
    const session = fake.sessions.get(res.json().sessionUrl.split('/').pop())!;
    fake.pay(session.id, { email: 'member@example.com', now: nowSeconds() });
    expect((await send(event('checkout.session.completed', session))).statusCode).toBe(200);
    subscriptionId = session.subscription!;
    baseline = await snapshot();
    expect(baseline.users).toHaveLength(1);
  });

  it('answers 200 to each and changes nothing stored', async () => {
    const longEmail = `${'a'.repeat(250)}@example.com`;
    const longId = `cs_${'x'.repeat(300)}`;
    const bodies: Array<[string, string]> = [
      ['an e-mail over 255 characters', event('checkout.session.completed', paidSession({ customer_details: { email: longEmail }, customer_email: longEmail }))],
      ['no customer and no e-mail', event('checkout.session.completed', paidSession({ customer: null, customer_details: null }))],
      [
        'null fields everywhere',
        event('checkout.session.completed', { id: 'cs_test_nulls', object: 'checkout.session', mode: null, status: null, payment_status: null, customer: null, subscription: null, customer_email: null, customer_details: null, amount_total: null, currency: null, metadata: null, created: null }),
      ],
      ['no metadata at all', event('checkout.session.completed', paidSession({ metadata: undefined }))],
      ['foreign metadata', event('checkout.session.completed', paidSession({ metadata: { kind: 'donation', plan: 'gold' } }))],
      ['metadata of the wrong types', event('checkout.session.completed', paidSession({ metadata: { kind: ['plan'], plan: { x: 1 } } }))],
      ['a session id over 255 characters', event('checkout.session.completed', paidSession({ id: longId }))],
      ['wrong types for every field', event('checkout.session.completed', { id: 42, status: ['complete'], customer: { id: { nested: true } }, amount_total: 'lots' })],
      ['a null object', event('checkout.session.completed', null)],
      ['a string object', event('checkout.session.completed', 'cs_test_string')],
      ['an unknown type', event('radar.early_fraud_warning.created', { id: 'issfr_1', whatever: [1, 2, 3] })],
      ['a type over 100 characters', event(`x.${'y'.repeat(200)}`, {})],
      ['an event id over 255 characters', event('customer.created', {}, { id: `evt_${'z'.repeat(300)}` })],
      ['no event id', event('customer.created', {}, { id: null })],
      ['a created time that is not a time', event('customer.created', {}, { created: 'yesterday' })],
      ['no data', JSON.stringify({ id: `evt_shape_${++counter}`, type: 'checkout.session.completed', created: nowSeconds() })],
      ['a JSON array', JSON.stringify([1, 2, 3])],
      ['JSON null', 'null'],
      ['not JSON at all', 'this is not json {'],
      ['a subscription without an id', event('customer.subscription.updated', { object: 'subscription', status: 'active', customer: null })],
      ['a subscription status over 50 characters', event('customer.subscription.updated', { id: subscriptionId, status: 'a'.repeat(80), customer: null })],
      ['a subscription status of the wrong type', event('customer.subscription.deleted', { id: subscriptionId, status: null })],
      ['an invoice with an odd subscription', event('invoice.paid', { id: 'in_1', subscription: { nope: true }, parent: 'text' })],
      ['an invoice for a subscription Stripe does not know', event('invoice.payment_failed', { id: 'in_2', subscription: 'sub_unknown_to_stripe' })],
      ['an invoice with null parent details', event('invoice.paid', { id: 'in_3', parent: { subscription_details: null } })],
    ];
    for (const [label, body] of bodies) {
      const res = await send(body);
      expect({ label, status: res.statusCode }).toEqual({ label, status: 200 });
      expect(res.json()).toMatchObject({ received: true });
    }
    const after = await snapshot();
    expect(after.users).toEqual(baseline.users);
    // Paid sessions of this site without a usable address are recorded as fulfilled, granting nothing.
    const added = after.checkouts.filter((c) => !baseline.checkouts.some((b) => b.id === c.id));
    for (const row of added) expect(row).toMatchObject({ userId: null, createdAccount: false, email: null });
    expect(after.checkouts.filter((c) => baseline.checkouts.some((b) => b.id === c.id))).toEqual(baseline.checkouts);
    // No event row is longer than its column allows, and none was stored for a body that is not an event.
    const events = await t.database.db.select().from(stripeEvents);
    for (const e of events) expect(e.type.length).toBeLessThanOrEqual(100);
  });

  it('keeps the usable part of a partly odd event, cleaned', async () => {
    // A subscription update whose period end is no time keeps the stored period end.
    const periodBefore = (await t.database.db.select().from(users).where(eq(users.email, 'member@example.com')))[0]!.subscriptionCurrentPeriodEnd;
    const res = await send(event('customer.subscription.updated', { id: subscriptionId, object: 'subscription', status: 'past_due', customer: null, current_period_end: 1e20, items: { data: [{ current_period_end: -5 }] } }));
    expect(res.statusCode).toBe(200);
    const [member] = await t.database.db.select().from(users).where(eq(users.email, 'member@example.com'));
    expect(member).toMatchObject({ subscriptionStatus: 'past_due', userTier: 'free', stripeCustomerId: baseline.users[0]!.stripeCustomerId });
    expect(member!.subscriptionCurrentPeriodEnd).toEqual(periodBefore);

    // A paid Lifetime Pro checkout whose customer id is unreadable is granted without it.
    const odd = paidSession({ customer: { id: `cus_${'y'.repeat(300)}` }, customer_details: { email: 'ok@example.com' } });
    expect((await send(event('checkout.session.completed', odd))).statusCode).toBe(200);
    const [ok] = await t.database.db.select().from(users).where(eq(users.email, 'ok@example.com'));
    expect(ok).toMatchObject({ lifetimeAccess: true, userTier: 'premium', stripeCustomerId: null });

    // A tip with characters PostgreSQL refuses in its band name, an odd amount and currency.
    const tip = paidSession({
      metadata: { kind: 'tip', bandName: 'The\u0000 Lone\ud800 Surrogates\u0007' },
      customer_details: { email: 'Tipper@Example.com' },
      amount_total: 1e15,
      currency: 'us dollars',
    });
    expect((await send(event('checkout.session.completed', tip))).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, tip.id));
    expect(row).toMatchObject({ kind: 'tip', bandName: 'The Lone Surrogates', email: 'tipper@example.com', amountCents: 0, currency: 'usd', userId: null });
    const receipt = (await readOutbox(dataDir)).find(
      (m) => mailHeader(m, 'To') === 'tipper@example.com',
    );
    expect(mailText(receipt!)).toContain('Band name: The Lone Surrogates');
  });

  it('still refuses a bad signature with 400', async () => {
    const payload = event('customer.created', {});
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other', timestamp: nowSeconds() }) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_SIGNATURE');
  });
});
