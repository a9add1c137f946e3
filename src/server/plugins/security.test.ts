// The same-origin rule for state-changing API calls, and the address a visitor is counted by,
// through the real app. The app trusts one proxy range (TRUST_PROXY=10.0.0.0/8): the load balancer
// at 10.0.0.2 speaks for visitors, anyone else is the visitor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../testing/app-harness';
import { bandNames } from '../db/schema/index';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8', ADMIN_PASSWORD: 'proxy-test-password' }, deps: { engineSeed: 3 } });
});
afterAll(async () => {
  await t.close();
});

const generate = (headers: Record<string, string>, remoteAddress: string, count = 10) =>
  t.app.inject({ method: 'POST', url: '/api/generate-names', payload: { genre: 'folk', count }, headers: { host: 'localhost:3000', ...headers }, remoteAddress });

const namesStoredFor = async (ip: string) => (await t.database.db.select().from(bandNames).where(eq(bandNames.ipAddress, ip))).length;

describe('Origin: null', () => {
  it('is refused like any other foreign origin, before any work is done or counted', async () => {
    const res = await generate({ origin: 'null' }, '203.0.113.40');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Cross-origin requests are not allowed', code: 'FORBIDDEN' });
    expect(await namesStoredFor('203.0.113.40')).toBe(0);
    // Also when a (forged or odd) Sec-Fetch-Site claims the same origin.
    const claimed = await generate({ origin: 'null', 'sec-fetch-site': 'same-origin' }, '203.0.113.40');
    expect(claimed.statusCode).toBe(403);
  });

  it('still lets same-origin calls and callers without an Origin through', async () => {
    expect((await generate({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }, '203.0.113.41', 1)).statusCode).toBe(200);
    expect((await generate({}, '203.0.113.42', 1)).statusCode).toBe(200);
  });

  it('does not apply to the payment provider webhook, which carries its own signature', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', origin: 'null', host: 'localhost:3000' },
    });
    expect(res.statusCode).not.toBe(403);
  });
});

describe('IPv4-mapped IPv6 addresses', () => {
  it('share the IPv4 address bucket, however they are written', async () => {
    // 20 free names a day per address: ten from the socket's mapped form, ten through the proxy in
    // hex, and the IPv4 address itself has none left, nor has the long form.
    expect((await generate({}, '::ffff:1.2.3.4')).json()).toHaveLength(10);
    expect((await generate({ 'x-forwarded-for': '198.51.100.9, [::FFFF:102:304]:443' }, '10.0.0.2')).json()).toHaveLength(10);
    expect((await generate({}, '1.2.3.4', 1)).statusCode).toBe(429);
    expect((await generate({ 'x-forwarded-for': '0:0:0:0:0:ffff:1.2.3.4' }, '10.0.0.2', 1)).statusCode).toBe(429);
    expect(await namesStoredFor('1.2.3.4')).toBe(20);
    // A neighbour is another bucket.
    expect((await generate({ 'x-forwarded-for': '::ffff:1.2.3.5' }, '10.0.0.2', 1)).statusCode).toBe(200);
  });
});

describe('trusted proxies', () => {
  it('gives a sender outside the proxy list no extra free names for forged X-Forwarded-For', async () => {
    // 20 free names a day per address; each request claims to come from a new address.
    for (let i = 0; i < 2; i++) {
      expect((await generate({ 'x-forwarded-for': `203.0.113.${100 + i}` }, '198.51.100.66')).json()).toHaveLength(10);
    }
    const forged = await generate({ 'x-forwarded-for': '203.0.113.200, 203.0.113.201' }, '198.51.100.66', 1);
    expect(forged.statusCode).toBe(429);
    expect(forged.json().code).toBe('DAILY_LIMIT');
    expect(await namesStoredFor('198.51.100.66')).toBe(20);
    expect(await namesStoredFor('203.0.113.100')).toBe(0);
    // Claiming to be a listed proxy does not help either.
    expect((await generate({ 'x-forwarded-for': '203.0.113.202, 10.0.0.9' }, '198.51.100.66', 1)).statusCode).toBe(429);
  });

  it('counts the right-most hop that is not a listed proxy when the load balancer forwards', async () => {
    // A visitor's own (forged) hop, the CDN edge that saw them, then a second internal proxy.
    const res = await generate({ 'x-forwarded-for': '192.0.2.99, 203.0.113.150, 10.4.0.7' }, '10.0.0.2', 2);
    expect(res.statusCode).toBe(200);
    expect(await namesStoredFor('203.0.113.150')).toBe(2);
    expect(await namesStoredFor('192.0.2.99')).toBe(0);
  });

  it('believes X-Forwarded-Proto only from a listed proxy: HSTS and Secure cookies', async () => {
    const login = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: 'proxy-test-password' },
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.160' },
        remoteAddress,
      });
    const viaProxy = await login('10.0.0.2');
    expect(viaProxy.statusCode).toBe(200);
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(viaProxy.headers['set-cookie'])).toMatch(/; Secure/);
    const direct = await login('198.51.100.67');
    expect(direct.statusCode).toBe(200);
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    expect(String(direct.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});
