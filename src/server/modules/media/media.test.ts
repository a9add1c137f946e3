import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import type { AppContext } from '@server/app-context';
import { createFolderImageStore } from '@server/lib/image-store';
import { media } from '@server/db/schema/index';
import { storeImage } from './media.service';

let t: TestApp;
let ctx: AppContext;
beforeAll(async () => {
  t = await createTestApp();
  ctx = { db: t.database.db, clock: t.clock, images: createFolderImageStore(t.config.imageDir) } as unknown as AppContext;
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('GET /api/media/:file', () => {
  it('serves a stored image from the image store with a year of caching', async () => {
    const url = await storeImage(ctx, PNG, 1);
    expect(url).toMatch(/^\/api\/media\/[\w-]+\.png$/);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('keeps the bytes in the store folder and only metadata and the key in the database', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/generate-free-album-cover', payload: { bandName: 'Static Orchard', genre: 'indie-rock' } });
    expect(res.statusCode).toBe(200);
    const id = /\/api\/media\/([\w-]+)\.png$/.exec(res.json().imageUrl)![1];
    const [row] = await t.database.db.select().from(media).where(sql`${media.id} = ${id}`);
    expect(row!.bytes).toBeNull();
    expect(row!.storageKey).toBe(`covers/${id}.png`);
    expect(existsSync(path.join(t.config.imageDir, row!.storageKey!))).toBe(true);
    const withBytes = await t.database.db.select({ id: media.id }).from(media).where(sql`${media.bytes} is not null`);
    expect(withBytes).toEqual([]);
  });

  it('still serves a picture whose bytes were kept in its row before the store existed', async () => {
    await t.database.db.insert(media).values({ id: 'legacypicture01', contentType: 'image/png', bytes: PNG, width: 1, height: 1, createdAt: t.clock.now() });
    const res = await t.app.inject({ method: 'GET', url: '/api/media/legacypicture01.png' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 404 for an unknown image or a missing object, and 400 for a malformed name', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/media/unknownimage1.png' })).statusCode).toBe(404);
    await t.database.db.insert(media).values({ id: 'missingobject01', contentType: 'image/png', storageKey: 'covers/missingobject01.png', createdAt: t.clock.now() });
    expect((await t.app.inject({ method: 'GET', url: '/api/media/missingobject01.png' })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/media/..%2F..%2Fetc.png' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/file/);
  });
});
