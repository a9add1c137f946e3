// An image store that cannot be reached answers clearly: /api/health is 503 naming it, and every
// route that reads or writes a picture is 503 "Image store unavailable" with Retry-After, the unit
// it would have counted given back (or never taken). First a bucket that was never there (an
// endpoint on a closed loopback port), then one that goes away while the site runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_STORE_UNAVAILABLE, IMAGE_STORE_UNAVAILABLE_MESSAGE } from '@server/lib/image-store';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { buyPlan } from '@server/testing/premium-user';
import { s3Env, startS3TestServer, unreachableS3Settings, type S3TestServer } from '@server/testing/s3-test-server';
import { STORE_CHECK_TTL_MS } from '../system/store-health';
import { ORDINARY_KIT } from '../press-kit/press-kit-fixtures';

const groove = { bandName: 'Groove Thesis', genre: 'funk', vibe: 'sweaty basement party' };
const custom = { genre: 'funk', influences: 'Parliament', vibe: 'sweaty basement party' };
const studio = { prompt: 'a lighthouse in a storm', source: 'description', genre: 'rock' };

function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, what: string): void {
  expect(res.statusCode, what).toBe(503);
  expect(res.headers['retry-after'], what).toBe('10');
  expect(res.json(), what).toEqual({ error: IMAGE_STORE_UNAVAILABLE_MESSAGE, code: IMAGE_STORE_UNAVAILABLE });
}

const health = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/health' });
const quota = async (t: TestApp, as: { remoteAddress?: string; cookie?: string }) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/quota', remoteAddress: as.remoteAddress, cookies: as.cookie ? { bns_session: as.cookie } : {} });
  return res.json<Record<string, { used: number }>>();
};

describe('a bucket that cannot be reached from the start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: s3Env(await unreachableS3Settings()) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes /api/health answer 503 naming the image store', async () => {
    const res = await health(t);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'error',
      database: t.database.kind,
      imageStore: 's3',
      checks: { database: 'ok', imageStore: 'unavailable' },
      error: 'image store unavailable',
    });
  });

  it('answers a free cover 503 with Retry-After, its unit given back', async () => {
    const ip = '203.0.113.50';
    expectUnavailable(await t.app.inject({ method: 'POST', url: '/api/generate-free-album-cover', payload: groove, remoteAddress: ip }), 'free cover');
    expect((await quota(t, { remoteAddress: ip })).covers).toMatchObject({ used: 0 });
  });
});

describe('a bucket that goes away while the site runs', () => {
  let s3: S3TestServer;
  let t: TestApp;
  let cookie: string;
  const made = { free: '', custom: '', studio: '', slug: '' };
  const visitor = '203.0.113.60';

  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await createTestApp({ env: { ...s3Env(s3.settings), FAIR_USE_IMAGES_PER_DAY: '5' } });
    cookie = await buyPlan(t, 'lifetime', 'store-outage@example.com');
    const as = { cookies: { bns_session: cookie } };
    made.free = (await t.app.inject({ method: 'POST', url: '/api/generate-free-album-cover', payload: groove, remoteAddress: visitor })).json<{ imageUrl: string }>().imageUrl;
    made.custom = (await t.app.inject({ method: 'POST', url: '/api/generate-album-cover', payload: custom, remoteAddress: visitor })).json<{ imageUrl: string }>().imageUrl;
    made.studio = (await t.app.inject({ method: 'POST', url: '/api/premium/generate-image', payload: studio, ...as })).json<{ imageUrl: string }>().imageUrl;
    expect(Object.values(made).slice(0, 3).every((url) => url.startsWith('/api/media/'))).toBe(true);
    expect((await t.app.inject({ method: 'PUT', url: '/api/premium/press-kit', payload: { content: { ...ORDINARY_KIT, imageUrl: made.studio } }, ...as })).statusCode).toBe(200);
    const published = await t.app.inject({ method: 'POST', url: '/api/premium/press-kit/publish', payload: {}, ...as });
    made.slug = published.json<{ kit: { slug: string } }>().kit.slug;
    expect((await t.app.inject({ method: 'GET', url: `/b/${made.slug}/cover.webp` })).statusCode).toBe(200);
    expect((await health(t)).statusCode).toBe(200);
    await s3.close();
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('turns /api/health to 503 naming the image store once its few seconds of caching are over', async () => {
    // Within the cache the last answer stands: a probe under load does not reach the bucket each time.
    expect((await health(t)).statusCode).toBe(200);
    t.clock.advance(STORE_CHECK_TTL_MS);
    const res = await health(t);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', imageStore: 's3', checks: { imageStore: 'unavailable' }, error: 'image store unavailable' });
  });

  it('answers every picture route 503 with Retry-After, giving back or never taking a unit', async () => {
    const as = { cookies: { bns_session: cookie } };
    const before = { visitor: await quota(t, { remoteAddress: visitor }), premium: await quota(t, { cookie }) };
    const post = (url: string, payload: object, extra: object = { remoteAddress: visitor }) => t.app.inject({ method: 'POST', url, payload, ...extra });
    const get = (url: string, extra: object = {}) => t.app.inject({ method: 'GET', url, ...extra });

    expectUnavailable(await post('/api/generate-free-album-cover', groove), 'free cover');
    expectUnavailable(await post('/api/download-free-album-cover', { imageUrl: made.free }), 'free cover download');
    expectUnavailable(await post('/api/generate-album-cover', custom), 'album art');
    expectUnavailable(await post('/api/download-album-cover', { imageUrl: made.custom }), 'album art download');
    expectUnavailable(await post('/api/premium/generate-image', studio, as), 'studio image');
    expectUnavailable(await post('/api/premium/download-image', { imageUrl: made.studio }, as), 'studio download');
    for (const url of [made.free.replace('.webp', '.png'), made.free, made.custom]) expectUnavailable(await get(url), `media ${url}`);
    expectUnavailable(await get(made.studio.replace('.webp', '.png'), as), 'own studio image');
    for (const format of ['webp', 'png']) expectUnavailable(await get(`/b/${made.slug}/cover.${format}`), `press kit cover ${format}`);
    // The one-sheet is not printed without its cover while the store is away.
    expectUnavailable(await get('/api/premium/press-kit/one-sheet.pdf?paper=a4', as), 'press kit one-sheet');

    expect(await quota(t, { remoteAddress: visitor })).toEqual(before.visitor);
    expect(await quota(t, { cookie })).toEqual(before.premium);
  });
});
