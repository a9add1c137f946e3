// The Library through the real app: newest first, filtered by kind, edits and deletes, saved names
// merged from the browser without duplicates, and every row reachable only by its owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { buyPlan } from '@server/testing/premium-user';

let t: TestApp;
let ada: string;
let bo: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await buyPlan(t, 'lifetime', 'ada@example.com');
  bo = await buyPlan(t, 'monthly', 'bo@example.com');
});
afterAll(async () => {
  await t.close();
});

const as = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, cookies: { bns_session: cookie }, ...(payload ? { payload } : {}) });
const titles = async (cookie: string, query = '') => ((await as(cookie, 'GET', `/api/premium/library${query}`)).json().items as Array<{ kind: string; title: string }>).map((w) => `${w.kind}:${w.title}`);

describe('saved names', () => {
  it('merges the browser list into the account once, whatever the case, newest first', async () => {
    const first = await as(ada, 'POST', '/api/premium/saved-names', { names: ['Velvet Static', 'glass harbour', 'Glass Harbour', 'Neon Fathom'] });
    expect(first.statusCode).toBe(200);
    expect(first.json().items.map((w: { title: string }) => w.title)).toEqual(['Velvet Static', 'glass harbour', 'Neon Fathom']);
    // The same list from another browser, plus one new name: only the new one is added, on top.
    t.clock.advance(60_000);
    const again = await as(ada, 'POST', '/api/premium/saved-names', { names: ['Copper Saints', 'VELVET STATIC', 'Neon Fathom'] });
    expect(again.json().items.map((w: { title: string }) => w.title)).toEqual(['Copper Saints', 'Velvet Static', 'glass harbour', 'Neon Fathom']);
  });

  it('refuses blank and over-long names, and too many at once', async () => {
    for (const [names, error] of [
      [['  '], 'names.0: A saved name must not be blank'],
      [['x'.repeat(256)], 'names.0: A saved name must be at most 255 characters'],
      [Array.from({ length: 501 }, (_, i) => `N${i}`), 'names: At most 500 names at a time'],
    ] as const) {
      const res = await as(ada, 'POST', '/api/premium/saved-names', { names });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(error);
    }
  });
});

describe('library', () => {
  it('lists newest first and filters by kind', async () => {
    t.clock.advance(60_000);
    await as(ada, 'POST', '/api/premium/generate-band-bio', { bandName: 'Copper Saints' });
    const all = await titles(ada);
    expect(all[0]).toBe('bio:Copper Saints');
    expect(all).toContain('name:Neon Fathom');
    expect(await titles(ada, '?kind=bio')).toEqual(['bio:Copper Saints']);
    const bad = await as(ada, 'GET', '/api/premium/library?kind=poem');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('querystring kind: kind must be name, bio, tagline, email or image');
  });

  it("keeps each account's work to itself: another user's id reads as not found", async () => {
    const [bio] = (await as(ada, 'GET', '/api/premium/library?kind=bio')).json().items;
    for (const [method, payload] of [['GET'], ['PATCH', { body: 'stolen' }], ['DELETE']] as const) {
      const res = await as(bo, method, `/api/premium/library/${bio.id}`, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('No such item in your library');
    }
    expect(await titles(bo)).toEqual([]);
    expect((await as(ada, 'GET', `/api/premium/library/${bio.id}`)).json().body).toBe(bio.body);
  });

  it('edits and deletes its own items; odd ids get a 400 that names them', async () => {
    const [bio] = (await as(ada, 'GET', '/api/premium/library?kind=bio')).json().items;
    const edited = await as(ada, 'PATCH', `/api/premium/library/${bio.id}`, { body: 'Rewritten by hand.' });
    expect(edited.json()).toMatchObject({ id: bio.id, body: 'Rewritten by hand.', updatedAt: expect.any(String) });
    expect((await as(ada, 'DELETE', `/api/premium/library/${bio.id}`)).json()).toEqual({ success: true });
    expect((await as(ada, 'DELETE', `/api/premium/library/${bio.id}`)).statusCode).toBe(404);
    for (const id of ['0', '-1', '2147483648', '99999999999999999999', '1.5', '__proto__']) {
      const res = await as(ada, 'GET', `/api/premium/library/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^params id: must be a whole number from 1 to 2147483647$/);
    }
  });
});

describe('paging', () => {
  it('pages through a long library newest first with no work repeated or skipped, even when a page edge is deleted meanwhile', async () => {
    const cara = await buyPlan(t, 'monthly', 'cara@example.com');
    // 130 names: a list of 65 in one instant (ties broken by id), then 65 one minute later.
    for (const batch of [0, 1]) {
      t.clock.advance(60_000);
      const names = Array.from({ length: 65 }, (_, i) => `Band ${batch * 65 + i}`);
      expect((await as(cara, 'POST', '/api/premium/saved-names', { names })).statusCode).toBe(200);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await as(cara, 'GET', `/api/premium/library?kind=name${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json<{ items: Array<{ id: number; title: string }>; nextCursor: string | null }>();
      expect(page.items.length).toBeLessThanOrEqual(60);
      seen.push(...page.items.map((w) => w.title));
      // The last work of the first page goes before the next page is read: the cursor still holds.
      if (pages === 0) expect((await as(cara, 'DELETE', `/api/premium/library/${page.items.at(-1)!.id}`)).statusCode).toBe(200);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(130);
    expect(new Set(seen).size).toBe(130);
    // The newer list first, each list in the order the browser gave it.
    expect(seen.slice(0, 3)).toEqual(['Band 65', 'Band 66', 'Band 67']);
    expect(seen.at(-1)).toBe('Band 64');
  });

  it('refuses a cursor it did not give', async () => {
    for (const cursor of ['abc', '1.2.3', '9'.repeat(16) + '.1', '__proto__']) {
      const res = await as(ada, 'GET', `/api/premium/library?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('querystring cursor: cursor must be the nextCursor of the previous page');
    }
  });
});

