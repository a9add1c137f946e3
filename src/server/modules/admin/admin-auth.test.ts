// The admin area is closed on the server: every /api/admin/* endpoint but login answers 401
// without the owner's admin session (enumerated from the OpenAPI document, so a new one is covered
// the day it is added); the password is checked on the server, attempts are rate-limited, and the
// session ends when unused or at its absolute limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { createTestApp, TEST_NOW, type TestApp } from '@server/testing/app-harness';
import { loadConfig } from '@server/config';
import { buyPlan } from '@server/testing/premium-user';
import { adminCredentials } from '@server/db/schema/index';
import { ensureAdminPassword, isAdminPassword, passwordAnnouncer } from './admin-password';
import { ADMIN_LOGIN_ATTEMPTS, ADMIN_LOGIN_FAILURES_PER_HOUR } from './admin-login.routes';

const PASSWORD = 'correct horse battery staple';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PASSWORD: PASSWORD } });
});
afterAll(async () => {
  await t.close();
});

let address = 0;
const login = (password: string, remoteAddress = `203.0.113.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password }, remoteAddress });
const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => res.cookies.find((c) => c.name === 'bns_session')?.value;
const session = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/admin/session', ...(cookie ? { cookies: { bns_session: cookie } } : {}) });

async function adminEndpoints(): Promise<Array<{ method: HTTPMethods; path: string }>> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  const found: Array<{ method: HTTPMethods; path: string }> = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/admin/') || path === '/api/admin/login') continue;
    for (const m of ['get', 'post', 'put', 'patch', 'delete'] as const) if (methods[m]) found.push({ method: m.toUpperCase() as HTTPMethods, path });
  }
  return found;
}

function call(e: { method: HTTPMethods; path: string }, cookie?: string) {
  const url = e.path.replace(/\{[^}]+\}/g, '1');
  const body = e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: {}, headers: { 'content-type': 'application/json' } };
  return t.app.inject({ method: e.method as InjectOptions['method'], url, ...body, ...(cookie ? { cookies: { bns_session: cookie } } : {}) });
}

describe('the admin guard', () => {
  it('answers 401 on every admin endpoint but login, without a session and with a premium user session', async () => {
    const endpoints = await adminEndpoints();
    expect(endpoints.map((e) => `${e.method} ${e.path}`)).toEqual(expect.arrayContaining(['GET /api/admin/session', 'POST /api/admin/logout']));
    const userCookie = await buyPlan(t, 'lifetime', 'not-the-owner@example.com');
    const wrong: string[] = [];
    for (const e of endpoints) {
      for (const cookie of [undefined, userCookie, 'forged-cookie-value']) {
        const res = await call(e, cookie);
        if (res.statusCode !== 401) wrong.push(`${e.method} ${e.path} (${cookie ? 'cookie' : 'none'}) -> ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets the admin session through every admin endpoint', async () => {
    const cookie = cookieOf(await login(PASSWORD))!;
    for (const e of await adminEndpoints()) {
      if (e.path === '/api/admin/logout') continue;
      expect((await call(e, cookie)).statusCode, `${e.method} ${e.path}`).not.toBe(401);
    }
  });
});

describe('login and logout', () => {
  it("says 'Incorrect password' to a wrong password and sets no cookie", async () => {
    for (const password of ['wrong', PASSWORD.toUpperCase(), `${PASSWORD} `]) {
      const res = await login(password);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Incorrect password');
      expect(cookieOf(res)).toBeUndefined();
    }
    const empty = await login('');
    expect(empty.statusCode).toBe(400);
  });

  it('starts an httpOnly admin session that logout ends', async () => {
    const res = await login(PASSWORD);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'bns_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.json()).toEqual({ authenticated: true, idleExpiresAt: '2026-03-14T12:30:00.000Z' });
    expect((await session(cookie.value)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', cookies: { bns_session: cookie.value } });
    expect(out.statusCode).toBe(200);
    expect((await session(cookie.value)).statusCode).toBe(401);
  });

  it(`allows ${ADMIN_LOGIN_ATTEMPTS} attempts per address in 15 minutes, then 429 even for the right password`, async () => {
    const from = '198.51.100.99';
    for (let i = 0; i < ADMIN_LOGIN_ATTEMPTS; i++) expect((await login('guess', from)).statusCode).toBe(401);
    const blocked = await login(PASSWORD, from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('900');
    expect((await login(PASSWORD)).statusCode).toBe(200);
  });

  it('ends a session unused for 30 minutes, and any session 12 hours after sign-in', async () => {
    const start = t.clock.now().getTime();
    const idle = cookieOf(await login(PASSWORD))!;
    const busy = cookieOf(await login(PASSWORD))!;
    for (let minutes = 20; minutes <= 60; minutes += 20) {
      t.clock.set(new Date(start + minutes * 60_000));
      expect((await session(busy)).statusCode, `busy at ${minutes} min`).toBe(200);
    }
    expect((await session(idle)).statusCode).toBe(401);
    // Kept busy, it still ends at the absolute limit.
    for (let minutes = 80; minutes <= 12 * 60; minutes += 20) {
      t.clock.set(new Date(start + minutes * 60_000));
      await session(busy);
    }
    t.clock.set(new Date(start + 12 * 3600_000 + 60_000));
    expect((await session(busy)).statusCode).toBe(401);
    t.clock.set(new Date(start));
  });
});

describe('the cap on failed logins from all addresses together', () => {
  let g: TestApp;
  beforeAll(async () => {
    g = await createTestApp({ env: { ADMIN_PASSWORD: PASSWORD } });
  });
  afterAll(async () => {
    await g.close();
  });
  let n = 0;
  // Each address stays far under its own limit: only the global cap can stop them.
  const attempt = (password: string) => g.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password }, remoteAddress: `192.0.2.${(++n % 250) + 1}` });

  it(`allows ${ADMIN_LOGIN_FAILURES_PER_HOUR} failures an hour, then every attempt waits with Retry-After`, async () => {
    g.clock.set(TEST_NOW); // 12:00:00, the start of a window
    // A success uses up nothing.
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < ADMIN_LOGIN_FAILURES_PER_HOUR; i++) expect((await attempt(`guess ${i}`)).statusCode).toBe(401);
    const blocked = await attempt(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(blocked.headers['retry-after']).toBe('3600');
    expect(blocked.cookies.find((c) => c.name === 'bns_session')).toBeUndefined();
    g.clock.advance(30 * 60_000);
    const later = await attempt(PASSWORD);
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('1800');
    g.clock.advance(30 * 60_000);
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
  });

  it('holds when the guesses arrive all at once', async () => {
    g.clock.set(new Date(Date.parse(TEST_NOW) + 5 * 3600_000));
    const results = await Promise.all(Array.from({ length: ADMIN_LOGIN_FAILURES_PER_HOUR + 10 }, (_, i) => attempt(`together ${i}`)));
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(ADMIN_LOGIN_FAILURES_PER_HOUR);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(10);
  });
});

describe('a configured password shorter than 12 characters', () => {
  it('is refused by the configuration', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'eleven-char' })).toThrow('Invalid configuration: ADMIN_PASSWORD: ADMIN_PASSWORD must be at least 12 characters long');
    expect(loadConfig({ ADMIN_PASSWORD: 'twelve-chars' }).adminPassword).toBe('twelve-chars');
    expect(loadConfig({ ADMIN_PASSWORD: '' }).adminPassword).toBeUndefined();
  });

  it('stops the server at start with that message', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, ADMIN_PASSWORD: 'short', PORT: '0', HOST: '127.0.0.1', DATA_DIR: '/nonexistent-admin-test', DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('ADMIN_PASSWORD must be at least 12 characters long');
  }, 120_000);
});

describe('a generated password', () => {
  it('is made once, printed once, and stored only as a hash', async () => {
    const g = await createTestApp();
    try {
      // createTestApp already made one (no ADMIN_PASSWORD): a second start makes none and prints nothing.
      const logged: string[] = [];
      const log = { warn: (obj: { adminPassword: string }) => logged.push(obj.adminPassword) };
      const ctx = { config: g.config, db: g.database.db };
      await ensureAdminPassword(ctx, log);
      expect(logged).toEqual([]);

      // On a fresh database: one password, printed once, verified against the stored hash.
      await g.database.db.delete(adminCredentials);
      await ensureAdminPassword(ctx, log);
      await ensureAdminPassword(ctx, log);
      expect(logged).toHaveLength(1);
      const password = logged[0]!;
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const [row] = await g.database.db.select().from(adminCredentials);
      expect(row!.passwordHash).toMatch(/^scrypt\$16384\$/);
      expect(row!.passwordHash).not.toContain(password);
      expect(await isAdminPassword(ctx, password)).toBe(true);
      expect(await isAdminPassword(ctx, `${password}x`)).toBe(false);
      const res = await g.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password } });
      expect(res.statusCode).toBe(200);
    } finally {
      await g.close();
    }
  });
});

describe('the announcement of a generated password', () => {
  it('goes to the log when warnings are shown, and to stderr when LOG_LEVEL hides them', () => {
    const logged: string[] = [];
    const written: string[] = [];
    const stderr = { write: (text: string) => written.push(text) };
    const log = (level: string) => ({ level, warn: (_obj: object, msg: string) => void logged.push(msg) });
    passwordAnnouncer(log('info'), stderr).warn({ adminPassword: 'pw-shown-once' }, 'Generated.');
    expect(logged).toEqual(['Generated.']);
    expect(written).toEqual([]);
    passwordAnnouncer(log('error'), stderr).warn({ adminPassword: 'pw-shown-once' }, 'Generated.');
    expect(written).toEqual(['Generated. Password: pw-shown-once\n']);
  });
});
