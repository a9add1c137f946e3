// Deleting an account from the hub: the typed e-mail must be the account's; a live subscription is
// cancelled at the provider first (the local test checkout, and Stripe through its SDK against the
// loopback server); then the account, its sessions and all its work are gone, the browser is signed
// out, and an e-mail confirms it. If the provider cannot cancel, nothing is deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, or, sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { createStripeModeApp, type StripeModeApp } from '@server/testing/stripe-mode-app';
import { buyPlan } from '@server/testing/premium-user';
import { mailHeader, mailText, readOutbox } from '@server/testing/mail-testing';
import { authTokens, checkoutSessions, fairUseCounters, premiumWorks, sessions, users } from '@server/db/schema/index';
import type { Database } from '@server/db/client';

async function rowsOf(database: Database, userId: number, email: string) {
  const db = database.db;
  return {
    users: (await db.select().from(users).where(eq(users.id, userId))).length,
    sessions: (await db.select().from(sessions).where(eq(sessions.userId, userId))).length,
    works: (await db.select().from(premiumWorks).where(eq(premiumWorks.userId, userId))).length,
    counters: (await db.select().from(fairUseCounters).where(eq(fairUseCounters.userId, userId))).length,
    tokens: (await db.select().from(authTokens).where(eq(authTokens.email, email))).length,
    checkouts: (await db.select().from(checkoutSessions).where(or(eq(checkoutSessions.userId, userId), eq(sql`lower(${checkoutSessions.email})`, email)))).length,
  };
}

async function makeWork(t: Pick<TestApp, 'app'>, cookie: string) {
  const bio = await t.app.inject({ method: 'POST', url: '/api/premium/generate-band-bio', cookies: { bns_session: cookie }, payload: { bandName: 'Glass Harbour' } });
  expect(bio.statusCode).toBe(200);
  const names = await t.app.inject({ method: 'POST', url: '/api/premium/saved-names', cookies: { bns_session: cookie }, payload: { names: ['Velvet Static'] } });
  expect(names.statusCode).toBe(200);
}

const userIdOf = async (database: Database, email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

describe('account deletion with the local test checkout', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bns-delete-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/delete', payload: { email: 'x@example.com' } });
    expect(res.statusCode).toBe(401);
  });

  it("refuses an e-mail that is not the account's and deletes nothing", async () => {
    const cookie = await buyPlan(t, 'lifetime', 'keys@example.com');
    const userId = await userIdOf(t.database, 'keys@example.com');
    for (const email of ['someone@example.com', '', 'keys@example.co']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/account/delete', cookies: { bns_session: cookie }, payload: { email } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^email: /);
    }
    expect((await rowsOf(t.database, userId, 'keys@example.com')).users).toBe(1);
  });

  it('cancels the monthly subscription, deletes the account and its work, signs out and confirms by e-mail', async () => {
    const cookie = await buyPlan(t, 'monthly', 'bass@example.com');
    const userId = await userIdOf(t.database, 'bass@example.com');
    await makeWork(t, cookie);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, userId));
    const subscriptionId = account!.stripeSubscriptionId!;
    expect(await rowsOf(t.database, userId, 'bass@example.com')).toMatchObject({ users: 1, works: 2, counters: 1 });

    const res = await t.app.inject({ method: 'POST', url: '/api/account/delete', cookies: { bns_session: cookie }, payload: { email: ' Bass@Example.com ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(res.cookies.find((c) => c.name === 'bns_session')).toMatchObject({ value: '', maxAge: 0 });

    expect(await rowsOf(t.database, userId, 'bass@example.com')).toEqual({ users: 0, sessions: 0, works: 0, counters: 0, tokens: 0, checkouts: 0 });
    // The subscription itself ended at the provider: the purchase record says canceled.
    const [checkout] = await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.subscriptionId, subscriptionId));
    expect(checkout!.subscriptionStatus).toBe('canceled');
    // The old cookie opens nothing.
    const after = await t.app.inject({ method: 'GET', url: '/api/premium/library', cookies: { bns_session: cookie } });
    expect(after.statusCode).toBe(401);

    const mails = (await readOutbox(dataDir)).filter((m) => /account was deleted/.test(mailHeader(m, 'Subject') ?? ''));
    expect(mails.map((m) => mailHeader(m, 'To'))).toEqual(['bass@example.com']);
    expect(mailText(mails[0]!)).toContain('subscription was cancelled');
  });
});

describe('account deletion in Stripe mode', () => {
  let s: StripeModeApp;
  beforeAll(async () => {
    s = await createStripeModeApp({ webhookSecret: 'whsec_delete' });
  });
  afterAll(async () => {
    await s.close();
  });

  async function stripeBuyer(email: string): Promise<{ cookie: string; subscriptionId: string }> {
    const start = await s.t.app.inject({ method: 'POST', url: '/api/create-subscription', payload: { priceType: 'monthly', email } });
    const sessionId = start.json<{ sessionUrl: string }>().sessionUrl.split('/').pop()!;
    const session = s.fake.pay(sessionId, { email, now: Math.floor(s.t.clock.now().getTime() / 1000) });
    const ok = await s.t.app.inject({ method: 'GET', url: `/api/payment-success/${session.id}` });
    return { cookie: ok.cookies.find((c) => c.name === 'bns_session')!.value, subscriptionId: String(session.subscription) };
  }

  it('cancels the Stripe subscription through the API before deleting', async () => {
    const { cookie, subscriptionId } = await stripeBuyer('drums@example.com');
    const userId = await userIdOf(s.t.database, 'drums@example.com');
    await makeWork(s.t, cookie);
    const res = await s.t.app.inject({ method: 'POST', url: '/api/account/delete', cookies: { bns_session: cookie }, payload: { email: 'drums@example.com' } });
    expect(res.statusCode).toBe(200);
    expect(s.fake.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`)).toBe(true);
    expect(s.fake.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect(await rowsOf(s.t.database, userId, 'drums@example.com')).toEqual({ users: 0, sessions: 0, works: 0, counters: 0, tokens: 0, checkouts: 0 });
  });

  it('deletes nothing when Stripe cannot cancel (503, try again)', async () => {
    const { cookie, subscriptionId } = await stripeBuyer('vox@example.com');
    const userId = await userIdOf(s.t.database, 'vox@example.com');
    s.fake.failWith = 500;
    const res = await s.t.app.inject({ method: 'POST', url: '/api/account/delete', cookies: { bns_session: cookie }, payload: { email: 'vox@example.com' } });
    s.fake.failWith = undefined;
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatch(/nothing was deleted/);
    expect((await rowsOf(s.t.database, userId, 'vox@example.com')).users).toBe(1);
    expect(s.fake.subscriptions.get(subscriptionId)!.status).toBe('active');
  });
});
