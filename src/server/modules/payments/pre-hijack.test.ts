// Pre-hijacking through checkout: paying with an address nobody has registered yet creates the
// account and signs the paying browser in, but only with an unverified session. It works for the
// premium tools for 24 hours at most, and ends the moment the address's owner signs in by an
// e-mailed link, so a payer using someone else's address never sees what the owner saves. The
// confirmation e-mail carries the link that proves the address. Through the local test checkout
// and through Stripe (the official SDK against the loopback Stripe-shaped server); each browser
// is its own cookie jar.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { createTestApp, TEST_NOW, type TestApp } from '@server/testing/app-harness';
import { mailHeader, mailLink, mailText, readOutbox } from '@server/testing/mail-testing';
import { users } from '@server/db/schema/index';
import { createStripeModeApp, type StripeModeApp } from '@server/testing/stripe-mode-app';
import { TestBrowser } from '@server/testing/test-browser';
import { signInDeliveriesSettled } from '../auth/sign-in.service';
import { ORDINARY_KIT } from '../press-kit/press-kit-fixtures';

const PUBLIC_URL = 'https://bands.example';
const HOUR = 3600_000;

/** The newest mail to an address that carries a sign-in link, and that link. */
async function latestLink(dataDir: string, email: string, subject: RegExp): Promise<string> {
  await signInDeliveriesSettled();
  const mails = (await readOutbox(dataDir)).filter((m) => mailHeader(m, 'To') === email && subject.test(mailHeader(m, 'Subject') ?? ''));
  const link = mails.length > 0 ? mailLink(mails.at(-1)!, '/api/auth/verify?token=') : undefined;
  if (!link) throw new Error(`no mail to ${email} matching ${subject} with a sign-in link`);
  return link;
}

/**
 * The review's sequence: browser A pays as the victim's address (new to the site); the victim
 * signs in by an e-mailed link in browser B and saves work; browser A is out.
 */
async function preHijackSequence(app: () => TestApp, victim: string, pay: (browser: TestBrowser) => Promise<void>, link: () => Promise<string>) {
  const payer = new TestBrowser(app);
  await pay(payer);
  // The checkout signed the payer in, unverified: the premium tools work.
  expect(await payer.me()).toMatchObject({ email: victim, isPremium: true });
  expect((await payer.request('GET', '/api/premium/library')).statusCode).toBe(200);

  const owner = new TestBrowser(app);
  expect((await owner.open(await link())).statusCode).toBe(302);
  expect(await owner.me()).toMatchObject({ email: victim, isPremium: true });
  expect((await owner.request('POST', '/api/premium/saved-names', { names: ['The Owner Only Knows'] })).statusCode).toBe(200);
  expect((await owner.request('PUT', '/api/premium/press-kit', { content: ORDINARY_KIT })).statusCode).toBe(200);

  const library = await payer.request('GET', '/api/premium/library');
  expect(library.statusCode).toBe(401);
  expect(library.body).not.toContain('The Owner Only Knows');
  expect((await payer.request('GET', '/api/premium/press-kit')).statusCode).toBe(401);
  expect(await payer.me()).toBeNull();
  // The owner keeps their session and their work.
  expect((await owner.request('GET', '/api/premium/library')).body).toContain('The Owner Only Knows');
}

describe('pre-hijacking through the local test checkout', () => {
  let t: TestApp;
  let dataDir: string;
  const app = () => t;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bns-prehijack-local-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir, PUBLIC_URL } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => t.clock.set(TEST_NOW));

  async function pay(browser: TestBrowser, email: string) {
    const start = await browser.request('POST', '/api/create-subscription', { priceType: 'lifetime', email });
    const id = new URL(start.json().sessionUrl, 'http://x').searchParams.get('session_id')!;
    expect((await browser.request('POST', `/api/test-checkout/sessions/${id}/pay`, { email })).statusCode).toBe(200);
    const confirmed = await browser.request('GET', `/api/payment-success/${id}`);
    expect(confirmed.json()).toMatchObject({ success: true, email, signedIn: true });
    return confirmed;
  }

  it('the payer is out once the owner signs in by e-mailed link and saves work', async () => {
    const victim = 'victim@example.com';
    await preHijackSequence(app, victim, (b) => pay(b, victim).then(() => undefined), async () => {
      // The owner asks for a link on /premium-signin, in their own browser.
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-premium-email', payload: { email: victim } })).statusCode).toBe(200);
      return latestLink(dataDir, victim, /sign-in link/);
    });
  });

  it('an unverified checkout session works for 24 hours at most (fixed clock)', async () => {
    const payer = new TestBrowser(app);
    const confirmed = await pay(payer, 'day-pass@example.com');
    const cookie = confirmed.cookies.find((c) => c.name === 'bns_session')!;
    expect(cookie.expires?.getTime()).toBe(Date.parse(TEST_NOW) + 24 * HOUR);

    t.clock.advance(24 * HOUR - 1000);
    expect((await payer.request('GET', '/api/premium/library')).statusCode).toBe(200);
    expect((await payer.request('GET', '/api/premium/bonus-report')).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await payer.request('GET', '/api/premium/library')).statusCode).toBe(401);
    expect((await payer.request('GET', '/api/premium/bonus-report')).statusCode).toBe(401);
    expect(await payer.me()).toBeNull();
  });

  it("the confirmation e-mail's link verifies the address: the browser that opens it stays signed in", async () => {
    const email = 'keeper@example.com';
    const buyer = new TestBrowser(app);
    await pay(buyer, email);
    const checkoutCookie = buyer.cookie;
    const link = await latestLink(dataDir, email, /payment is confirmed/);
    expect(link.startsWith(`${PUBLIC_URL}/api/auth/verify?token=`)).toBe(true);
    expect((await buyer.open(link)).headers.location).toBe('/?auth=success&email=keeper%40example.com');
    expect(buyer.cookie).not.toBe(checkoutCookie);

    t.clock.advance(3 * 24 * HOUR);
    expect((await buyer.request('GET', '/api/premium/library')).statusCode).toBe(200);
    expect(await buyer.me()).toMatchObject({ email, isPremium: true });
  });

  it('the confirmation e-mail reads the same whether or not the address had an account before', async () => {
    await t.database.db.insert(users).values({ username: 'had-one@example.com', email: 'had-one@example.com' });
    await pay(new TestBrowser(app), 'first-time@example.com');
    const returning = new TestBrowser(app);
    const start = await returning.request('POST', '/api/create-subscription', { priceType: 'lifetime', email: 'had-one@example.com' });
    const id = new URL(start.json().sessionUrl, 'http://x').searchParams.get('session_id')!;
    await returning.request('POST', `/api/test-checkout/sessions/${id}/pay`, { email: 'had-one@example.com' });
    const confirmation = async (email: string) => {
      const mails = (await readOutbox(dataDir)).filter((m) => mailHeader(m, 'To') === email);
      expect(mails).toHaveLength(1);
      return mailText(mails[0]!)
        .replaceAll(email, 'EMAIL')
        .replace(/cs_test_local_\w+/g, 'REFERENCE')
        .replace(/token=[\w-]+/g, 'token=TOKEN');
    };
    const mailToNew = await confirmation('first-time@example.com');
    expect(mailToNew).toContain('token=TOKEN');
    expect(await confirmation('had-one@example.com')).toBe(mailToNew);
  });

  it('signing in by link ends only unverified sessions: a verified one elsewhere stays', async () => {
    const email = 'two-devices@example.com';
    const laptop = new TestBrowser(app);
    await pay(laptop, email);
    await laptop.open(await latestLink(dataDir, email, /payment is confirmed/));
    const phone = new TestBrowser(app);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-premium-email', payload: { email } })).statusCode).toBe(200);
    await phone.open(await latestLink(dataDir, email, /sign-in link/));
    expect(await phone.me()).toMatchObject({ email });
    expect(await laptop.me()).toMatchObject({ email });
  });
});

describe('pre-hijacking through Stripe', () => {
  const WEBHOOK_SECRET = 'whsec_prehijack_test';
  const stripe = new Stripe('sk_test_unused');
  let stripeMode: StripeModeApp;
  let t: TestApp;
  let eventCounter = 0;
  const app = () => t;
  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

  beforeAll(async () => {
    stripeMode = await createStripeModeApp({ webhookSecret: WEBHOOK_SECRET, env: { PUBLIC_URL } });
    t = stripeMode.t;
  });
  afterAll(async () => {
    await stripeMode.close();
  });
  beforeEach(() => t.clock.set(TEST_NOW));

  function deliver(type: string, object: unknown) {
    const payload = JSON.stringify({ id: `evt_prehijack_${++eventCounter}`, object: 'event', type, created: nowSeconds(), data: { object } });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: nowSeconds() });
    return t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
  }

  async function pay(browser: TestBrowser, priceType: 'monthly' | 'lifetime', email: string, webhookFirst: boolean) {
    const start = await browser.request('POST', '/api/create-subscription', { priceType, email });
    const session = stripeMode.fake.sessions.get(start.json().sessionUrl.split('/').pop())!;
    stripeMode.fake.pay(session.id, { email, now: nowSeconds() });
    if (webhookFirst) expect((await deliver('checkout.session.completed', stripeMode.fake.sessions.get(session.id))).statusCode).toBe(200);
    const confirmed = await browser.request('GET', `/api/payment-success/${session.id}`);
    expect(confirmed.json()).toMatchObject({ success: true, email, signedIn: true });
    return confirmed;
  }

  it('the payer is out once the owner opens the confirmation e-mail\'s link (webhook first)', async () => {
    const victim = 'stripe-victim@example.com';
    await preHijackSequence(app, victim, (b) => pay(b, 'monthly', victim, true).then(() => undefined), () =>
      latestLink(stripeMode.dataDir, victim, /payment is confirmed/),
    );
  });

  it('an unverified checkout session works for 24 hours at most (/success first)', async () => {
    const payer = new TestBrowser(app);
    await pay(payer, 'lifetime', 'stripe-day-pass@example.com', false);
    t.clock.advance(24 * HOUR - 1000);
    expect((await payer.request('GET', '/api/premium/library')).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await payer.request('GET', '/api/premium/library')).statusCode).toBe(401);
  });
});
