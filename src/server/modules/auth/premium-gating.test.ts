// Every premium endpoint is gated by the server: 401 without a session, 403 for a signed-in user
// without an active plan, and through for a premium user. The endpoints are enumerated from the
// OpenAPI document (plus the known ones, should one be hidden from it), so new ones are covered
// the day they are added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { users } from '@server/db/schema/index';
import type { AppContext } from '@server/app-context';
import { createSession } from './sessions.service';

const PREMIUM_PATHS = [/^\/api\/generate-premium-names$/, /^\/api\/mix-words$/, /^\/api\/premium\//, /^\/api\/generate-professional-email$/];
/** Endpoints the specification names: checked even if a route hides itself from the document. */
const KNOWN: Array<[HTTPMethods, string]> = [
  ['POST', '/api/generate-premium-names'],
  ['POST', '/api/mix-words'],
  ['POST', '/api/generate-professional-email'],
  ['POST', '/api/premium/generate-band-bio'],
  ['POST', '/api/premium/generate-band-taglines'],
  ['POST', '/api/premium/generate-template-image'],
  ['POST', '/api/premium/generate-concepts'],
  ['POST', '/api/premium/generate-image'],
  ['POST', '/api/premium/download-image'],
  ['POST', '/api/premium/interpret-lyrics'],
  ['GET', '/api/premium/bonus-report'],
];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

let t: TestApp;
let endpoints: Array<{ method: HTTPMethods; path: string }>;
let freeToken: string;
let premiumToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  const found = new Map<string, { method: HTTPMethods; path: string }>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!PREMIUM_PATHS.some((p) => p.test(path))) continue;
    for (const m of METHODS) if (methods[m]) found.set(`${m.toUpperCase()} ${path}`, { method: m.toUpperCase() as HTTPMethods, path });
  }
  for (const [method, path] of KNOWN) {
    if (t.app.hasRoute({ method, url: path })) found.set(`${method} ${path}`, { method, path });
  }
  endpoints = [...found.values()];

  const ctx = { db: t.database.db, clock: t.clock } as unknown as AppContext;
  const [free, premium] = await t.database.db
    .insert(users)
    .values([
      { username: 'free@example.com', email: 'free@example.com' },
      { username: 'pro@example.com', email: 'pro@example.com', userTier: 'premium', lifetimeAccess: true },
    ])
    .returning({ id: users.id });
  freeToken = (await createSession(ctx, 'user', free!.id)).token;
  premiumToken = (await createSession(ctx, 'user', premium!.id)).token;
});
afterAll(async () => {
  await t.close();
});

function call(endpoint: { method: HTTPMethods; path: string }, token?: string) {
  const url = endpoint.path.replace(/\{[^}]+\}/g, '1');
  const body = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {}, headers: { 'content-type': 'application/json' } };
  // Fastify's route methods include a few light-my-request cannot inject; none is premium.
  return t.app.inject({ method: endpoint.method as InjectOptions['method'], url, ...body, ...(token ? { cookies: { bns_session: token } } : {}) });
}

describe('premium gating', () => {
  it('finds the premium endpoints (at least the bonus report; the names ones once they exist)', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys).toContain('GET /api/premium/bonus-report');
    // Fails loudly if the premium names endpoint exists but is missing from the enumeration.
    if (t.app.hasRoute({ method: 'POST', url: '/api/generate-premium-names' })) expect(keys).toContain('POST /api/generate-premium-names');
    if (t.app.hasRoute({ method: 'POST', url: '/api/mix-words' })) expect(keys).toContain('POST /api/mix-words');
  });

  it('answers 401 without a session', async () => {
    const wrong: string[] = [];
    for (const e of endpoints) {
      const res = await call(e);
      if (res.statusCode !== 401) wrong.push(`${e.method} ${e.path} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 for a signed-in user without an active plan', async () => {
    const wrong: string[] = [];
    for (const e of endpoints) {
      const res = await call(e, freeToken);
      if (res.statusCode !== 403 || res.json().code !== 'PREMIUM_REQUIRED') wrong.push(`${e.method} ${e.path} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets a premium session through the guard', async () => {
    const wrong: string[] = [];
    for (const e of endpoints) {
      const res = await call(e, premiumToken);
      if (res.statusCode === 401 || res.statusCode === 403) wrong.push(`${e.method} ${e.path} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('ignores identity claims in the request: a user id in the address does not sign anyone in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/premium/bonus-report?userId=2&email=pro@example.com' });
    expect(res.statusCode).toBe(401);
  });
});
