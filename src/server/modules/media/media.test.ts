import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import type { AppContext } from '@server/app-context';
import { media } from '@server/db/schema/index';
import { createFolderImageStore, createS3ImageStore, type ImageStore } from '@server/lib/image-store';
import { createTestApp, TEST_NOW, type TestApp } from '@server/testing/app-harness';
import { buyPlan } from '@server/testing/premium-user';
import { startS3TestServer, type S3TestServer } from '@server/testing/s3-test-server';
import { deleteImage, imageUrls, purgeExpiredCovers, storeImage } from './media.service';

const DAY = 86_400_000;
const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

let s3: S3TestServer;
let folder: string;
beforeAll(async () => {
  [s3, folder] = await Promise.all([startS3TestServer(), mkdtemp(path.join(os.tmpdir(), 'bns-media-test-'))]);
});
afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

/** The store the app writes through, counting writes so a test can tell how often a copy was made. */
function counting(store: ImageStore) {
  const puts: string[] = [];
  return { puts, store: { ...store, put: (key: string, bytes: Buffer) => (puts.push(key), store.put(key, bytes)) } satisfies ImageStore };
}

const stores: [string, () => ImageStore][] = [
  ['folder', () => createFolderImageStore(folder)],
  ['S3-compatible', () => createS3ImageStore(s3.settings)],
];

describe.each(stores)('pictures in the %s image store', (storeName, makeStore) => {
  /** Tells this store's users and rows from the other run's: the two share nothing else. */
  const tag = storeName.slice(0, 2).toLowerCase();
  let t: TestApp;
  let ctx: AppContext;
  let store: ImageStore;
  let puts: string[];
  let png: Buffer;
  beforeAll(async () => {
    ({ store, puts } = counting(makeStore()));
    t = await createTestApp({ deps: { images: store } });
    ctx = { db: t.database.db, clock: t.clock, images: store, config: t.config } as unknown as AppContext;
    png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2040c0' } }).png().toBuffer();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, cookies: cookie ? { bns_session: cookie } : {} });
  const rowOf = async (id: string) => (await t.database.db.select().from(media).where(eq(media.id, id)))[0];
  const userIdOf = async (cookie: string) => (await get('/api/auth/me', cookie)).json<{ user: { id: number } }>().user.id;

  it('shows a free cover as WebP and downloads it as PNG, both cached for a year, with only metadata and keys in the database', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/api/generate-free-album-cover', payload: { bandName: 'Static Orchard', genre: 'indie-rock' } });
    expect(made.statusCode).toBe(200);
    const imageUrl: string = made.json().imageUrl;
    const id = /^\/api\/media\/([\w-]+)\.webp$/.exec(imageUrl)![1]!;

    const shown = await get(imageUrl);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    expect(shown.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(shown.headers.vary ?? '').not.toMatch(/cookie/i);
    expect(await sharp(shown.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 1024 });

    const file = await get(imageUrls(id).png);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(shown.rawPayload.length).toBeLessThan(file.rawPayload.length);

    const row = await rowOf(id);
    expect(row).toMatchObject({ bytes: null, storageKey: `covers/${id}.png`, webpKey: `covers/${id}.webp`, ownerUserId: null });
    expect((await store.get(`covers/${id}.png`))?.equals(file.rawPayload)).toBe(true);
    expect((await store.get(`covers/${id}.webp`))?.equals(shown.rawPayload)).toBe(true);

    // The download endpoint takes either address and always answers the PNG.
    for (const [i, address] of [imageUrl, imageUrls(id).png].entries()) {
      // Each from its own address: a visitor's free downloads are counted.
      const dl = await t.app.inject({ method: 'POST', url: '/api/download-free-album-cover', payload: { imageUrl: address }, remoteAddress: `10.9.9.${i + 1}` });
      expect(dl.statusCode).toBe(200);
      expect(dl.headers['content-type']).toBe('image/png');
      expect(dl.rawPayload.equals(file.rawPayload)).toBe(true);
    }
  });

  it('makes the display copy once for views that arrive together, then serves the stored copy', async () => {
    const id = await storeImage(ctx, { png, size: 64 });
    const url = imageUrls(id).display;
    const before = puts.length;
    const views = await Promise.all([get(url), get(url), get(url)]);
    expect(views.map((v) => v.statusCode)).toEqual([200, 200, 200]);
    expect(views.every((v) => v.rawPayload.equals(views[0]!.rawPayload))).toBe(true);
    expect((await get(url)).rawPayload.equals(views[0]!.rawPayload)).toBe(true);
    expect(puts.slice(before)).toEqual([`covers/${id}.webp`]);
  });

  it("serves a private picture only to its owner's session, privately cached; anyone else gets 404", async () => {
    const owner = await buyPlan(t, 'monthly', `owner-${tag}@example.com`);
    const other = await buyPlan(t, 'monthly', `other-${tag}@example.com`);
    const id = await storeImage(ctx, { png, size: 64, ownerUserId: await userIdOf(owner) });
    expect((await rowOf(id))?.storageKey).toBe(`private/${id}.png`);
    const unknown = await get('/api/media/unknownimage1.webp', owner);

    for (const [url, type] of [[imageUrls(id).display, 'image/webp'], [imageUrls(id).png, 'image/png']] as const) {
      const mine = await get(url, owner);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe(type);
      expect(mine.headers['cache-control']).toBe('private, max-age=86400');
      expect(mine.headers.vary).toMatch(/cookie/i);
      for (const stranger of [await get(url, other), await get(url)]) {
        expect(stranger.statusCode).toBe(404);
        expect(stranger.json()).toEqual(unknown.json());
      }
    }
    // Nor does the free download endpoint hand it out.
    const dl = await t.app.inject({ method: 'POST', url: '/api/download-free-album-cover', payload: { imageUrl: imageUrls(id).display } });
    expect(dl.statusCode).toBe(404);
  });

  it('deletes a picture with its PNG and its display copy', async () => {
    const id = await storeImage(ctx, { png, size: 64 });
    expect((await get(imageUrls(id).display)).statusCode).toBe(200);
    expect(await deleteImage(ctx, id)).toBe(true);
    expect(await rowOf(id)).toBeUndefined();
    expect(await store.get(`covers/${id}.png`)).toBeNull();
    expect(await store.get(`covers/${id}.webp`)).toBeNull();
    expect((await get(imageUrls(id).display)).statusCode).toBe(404);
    expect(await deleteImage(ctx, id)).toBe(false);
  });

  it("deleting an account deletes its pictures' objects, and nobody else's", async () => {
    const email = `leaving-${tag}@example.com`;
    const leaving = await buyPlan(t, 'lifetime', email);
    const userId = await userIdOf(leaving);
    const mine = [await storeImage(ctx, { png, size: 64, ownerUserId: userId }), await storeImage(ctx, { png, size: 64, ownerUserId: userId })];
    expect((await get(imageUrls(mine[0]!).display, leaving)).statusCode).toBe(200);
    const cover = await storeImage(ctx, { png, size: 64 });

    const res = await t.app.inject({ method: 'POST', url: '/api/account/delete', payload: { email }, cookies: { bns_session: leaving } });
    expect(res.statusCode).toBe(200);
    for (const id of mine) {
      expect(await rowOf(id)).toBeUndefined();
      expect(await store.get(`private/${id}.png`)).toBeNull();
      expect(await store.get(`private/${id}.webp`)).toBeNull();
    }
    expect(await store.get(`covers/${cover}.png`)).not.toBeNull();
  });

  it('removes free covers older than IMAGE_RETENTION_DAYS, objects and rows, and keeps private pictures', async () => {
    const owner = await userIdOf(await buyPlan(t, 'monthly', `keeper-${tag}@example.com`));
    const made = async (daysAgo: number, ownerUserId?: number) => {
      t.clock.set(new Date(Date.parse(TEST_NOW) - daysAgo * DAY));
      return storeImage(ctx, { png, size: 64, ownerUserId });
    };
    const old = [await made(45), await made(31)];
    const recent = await made(29);
    const privateOld = await made(400, owner);
    t.clock.set(TEST_NOW);
    expect((await get(imageUrls(old[0]!).display)).statusCode).toBe(200);

    expect(await purgeExpiredCovers(ctx)).toBe(2);
    for (const id of old) {
      expect(await rowOf(id)).toBeUndefined();
      expect(await store.get(`covers/${id}.png`)).toBeNull();
      expect(await store.get(`covers/${id}.webp`)).toBeNull();
    }
    expect(await rowOf(recent)).toBeDefined();
    expect(await store.get(`private/${privateOld}.png`)).not.toBeNull();
    expect(await purgeExpiredCovers(ctx)).toBe(0);
  });

  it('moves pictures kept in the database before the store into it at start, and still serves them', async () => {
    await t.database.db.insert(media).values({ id: `legacy-${tag}-01`, contentType: 'image/png', bytes: png, width: 64, height: 64, createdAt: t.clock.now() });
    // A second start of the app on the same database and store, as after an upgrade.
    const restarted = await buildApp(t.config, { database: t.database, clock: t.clock, images: store, engines: { text: {} as never, art: {} as never } });
    await restarted.close();
    expect(await t.database.db.select({ id: media.id }).from(media).where(isNotNull(media.bytes))).toEqual([]);
    const res = await get(`/api/media/legacy-${tag}-01.png`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png)).toBe(true);
    expect((await get(`/api/media/legacy-${tag}-01.webp`)).headers['content-type']).toBe('image/webp');
  });
});

describe('GET /api/media/:file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 for an unknown image or a missing object, and 400 for a malformed name', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/media/unknownimage1.png' })).statusCode).toBe(404);
    await t.database.db.insert(media).values({ id: 'missingobject01', contentType: 'image/png', storageKey: 'covers/missingobject01.png', createdAt: t.clock.now() });
    expect((await t.app.inject({ method: 'GET', url: '/api/media/missingobject01.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/media/missingobject01.webp' })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/media/..%2F..%2Fetc.png' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/file/);
    expect((await t.app.inject({ method: 'GET', url: '/api/media/abcdefgh.gif' })).statusCode).toBe(400);
  });
});
