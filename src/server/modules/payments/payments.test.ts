// The embedded default (no Stripe keys): the whole premium journey through the local test
// checkout, which drives the same event handler as Stripe's webhooks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { checkoutSessions, stripeEvents, users } from '@server/db/schema/index';
import { mailHeader, mailHtml, mailLink, mailText, readOutbox } from '@server/testing/mail-testing';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bns-checkout-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1:3999' } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const sessionCookie = (res: { cookies: Array<{ name: string; value: string }> }) => res.cookies.find((c) => c.name === 'bns_session')?.value;

const outbox = () => readOutbox(dataDir);

async function startCheckout(payload: object, url = '/api/create-subscription') {
  const res = await t.app.inject({ method: 'POST', url, payload });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const sessionIdOf = (url: string) => new URL(url, 'http://x').searchParams.get('session_id')!;

describe('local test checkout: Lifetime Pro', () => {
  let sessionId: string;
  let cookie: string | undefined;

  it('create-subscription answers the local checkout address', async () => {
    const { sessionUrl } = await startCheckout({ priceType: 'lifetime', email: 'Singer@Example.com ' });
    expect(sessionUrl).toMatch(/^\/test-checkout\?session_id=cs_test_local_[0-9a-f]{24}$/);
    sessionId = sessionIdOf(sessionUrl);
    const res = await t.app.inject({ method: 'GET', url: `/api/test-checkout/sessions/${sessionId}` });
    expect(res.json()).toEqual({ id: sessionId, kind: 'plan', plan: 'lifetime', amount: 29, email: 'singer@example.com', bandName: null, status: 'open' });
  });

  it('is not confirmed before it is paid', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/payment-success/${sessionId}` });
    expect(res.statusCode).toBe(409);
  });

  it('paying fulfils through a checkout.session.completed event and redirects to /success', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/test-checkout/sessions/${sessionId}/pay`, payload: { email: 'singer@example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirectUrl: `/success?session_id=${sessionId}&type=lifetime` });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'singer@example.com'));
    expect(user).toMatchObject({ username: 'singer@example.com', userTier: 'premium', lifetimeAccess: true });
    expect(user!.stripeCustomerId).toMatch(/^cus_test_local_/);
    const events = await t.database.db.select().from(stripeEvents);
    expect(events.map((e) => e.type)).toContain('checkout.session.completed');
  });

  it('cannot be paid twice', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/test-checkout/sessions/${sessionId}/pay`, payload: { email: 'other@example.com' } });
    expect(res.statusCode).toBe(409);
  });

  it('payment-success confirms, signs the buyer in and asks for the conversion once', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/payment-success/${sessionId}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, email: 'singer@example.com', plan: 'lifetime', amount: 29, recordConversion: true, signedIn: true });
    expect(body.userId).toEqual(expect.any(Number));
    cookie = sessionCookie(res);
    expect(cookie).toBeTruthy();
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const again = await t.app.inject({ method: 'GET', url: `/api/payment-success/${sessionId}`, cookies: { bns_session: cookie! } });
    expect(again.json()).toMatchObject({ success: true, recordConversion: false, signedIn: true });
    expect(sessionCookie(again)).toBeUndefined();

    // Someone else who learns the session id later is not signed in.
    const stranger = await t.app.inject({ method: 'GET', url: `/api/payment-success/${sessionId}` });
    expect(stranger.json()).toMatchObject({ recordConversion: false, signedIn: false });
    expect(sessionCookie(stranger)).toBeUndefined();
  });

  it('sends one confirmation e-mail carrying a working sign-in link, once; the link keeps the browser signed in', async () => {
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    const [confirmation] = mails;
    expect(mailHeader(confirmation!, 'To')).toBe('singer@example.com');
    expect(mailHeader(confirmation!, 'Subject')).toMatch(/payment is confirmed/);
    expect(mailText(confirmation!)).toContain('Lifetime Access');
    expect(mailText(confirmation!)).toContain('$29.00 once');
    expect(mailText(confirmation!)).toContain('Open it in the browser you paid with to keep that browser signed in');
    const link = mailLink(confirmation!, '/api/auth/verify?token=');
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:3999\/api\/auth\/verify\?token=[A-Za-z0-9_-]{43}$/);
    // Opened in the browser that paid: it is now signed in for good (its checkout session is replaced).
    const res = await t.app.inject({ method: 'GET', url: link!.replace('http://127.0.0.1:3999', ''), cookies: { bns_session: cookie! } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?auth=success&email=singer%40example.com');
    const checkoutCookie = cookie!;
    cookie = sessionCookie(res);
    expect(cookie).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { bns_session: checkoutCookie } })).json()).toEqual({ user: null });
  });

  it('the buyer can use premium endpoints; after sign-out they answer 401', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { bns_session: cookie! } });
    expect(me.json()).toEqual({ user: { id: expect.any(Number), email: 'singer@example.com', isPremium: true } });
    const report = await t.app.inject({ method: 'GET', url: '/api/premium/bonus-report', cookies: { bns_session: cookie! } });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.headers['content-disposition']).toBe('attachment; filename="gig-strategy-special-report.pdf"');
    expect(report.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const billing = await t.app.inject({ method: 'GET', url: '/api/billing/subscription', cookies: { bns_session: cookie! } });
    expect(billing.json()).toMatchObject({ plan: 'lifetime', isPremium: true, testMode: true, canManageBilling: false });

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { bns_session: cookie! } });
    expect(out.json()).toEqual({ success: true });
    const after = await t.app.inject({ method: 'GET', url: '/api/premium/bonus-report', cookies: { bns_session: cookie! } });
    expect(after.statusCode).toBe(401);
  });
});

describe('local test checkout: Monthly Pro, plan change, cancel and manage', () => {
  let cookie: string;

  it('lets the buyer switch plan on the checkout page', async () => {
    const { sessionUrl } = await startCheckout({ priceType: 'lifetime' });
    const id = sessionIdOf(sessionUrl);
    const res = await t.app.inject({ method: 'POST', url: `/api/test-checkout/sessions/${id}/pay`, payload: { email: 'bassist@example.com', plan: 'monthly' } });
    expect(res.json()).toEqual({ redirectUrl: `/success?session_id=${id}&type=monthly` });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'bassist@example.com'));
    expect(user).toMatchObject({ userTier: 'premium', lifetimeAccess: false, subscriptionStatus: 'active' });
    expect(user!.stripeSubscriptionId).toMatch(/^sub_test_local_/);
    expect(user!.subscriptionCurrentPeriodEnd?.toISOString()).toBe('2026-04-14T12:00:00.000Z');
    const ok = await t.app.inject({ method: 'GET', url: `/api/payment-success/${id}` });
    expect(ok.json()).toMatchObject({ plan: 'monthly', amount: 7, recordConversion: true });
    cookie = sessionCookie(ok)!;
  });

  it('the local billing portal cancels at the end of the paid period (customer.subscription.updated)', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/api/billing/subscription', cookies: { bns_session: cookie } });
    expect(status.json()).toMatchObject({ plan: 'monthly', status: 'active', isPremium: true, canManageBilling: true, currentPeriodEnd: '2026-04-14T12:00:00.000Z', cancelAt: null });
    const portal = await t.app.inject({ method: 'POST', url: '/api/billing/portal', cookies: { bns_session: cookie } });
    expect(portal.json()).toEqual({ url: '/test-checkout?manage=1' });

    const cancel = await t.app.inject({ method: 'POST', url: '/api/test-checkout/subscription/cancel', cookies: { bns_session: cookie } });
    expect(cancel.json()).toEqual({ redirectUrl: '/premium' });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'bassist@example.com'));
    // The month already paid for is kept (cancel-at-period-end.test.ts follows it past the end).
    expect(user).toMatchObject({ subscriptionStatus: 'active', userTier: 'premium' });
    expect(user!.subscriptionCancelAt?.toISOString()).toBe('2026-04-14T12:00:00.000Z');
    const events = await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.type, 'customer.subscription.updated'));
    expect(events).toHaveLength(1);

    const report = await t.app.inject({ method: 'GET', url: '/api/premium/bonus-report', cookies: { bns_session: cookie } });
    expect(report.statusCode).toBe(200);
    const twice = await t.app.inject({ method: 'POST', url: '/api/test-checkout/subscription/cancel', cookies: { bns_session: cookie } });
    expect(twice.statusCode).toBe(409);
  });

  it('cancelling a checkout goes back to the plans and cannot then be paid', async () => {
    const { sessionUrl } = await startCheckout({ priceType: 'monthly' });
    const id = sessionIdOf(sessionUrl);
    const res = await t.app.inject({ method: 'POST', url: `/api/test-checkout/sessions/${id}/cancel` });
    expect(res.json()).toEqual({ redirectUrl: '/subscribe' });
    const pay = await t.app.inject({ method: 'POST', url: `/api/test-checkout/sessions/${id}/pay`, payload: { email: 'late@example.com' } });
    expect(pay.statusCode).toBe(409);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'late@example.com'))).toEqual([]);
  });

  it('answers 404 for unknown sessions and 400 for malformed ids', async () => {
    for (const url of ['/api/test-checkout/sessions/cs_nope', '/api/payment-success/cs_nope']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    for (const url of ['/api/payment-success/..%2F..%2Fetc', '/api/test-checkout/sessions/cs_%00', '/api/payment-success/%00']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(400);
    }
  });
});

describe('a member who already has a plan', () => {
  const email = 'upgrader@example.com';
  let cookie: string;
  const asMember = (payload: object) => t.app.inject({ method: 'POST', url: '/api/create-subscription', payload, cookies: { bns_session: cookie } });
  const account = async () => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;

  it('is not sold a second Monthly Pro while the first is live', async () => {
    const { sessionUrl } = await startCheckout({ priceType: 'monthly', email });
    const id = sessionIdOf(sessionUrl);
    await t.app.inject({ method: 'POST', url: `/api/test-checkout/sessions/${id}/pay`, payload: { email } });
    cookie = sessionCookie(await t.app.inject({ method: 'GET', url: `/api/payment-success/${id}` }))!;
    // The welcome e-mail says where to cancel, in both its parts.
    const welcome = (await outbox()).filter((m) => mailHeader(m, 'To') === email && /Welcome/.test(mailHeader(m, 'Subject') ?? ''));
    expect(welcome).toHaveLength(1);
    expect(mailText(welcome[0]!)).toContain('You can cancel or manage your subscription at any time from http://127.0.0.1:3999/premium.');
    expect(mailHtml(welcome[0]!)).toContain('You can cancel or manage your subscription at any time from <a href="http://127.0.0.1:3999/premium">');
    const again = await asMember({ priceType: 'monthly' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_PREMIUM', error: expect.stringContaining('already have a Monthly Pro subscription') });
  });

  it('upgrades to Lifetime Pro, and the monthly subscription stops charging', async () => {
    const subscriptionId = (await account()).stripeSubscriptionId;
    const start = await asMember({ priceType: 'lifetime' });
    expect(start.statusCode).toBe(200);
    const id = sessionIdOf(start.json().sessionUrl);
    await t.app.inject({ method: 'POST', url: `/api/test-checkout/sessions/${id}/pay`, payload: { email } });
    await t.app.inject({ method: 'GET', url: `/api/payment-success/${id}`, cookies: { bns_session: cookie } });
    expect(await account()).toMatchObject({ lifetimeAccess: true, userTier: 'premium', stripeSubscriptionId: subscriptionId, subscriptionStatus: 'canceled' });
    const [row] = await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.subscriptionId, subscriptionId!));
    expect(row!.subscriptionStatus).toBe('canceled');
    const status = await t.app.inject({ method: 'GET', url: '/api/billing/subscription', cookies: { bns_session: cookie } });
    expect(status.json()).toMatchObject({ plan: 'lifetime', status: 'active', isPremium: true });
    // Nothing is left to cancel: the portal's cancel finds no live subscription.
    expect((await t.app.inject({ method: 'POST', url: '/api/test-checkout/subscription/cancel', cookies: { bns_session: cookie } })).statusCode).toBe(409);
  });

  it('has nothing more to buy with Lifetime Pro', async () => {
    for (const priceType of ['monthly', 'lifetime']) {
      const res = await asMember({ priceType });
      expect(res.statusCode, priceType).toBe(409);
      expect(res.json().error).toBe('You already have Lifetime Pro, so there is nothing more to buy.');
    }
  });

  it('an address typed by a visitor who is not signed in as it gets a checkout, so nobody learns who has a plan', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/create-subscription', payload: { priceType: 'monthly', email } });
    expect(res.statusCode).toBe(200);
  });
});

describe('tips through the local test checkout', () => {
  it('create-tip-payment answers a checkout address; paying grants nothing', async () => {
    const before = (await t.database.db.select().from(users)).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/create-tip-payment', payload: { amount: 5, bandName: 'The Velvet Static' } });
    expect(res.statusCode).toBe(200);
    const { sessionId, url } = res.json();
    expect(url).toBe(`/test-checkout?session_id=${sessionId}`);
    const info = await t.app.inject({ method: 'GET', url: `/api/test-checkout/sessions/${sessionId}` });
    expect(info.json()).toMatchObject({ kind: 'tip', plan: null, amount: 5, bandName: 'The Velvet Static' });

    const pay = await t.app.inject({ method: 'POST', url: `/api/test-checkout/sessions/${sessionId}/pay`, payload: { email: 'tipper@example.com' } });
    expect(pay.json()).toEqual({ redirectUrl: `/success?session_id=${sessionId}&type=tip` });
    const ok = await t.app.inject({ method: 'GET', url: `/api/payment-success/${sessionId}` });
    expect(ok.json()).toEqual({ success: true, email: 'tipper@example.com', userId: null, plan: 'tip', amount: 5, recordConversion: false, signedIn: false, signInByEmail: false });
    expect(sessionCookie(ok)).toBeUndefined();
    expect((await t.database.db.select().from(users)).length).toBe(before);
    const [row] = await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(row).toMatchObject({ kind: 'tip', status: 'complete', bandName: 'The Velvet Static', amountCents: 500 });
  });

  it('drops control characters from the band name', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/create-tip-payment', payload: { amount: 3, bandName: 'Bell\u0007 Band\u001b ' } });
    expect(res.statusCode).toBe(200);
    const info = await t.app.inject({ method: 'GET', url: `/api/test-checkout/sessions/${res.json().sessionId}` });
    expect(info.json().bandName).toBe('Bell Band');
    const nul = await t.app.inject({ method: 'POST', url: '/api/create-tip-payment', payload: { amount: 3, bandName: 'Nul\u0000' } });
    expect(nul.statusCode).toBe(400);
  });

  it('refuses amounts other than 3, 5 and 10', async () => {
    for (const amount of [0, 4, 11, '5', -3]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/create-tip-payment', payload: { amount, bandName: 'x' } });
      expect(res.statusCode).toBe(400);
    }
  });

  it('webhooks are refused when Stripe is not configured', async () => {
    const before = (await t.database.db.select().from(stripeEvents)).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: '{}', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' } });
    expect(res.statusCode).toBe(400);
    expect((await t.database.db.select().from(stripeEvents)).length).toBe(before);
  });
});
