import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalArtEngine } from '@server/engines/art/local-art-engine';
import { createLocalTextEngine } from '@server/engines/index';
import { createFolderImageStore, type ImageStore } from '@server/lib/image-store';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { STORE_CHECK_TTL_MS } from './store-health';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health', () => {
  it('answers 200 when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: t.database.kind,
      imageStore: 'folder',
      checks: { database: 'ok', imageStore: 'ok' },
      uptimeSeconds: expect.any(Number),
    });
  });

  it('checks the image store at most once every few seconds, however many probes arrive', async () => {
    const folder = createFolderImageStore(t.config.imageDir);
    let checks = 0;
    const store: ImageStore = { ...folder, check: (ms) => (checks++, folder.check(ms)) };
    const probed = await createTestApp({ deps: { images: store } });
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => probed.app.inject({ method: 'GET', url: '/api/health' })));
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      await probed.app.inject({ method: 'GET', url: '/api/health' });
      expect(checks).toBe(1);
      probed.clock.advance(STORE_CHECK_TTL_MS);
      await probed.app.inject({ method: 'GET', url: '/api/health' });
      expect(checks).toBe(2);
    } finally {
      await probed.close();
    }
  });
});

describe('liveness and readiness', () => {
  it('answers live while the process runs, and ready when the database, image store and render pool answer', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', imageStore: 'ok', renderPool: 'ok' } });
  });

  it('answers 503 naming the image store when it does not answer, and stays live', async () => {
    const folder = createFolderImageStore(t.config.imageDir);
    const broken: ImageStore = { ...folder, check: () => Promise.reject(new Error('bucket down')) };
    const down = await createTestApp({ deps: { images: broken } });
    try {
      const ready = await down.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'error',
        checks: { database: 'ok', imageStore: 'unavailable', renderPool: 'ok' },
        error: 'image store unavailable',
      });
      expect((await down.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });

  it('counts a busy render pool as ready and a closed one as not, naming it', async () => {
    const art = createLocalArtEngine({ workers: 1, maxQueue: 0 });
    const pooled = await createTestApp({ deps: { engines: { text: createLocalTextEngine({ seed: 1 }), art } } });
    try {
      const held = art.reserve();
      expect((await pooled.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      held.release();
      await art.close();
      const ready = await pooled.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ checks: { renderPool: 'unavailable' }, error: 'render pool unavailable' });
    } finally {
      await pooled.close();
    }
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: 'Not found: GET /api/does-not-exist', code: 'NOT_FOUND' });
  });

  it('names the field of a bad body in a 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/analytics/events', payload: { name: 'ok', path: 12 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.error).toMatch(/^path: /);
    expect(body.details).toEqual([{ path: 'path', message: expect.any(String) }]);
  });

  it('refuses bodies that are not JSON with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/analytics/events', payload: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatch(/JSON/);
  });

  it('refuses text with NUL characters, which PostgreSQL cannot store', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/analytics/events', payload: '{"name":"a\\u0000b"}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('name: text must not contain NUL characters');
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/analytics/events', payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('security', () => {
  it('sends security headers on every response', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS over HTTPS', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    // Only a trusted proxy may claim HTTPS; without TRUST_PROXY the request stays plain HTTP.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses state-changing calls from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { name: 'page_view' },
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
    const cross = await t.app.inject({ method: 'POST', url: '/api/analytics/events', payload: { name: 'page_view' }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(cross.statusCode).toBe(403);
  });

  it('accepts same-origin calls', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { name: 'page_view', path: '/' },
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('openapi', () => {
  it('documents the API from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health'].get).toBeDefined();
    expect(doc.paths['/api/analytics/events'].post.requestBody.content['application/json'].schema.required).toContain('name');
  });
});
