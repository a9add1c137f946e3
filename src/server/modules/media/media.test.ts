import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app-harness';
import type { AppContext } from '../../app-context';
import { storeImage } from './media.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('GET /api/media/:file', () => {
  it('serves a stored image from the database with a year of caching', async () => {
    const url = await storeImage({ db: t.database.db, clock: t.clock } as unknown as AppContext, PNG, 1);
    expect(url).toMatch(/^\/api\/media\/[\w-]+\.png$/);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 404 for an unknown image and 400 for a malformed name', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/media/unknownimage1.png' })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/media/..%2F..%2Fetc.png' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/file/);
  });
});
