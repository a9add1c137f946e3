// Premium sign-in by e-mailed link, delivered through a real SMTP server on loopback: the same
// answer for every address, token rules (hashed, single use, 10 minutes), rate limits, and the
// session endpoints.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TEST_NOW, type TestApp } from '@server/testing/app-harness';
import { authTokens, users } from '@server/db/schema/index';
import { sha256Hex } from '@server/lib/ids';
import { mailHeader, mailLink, startSmtpTestServer, type SmtpTestServer } from '@server/testing/mail-testing';
import type { AppContext } from '@server/app-context';
import { createSession } from './sessions.service';
import { signInDeliveriesSettled } from './sign-in.service';

let t: TestApp;
let smtp: SmtpTestServer;
let address = 0;
/** A fresh client address per test, so the per-address limit of one test does not leak into another. */
let ip: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://bands.example' } });
  await t.database.db.insert(users).values([
    { username: 'fan@example.com', email: 'fan@example.com', userTier: 'premium', lifetimeAccess: true },
    { username: 'monthly@example.com', email: 'monthly@example.com', userTier: 'premium', stripeSubscriptionId: 'sub_1', subscriptionStatus: 'active', subscriptionCurrentPeriodEnd: new Date('2026-04-01T00:00:00Z') },
    { username: 'lapsed@example.com', email: 'lapsed@example.com', userTier: 'free', stripeSubscriptionId: 'sub_2', subscriptionStatus: 'canceled' },
    { username: 'free@example.com', email: 'free@example.com' },
  ]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  // Links asked for by the previous test arrive before this one counts messages.
  await signInDeliveriesSettled();
  address += 1;
  // Each test in its own hours, so one test's per-e-mail limit does not leak into the next.
  t.clock.set(new Date(Date.parse(TEST_NOW) + address * 2 * 3600_000));
  ip = `198.51.100.${address}`;
});

const ctx = () => ({ db: t.database.db, clock: t.clock }) as unknown as AppContext;

function requestLink(email: string, from = ip) {
  return t.app.inject({ method: 'POST', url: '/api/auth/verify-premium-email', payload: { email }, remoteAddress: from });
}

/** Requests a link and reads it from the delivered message. */
async function linkFor(email: string): Promise<string> {
  const before = smtp.messages.length;
  const res = await requestLink(email);
  expect(res.json()).toMatchObject({ success: true });
  await signInDeliveriesSettled();
  const sent = smtp.messages.slice(before).filter((m) => m.to.includes(email));
  expect(sent).toHaveLength(1);
  const link = mailLink(sent[0]!.raw, '/api/auth/verify?token=');
  expect(link).toBeDefined();
  return link!.replace('https://bands.example', '');
}

const sessionCookie = (res: { cookies: Array<{ name: string; value: string }> }) => res.cookies.find((c) => c.name === 'bns_session')?.value;

describe('POST /api/auth/verify-premium-email', () => {
  it('e-mails a premium address a one-time link, without revealing the user id', async () => {
    const before = smtp.messages.length;
    const res = await requestLink('  Fan@Example.COM ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.stringContaining('sign-in link') });
    const [message] = (await smtp.waitFor(before + 1)).slice(before);
    expect(message!.to).toEqual(['fan@example.com']);
    expect(mailHeader(message!.raw, 'Subject')).toBe('Your Band Name Studio Pro sign-in link');
    const link = mailLink(message!.raw, '/api/auth/verify?token=')!;
    const token = new URL(link).searchParams.get('token')!;
    expect(link.startsWith('https://bands.example/api/auth/verify?token=')).toBe(true);
    // 256 random bits, and only its SHA-256 is stored.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.db.select().from(authTokens).where(eq(authTokens.token, sha256Hex(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'fan@example.com', used: false });
    expect(rows[0]!.expiresAt.getTime() - t.clock.now().getTime()).toBe(10 * 60_000);
    expect(await t.database.db.select().from(authTokens).where(eq(authTokens.token, token))).toEqual([]);
  });

  it('answers every well-formed address the same, and e-mails only the ones with a plan', async () => {
    const before = smtp.messages.length;
    const emails = ['fan@example.com', 'monthly@example.com', 'nobody@example.com', 'free@example.com', 'lapsed@example.com'];
    const answers = [];
    for (const email of emails) {
      const res = await requestLink(email);
      answers.push({ status: res.statusCode, body: res.body, type: res.headers['content-type'] });
    }
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(JSON.parse(answers[0]!.body)).toEqual({ success: true, message: 'If that address has a plan, a sign-in link is on its way. It works once and expires in 10 minutes.' });
    await signInDeliveriesSettled();
    // Links are sent after the answer, each on its own: they may arrive in either order.
    expect(smtp.messages.slice(before).map((m) => m.to.join()).sort()).toEqual(['fan@example.com', 'monthly@example.com']);
  });

  it('answers before it looks at the address: the mail is sent off the request path', async () => {
    // A mail server that takes its time: the answer does not wait for it.
    const slow = await startSmtpTestServer({ delayMs: 1500 });
    const slowApp = await createTestApp({ env: { SMTP_URL: slow.url } });
    try {
      await slowApp.database.db.insert(users).values({ username: 'slow@example.com', email: 'slow@example.com', userTier: 'premium', lifetimeAccess: true });
      const ask = (email: string) => slowApp.app.inject({ method: 'POST', url: '/api/auth/verify-premium-email', payload: { email }, remoteAddress: ip });
      const premium = await ask('slow@example.com');
      expect(slow.messages).toHaveLength(0);
      const unknown = await ask('nobody@example.com');
      expect([premium.statusCode, premium.body]).toEqual([unknown.statusCode, unknown.body]);
      await signInDeliveriesSettled();
      expect(slow.messages.map((m) => m.to)).toEqual([['slow@example.com']]);
    } finally {
      await slowApp.close();
      await slow.close();
    }
  });

  it('works for an active monthly subscriber', async () => {
    expect((await requestLink('monthly@example.com')).json().success).toBe(true);
  });

  it('refuses a malformed address with 400', async () => {
    const res = await requestLink('not-an-email');
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/auth/verify', () => {
  it('signs in once with an httpOnly SameSite=Lax session cookie, then refuses the same link', async () => {
    const link = await linkFor('fan@example.com');
    const first = await t.app.inject({ method: 'GET', url: link });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/?auth=success&email=fan%40example.com');
    const cookie = sessionCookie(first)!;
    expect(cookie).toBeTruthy();
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(first.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { bns_session: cookie } });
    expect(me.json()).toEqual({ user: { id: expect.any(Number), email: 'fan@example.com', isPremium: true } });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'fan@example.com'));
    expect(user!.lastLoginAt?.toISOString()).toBe(t.clock.now().toISOString());

    const second = await t.app.inject({ method: 'GET', url: link });
    expect(second.statusCode).toBe(302);
    expect(second.headers.location).toBe('/?error=invalid-token');
    expect(sessionCookie(second)).toBeUndefined();
  });

  it('lets only one of several simultaneous uses of a link through', async () => {
    const link = await linkFor('fan@example.com');
    const results = await Promise.all(Array.from({ length: 8 }, () => t.app.inject({ method: 'GET', url: link })));
    expect(results.filter((r) => r.headers.location?.startsWith('/?auth=success'))).toHaveLength(1);
    expect(results.filter((r) => r.headers.location === '/?error=invalid-token')).toHaveLength(7);
  });

  it('expires after 10 minutes (test clock)', async () => {
    const stillValid = await linkFor('fan@example.com');
    const expired = await linkFor('fan@example.com');
    t.clock.advance(10 * 60_000 - 1000);
    expect((await t.app.inject({ method: 'GET', url: stillValid })).headers.location).toMatch(/^\/\?auth=success/);
    t.clock.advance(1001);
    expect((await t.app.inject({ method: 'GET', url: expired })).headers.location).toBe('/?error=invalid-token');
  });

  it('answers JSON for the auth test page (Accept header or format=json)', async () => {
    const link = await linkFor('fan@example.com');
    const ok = await t.app.inject({ method: 'GET', url: link, headers: { accept: 'application/json' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, userId: expect.any(Number), message: 'Authentication successful' });
    expect(sessionCookie(ok)).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: `${link}&format=json` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: false, userId: null, message: expect.stringMatching(/Invalid or expired/) });
  });

  it('treats missing and garbage tokens as invalid', async () => {
    for (const url of ['/api/auth/verify', '/api/auth/verify?token=', '/api/auth/verify?token=%27%22', `/api/auth/verify?token=${'a'.repeat(300)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/?error=invalid-token');
    }
    // Text no database could store is refused by the rule every request's strings follow.
    const nul = await t.app.inject({ method: 'GET', url: '/api/auth/verify?token=%00%27' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'querystring token: text must not contain NUL characters' });
    expect(nul.cookies.find((c) => c.name === 'bns_session')).toBeUndefined();
  });
});

describe('rate limits', () => {
  it('sends at most 5 links per e-mail an hour, even when asked all at once', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => requestLink('monthly@example.com', `203.0.113.${i + 1}`)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const limited = results.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(3);
    expect(limited[0]!.json().error).toMatch(/Too many sign-in requests/);
    t.clock.advance(3600_000);
    expect((await requestLink('monthly@example.com')).statusCode).toBe(200);
  });

  it('allows at most 20 requests per address an hour, whatever the e-mail', async () => {
    for (let i = 0; i < 20; i++) expect((await requestLink(`probe${i}@example.com`)).statusCode).toBe(200);
    const res = await requestLink('fan@example.com');
    expect(res.statusCode).toBe(429);
    expect((await requestLink('fan@example.com', '192.0.2.200')).statusCode).toBe(200);
  });
});

describe('session endpoints', () => {
  async function sessionFor(email: string) {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const { token } = await createSession(ctx(), 'user', user!.id);
    return { token, id: user!.id };
  }

  it('premium-status answers only for the signed-in user', async () => {
    const fan = await sessionFor('fan@example.com');
    const free = await sessionFor('free@example.com');
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/premium-status/${fan.id}` })).statusCode).toBe(401);
    const other = await t.app.inject({ method: 'GET', url: `/api/auth/premium-status/${fan.id}`, cookies: { bns_session: free.token } });
    expect(other.statusCode).toBe(403);
    const own = await t.app.inject({ method: 'GET', url: `/api/auth/premium-status/${fan.id}`, cookies: { bns_session: fan.token } });
    expect(own.json()).toEqual({ success: true, isPremium: true, email: 'fan@example.com' });
    const freeOwn = await t.app.inject({ method: 'GET', url: `/api/auth/premium-status/${free.id}`, cookies: { bns_session: free.token } });
    expect(freeOwn.json()).toEqual({ success: true, isPremium: false, email: 'free@example.com' });
  });

  it('me is null without a session; logout ends the session server-side', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).json()).toEqual({ user: null });
    const fan = await sessionFor('fan@example.com');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { bns_session: fan.token } });
    expect(out.json()).toEqual({ success: true });
    expect(String(out.headers['set-cookie'])).toMatch(/bns_session=;/);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { bns_session: fan.token } });
    expect(me.json()).toEqual({ user: null });
  });
});
