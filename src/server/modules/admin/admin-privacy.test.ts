// Export and deletion of one person's data, checked against the whole database: every row of
// every table whose text holds the e-mail (or the address) is in the export, and none is left
// after the deletion. The person buys a plan, signs up, writes, generates names and asks for a
// sign-in link through the site's own endpoints, from a forwarded address (TRUST_PROXY=loopback: the test's socket is the proxy).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { buyPlan } from '@server/testing/premium-user';
import type { PersonalDataDeletion, PersonalDataExport } from '@shared/contracts/admin-privacy';

const PASSWORD = 'privacy test password';
const EMAIL = 'dana.drummer@example.com';
const ADDRESS = '198.51.100.61';
const OTHER = '198.51.100.62';

let t: TestApp;
let admin = '';

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: 'loopback' } });
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: PASSWORD } });
  admin = res.cookies.find((c) => c.name === 'bns_session')!.value;

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const post = async (url: string, payload: object, ip: string, cookie?: string) => {
    const r = await t.app.inject({ method: 'POST', url, payload, headers: from(ip), ...(cookie ? { cookies: { bns_session: cookie } } : {}) });
    expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
  };
  const user = await buyPlan(t, 'lifetime', EMAIL);
  await post('/api/generate-names', { genre: 'rock', count: 2 }, ADDRESS, user);
  await post('/api/generate-names', { genre: 'pop', count: 1 }, ADDRESS);
  await post('/api/email-signup', { email: EMAIL, source: 'homepage' }, ADDRESS);
  await post('/api/contact', { name: 'Dana', email: EMAIL, subject: 'Hello', message: 'Love the names' }, ADDRESS);
  await post('/api/auth/verify-premium-email', { email: EMAIL }, ADDRESS);
  await post('/api/user-feedback', { rating: 5, comment: 'Nice' }, ADDRESS);
  await post('/api/analytics/events', { name: 'page_view', path: '/' }, ADDRESS);
  // Someone else, who must be left alone.
  await post('/api/generate-names', { genre: 'jazz', count: 1 }, OTHER);
  await post('/api/email-signup', { email: 'someone.else@example.com', source: 'homepage' }, OTHER);
});
afterAll(async () => {
  await t.close();
});

/** Rows per table whose whole text contains the needle, over every table of the database. */
async function rowsHolding(needle: string): Promise<Record<string, number>> {
  const tables = (await t.database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as { rows: Array<{ table_name: string }> };
  const found: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    if (table_name.startsWith('__drizzle')) continue;
    const r = (await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table_name)} x where strpos(lower(x::text), ${needle.toLowerCase()}) > 0`)) as unknown as { rows: Array<{ n: number }> };
    const n = Number(r.rows[0]?.n ?? 0);
    if (n > 0) found[table_name] = n;
  }
  return found;
}

const call = (method: 'GET' | 'DELETE', query: string) => t.app.inject({ method, url: `/api/admin/personal-data?${query}`, cookies: { bns_session: admin } });

function holdingInExport(exp: PersonalDataExport, needle: string): Record<string, number> {
  const found: Record<string, number> = {};
  for (const [table, rows] of Object.entries(exp.tables)) {
    const n = rows.filter((row) => JSON.stringify(row).toLowerCase().includes(needle.toLowerCase())).length;
    if (n > 0) found[table] = n;
  }
  return found;
}

describe('personal data by e-mail address', () => {
  it('exports every row that holds the e-mail, and the account\'s own rows', async () => {
    const res = await call('GET', `email=${encodeURIComponent(' Dana.Drummer@Example.com ')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="personal-data-dana.drummer@example.com.json"/);
    const exp = res.json() as PersonalDataExport;
    const stored = await rowsHolding(EMAIL);
    expect(Object.keys(stored).sort()).toEqual(expect.arrayContaining(['auth_tokens', 'checkout_sessions', 'email_signups', 'form_submissions', 'rate_limits', 'users']));
    expect(holdingInExport(exp, EMAIL)).toEqual(stored);
    // The names generated while signed in are the account's, though they do not hold the e-mail.
    expect(exp.tables.band_names).toHaveLength(2);
    expect(exp.tables.users?.[0]).not.toHaveProperty('password');
    expect(exp.tables.auth_tokens?.[0]).not.toHaveProperty('token');
  });

  it('deletes it: no row holds the e-mail afterwards, and nobody else lost anything', async () => {
    const othersBefore = await rowsHolding('someone.else@example.com');
    const res = await call('DELETE', `email=${EMAIL}`);
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json() as PersonalDataDeletion;
    expect(done.deleted).toMatchObject({ users: 1, email_signups: 1, form_submissions: 1, band_names: 2 });
    expect(await rowsHolding(EMAIL)).toEqual({});
    expect((await call('GET', `email=${EMAIL}`)).json()).toMatchObject({ tables: {}, rowCount: 0 });
    expect(await rowsHolding('someone.else@example.com')).toEqual(othersBefore);
  });
});

describe('personal data by network address', () => {
  it('exports every row that holds the address, then deletes them all', async () => {
    const stored = await rowsHolding(ADDRESS);
    expect(Object.keys(stored)).toEqual(expect.arrayContaining(['band_names', 'usage_limits', 'analytics_events', 'user_feedback', 'rate_limits']));
    const exp = (await call('GET', `address=${ADDRESS}`)).json() as PersonalDataExport;
    expect(holdingInExport(exp, ADDRESS)).toEqual(stored);

    const otherBefore = await rowsHolding(OTHER);
    expect((await call('DELETE', `address=${ADDRESS}`)).statusCode).toBe(200);
    expect(await rowsHolding(ADDRESS)).toEqual({});
    expect(await rowsHolding(OTHER)).toEqual(otherBefore);
  });

  it('finds an IPv6 visitor by any of their addresses, as stored by their /64', async () => {
    await t.app.inject({ method: 'POST', url: '/api/generate-names', payload: { genre: 'funk', count: 1 }, headers: { 'x-forwarded-for': '2001:db8:aa:bb::7' } });
    const exp = (await call('GET', `address=${encodeURIComponent('2001:DB8:AA:BB::99')}`)).json() as PersonalDataExport;
    expect(exp.tables.band_names).toHaveLength(1);
    expect(exp.tables.band_names?.[0]).toMatchObject({ ip_address: '2001:db8:aa:bb::/64', genre: 'funk' });
  });

  it('asks for exactly one of email and address, with a 400 that says so', async () => {
    for (const query of ['', `email=${EMAIL}&address=${ADDRESS}`]) {
      const res = await call('GET', query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/Give either email or address/);
    }
    expect((await call('GET', 'email=not-an-email')).json().error).toMatch(/valid email/);
  });
});
