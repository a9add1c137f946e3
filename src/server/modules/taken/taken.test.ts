// POST /api/check-name on the real app with online checks off (the default): the shipped list's
// matches (exact, normalised, sound-alike, close spelling) with their messages, handle suggestions,
// the panel's word on which checks ran, clear 400s for bad input, the per-address limit, and the
// saved-names list checked offline. Nothing may reach the outside services' addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAKEN_CHECK } from '@shared/contracts/taken';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { startFakeAvailability, type FakeAvailability } from '@server/testing/fake-availability-servers';

let address = 0;
const check = (t: TestApp, name: unknown, remoteAddress = `198.51.100.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/check-name', payload: { name }, remoteAddress });

describe('POST /api/check-name, offline (the default)', () => {
  let t: TestApp;
  let fake: FakeAvailability;
  beforeAll(async () => {
    fake = await startFakeAvailability();
    // The fakes' addresses are given but online checks are not switched on: nothing may reach them.
    t = await createTestApp({ env: fake.env });
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
    // Which checks ran: the shipped list only, the online ones are off.
    expect(exact.json()).toMatchObject({ online: { state: 'off', remaining: null }, sources: [], domains: [] });
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

  it('finds nothing for a new name, and suggests handles that fit each network with their links', async () => {
    const res = (await check(t, 'The Velvet Quarry')).json();
    expect(res).toMatchObject({ taken: false, matches: [], message: null, online: { state: 'off' } });
    const byNetwork = Object.fromEntries(res.handles.map((h: { network: string; handles: { handle: string; url: string }[] }) => [h.network, h.handles]));
    expect(byNetwork.instagram[0]).toEqual({ handle: 'thevelvetquarry', url: 'https://www.instagram.com/thevelvetquarry/' });
    expect(byNetwork.youtube.map((h: { handle: string }) => h.handle)).toContain('velvet-quarry');
    expect(byNetwork.tiktok[0].url).toBe('https://www.tiktok.com/@thevelvetquarry');
    // X takes 15 characters of letters, digits and '_': 'velvetquarryband' (16) is not offered.
    expect(byNetwork.x.map((h: { handle: string }) => h.handle)).toEqual(['thevelvetquarry', 'velvet_quarry']);
    for (const h of byNetwork.x) expect(h.handle).toMatch(/^[a-z0-9_]{4,15}$/);
    expect(fake.requests).toHaveLength(0);
  });

  it('answers bad input with a clear 4xx, never a 5xx', async () => {
    const bad: [string, string][] = [
      ['{"name":"\\ud800 band"}', 'name'],
      [JSON.stringify({ name: 'x'.repeat(10_000) }), 'at most'],
      ['{"name":""}', 'Name is required'],
      ['{"__proto__":{"name":"Nirvana"}}', '__proto__'],
      ['', ''],
    ];
    for (const [payload, wording] of bad) {
      const res = await t.app.inject({ method: 'POST', url: '/api/check-name', payload, headers: { 'content-type': 'application/json' }, remoteAddress: '198.51.100.250' });
      expect(res.statusCode, payload.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload.slice(0, 40)).toBeLessThan(500);
      expect(res.body).toContain(wording);
    }
    // A name that is an object key elsewhere is just a name here.
    expect((await check(t, '__proto__')).statusCode).toBe(200);
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
