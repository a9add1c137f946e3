// The mail outbox against real SMTP servers on loopback: a sign-in link whose first tries are
// refused arrives once, on the retry schedule, and still signs in; a server that always refuses
// leaves the message failed for good after the last try, shown masked on the admin dashboard and
// counted in the metrics; two senders sweeping at once send each message once.
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { mailLink, startSmtpTestServer, type SmtpTestServer } from '@server/testing/mail-testing';
import { mailOutbox, users } from '@server/db/schema/index';
import { createMailer } from '@server/lib/mail';
import type { MailOutboxResponse } from '@shared/contracts/admin-mail';
import { signInDeliveriesSettled } from '../auth/sign-in.service';
import { createMailOutbox, MAIL_TRIES, RETRY_DELAYS_MS, type MailOutbox } from './mail-outbox';
import { enqueueMail } from './mail-outbox.repo';

const PASSWORD = 'mail outbox test password';
const METRICS_TOKEN = 'mail-outbox-metrics-token';
const quiet = { info: () => undefined, warn: () => undefined };
const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const x of open.splice(0).reverse()) await x.close();
});

async function start(smtp: SmtpTestServer): Promise<TestApp> {
  open.push(smtp);
  const t = await createTestApp({ env: { SMTP_URL: smtp.url, ADMIN_PASSWORD: PASSWORD, METRICS_TOKEN, PUBLIC_URL: 'https://bands.example' } });
  open.push(t);
  return t;
}
/** Another instance's outbox on the same database (its own transport to the same server). */
function otherInstance(t: TestApp): MailOutbox {
  return createMailOutbox({ db: t.database.db, transport: createMailer(t.config, quiet, t.clock), clock: t.clock, log: quiet });
}
async function askForLink(t: TestApp, email: string): Promise<void> {
  await t.database.db.insert(users).values({ username: email, email, userTier: 'premium', lifetimeAccess: true });
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/verify-premium-email', payload: { email }, remoteAddress: '198.51.100.7' });
  expect(res.statusCode).toBe(200);
  await signInDeliveriesSettled();
}
const rows = (t: TestApp) => t.database.db.select().from(mailOutbox);

describe('the mail outbox', () => {
  it('sends a sign-in link once when the mail server refuses its first two tries, on the retry schedule', async () => {
    const smtp = await startSmtpTestServer({ refuse: (n) => n <= 2 });
    const t = await start(smtp);
    await askForLink(t, 'drummer@example.com');
    expect(smtp.messages).toHaveLength(0);
    expect(await rows(t)).toMatchObject([{ status: 'queued', attempts: 1, lastError: expect.stringContaining('451') }]);

    const sweeper = otherInstance(t);
    // Not due a second before the first wait is over; tried (and refused) when it is.
    t.clock.advance(RETRY_DELAYS_MS[0] - 1000);
    expect(await sweeper.sweep()).toBe(0);
    t.clock.advance(1000);
    expect(await sweeper.sweep()).toBe(1);
    expect(await rows(t)).toMatchObject([{ status: 'queued', attempts: 2 }]);
    t.clock.advance(RETRY_DELAYS_MS[1]);
    expect(await sweeper.sweep()).toBe(1);

    expect(smtp.messages.map((m) => m.to)).toEqual([['drummer@example.com']]);
    expect(await rows(t)).toEqual([]);
    expect(await sweeper.sweep()).toBe(0);
    // Six minutes after it was asked for, the link still signs in.
    const link = mailLink(smtp.messages[0]!.raw, '/api/auth/verify')!;
    const signIn = await t.app.inject({ method: 'GET', url: link.replace('https://bands.example', '') });
    expect(signIn.statusCode).toBe(302);
    expect(signIn.headers.location).toContain('auth=success');
  });

  it('fails for good after the last try, and the dashboard and metrics show it with the address masked', async () => {
    const smtp = await startSmtpTestServer({ refuse: () => true });
    const t = await start(smtp);
    await askForLink(t, 'singer@example.com');
    const sweeper = otherInstance(t);
    for (const delay of RETRY_DELAYS_MS) {
      t.clock.advance(delay);
      expect(await sweeper.sweep()).toBe(1);
    }
    t.clock.advance(24 * 3_600_000);
    expect(await sweeper.sweep()).toBe(0);
    const [row] = await rows(t);
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_TRIES, body: null, recipient: 'singer@example.com' });
    expect(smtp.messages).toHaveLength(0);

    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: PASSWORD } });
    const cookie = login.cookies.find((c) => c.name === 'bns_session')!.value;
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/mail-outbox', cookies: { bns_session: cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as MailOutboxResponse;
    expect(body).toEqual({
      waiting: 0,
      failed: [
        {
          id: row!.id,
          recipient: 's•••@example.com',
          subject: 'Your Band Name Studio Pro sign-in link',
          attempts: 6,
          lastError: expect.stringContaining('Try again later') as string,
          createdAt: '2026-03-14T12:00:00.000Z',
          failedAt: new Date(Date.parse('2026-03-14T12:00:00.000Z') + RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)).toISOString(),
        },
      ],
    });
    expect(res.body).not.toContain('singer@');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/mail-outbox' })).statusCode).toBe(401);

    const metrics = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.body).toContain('mail_queue{status="failed"} 1');
    // This instance made the first try; the other five were the other instance's.
    expect(metrics.body).toContain('mail_total{outcome="failed"} 1');
  });

  it('sends each message once when two senders sweep at once', async () => {
    const smtp = await startSmtpTestServer();
    const t = await start(smtp);
    const subjects = Array.from({ length: 30 }, (_, i) => `Message ${i + 1}`);
    for (const subject of subjects) await enqueueMail(t.database.db, { to: 'band@example.com', subject, text: subject }, t.clock);
    const [a, b] = [otherInstance(t), otherInstance(t)];
    const tries = await Promise.all([a.sweep(), b.sweep(), a.sweep()]);
    expect(tries[0]! + tries[1]!).toBe(30);
    await smtp.waitFor(30);
    const received = smtp.messages.map((m) => /^Subject: (.*)$/m.exec(m.raw)![1]!.trim());
    expect(received.sort()).toEqual([...subjects].sort());
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'queued'))).toEqual([]);
  });
});
