// The contact form and the e-mail signup take 5 sends an hour from one address (the quota
// module's window counters), and a flooded form reaches the owner's inbox as one notice an hour,
// not one mail per message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, TEST_NOW, type TestApp } from '@server/testing/app-harness';
import { emailSignups, formSubmissions } from '@server/db/schema/index';
import { mailHeader, mailText, readOutbox } from '@server/testing/mail-testing';
import { deleteAddressCountersBefore } from '@server/modules/quota/quota.repo';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bns-form-limits-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const contact = (ip: string, n: number) =>
  t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: ip, payload: { name: 'Flood', email: `flood${n}@example.com`, subject: `Hello ${n}`, message: `Message ${n}` } });
const signup = (ip: string, n: number) => t.app.inject({ method: 'POST', url: '/api/email-signup', remoteAddress: ip, payload: { email: `fan${n}@example.com` } });
const subjects = async () => (await readOutbox(dataDir)).map((raw) => mailHeader(raw, 'subject') ?? '');

describe('form limits per address and hour', () => {
  it('takes 5 contact messages an hour from one address; 40 in a row reach the inbox as 5 mails and one notice', async () => {
    const ip = '198.51.100.10';
    const answers = [];
    for (let n = 0; n < 40; n++) answers.push(await contact(ip, n));
    expect(answers.map((a) => a.statusCode)).toEqual([...Array<number>(5).fill(200), ...Array<number>(35).fill(429)]);
    const refused = answers[5]!;
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json()).toEqual({
      error: 'Too many messages: the contact form takes 5 messages an hour from one address. Please try again at 13:00 UTC (in 1 h).',
      message: 'Too many messages: the contact form takes 5 messages an hour from one address. Please try again at 13:00 UTC (in 1 h).',
      code: 'HOURLY_LIMIT',
      resetsAt: '2026-03-14T13:00:00.000Z',
    });
    expect(await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.ipAddress, ip))).toHaveLength(5);
    const mails = await subjects();
    expect(mails.filter((s) => s.startsWith('Contact form:'))).toHaveLength(5);
    expect(mails.filter((s) => s === 'The contact form is being flooded')).toHaveLength(1);
    const notice = (await readOutbox(dataDir)).find((raw) => mailHeader(raw, 'subject') === 'The contact form is being flooded')!;
    expect(mailText(notice)).toContain(`refused a send from ${ip}`);

    // Another address is not held back, and its refusals in the same hour send no second notice.
    expect((await contact('198.51.100.11', 0)).statusCode).toBe(200);
    for (let n = 0; n < 6; n++) await contact('198.51.100.12', n);
    expect((await subjects()).filter((s) => s === 'The contact form is being flooded')).toHaveLength(1);

    // The next hour starts afresh.
    t.clock.advance(3600_000);
    expect((await contact(ip, 99)).statusCode).toBe(200);
    t.clock.set(TEST_NOW);
  });

  it('takes 5 e-mail signups an hour from one address (30 tried, 5 kept) and says when to try again', async () => {
    const ip = '198.51.100.20';
    const answers = [];
    for (let n = 0; n < 30; n++) answers.push(await signup(ip, n));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(25);
    expect(answers[29]!.json()).toMatchObject({ code: 'HOURLY_LIMIT', resetsAt: '2026-03-14T13:00:00.000Z' });
    expect(answers[29]!.json().error).toMatch(/^Too many signups: the e-mail signup takes 5 an hour from one address\. Please try again at 13:00 UTC/);
    expect(await t.database.db.select().from(emailSignups).where(eq(emailSignups.ipAddress, ip))).toHaveLength(5);
    expect((await subjects()).filter((s) => s === 'The e-mail signup is being flooded')).toHaveLength(1);
  });

  it('holds under concurrent sends', async () => {
    const ip = '198.51.100.30';
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => signup(ip, 100 + n)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(15);
  });
});

describe('window counters and address retention', () => {
  it('go with the daily counters once their window is past the cut-off', async () => {
    await contact('198.51.100.40', 0);
    const count = async () => Number(((await t.database.db.execute(sql`select count(*) as n from window_counters`)) as unknown as { rows: Array<{ n: unknown }> }).rows[0]!.n);
    expect(await count()).toBeGreaterThan(0);
    await deleteAddressCountersBefore(t.database.db, '2026-03-14');
    expect(await count()).toBeGreaterThan(0);
    await deleteAddressCountersBefore(t.database.db, '2026-03-15');
    expect(await count()).toBe(0);
  });
});
