// "Is it taken?" with online checks on, against loopback fakes of MusicBrainz, iTunes, Deezer and
// an RDAP server: each source's answers map to taken, close, free or could-not-check (and a
// domain's to free, taken, could-not-tell or no-rdap); a hang costs at most the time limit; answers are
// cached a day in the database; the online checks count on the visitor's daily allowance while
// the offline answer stays unlimited.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AvailabilityResponse } from '@shared/contracts/taken';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { startFakeAvailability, type FakeAvailability } from '@server/testing/fake-availability-servers';
import { buyPlan } from '@server/testing/premium-user';
import type { AppContext } from '@server/app-context';
import { runDueTasks } from '../maintenance/job-runner';
import { MAINTENANCE_TASKS } from '../maintenance/maintenance-tasks';

let address = 0;
const check = async (t: TestApp, name: string, from = `198.51.100.${++address}`, cookies?: Record<string, string>) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/check-name', payload: { name }, remoteAddress: from, cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AvailabilityResponse>();
};
const sourceOf = (r: AvailabilityResponse, source: string) => r.sources.find((s) => s.source === source)!;
const domainsOf = (r: AvailabilityResponse) => Object.fromEntries(r.domains.map((d) => [d.domain, d.status]));

// Each source's time limit. Wider than the 2 s default so that the fakes that do answer are never
// cut by a loaded machine (the test would then read 'could-not-tell' for an answering source);
// a hang still costs exactly this, which is what the bounds below measure.
const LIMIT_MS = 4000;

describe('POST /api/check-name with online checks on', () => {
  let t: TestApp;
  let fake: FakeAvailability;
  beforeAll(async () => {
    fake = await startFakeAvailability();
    t = await createTestApp({ env: { ONLINE_CHECKS: 'true', ONLINE_CHECKS_PER_DAY: '3', ONLINE_CHECK_TIMEOUT_MS: String(LIMIT_MS), MUSICBRAINZ_USER_AGENT: 'BandNameStudioTest/1.0 ( test@example.com )', ...fake.env } });
    // A first check warms the process (the shipped list, the statements, the HTTP client), so the
    // time limits below measure the sources, not a cold start on a busy machine.
    await check(t, 'Warm Up Lantern');
    // Past the rate windows it used; its record is cleared after the wait, since on a loaded
    // machine a request it gave up on can still reach the fake during it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    fake.requests.length = 0;
  });
  afterEach(() => {
    fake.modes = {};
    fake.domainModes.clear();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('shows a famous name taken in the list and in every catalogue, with links, and its addresses', async () => {
    const r = await check(t, 'Nirvana');
    expect(r).toMatchObject({ taken: true, message: 'A band called Nirvana exists', online: { state: 'ran', remaining: 2 } });
    expect(r.matches[0]).toMatchObject({ name: 'Nirvana', kind: 'exact', source: 'wikidata' });
    expect(sourceOf(r, 'musicbrainz')).toMatchObject({ status: 'taken', matches: [{ name: 'Nirvana', kind: 'exact', link: 'https://musicbrainz.org/artist/mbid-nirvana' }] });
    expect(sourceOf(r, 'itunes')).toMatchObject({ status: 'taken', matches: [{ name: 'Nirvana', link: 'https://music.apple.com/us/artist/nirvana/1000' }] });
    expect(sourceOf(r, 'deezer')).toMatchObject({ status: 'taken', matches: [{ name: 'Nirvana', link: 'https://www.deezer.com/artist/500' }] });
    expect(domainsOf(r)).toEqual({
      'nirvana.com': 'taken',
      'nirvana.band': 'taken',
      'nirvana.music': 'free',
      'nirvana.net': 'taken',
      'nirvana.fm': 'free',
      'nirvana.rocks': 'free',
      'thenirvana.com': 'taken',
      'nirvanaband.com': 'free',
      'nirvanamusic.com': 'free',
    });
    // Each service was asked once, the way its documentation says.
    const mb = fake.requests.find((q) => q.source === 'musicbrainz')!;
    expect(mb.headers['user-agent']).toBe('BandNameStudioTest/1.0 ( test@example.com )');
    expect(mb.path).toMatch(/^\/ws\/2\/artist\?query=Nirvana&fmt=json/);
    expect(fake.requests.find((q) => q.source === 'itunes')!.path).toMatch(/^\/search\?term=Nirvana&entity=musicArtist/);
    expect(fake.requests.find((q) => q.source === 'deezer')!.path).toMatch(/^\/search\/artist\?q=Nirvana/);
    expect(fake.requests.filter((q) => q.source === 'rdap').map((q) => q.path)).toContain('/rdap/domain/nirvana.com');
    expect(fake.requests).toHaveLength(3 + 9);
  });

  it('answers the same name again from the day\'s cache in the database, and asks again once it is a day old', async () => {
    const before = fake.requests.length;
    const again = await check(t, '  NIRVANA ');
    expect(sourceOf(again, 'deezer').status).toBe('taken');
    expect(domainsOf(again)['nirvana.com']).toBe('taken');
    expect(fake.requests.length).toBe(before);
    await t.database.db.execute(sql`update availability_cache set fetched_at = now() - interval '25 hours' where key in ('nirvana', 'nirvana.fm')`);
    await check(t, 'Nirvana');
    expect(fake.requests.slice(before).map((q) => q.source).sort()).toEqual(['deezer', 'itunes', 'musicbrainz', 'rdap']);
    // The daily clean-up removes what is past its day, and only that.
    await t.database.db.execute(sql`update availability_cache set fetched_at = now() - interval '25 hours' where key = 'nirvana.net'`);
    const [cleanUp] = await runDueTasks({ config: t.config, db: t.database.db, clock: t.clock } as unknown as AppContext, MAINTENANCE_TASKS.filter((task) => task.name === 'availability-cache'));
    expect(cleanUp).toMatchObject({ status: 'done', outcome: 'removed 1 expired online check answers' });
  });

  it('lists close matches as close, and a catalogue without the name as free', async () => {
    const r = await check(t, 'Glasswing Parades');
    expect(r.taken).toBe(false);
    expect(sourceOf(r, 'itunes')).toMatchObject({ status: 'close', matches: [{ name: 'Glasswing Parade', kind: 'close-spelling' }] });
    expect(sourceOf(r, 'deezer')).toEqual({ source: 'deezer', status: 'free', matches: [] });
    expect(r.message).toBe('sounds like Glasswing Parade');
  });

  it('maps RDAP answers: 404 free, 200 taken, and 429, 500, a hang or a malformed body could not tell, the hang within the time limit', async () => {
    fake.registered.add('quietharbour.rocks');
    fake.domainModes.set('quietharbour.com', 429);
    fake.domainModes.set('quietharbour.net', 500);
    fake.domainModes.set('quietharbour.band', 'hang');
    fake.domainModes.set('quietharbour.music', 'malformed');
    const started = Date.now();
    const r = await check(t, 'Quiet Harbour');
    const took = Date.now() - started;
    expect(domainsOf(r)).toMatchObject({
      'quietharbour.com': 'could-not-tell',
      'quietharbour.net': 'could-not-tell',
      'quietharbour.band': 'could-not-tell',
      'quietharbour.music': 'could-not-tell',
      'quietharbour.fm': 'free',
      'quietharbour.rocks': 'taken',
      'thequietharbour.com': 'free',
    });
    // Not before the limit, and cut at it: the hung server never answers, so only the limit ends
    // the wait; the margin above it is the machine's, not the check's.
    expect(took).toBeGreaterThanOrEqual(LIMIT_MS - 100);
    expect(took).toBeLessThan(LIMIT_MS + 5000);
    // What could not tell is asked again next time; what answered is kept.
    fake.domainModes.clear();
    const cachedBefore = fake.countOf('rdap');
    const again = await check(t, 'Quiet Harbour');
    expect(domainsOf(again)['quietharbour.com']).toBe('free');
    expect(fake.countOf('rdap') - cachedBefore).toBe(4);
  });

  it('says "could not check" for a catalogue that hangs, fails or answers nonsense, and still answers', async () => {
    fake.modes = { itunes: 'hang', musicbrainz: 503, deezer: 'malformed' };
    const started = Date.now();
    const r = await check(t, 'Metallica');
    expect(Date.now() - started).toBeLessThan(LIMIT_MS + 5000);
    expect(r.sources.map((s) => [s.source, s.status])).toEqual([
      ['musicbrainz', 'could-not-check'],
      ['itunes', 'could-not-check'],
      ['deezer', 'could-not-check'],
    ]);
    expect(r).toMatchObject({ taken: true, message: 'A band called Metallica exists' });
  });

  it("takes Deezer's 200 with an error object (its quota answer) as no answer", async () => {
    fake.modes = { deezer: 'error-body' };
    const r = await check(t, 'Silent Foxglove');
    expect(sourceOf(r, 'deezer')).toEqual({ source: 'deezer', status: 'could-not-check', matches: [] });
    expect(sourceOf(r, 'itunes').status).toBe('free');
  });

  it('counts online checks per address a day, then answers from the list alone, and never counts a check nothing answered', async () => {
    const from = '203.0.113.9';
    fake.modes = { musicbrainz: 500, itunes: 500, deezer: 500, rdap: 500 };
    const failed = await check(t, 'Amber Tollbooth', from);
    expect(failed.online).toEqual({ state: 'ran', remaining: 3 });
    fake.modes = {};
    expect((await check(t, 'Amber Tollbooth One', from)).online.remaining).toBe(2);
    expect((await check(t, 'Amber Tollbooth Two', from)).online.remaining).toBe(1);
    expect((await check(t, 'Amber Tollbooth Three', from)).online.remaining).toBe(0);
    const before = fake.requests.length;
    const over = await check(t, 'Metallica', from);
    expect(over).toMatchObject({ taken: true, online: { state: 'limit', remaining: 0, resetsAt: '2026-03-15T00:00:00.000Z' }, sources: [], domains: [] });
    expect(over.handles.length).toBe(4);
    expect(fake.requests.length).toBe(before);
    // The saved-names list is never sent out, whatever is left.
    const list = await t.app.inject({ method: 'POST', url: '/api/check-names', payload: { names: ['Nirvana', 'Fresh Lantern Choir'] }, remoteAddress: '203.0.113.10' });
    expect(list.statusCode).toBe(200);
    expect(fake.requests.length).toBe(before);
  });

  it("counts a premium user's online checks on their fair-use cap, not their address's", async () => {
    const cookie = await buyPlan(t, 'monthly', 'checker@example.com');
    const from = '203.0.113.20';
    for (let i = 0; i < 3; i++) await check(t, `Harbour Lamp ${i}`, from);
    const premium = await check(t, 'Harbour Lamp Premium', from, { bns_session: cookie });
    expect(premium.online).toEqual({ state: 'ran', remaining: 99 });
  });
});
