import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { createTestApp, TEST_NOW, type TestApp } from '@server/testing/app-harness';
import { albumCoverFeedback } from '@server/db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const send = (payload: object) => t.app.inject({ method: 'POST', url: '/api/album-cover-feedback', payload, remoteAddress: '203.0.113.40' });

describe('POST /api/album-cover-feedback', () => {
  it('stores love and not-for-me with the band name, genre and style, and no address', async () => {
    expect((await send({ feedback: 'love', bandName: 'Iron Lanterns', genre: 'rock', albumCoverStyle: 'oil-painting' })).json()).toEqual({ success: true });
    expect((await send({ feedback: 'not_for_me', bandName: 'Glass Hours' })).statusCode).toBe(200);
    const rows = await t.database.db.select().from(albumCoverFeedback).orderBy(desc(albumCoverFeedback.id)).limit(2);
    expect(rows.map(({ id: _id, ...r }) => ({ ...r, createdAt: r.createdAt.toISOString() }))).toEqual([
      { bandId: null, bandName: 'Glass Hours', genre: null, feedback: 'not_for_me', albumCoverStyle: null, createdAt: TEST_NOW },
      { bandId: null, bandName: 'Iron Lanterns', genre: 'rock', feedback: 'love', albumCoverStyle: 'oil-painting', createdAt: TEST_NOW },
    ]);
  });

  it('refuses another answer or a missing band name with a 400 that names the field', async () => {
    const other = await send({ feedback: 'meh', bandName: 'X' });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toMatch(/^feedback: feedback must be 'love' or 'not_for_me'/);
    const noName = await send({ feedback: 'love', bandName: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toMatch(/^bandName: /);
  });
});
