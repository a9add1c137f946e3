// The admin dashboard's data calls on known data: visitors' actions made through the site's own
// endpoints from forged forwarded addresses (TRUST_PROXY=loopback: the test's socket is the proxy), plus rows inserted directly for
// volume, other days and tables nothing writes yet. Each part uses its own day, so the parts do
// not count each other's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TEST_NOW, type TestApp } from '@server/testing/app-harness';
import { albumCoverFeedback, apiUsageLogs, bandNames, emailSignups, formSubmissions } from '@server/db/schema/index';
import type { AdminBandName, AdminSummaryResponse } from '@shared/contracts/admin-data';
import { CSV_BOM } from './csv';
import { EXPORT_PAGE } from './admin-export.service';

const PASSWORD = 'admin data test password';
const OWNER = '203.0.113.77';
const TODAY = TEST_NOW.slice(0, 10);
const at = (iso: string) => new Date(iso);

let t: TestApp;
let cookie = '';

beforeAll(async () => {
  t = await createTestApp({
    env: { ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: 'loopback', ADMIN_INTERNAL_ADDRESSES: `localhost,::1,127.,10.,172.31.,192.168.,${OWNER},fd00:` },
  });
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: PASSWORD }, headers: { 'x-forwarded-for': '198.18.0.1' } });
  cookie = res.cookies.find((c) => c.name === 'bns_session')!.value;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, cookies: { bns_session: cookie } });
const json = async <T = unknown>(url: string): Promise<T> => {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
};
/** A visitor's call from a forwarded address; a proxy chain's left hops are the visitor's own (forgeable) claims. */
const post = async (url: string, payload: object, forwardedFor: string) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': forwardedFor } });
  expect(res.statusCode, `${url} from ${forwardedFor}: ${res.body}`).toBe(200);
  return res.json() as unknown;
};
const generate = async (forwardedFor: string, body: object) => (await post('/api/generate-names', body, forwardedFor)) as Array<{ id: number; name: string }>;

const OUR_PATHS = [
  '/api/admin/summary',
  '/api/admin/band-names',
  '/api/admin/liked-band-names',
  '/api/admin/band-name-likes-by-genre',
  '/api/admin/name-downloads',
  '/api/admin/album-interactions',
  '/api/admin/album-interactions-by-genre',
  '/api/admin/album-feedback',
  '/api/admin/album-feedback-by-genre',
  '/api/admin/user-feedback',
  '/api/admin/premium-promotion-clicks',
  '/api/admin/band-challenge-surveys',
  '/api/admin/email-signups',
  '/api/admin/submissions',
  '/api/admin/api-usage',
  '/api/admin/export-submissions',
  '/api/admin/export-all',
  '/api/admin/email-signups.csv',
];

describe('the admin data calls', () => {
  it('are in the API document and answer 401 without the admin session', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, { get?: unknown }> };
    for (const path of OUR_PATHS) {
      expect(doc.paths[path]?.get, path).toBeDefined();
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(401);
    }
  });
});

describe('summary, sessions and band names under the internal-address rule', () => {
  const A = '198.51.100.10';
  const V6 = '2001:db8:1:2::5';
  const LOOKALIKE = '172.32.0.1';
  // Each internal as a visitor would send it; the last two are IPv4-mapped and an IPv6 prefix.
  const INTERNAL = ['10.0.0.5', '127.0.0.2', '::1', OWNER, '::ffff:192.168.1.9', 'fd00::1'];
  const range = `from=${TODAY}&to=${TODAY}`;
  let liked: { id: number; name: string };

  beforeAll(async () => {
    const rock = { genre: 'rock', influences: 'Sabbath', vibe: 'loud' };
    const names = await generate(A, { ...rock, count: 2 });
    liked = names[0]!;
    await post('/api/favorites', { id: liked.id, isFavorite: true }, A);
    await generate(V6, { genre: 'jazz' });
    await generate(LOOKALIKE, rock);
    for (const ip of INTERNAL) await generate(ip, { genre: 'dev' });
    // A forged left hop does not make the right-most (proxy-added) address anyone else.
    await generate(`198.51.100.200, ${INTERNAL[0]}`, { genre: 'dev' });
    // Two visitors whose addresses the retention clean-up has since blanked (NULL and '').
    const blankedNull = await generate('198.51.100.98', { genre: 'punk' });
    const blankedEmpty = await generate('198.51.100.99', { genre: 'punk' });
    await t.database.db.update(bandNames).set({ ipAddress: null }).where(eq(bandNames.id, blankedNull[0]!.id));
    await t.database.db.update(bandNames).set({ ipAddress: '' }).where(eq(bandNames.id, blankedEmpty[0]!.id));

    await post('/api/email-signup', { email: 'fan@example.com', source: 'homepage' }, A);
    await post('/api/email-signup', { email: 'owner-test@example.com', source: 'homepage' }, OWNER);
    await post('/api/track-premium-promotion-click', { clickSource: 'band_limit', limitType: 'generation' }, A);
    await post('/api/user-feedback', { rating: 5, comment: 'Great names' }, A);
    await post('/api/band-challenge-survey', { challenge: 'other', otherText: 'Mixing' }, A);
    // A comes back a quarter of an hour later.
    t.clock.set(new Date(Date.parse(TEST_NOW) + 15 * 60_000));
    await post('/api/track-name-download', { nameCount: 2, bandNames: names.map((n) => n.name), genre: 'rock' }, A);
    for (const interactionType of ['generate', 'download']) {
      await post('/api/track-album-interaction', { interactionType, bandName: liked.name, genre: 'rock', vibe: 'loud', artStyle: 'pop-art' }, A);
    }
    t.clock.set(new Date(TEST_NOW));
  });

  it('counts real visitors only; blanked addresses count once as Unknown IP; internal names are hidden', async () => {
    const s = await json<AdminSummaryResponse>(`/api/admin/summary?${range}`);
    expect(s).toMatchObject({
      from: TODAY,
      to: TODAY,
      namesGenerated: 6,
      likes: 1,
      downloads: 1,
      coversGenerated: 1,
      coverDownloads: 1,
      premiumClicks: 1,
      emailSignups: 1,
      sessions: 4,
      developmentNamesHidden: 7,
      internalAddresses: 6,
    });
    expect(s.userSessions).toEqual([
      {
        address: A,
        firstSeen: TEST_NOW,
        lastSeen: '2026-03-14T12:15:00.000Z',
        durationMinutes: 15,
        duration: '15 minutes',
        names: 2,
        likes: 1,
        downloads: 1,
        coverActions: 2,
      },
      expect.objectContaining({ address: LOOKALIKE, names: 1, duration: 'Single session', durationMinutes: null }),
      expect.objectContaining({ address: '2001:db8:1:2::/64', names: 1 }),
      expect.objectContaining({ address: 'Unknown IP', names: 2, duration: 'Single session' }),
    ]);
    const second = await json<AdminSummaryResponse>(`/api/admin/summary?${range}&limit=1&offset=1`);
    expect(second.userSessions.map((x) => x.address)).toEqual([LOOKALIKE]);
    expect(second.sessions).toBe(4);
  });

  it('marks internal names in the band names lists and aggregates names', async () => {
    const { raw, aggregated } = await json<{ raw: AdminBandName[]; aggregated: Array<{ name: string; count: number; liked: number }> }>(`/api/admin/band-names?${range}`);
    expect(raw).toHaveLength(13);
    expect(raw.map((n) => n.id)).toEqual([...raw.map((n) => n.id)].sort((a, b) => b - a));
    expect(raw.filter((n) => n.isInternal)).toHaveLength(7);
    expect(raw.filter((n) => n.isInternal).every((n) => n.genre === 'dev')).toBe(true);
    const blanked = raw.filter((n) => n.genre === 'punk');
    expect(blanked.map((n) => [n.ipAddress, n.isInternal])).toEqual(expect.arrayContaining([[null, false], ['', false]]));
    expect(raw.find((n) => n.id === liked.id)).toMatchObject({ name: liked.name, genre: 'rock', influences: 'Sabbath', vibe: 'loud', ipAddress: A, isFavorite: true, isInternal: false, createdAt: TEST_NOW });
    // Every name was made once today: none is aggregated.
    expect(aggregated).toEqual([]);

    const likedNames = await json<AdminBandName[]>(`/api/admin/liked-band-names?${range}`);
    expect(likedNames.map((n) => n.id)).toEqual([liked.id]);
  });

  it('aggregates the names made more than once (any case), most often first', async () => {
    const when = at('2026-03-08T10:00:00.000Z');
    await t.database.db.insert(bandNames).values([
      ...['Echo Chamber', 'ECHO CHAMBER', 'echo chamber'].map((name, i) => ({ name, genre: 'repeat', isFavorite: i === 0, createdAt: when })),
      ...['Solo Act', 'Twice Told', 'Twice Told'].map((name) => ({ name, genre: 'repeat', createdAt: when })),
    ]);
    const { aggregated } = await json<{ aggregated: unknown[] }>('/api/admin/band-names?from=2026-03-08&to=2026-03-08');
    expect(aggregated).toEqual([
      { name: 'ECHO CHAMBER', count: 3, liked: 1, firstSeen: '2026-03-08T10:00:00.000Z', lastSeen: '2026-03-08T10:00:00.000Z' },
      { name: 'Twice Told', count: 2, liked: 0, firstSeen: '2026-03-08T10:00:00.000Z', lastSeen: '2026-03-08T10:00:00.000Z' },
    ]);
  });

  it('reports likes by genre as rounded whole percentages, most names first', async () => {
    expect(await json(`/api/admin/band-name-likes-by-genre?${range}`)).toEqual([
      { genre: 'dev', total: 7, liked: 0, likePercentage: 0 },
      { genre: 'rock', total: 3, liked: 1, likePercentage: 33 },
      { genre: 'punk', total: 2, liked: 0, likePercentage: 0 },
      { genre: 'jazz', total: 1, liked: 0, likePercentage: 0 },
    ]);
  });

  it('lists what visitors did, newest first, with their addresses', async () => {
    expect(await json(`/api/admin/name-downloads?${range}`)).toEqual([
      expect.objectContaining({ bandNames: expect.stringContaining(liked.name), nameCount: 2, genre: 'rock', ipAddress: A, createdAt: '2026-03-14T12:15:00.000Z' }),
    ]);
    const interactions = await json<Array<{ interactionType: string }>>(`/api/admin/album-interactions?${range}`);
    expect(interactions).toEqual([
      expect.objectContaining({ interactionType: 'download', bandName: liked.name, genre: 'rock', vibe: 'loud', artStyle: 'pop-art', imageUrl: null, ipAddress: A }),
      expect.objectContaining({ interactionType: 'generate' }),
    ]);
    expect(await json(`/api/admin/album-interactions-by-genre?${range}`)).toEqual([
      { genre: 'rock', generated: 1, downloaded: 1, regenerated: 0, downloadPercentage: 100, regenerationPercentage: 0 },
    ]);
    expect(await json(`/api/admin/premium-promotion-clicks?${range}`)).toEqual([
      { id: expect.any(Number), clickSource: 'band_limit', limitType: 'generation', ipAddress: A, createdAt: TEST_NOW },
    ]);
    expect(await json(`/api/admin/user-feedback?${range}`)).toEqual([{ id: expect.any(Number), rating: 5, comment: 'Great names', ipAddress: A, createdAt: TEST_NOW }]);
    expect(await json(`/api/admin/band-challenge-surveys?${range}`)).toEqual([
      { id: expect.any(Number), challenge: 'other', otherText: 'Mixing', ipAddress: A, createdAt: TEST_NOW },
    ]);
    const signups = await json<Array<{ email: string }>>(`/api/admin/email-signups?${range}`);
    expect(signups.map((x) => x.email)).toEqual(['owner-test@example.com', 'fan@example.com']);
    expect(signups[1]).toEqual({ id: expect.any(Number), email: 'fan@example.com', source: 'homepage', createdAt: TEST_NOW, ipAddress: A, notes: null });
  });

  it('aggregates generator submissions by their inputs', async () => {
    const { raw, aggregated } = await json<{ raw: Array<{ source: string }>; aggregated: unknown[] }>(`/api/admin/submissions?${range}&source=generator`);
    expect(raw).toHaveLength(12);
    expect(raw.every((x) => x.source === 'generator')).toBe(true);
    expect(aggregated).toEqual([
      { genre: 'dev', influences: null, vibe: null, count: 7, firstSeen: TEST_NOW, lastSeen: TEST_NOW },
      { genre: 'punk', influences: null, vibe: null, count: 2, firstSeen: TEST_NOW, lastSeen: TEST_NOW },
      { genre: 'rock', influences: 'Sabbath', vibe: 'loud', count: 2, firstSeen: TEST_NOW, lastSeen: TEST_NOW },
      { genre: 'jazz', influences: null, vibe: null, count: 1, firstSeen: TEST_NOW, lastSeen: TEST_NOW },
    ]);
    const contact = await json<{ raw: unknown[]; aggregated: unknown[] }>(`/api/admin/submissions?${range}&source=contact`);
    expect(contact).toEqual({ raw: [], aggregated: [] });
  });
});

describe('the date range', () => {
  beforeAll(async () => {
    await t.database.db.insert(bandNames).values([
      { name: 'Old January', genre: 'range', ipAddress: '198.51.100.50', createdAt: at('2026-01-10T10:00:00.000Z') },
      { name: 'Early March', genre: 'range', ipAddress: '198.51.100.50', createdAt: at('2026-03-02T00:00:00.000Z') },
      { name: 'Late March Second', genre: 'range', ipAddress: '198.51.100.50', createdAt: at('2026-03-02T23:59:59.999Z') },
      { name: 'Third Of March', genre: 'range', ipAddress: '198.51.100.50', createdAt: at('2026-03-03T00:00:00.000Z') },
    ]);
  });
  const rangeNames = async (query: string) => (await json<{ raw: AdminBandName[] }>(`/api/admin/band-names?${query}`)).raw.filter((n) => n.genre === 'range').map((n) => n.name);

  it('defaults to the last 30 days, today included', async () => {
    expect(await rangeNames('')).toEqual(['Third Of March', 'Late March Second', 'Early March']);
    const s = await json<AdminSummaryResponse>('/api/admin/summary');
    expect([s.from, s.to]).toEqual(['2026-02-13', TODAY]);
  });

  it('takes whole UTC days, from and to inclusive', async () => {
    expect(await rangeNames('from=2026-03-02&to=2026-03-02')).toEqual(['Late March Second', 'Early March']);
    expect(await rangeNames('from=2026-01-01&to=2026-01-31')).toEqual(['Old January']);
    expect(await rangeNames('to=2026-01-31')).toEqual(['Old January']);
  });

  it('refuses a reversed or malformed range', async () => {
    for (const q of ['from=2026-03-10&to=2026-03-01', 'from=yesterday', 'to=2026-02-30x', 'from=0001-01-01']) {
      expect((await get(`/api/admin/band-names?${q}`)).statusCode, q).toBe(400);
    }
  });
});

describe('paging', () => {
  const day = 'from=2026-03-01&to=2026-03-01';
  beforeAll(async () => {
    await t.database.db
      .insert(emailSignups)
      .values(Array.from({ length: 7 }, (_, i) => ({ email: `page${i}@example.com`, source: 'homepage', createdAt: at(`2026-03-01T0${i}:00:00.000Z`) })));
  });

  it('pages lists newest first with limit and the before cursor', async () => {
    const seen: string[] = [];
    let before = '';
    for (const size of [3, 3, 1, 0]) {
      const page = await json<Array<{ id: number; email: string }>>(`/api/admin/email-signups?${day}&limit=3${before}`);
      expect(page).toHaveLength(size);
      seen.push(...page.map((x) => x.email));
      before = `&before=${page.at(-1)?.id ?? 0}`;
    }
    expect(seen).toEqual(Array.from({ length: 7 }, (_, i) => `page${6 - i}@example.com`));
  });

  it('refuses a limit outside 1 to 500 and a malformed cursor', async () => {
    for (const q of ['limit=0', 'limit=501', 'limit=abc', 'limit=2.5', 'before=abc', 'before=-1']) {
      expect((await get(`/api/admin/email-signups?${q}`)).statusCode, q).toBe(400);
    }
    for (const q of ['offset=-1', 'offset=x', 'limit=501']) expect((await get(`/api/admin/summary?${q}`)).statusCode, q).toBe(400);
    expect((await get('/api/admin/email-signups?limit=500')).statusCode).toBe(200);
  });
});

describe('genre tables', () => {
  it('show the top 15 genres', async () => {
    const rows = Array.from({ length: 16 }, (_, g) =>
      Array.from({ length: g + 1 }, (_, i) => ({ name: `Top ${g} ${i}`, genre: `g${String(g).padStart(2, '0')}`, isFavorite: g === 15 && i < 4, createdAt: at('2026-02-20T12:00:00.000Z') })),
    ).flat();
    await t.database.db.insert(bandNames).values(rows);
    const genres = await json<Array<{ genre: string; total: number; liked: number; likePercentage: number }>>('/api/admin/band-name-likes-by-genre?from=2026-02-20&to=2026-02-20');
    expect(genres).toHaveLength(15);
    expect(genres[0]).toEqual({ genre: 'g15', total: 16, liked: 4, likePercentage: 25 });
    expect(genres.map((g) => g.genre)).not.toContain('g00');
  });
});

describe('album feedback', () => {
  it('gives raw answers, love rates per style and genre, and the loved covers', async () => {
    const when = at('2026-03-05T09:00:00.000Z');
    await t.database.db.insert(albumCoverFeedback).values([
      { bandName: 'Iron Lanterns', genre: 'rock', feedback: 'love', albumCoverStyle: 'oil-painting', createdAt: when },
      { bandName: 'Iron Lanterns', genre: 'rock', feedback: 'love', albumCoverStyle: 'oil-painting', createdAt: when },
      { bandName: 'Glass Hours', genre: 'rock', feedback: 'not_for_me', albumCoverStyle: 'oil-painting', createdAt: when },
      { bandName: 'Blue Static', genre: 'jazz', feedback: 'love', albumCoverStyle: 'anime', createdAt: when },
    ]);
    const day = 'from=2026-03-05&to=2026-03-05';
    const fb = await json<{ raw: unknown[]; stats: unknown[]; lovedCovers: Array<{ feedback: string }> }>(`/api/admin/album-feedback?${day}`);
    expect(fb.raw).toHaveLength(4);
    expect(fb.raw[0]).toEqual({ id: expect.any(Number), bandId: null, bandName: 'Blue Static', genre: 'jazz', feedback: 'love', albumCoverStyle: 'anime', createdAt: '2026-03-05T09:00:00.000Z' });
    expect(fb.stats).toEqual([
      { albumCoverStyle: 'oil-painting', total: 3, loved: 2, lovePercentage: 67 },
      { albumCoverStyle: 'anime', total: 1, loved: 1, lovePercentage: 100 },
    ]);
    expect(fb.lovedCovers).toHaveLength(3);
    expect(fb.lovedCovers.every((c) => c.feedback === 'love')).toBe(true);
    expect(await json(`/api/admin/album-feedback-by-genre?${day}`)).toEqual([
      { genre: 'rock', total: 3, loved: 2, lovePercentage: 67 },
      { genre: 'jazz', total: 1, loved: 1, lovePercentage: 100 },
    ]);
  });
});

describe('API usage', () => {
  it('sums costs by day, today and over the range, in dollars from cents', async () => {
    const now = Date.parse(TEST_NOW);
    const ago = (days: number) => new Date(now - days * 86_400_000 - 3600_000);
    const text = { apiType: 'text', endpoint: '/api/generate-names', model: 'gpt-4.1-mini' };
    await t.database.db.insert(apiUsageLogs).values([
      { ...text, totalTokens: 100, estimatedCost: 1.5, createdAt: ago(0) },
      { ...text, totalTokens: 50, estimatedCost: 0.25, isSuccess: false, errorMessage: 'timeout', createdAt: ago(0) },
      { apiType: 'image', endpoint: '/api/generate-album-cover', model: 'gpt-image-1', totalTokens: 0, estimatedCost: 4, createdAt: ago(3) },
      { ...text, totalTokens: 10, estimatedCost: 10, createdAt: ago(20) },
      { ...text, totalTokens: 10, estimatedCost: 100, createdAt: ago(40) },
    ]);
    const usage = await json<{
      weeklyStats: { dailyStats: unknown[]; summary: Record<string, number> };
      todayStats: unknown[];
      summary: Record<string, number>;
    }>('/api/admin/api-usage');
    const todayRow = { api_type: 'text', endpoint: '/api/generate-names', model: 'gpt-4.1-mini', call_count: 2, total_tokens: 150, total_cost_cents: 1.75, error_count: 1, date: TODAY };
    expect(usage.todayStats).toEqual([todayRow]);
    expect(usage.weeklyStats.dailyStats).toEqual([
      todayRow,
      { api_type: 'image', endpoint: '/api/generate-album-cover', model: 'gpt-image-1', call_count: 1, total_tokens: 0, total_cost_cents: 4, error_count: 0, date: '2026-03-11' },
    ]);
    expect(usage.weeklyStats.summary.totalCostDollars).toBeCloseTo(0.0575, 10);
    expect(usage.weeklyStats.summary).toMatchObject({ totalCalls: 3, totalErrors: 1 });
    expect(usage.summary.todayCostDollars).toBeCloseTo(0.0175, 10);
    expect(usage.summary.totalCostDollars).toBeCloseTo(0.1575, 10);
    expect(usage.summary).toMatchObject({ totalCalls: 4, totalErrors: 1 });
    const wider = await json<{ summary: Record<string, number> }>('/api/admin/api-usage?from=2026-01-01');
    expect(wider.summary.totalCostDollars).toBeCloseTo(1.1575, 10);
    expect(wider.summary.totalCalls).toBe(5);
  });
});

describe('CSV downloads', () => {
  const day = 'from=2026-02-25&to=2026-02-25';
  let contactId = 0;
  let generatorId = 0;
  beforeAll(async () => {
    const [contact] = await t.database.db
      .insert(formSubmissions)
      .values({
        source: 'contact',
        subject: 'Hello, there',
        name: '=HYPERLINK("http://evil.example")',
        email: 'sender@example.com',
        message: 'Line one\nLine "two", end',
        ipAddress: '198.51.100.3',
        createdAt: at('2026-02-25T10:00:00.000Z'),
      })
      .returning();
    const [generator] = await t.database.db
      .insert(formSubmissions)
      .values({ source: 'generator', subject: 'Band Name Generation', genre: 'rock', influences: '@mention', vibe: '-loud', ipAddress: '198.51.100.4', createdAt: at('2026-02-25T11:00:00.000Z') })
      .returning();
    contactId = contact!.id;
    generatorId = generator!.id;
  });

  const header = 'ID,Source,Subject,Genre,Influences,Vibe,Name,Email,Message,IP Address,Created At\r\n';
  const contactLine = () =>
    `${contactId},contact,"Hello, there",,,,"'=HYPERLINK(""http://evil.example"")",sender@example.com,"Line one\nLine ""two"", end",198.51.100.3,2026-02-25T10:00:00.000Z\r\n`;
  const generatorLine = () => `${generatorId},generator,Band Name Generation,rock,'@mention,'-loud,,,,198.51.100.4,2026-02-25T11:00:00.000Z\r\n`;

  it('exports submissions as an attachment, quoted and with formulas neutralised', async () => {
    const res = await get(`/api/admin/export-submissions?${day}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="band-name-studio-submissions-${TODAY}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe(`${CSV_BOM}${header}${contactLine()}${generatorLine()}`);
  });

  it('exports only generator data with source=generator', async () => {
    const res = await get(`/api/admin/export-submissions?${day}&source=generator`);
    expect(res.headers['content-disposition']).toContain('generator-data');
    expect(res.body).toBe(`${CSV_BOM}${header}${generatorLine()}`);
  });

  it('exports every table in one file', async () => {
    const res = await get(`/api/admin/export-all?${day}`);
    expect(res.statusCode).toBe(200);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Type,ID,Created At,IP Address,Band Name,Genre,Influences,Vibe,Details');
    expect(lines).toContain(`Generator submission,${generatorId},2026-02-25T11:00:00.000Z,198.51.100.4,,rock,'@mention,'-loud,Band Name Generation`);
    expect(res.body).toContain(`Contact message,${contactId},2026-02-25T10:00:00.000Z,198.51.100.3,,,,,"'=HYPERLINK(""http://evil.example"")\nsender@example.com\nHello, there\nLine one\nLine ""two"", end"`);
    // Without a range, everything (today's visitors included).
    const all = await get('/api/admin/export-all');
    expect(all.body).toContain('Band name,');
    expect(all.body).toContain('Email signup,');
  });

  it('exports e-mail signups with the spec columns, page after page', async () => {
    const many = EXPORT_PAGE * 2 + 5;
    await t.database.db
      .insert(emailSignups)
      .values(Array.from({ length: many }, (_, i) => ({ email: `bulk${i}@example.com`, source: i === 0 ? '=premium' : 'homepage', ipAddress: '198.51.100.7', notes: i === 0 ? 'a, "b"' : null, createdAt: at('2026-02-27T08:00:00.000Z') })));
    const res = await get('/api/admin/email-signups.csv?from=2026-02-27&to=2026-02-27');
    expect(res.statusCode).toBe(200);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Email,Source,Signup Date,IP Address,Notes');
    expect(lines[1]).toBe(`bulk0@example.com,'=premium,2026-02-27T08:00:00.000Z,198.51.100.7,"a, ""b"""`);
    expect(lines).toHaveLength(many + 2);
    expect(lines.at(-1)).toBe('');
    const emails = new Set(lines.slice(1, -1).map((l) => l.split(',')[0]));
    expect(emails.size).toBe(many);
  });
});
