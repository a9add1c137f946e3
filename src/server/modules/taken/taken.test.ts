// POST /api/check-name on the real app: the shipped list's matches (exact, normalised, sound-alike,
// close spelling) with their messages, clear 400s, the per-address limit, and the MusicBrainz path
// against a loopback fake: off by default, asked when configured, spaced a second apart, cached.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAKEN_CHECK } from '@shared/contracts/taken';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { MUSICBRAINZ_INTERVAL_MS } from './musicbrainz-client';

interface FakeRequest {
  url: string;
  headers: IncomingHttpHeaders;
  at: number;
}

/** A stand-in for musicbrainz.org: answers artist searches from a fixed catalogue. */
async function startFakeMusicBrainz(): Promise<{ url: string; requests: FakeRequest[]; close(): Promise<void> }> {
  const requests: FakeRequest[] = [];
  const catalogue = [
    { name: 'Velvet Quarry Lanterns', type: 'Group', score: 100 },
    { name: 'Glasswing Parade', type: 'Group', score: 100 },
    { name: 'Velvet Quarry Lantern Kid', type: 'Character', score: 90 },
  ];
  const server: Server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers, at: Date.now() });
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/ws/2/artist' || url.searchParams.get('fmt') !== 'json') {
      res.writeHead(404).end();
      return;
    }
    const words = (url.searchParams.get('query') ?? '').toLowerCase().split(/\s+/);
    const artists = catalogue.filter((a) => words.some((w) => w.length > 3 && a.name.toLowerCase().includes(w)));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ created: new Date().toISOString(), count: artists.length, offset: 0, artists }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let address = 0;
const check = (t: TestApp, name: unknown, remoteAddress = `198.51.100.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/check-name', payload: { name }, remoteAddress });

describe('POST /api/check-name, offline (the default)', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeMusicBrainz>>;
  beforeAll(async () => {
    fake = await startFakeMusicBrainz();
    // The fake's address is given but the lookups are not enabled: nothing may reach it.
    t = await createTestApp({ env: { MUSICBRAINZ_BASE_URL: fake.url } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('marks a real band as taken: exact and normalised', async () => {
    const exact = await check(t, 'Metallica');
    expect(exact.statusCode).toBe(200);
    expect(exact.json()).toMatchObject({ taken: true, message: 'A band called Metallica exists' });
    expect(exact.json().matches[0]).toEqual({ name: 'Metallica', kind: 'exact', source: 'wikidata' });
    const normalised = (await check(t, 'the ROLLING stones!')).json();
    expect(normalised.taken).toBe(true);
    expect(normalised.matches[0]).toMatchObject({ name: 'The Rolling Stones', kind: 'normalised' });
  });

  it('says what a new name sounds like or is spelled close to, without calling it taken', async () => {
    const sound = (await check(t, 'Iron Mayden')).json();
    expect(sound).toMatchObject({ taken: false, message: 'sounds like Iron Maiden' });
    expect(sound.matches[0]).toMatchObject({ name: 'Iron Maiden', kind: 'sound-alike', source: 'wikidata' });
    const close = (await check(t, 'Radioheed')).json();
    expect(close.taken).toBe(false);
    expect(close.matches.map((m: { name: string }) => m.name)).toContain('Radiohead');
  });

  it('finds nothing for a new name', async () => {
    expect((await check(t, 'Velvet Quarry Lanterns')).json()).toEqual({ taken: false, matches: [], message: null });
    expect(fake.requests).toHaveLength(0);
  });

  it('answers a clear 400 for a missing, blank, punctuation-only or over-long name', async () => {
    for (const [name, wording] of [[undefined, 'name'], ['   ', 'Name is required'], ['!!!?', 'letter or a digit'], ['x'.repeat(TAKEN_CHECK.nameMax + 1), 'at most']] as const) {
      const res = await check(t, name);
      expect(res.statusCode, String(name)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(wording);
    }
  });

  it('checks a saved-names list in one call, in order', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/check-names', payload: { names: ['Nirvana', 'Velvet Quarry Lanterns', 'Iron Mayden'] }, remoteAddress: '198.51.100.200' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { taken: boolean; message: string | null }) => [r.taken, r.message])).toEqual([
      [true, 'A band called Nirvana exists'],
      [false, null],
      [false, 'sounds like Iron Maiden'],
    ]);
    const tooMany = await t.app.inject({ method: 'POST', url: '/api/check-names', payload: { names: new Array(TAKEN_CHECK.batchMax + 1).fill('x') } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain(`At most ${TAKEN_CHECK.batchMax} names`);
  });

  it('limits checks per address a minute', async () => {
    const from = '203.0.113.77';
    for (let i = 0; i < TAKEN_CHECK.perAddressPerMinute; i++) expect((await check(t, `Name ${i}`, from)).statusCode).toBe(200);
    const over = await check(t, 'One more', from);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('60');
    expect((await check(t, 'One more', '203.0.113.78')).statusCode).toBe(200);
  });
});

describe('POST /api/check-name with MusicBrainz configured', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeMusicBrainz>>;
  beforeAll(async () => {
    fake = await startFakeMusicBrainz();
    t = await createTestApp({ env: { MUSICBRAINZ_ENABLED: 'true', MUSICBRAINZ_BASE_URL: fake.url, MUSICBRAINZ_USER_AGENT: 'BandNameStudioTest/1.0 ( test@example.com )' } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('finds a band only MusicBrainz knows, asks with a named user agent, and caches the answer', async () => {
    const first = (await check(t, 'velvet quarry lanterns')).json();
    expect(first).toMatchObject({ taken: true, message: 'A band called Velvet Quarry Lanterns exists' });
    expect(first.matches[0]).toEqual({ name: 'Velvet Quarry Lanterns', kind: 'exact', source: 'musicbrainz' });
    // A fictional character of the same words is not a band holding the name.
    expect(first.matches.some((m: { name: string }) => m.name.includes('Kid'))).toBe(false);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.headers['user-agent']).toBe('BandNameStudioTest/1.0 ( test@example.com )');
    expect(request?.url).toMatch(/^\/ws\/2\/artist\?query=velvet%20quarry%20lanterns&fmt=json/);
    await check(t, 'Velvet Quarry Lanterns');
    expect(fake.requests).toHaveLength(1);
  });

  it('spaces its requests at least a second apart, and still answers from the list', async () => {
    const [a, b] = await Promise.all([check(t, 'Glasswing Parade'), check(t, 'Metallica')]);
    expect(a.json().taken).toBe(true);
    expect(a.json().matches[0]).toMatchObject({ name: 'Glasswing Parade', source: 'musicbrainz' });
    expect(b.json().matches[0]).toMatchObject({ name: 'Metallica', source: 'wikidata' });
    const times = fake.requests.map((r) => r.at);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(MUSICBRAINZ_INTERVAL_MS - 5);
    expect(fake.requests).toHaveLength(3);
  });

  it('falls back to the list alone when MusicBrainz cannot be reached', async () => {
    await fake.close();
    const res = await check(t, 'Nirvana');
    expect(res.statusCode).toBe(200);
    expect(res.json().taken).toBe(true);
    expect(res.json().matches[0]).toEqual({ name: 'Nirvana', kind: 'exact', source: 'wikidata' });
    // Famous bands Wikidata's list misses come from the project's own list.
    const beatles = (await check(t, 'beatles')).json();
    expect(beatles).toMatchObject({ taken: true, message: 'A band called The Beatles exists' });
    expect(beatles.matches[0]).toMatchObject({ name: 'The Beatles', source: 'well-known' });
  });
});
