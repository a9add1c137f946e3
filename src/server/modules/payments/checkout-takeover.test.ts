// Paying with someone else's e-mail address buys for their account but never opens it: the
// payer's browser is not signed in as it, the account keeps its provider customer, and its owner
// gets a sign-in link by e-mail. Run through Stripe (the official SDK against the loopback
// Stripe-shaped server) and through the local test checkout. Each browser is its own cookie jar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { TestBrowser } from '@server/testing/test-browser';
import { checkoutSessions, users } from '@server/db/schema/index';
import { mailHeader, mailLink, readOutbox } from '@server/testing/mail-testing';
import type { StripeTestServer } from '@server/testing/stripe-test-server';
import { createStripeModeApp, type StripeModeApp } from '@server/testing/stripe-mode-app';

const PUBLIC_URL = 'https://bands.example';
const WEBHOOK_SECRET = 'whsec_takeover_test';
const VICTIM = 'victim@example.com';

/** Mails to the address that carry a sign-in link (a purchase's confirmation carries one). */
const signInMailsTo = async (dataDir: string, email: string) =>
  (await readOutbox(dataDir)).filter((m) => mailHeader(m, 'To') === email && mailLink(m, '/api/auth/verify?token=') !== undefined);

async function accountOf(t: TestApp, email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  expect(row).toBeDefined();
  return row!;
}

describe('checkout takeover through Stripe', () => {
  let t: TestApp;
  let fake: StripeTestServer;
  let dataDir: string;
  let stripeMode: StripeModeApp;
  const stripe = new Stripe('sk_test_unused');
  const app = () => t;
  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
  let eventCounter = 0;

  beforeAll(async () => {
    stripeMode = await createStripeModeApp({ webhookSecret: WEBHOOK_SECRET, env: { PUBLIC_URL } });
    ({ t, fake, dataDir } = stripeMode);
  });
  afterAll(async () => {
    await stripeMode.close();
  });

  async function checkout(browser: TestBrowser, priceType: 'monthly' | 'lifetime', email?: string) {
    const res = await browser.request('POST', '/api/create-subscription', { priceType, ...(email ? { email } : {}) });
    expect(res.statusCode).toBe(200);
    return fake.sessions.get(res.json().sessionUrl.split('/').pop())!;
  }

  function deliver(type: string, object: unknown) {
    const payload = JSON.stringify({ id: `evt_takeover_${++eventCounter}`, object: 'event', type, created: nowSeconds(), data: { object } });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: nowSeconds() });
    return t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
  }

  const victim = new TestBrowser(app);
  const attacker = new TestBrowser(app);
  const subscriber = new TestBrowser(app);
  const SUBSCRIBER = 'subscriber@example.com';
  let victimCustomer: string;
  let victimSubscription: string;

  it('the victim buys Monthly Pro and is signed in by the checkout that created the account', async () => {
    const session = await checkout(victim, 'monthly', VICTIM);
    fake.pay(session.id, { email: VICTIM, now: nowSeconds() });
    const res = await victim.request('GET', `/api/payment-success/${session.id}`);
    expect(res.json()).toMatchObject({ success: true, email: VICTIM, signedIn: true, signInByEmail: false });
    expect((await victim.me())?.email).toBe(VICTIM);
    // The victim opens the confirmation's link in the same browser, which keeps it signed in.
    const [confirmation] = await signInMailsTo(dataDir, VICTIM);
    expect((await victim.request('GET', mailLink(confirmation!, '/api/auth/verify?token=')!.replace(PUBLIC_URL, ''))).statusCode).toBe(302);
    expect((await victim.me())?.email).toBe(VICTIM);
    const account = await accountOf(t, VICTIM);
    victimCustomer = account.stripeCustomerId!;
    victimSubscription = account.stripeSubscriptionId!;
    expect(victimCustomer).toBe(session.customer);
    expect(victimSubscription).toBe(session.subscription);
  });

  it('an attacker paying Lifetime Pro with the victim\'s address is not signed in as the victim', async () => {
    const mailsBefore = await signInMailsTo(dataDir, VICTIM);
    const session = await checkout(attacker, 'lifetime', VICTIM);
    fake.pay(session.id, { email: VICTIM, now: nowSeconds() });
    expect(session.customer).not.toBe(victimCustomer);

    const res = await attacker.request('GET', `/api/payment-success/${session.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      email: VICTIM,
      userId: null,
      plan: 'lifetime',
      amount: 29,
      recordConversion: true,
      signedIn: false,
      signInByEmail: true,
    });
    expect(res.cookies.find((c) => c.name === 'bns_session')).toBeUndefined();
    expect(attacker.cookie).toBeUndefined();
    expect(await attacker.me()).toBeNull();
    expect((await attacker.request('GET', '/api/billing/subscription')).statusCode).toBe(401);

    // The purchase is on the victim's account, which keeps its customer; the Monthly Pro it
    // replaces stops charging (the account now has lifetime access).
    const account = await accountOf(t, VICTIM);
    expect(account).toMatchObject({ lifetimeAccess: true, userTier: 'premium', stripeCustomerId: victimCustomer, stripeSubscriptionId: victimSubscription, subscriptionStatus: 'canceled' });
    expect(fake.subscriptions.get(victimSubscription)?.status).toBe('canceled');
    const [row] = await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
    expect(row).toMatchObject({ userId: account.id, createdAccount: false, customerId: session.customer });

    // The owner got a sign-in link, and it opens the victim's account (for the owner only).
    // The new mail is the one not there before (under the fixed clock the outbox's file names share
    // one timestamp, so their order says nothing).
    const mails = await signInMailsTo(dataDir, VICTIM);
    expect(mails).toHaveLength(mailsBefore.length + 1);
    const link = mailLink(mails.find((m) => !mailsBefore.includes(m))!, '/api/auth/verify?token=')!;
    const owner = new TestBrowser(app);
    const opened = await owner.request('GET', link.replace(PUBLIC_URL, ''));
    expect(opened.statusCode).toBe(302);
    expect((await owner.me())?.email).toBe(VICTIM);

    // The victim's own browser is still the victim's.
    expect((await victim.me())?.email).toBe(VICTIM);
  });

  it('a second subscription by another customer never replaces the customer or the live subscription', async () => {
    // A subscriber with a live Monthly Pro of their own.
    const first = await checkout(subscriber, 'monthly', SUBSCRIBER);
    fake.pay(first.id, { email: SUBSCRIBER, now: nowSeconds() });
    await subscriber.request('GET', `/api/payment-success/${first.id}`);
    const { stripeCustomerId: customer, stripeSubscriptionId: live } = await accountOf(t, SUBSCRIBER);

    // The attacker has an account of their own this time, and the webhook arrives before /success.
    const own = await checkout(attacker, 'lifetime', 'attacker@example.com');
    fake.pay(own.id, { email: 'attacker@example.com', now: nowSeconds() });
    await attacker.request('GET', `/api/payment-success/${own.id}`);
    expect((await attacker.me())?.email).toBe('attacker@example.com');

    const mailsBefore = (await signInMailsTo(dataDir, SUBSCRIBER)).length;
    const session = await checkout(attacker, 'monthly', SUBSCRIBER);
    fake.pay(session.id, { email: SUBSCRIBER, now: nowSeconds() });
    expect((await deliver('checkout.session.completed', fake.sessions.get(session.id))).statusCode).toBe(200);
    const res = await attacker.request('GET', `/api/payment-success/${session.id}`);
    expect(res.json()).toMatchObject({ signedIn: false, signInByEmail: true, userId: null });
    expect((await attacker.me())?.email).toBe('attacker@example.com');

    const account = await accountOf(t, SUBSCRIBER);
    expect(account).toMatchObject({ stripeCustomerId: customer, stripeSubscriptionId: live, subscriptionStatus: 'active' });
    // Later events of the unattached subscription change nothing on the account either.
    const other = fake.setSubscription(session.subscription!, { status: 'canceled' });
    await deliver('customer.subscription.deleted', other);
    expect(await accountOf(t, SUBSCRIBER)).toMatchObject({ stripeCustomerId: customer, stripeSubscriptionId: live, subscriptionStatus: 'active' });
    expect(await signInMailsTo(dataDir, SUBSCRIBER)).toHaveLength(mailsBefore + 1);
  });

  it('a subscription bought by another customer is attached when the account has none live, and managed where it lives', async () => {
    const anon = new TestBrowser(app);
    const first = await checkout(anon, 'lifetime', 'lapsed@example.com');
    fake.pay(first.id, { email: 'lapsed@example.com', now: nowSeconds() });
    await anon.request('GET', `/api/payment-success/${first.id}`);
    const before = await accountOf(t, 'lapsed@example.com');

    const other = new TestBrowser(app);
    const session = await checkout(other, 'monthly', 'lapsed@example.com');
    fake.pay(session.id, { email: 'lapsed@example.com', now: nowSeconds() });
    expect((await other.request('GET', `/api/payment-success/${session.id}`)).json()).toMatchObject({ signedIn: false, signInByEmail: true });
    expect(await other.me()).toBeNull();
    const after = await accountOf(t, 'lapsed@example.com');
    expect(after).toMatchObject({ stripeCustomerId: before.stripeCustomerId, stripeSubscriptionId: session.subscription, subscriptionStatus: 'active' });

    // The owner manages that subscription in the portal of the customer that holds it.
    const portal = await anon.request('POST', '/api/billing/portal');
    expect(portal.statusCode).toBe(200);
    expect(fake.requests.at(-1)!.body).toMatchObject({ customer: session.customer });
  });

  it('a buyer signed in as the account pays as its own customer and stays signed in', async () => {
    // The subscriber upgrades to Lifetime Pro.
    const { stripeCustomerId: customer, stripeSubscriptionId: live } = await accountOf(t, SUBSCRIBER);
    const session = await checkout(subscriber, 'lifetime');
    expect(fake.requests.at(-1)!.body).toMatchObject({ customer });
    expect(fake.requests.at(-1)!.body).not.toHaveProperty('customer_email');
    expect(fake.requests.at(-1)!.body).not.toHaveProperty('customer_creation');
    fake.pay(session.id, { email: SUBSCRIBER, now: nowSeconds() });
    const cookieBefore = subscriber.cookie;
    const res = await subscriber.request('GET', `/api/payment-success/${session.id}`);
    expect(res.json()).toMatchObject({ signedIn: true, signInByEmail: false, userId: (await accountOf(t, SUBSCRIBER)).id });
    expect(subscriber.cookie).toBe(cookieBefore);
    expect(await accountOf(t, SUBSCRIBER)).toMatchObject({ stripeCustomerId: customer, lifetimeAccess: true, subscriptionStatus: 'canceled' });
    expect(fake.subscriptions.get(live!)?.status).toBe('canceled');
    // Stripe's own event for that cancellation changes nothing more.
    expect((await deliver('customer.subscription.deleted', fake.subscriptions.get(live!))).statusCode).toBe(200);
    expect((await accountOf(t, SUBSCRIBER)).lifetimeAccess).toBe(true);
  });

  it('a member is not sold what the account already has, through Stripe either', async () => {
    const before = fake.requests.length;
    for (const priceType of ['monthly', 'lifetime']) {
      const res = await subscriber.request('POST', '/api/create-subscription', { priceType });
      expect(res.statusCode, priceType).toBe(409);
      expect(res.json().code).toBe('ALREADY_PREMIUM');
    }
    expect(fake.requests).toHaveLength(before);
  });
});

describe('checkout takeover through the local test checkout', () => {
  let t: TestApp;
  let dataDir: string;
  const app = () => t;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bns-takeover-local-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir, PUBLIC_URL } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function buy(browser: TestBrowser, priceType: 'monthly' | 'lifetime', email: string, startEmail: string | undefined = email) {
    const start = await browser.request('POST', '/api/create-subscription', { priceType, ...(startEmail ? { email: startEmail } : {}) });
    const id = new URL(start.json().sessionUrl, 'http://x').searchParams.get('session_id')!;
    const pay = await browser.request('POST', `/api/test-checkout/sessions/${id}/pay`, { email });
    expect(pay.statusCode).toBe(200);
    return { id, success: await browser.request('GET', `/api/payment-success/${id}`) };
  }

  it('the attacker is not signed in as the victim, the customer id is unchanged, the owner is e-mailed', async () => {
    const victim = new TestBrowser(app);
    const mine = await buy(victim, 'lifetime', VICTIM);
    expect(mine.success.json()).toMatchObject({ signedIn: true, signInByEmail: false });
    const victimCustomer = (await accountOf(t, VICTIM)).stripeCustomerId;
    expect(victimCustomer).toMatch(/^cus_test_local_/);
    const mailsBefore = (await signInMailsTo(dataDir, VICTIM)).length;

    const attacker = new TestBrowser(app);
    const theirs = await buy(attacker, 'monthly', VICTIM);
    expect(theirs.success.json()).toMatchObject({ success: true, email: VICTIM, userId: null, plan: 'monthly', signedIn: false, signInByEmail: true });
    expect(attacker.cookie).toBeUndefined();
    expect(await attacker.me()).toBeNull();

    const account = await accountOf(t, VICTIM);
    expect(account.stripeCustomerId).toBe(victimCustomer);
    const [row] = await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, theirs.id));
    // A new customer for the attacker's checkout, not the victim's.
    expect(row!.customerId).not.toBe(victimCustomer);
    expect(row).toMatchObject({ userId: account.id, createdAccount: false });

    const mails = await signInMailsTo(dataDir, VICTIM);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mailLink(mails.at(-1)!, '/api/auth/verify?token=')).toMatch(/^https:\/\/bands\.example\/api\/auth\/verify\?token=/);
  });

  it('also when the attacker changes the address on the checkout page', async () => {
    const attacker = new TestBrowser(app);
    const theirs = await buy(attacker, 'lifetime', VICTIM, 'attacker-start@example.com');
    expect(theirs.success.json()).toMatchObject({ signedIn: false, signInByEmail: true });
    expect(await attacker.me()).toBeNull();
  });

  it('a buyer signed in as the account reuses its customer on the local checkout', async () => {
    const owner = new TestBrowser(app);
    await buy(owner, 'monthly', 'owner@example.com');
    const customer = (await accountOf(t, 'owner@example.com')).stripeCustomerId;
    const again = await buy(owner, 'lifetime', 'owner@example.com', undefined);
    expect(again.success.json()).toMatchObject({ signedIn: true, signInByEmail: false });
    const [row] = await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, again.id));
    expect(row!.customerId).toBe(customer);
    expect(await accountOf(t, 'owner@example.com')).toMatchObject({ stripeCustomerId: customer, lifetimeAccess: true, subscriptionStatus: 'canceled' });
  });
});
