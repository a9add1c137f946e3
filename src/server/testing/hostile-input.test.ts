// Each class of hostile input through the real endpoints: values spelled like Object.prototype's
// names, text PostgreSQL cannot store, ids beyond the int4 columns, characters XML forbids in a
// cover. Each is a 4xx naming the field or a normal answer, and a refused request spends no quota.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app-harness';
import { users } from '../db/schema/index';
import type { AppContext } from '../app-context';
import { createSession } from '../modules/auth/sessions.service';
import { SESSION_COOKIE } from '../plugins/auth';
import type { QuotaStatusResponse } from '@shared/contracts/quota';

let t: TestApp;
let premium: { id: number; cookies: Record<string, string> };
let n = 1;
/** Each test from its own address, so one test's use of the daily limits does not touch another's. */
const freshIp = () => `198.51.100.${n++}`;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db
    .insert(users)
    .values({ username: 'hostile@example.com', email: 'hostile@example.com', userTier: 'premium', lifetimeAccess: true })
    .returning({ id: users.id });
  const ctx = { db: t.database.db, clock: t.clock } as unknown as AppContext;
  premium = { id: row!.id, cookies: { [SESSION_COOKIE]: (await createSession(ctx, 'user', row!.id)).token } };
});
afterAll(async () => {
  await t.close();
});

function post(url: string, payload: unknown, ip: string, cookies?: Record<string, string>) {
  return t.app.inject({ method: 'POST', url, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' }, remoteAddress: ip, cookies });
}

async function quota(ip: string): Promise<QuotaStatusResponse> {
  const res = await t.app.inject({ method: 'GET', url: '/api/quota', remoteAddress: ip });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function expectFieldError(res: { statusCode: number; json(): unknown }, error: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { error: string; code: string; details?: { path: string }[] };
  expect(body.error).toBe(error);
  expect(body.code).toBe('VALIDATION_ERROR');
}

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe("values spelled like Object.prototype's names", () => {
  it('are ordinary words to the name generator, in every field', async () => {
    for (const word of PROTOTYPE_NAMES) {
      const ip = freshIp();
      const res = await post('/api/generate-names', { genre: word, influences: `${word}, ${word} and Tool`, vibe: `${word} slow heavy`, count: 3, options: { useSeedWord: true, seedWord: word } }, ip);
      expect(res.statusCode, `${word}: ${res.body}`).toBe(200);
      const names = res.json() as { name: string; genre: string; description: string }[];
      expect(names).toHaveLength(3);
      for (const name of names) {
        expect(name.genre).toBe(word);
        expect(name.name).not.toMatch(/function|native code|\[object/);
        expect(name.description).not.toMatch(/function|native code|\[object|undefined/);
      }
    }
  });

  it('draw a free cover when they are the band name, genre, vibe and influences', async () => {
    for (const word of ['constructor', '__proto__', 'toString']) {
      const res = await post('/api/generate-free-album-cover', { bandName: word, genre: word, vibe: word, influences: word }, freshIp());
      expect(res.statusCode, `${word}: ${res.body}`).toBe(200);
      expect(res.json().concepts.join(' ')).not.toMatch(/function|native code|\[object/);
    }
  });

  it('mix into a name for a premium user', async () => {
    const res = await post('/api/mix-words', { selectedWords: ['constructor', 'hasOwnProperty', '__proto__'], genre: 'toString' }, freshIp(), premium.cookies);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mixedName).not.toMatch(/function|native code|\[object/);
  });
});

describe('text PostgreSQL cannot store', () => {
  it('is refused with a 400 naming the field, and the refused request spends no quota', async () => {
    const ip = freshIp();
    const before = await quota(ip);
    const res = await post('/api/generate-names', { genre: '\ud800' }, ip);
    expectFieldError(res, 'genre: text must not contain unpaired surrogate characters');
    expect((res.json() as { details: unknown[] }).details).toEqual([{ path: 'genre', message: 'text must not contain unpaired surrogate characters' }]);
    const lone = await post('/api/generate-free-album-cover', { bandName: 'a\udfffb', genre: 'rock' }, ip);
    expectFieldError(lone, 'bandName: text must not contain unpaired surrogate characters');
    const after = await quota(ip);
    expect(after.names.used).toBe(before.names.used);
    expect(after.covers.used).toBe(before.covers.used);
    // The same address still gets names: nothing was spent.
    expect((await post('/api/generate-names', { genre: 'rock' }, ip)).statusCode).toBe(200);
    expect((await quota(ip)).names.used).toBe(before.names.used + 1);
  });

  it('names nested fields, array items and property names', async () => {
    const ip = freshIp();
    expectFieldError(await post('/api/generate-names', { genre: 'rock', options: { useSeedWord: true, seedWord: 'x\ud83c' } }, ip), 'options.seedWord: text must not contain unpaired surrogate characters');
    expectFieldError(await post('/api/mix-words', { selectedWords: ['fire', '\udc00ice'] }, ip, premium.cookies), 'selectedWords.1: text must not contain unpaired surrogate characters');
    expectFieldError(await post('/api/analytics/events', { name: 'x', properties: { '\ud800': 1 } }, ip), 'properties: property names must not contain unpaired surrogate characters');
    expectFieldError(await post('/api/contact', { name: 'A', email: 'a@example.com', subject: 'Hi', message: 'bad \u0000 byte' }, ip), 'message: text must not contain NUL characters');
  });

  it('is refused in query strings and paths too', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/auth/verify?format=json&token=a%00b', remoteAddress: freshIp() });
    expectFieldError(query, 'querystring token: text must not contain NUL characters');
    // A lone surrogate half in a path arrives as bytes that are not UTF-8: refused before routing.
    const path = await t.app.inject({ method: 'GET', url: '/api/media/%ED%A0%80abcdefgh.png', remoteAddress: freshIp() });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ error: expect.stringMatching(/not UTF-8/), code: 'BAD_URL' });
  });

  it('keeps whole surrogate pairs: emoji are text like any other', async () => {
    const res = await post('/api/generate-names', { genre: 'rock 🎸🔥', vibe: '👩‍👩‍👧‍👦 family' }, freshIp());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0].genre).toBe('rock 🎸🔥');
  });

  it('never cuts a surrogate pair in two when the generators shorten text', async () => {
    // 59 letters and an emoji: a cut at 60 units would keep only the emoji's first half.
    const long = `${'a'.repeat(58)} 🎸🎸🎸`;
    const names = await post('/api/generate-names', { genre: long, vibe: `${'b'.repeat(58)} 🎸🎸🎸 ${'c'.repeat(30)}`, count: 5 }, freshIp());
    expect(names.statusCode, names.body).toBe(200);
    for (const name of names.json() as { name: string; description: string }[]) {
      expect(name.description).not.toMatch(/[\ud800-\udfff]/u);
      expect(name.name).not.toMatch(/[\ud800-\udfff]/u);
    }
    const cover = await post('/api/generate-free-album-cover', { bandName: 'Glass Harbor', genre: 'rock', vibe: `${'d'.repeat(99)}🎸` }, freshIp());
    expect(cover.statusCode, cover.body).toBe(200);
    for (const concept of cover.json().concepts as string[]) expect(concept).not.toMatch(/[\ud800-\udfff]/u);
  });
});

describe('ids beyond the int4 columns', () => {
  const MESSAGE = 'must be a whole number from 1 to 2147483647';

  it('are refused on /api/favorites with a 400 naming the field', async () => {
    const ip = freshIp();
    for (const id of [2 ** 31, 2 ** 53, 1e308, -(2 ** 31), 0, -1, 1.5]) {
      expectFieldError(await post('/api/favorites', { id, isFavorite: true }, ip), `id: ${MESSAGE}`);
    }
    // The largest id the column holds is a well-formed question: there is no such name.
    expect((await post('/api/favorites', { id: 2 ** 31 - 1, isFavorite: true }, ip)).statusCode).toBe(404);
  });

  it('are refused on /api/track-clipboard-click with a 400 naming the field', async () => {
    const ip = freshIp();
    expectFieldError(await post('/api/track-clipboard-click', { bandId: 2 ** 31, bandName: 'Glass Harbor' }, ip), `bandId: ${MESSAGE}`);
    expect((await post('/api/track-clipboard-click', { bandId: 2 ** 31 - 1, bandName: 'Glass Harbor' }, ip)).statusCode).toBe(200);
  });

  it('are refused in a path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/premium-status/2147483648', cookies: premium.cookies, remoteAddress: freshIp() });
    expectFieldError(res, `params userId: ${MESSAGE}`);
    const own = await t.app.inject({ method: 'GET', url: `/api/auth/premium-status/${premium.id}`, cookies: premium.cookies, remoteAddress: freshIp() });
    expect(own.statusCode).toBe(200);
  });
});

describe('characters XML forbids, drawn into a cover', () => {
  it('are left out of the picture: the cover renders, and counts once', async () => {
    const ip = freshIp();
    const before = await quota(ip);
    const res = await post(
      '/api/generate-free-album-cover',
      { bandName: 'Band\u0001\u000b\u000c Of\ufffe\uffff Noise\u001f', genre: 'rock\u0008', vibe: 'dark\u0002 neon', influences: 'Tool\u000e' },
      ip,
    );
    expect(res.statusCode, res.body).toBe(200);
    const image = await t.app.inject({ method: 'GET', url: res.json().imageUrl.replace(/\.webp$/, '.png') });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect((await quota(ip)).covers.used).toBe(before.covers.used + 1);
  });
});

describe('addresses the router refuses', () => {
  it('answer in the one error shape', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/media/${'x'.repeat(600)}`, remoteAddress: freshIp() });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: 'The address is too long', code: 'URI_TOO_LONG' });
  });
});

describe('bodies far over the size limit', () => {
  it('are refused with 413 on every write endpoint, and spend no quota', async () => {
    const ip = freshIp();
    const huge = JSON.stringify({ genre: 'rock', bandName: 'x'.repeat(10 * 1024 * 1024) });
    for (const url of [
      '/api/generate-names',
      '/api/generate-free-album-cover',
      '/api/generate-album-cover',
      '/api/track-album-interaction',
      '/api/favorites',
      '/api/user-feedback',
      '/api/contact',
      '/api/analytics/events',
      '/api/auth/verify-premium-email',
    ]) {
      const res = await t.app.inject({ method: 'POST', url, payload: huge, headers: { 'content-type': 'application/json' }, remoteAddress: ip });
      expect(res.statusCode, url).toBe(413);
      expect(res.json().error, url).toBeTruthy();
    }
    const left = await quota(ip);
    expect(left.names.remaining).toBe(left.names.limit);
    expect(left.covers.remaining).toBe(left.covers.limit);
    expect(left.customArt.remaining).toBe(left.customArt.limit);
  });
});
