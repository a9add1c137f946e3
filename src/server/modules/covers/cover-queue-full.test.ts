// A full render queue refuses a cover at once: 503 with Retry-After, before a unit is counted or a
// concept written, so refused visitors cost the server nothing but the answer.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { usageLimits } from '@server/db/schema/index';
import { createLocalArtEngine } from '@server/engines/art/local-art-engine';
import { BUSY_MESSAGE } from '@server/engines/art/render-pool';
import { createLocalTextEngine } from '@server/engines/index';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { buyPlan } from '@server/testing/premium-user';

const groove = { bandName: 'Groove Thesis', genre: 'funk', vibe: 'sweaty basement party' };
const custom = { genre: 'funk', influences: 'Parliament', vibe: 'sweaty basement party' };

// One worker and no waiting room: a place held by the test is the whole queue.
const art = createLocalArtEngine({ workers: 1, maxQueue: 0 });
const text = createLocalTextEngine({ seed: 3 });
const concepts = vi.spyOn(text, 'concepts');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { engines: { text, art } } });
});
afterAll(async () => {
  await t.close();
  await art.close();
});

const usageRows = (ip: string) => t.database.db.select().from(usageLimits).where(eq(usageLimits.ipAddress, ip));

describe('a cover while the render queue is full', () => {
  it.each([
    ['the free cover', '/api/generate-free-album-cover', groove, '198.51.100.21'],
    ['the custom album art', '/api/generate-album-cover', custom, '198.51.100.22'],
  ])('%s is refused with 503 and Retry-After before any counting or concept', async (_name, url, payload, ip) => {
    const held = art.reserve();
    concepts.mockClear();
    try {
      const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(res.json()).toEqual({ error: BUSY_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
      expect(concepts).not.toHaveBeenCalled();
      // Not counted and refunded: never counted, so the address has no counter row at all.
      expect(await usageRows(ip)).toEqual([]);
    } finally {
      held.release();
    }
  });

  it('refuses as exactly when the queue fills between the first look and the reservation', async () => {
    // The first look (before the body is read) saw room; the reservation, after validation, finds none.
    const held = art.reserve();
    vi.spyOn(art, 'busyFor').mockReturnValueOnce(null);
    concepts.mockClear();
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/generate-free-album-cover', payload: groove, remoteAddress: '198.51.100.23' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(res.json()).toEqual({ error: BUSY_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
      expect(concepts).not.toHaveBeenCalled();
      expect(await usageRows('198.51.100.23')).toEqual([]);
    } finally {
      held.release();
    }
  });

  it('refuses before reading the body, so even a malformed one gets the 503', async () => {
    const held = art.reserve();
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/generate-free-album-cover', payload: '{"not json', headers: { 'content-type': 'application/json' }, remoteAddress: '198.51.100.24' });
      expect(res.statusCode).toBe(503);
      // A signed-out visitor still meets the studio's sign-in guard first, not the queue.
      const studio = await t.app.inject({ method: 'POST', url: '/api/premium/generate-image', payload: { prompt: 'x', source: 'description' } });
      expect(studio.statusCode).toBe(401);
    } finally {
      held.release();
    }
  });

  it("refuses a studio image with 503 before it counts on the member's images fair use", async () => {
    const cookie = await buyPlan(t, 'lifetime', 'queue-full@example.com');
    const imagesUsed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/quota', cookies: { bns_session: cookie } })).json<{ covers: { used: number } }>().covers.used;
    const drawImage = () =>
      t.app.inject({ method: 'POST', url: '/api/premium/generate-image', payload: { prompt: 'a lighthouse in a storm', source: 'description', genre: 'rock' }, cookies: { bns_session: cookie } });
    const held = art.reserve();
    try {
      const res = await drawImage();
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(res.json()).toEqual({ error: BUSY_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
      expect(await imagesUsed()).toBe(0);
    } finally {
      held.release();
    }
    const drawn = await drawImage();
    expect(drawn.statusCode).toBe(200);
    expect(await imagesUsed()).toBe(1);
  });

  it('takes the cover once the place is free again, counting one unit', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/generate-free-album-cover', payload: groove, remoteAddress: '198.51.100.21' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ remaining: 2 });
    expect((await usageRows('198.51.100.21'))[0]).toMatchObject({ albumGenerations: 1 });
  });
});
