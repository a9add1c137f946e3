// A plain Bandcamp album or track link as a player: with online lookups on, the server reads the
// number from the page (a loopback fake of Bandcamp here) and stores the player address the embed
// code would have given; a page it cannot read, or a server that does not go online, refuses the
// link with a 400 saying what to paste instead. Only https://<artist>.bandcamp.com/(album|track)/<slug>
// is ever fetched, redirects included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bandcampPage } from '@shared/contracts/press-kit-players';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { buyPlan } from '@server/testing/premium-user';
import { BANDCAMP_LOOKUP, bandcampItemOf } from './bandcamp-lookup';
import { bandcampPageHtml, startFakeBandcamp, type FakeBandcamp } from './fake-bandcamp-server';
import { ORDINARY_KIT } from './press-kit-fixtures';

const ALBUM_PLAYER = 'https://bandcamp.com/EmbeddedPlayer/album=1536701931/size=large/bgcol=ffffff/linkcol=5b21b6/tracklist=false/artwork=small/transparent=true/';
const TRACK_PLAYER = 'https://bandcamp.com/EmbeddedPlayer/track=2203457145/size=large/bgcol=ffffff/linkcol=5b21b6/tracklist=false/artwork=small/transparent=true/';
const HINT = 'paste the embed code or player address from the album’s Share / Embed button (it holds the album number a page address lacks)';
const USER_AGENT = 'BandNameStudioTest/1.0 ( test@example.com )';

describe('the pages the server may fetch', () => {
  it('takes an artist subdomain of bandcamp.com with an album or track path, dropping the query', () => {
    expect(bandcampPage('https://glassharbour.bandcamp.com/album/tidewater?from=embed#t1')).toEqual({
      kind: 'album',
      artist: 'glassharbour',
      path: '/album/tidewater',
      url: 'https://glassharbour.bandcamp.com/album/tidewater',
    });
    expect(bandcampPage(' https://Glass-Harbour.Bandcamp.com/track/undertow/ ')?.url).toBe('https://glass-harbour.bandcamp.com/track/undertow');
  });

  it.each([
    'http://glassharbour.bandcamp.com/album/tidewater',
    'https://glassharbour.bandcamp.com:8443/album/tidewater',
    'https://user:pw@glassharbour.bandcamp.com/album/tidewater',
    'https://glassharbour.bandcamp.com@127.0.0.1/album/tidewater',
    'https://127.0.0.1/album/tidewater',
    'https://[::1]/album/tidewater',
    'https://127.0.0.1.bandcamp.com/album/tidewater',
    'https://a.b.bandcamp.com/album/tidewater',
    'https://bandcamp.com/album/tidewater',
    'https://glassharbour.bandcamp.com.evil.example/album/tidewater',
    'https://glassharbour.bandcamp.com./album/tidewater',
    'https://evil.example/#.bandcamp.com/album/tidewater',
    'https://glassharbour.bandcamp.com/music',
    'https://glassharbour.bandcamp.com/album/tidewater/extra',
    'https://glassharbour.bandcamp.com/album/%2e%2e',
    'https://glassharbour.bandcamp.com/album/',
  ])('refuses %s', (link) => {
    expect(bandcampPage(link)).toBeNull();
  });

  it('reads the number from og:video or bc-page-properties, in either quoting, and only digits', () => {
    expect(bandcampItemOf(bandcampPageHtml({ ogVideo: 'https://bandcamp.com/EmbeddedPlayer/v=2/album=1536701931/size=large/tracklist=false/artwork=small/' }))).toEqual([
      { kind: 'album', id: '1536701931' },
    ]);
    expect(bandcampItemOf(`<meta name="bc-page-properties" content='{"item_type":"t","item_id":2203457145,"tralbum_page_version":0}'>`)).toEqual([{ kind: 'track', id: '2203457145' }]);
    expect(bandcampItemOf(`<meta name="bc-page-properties" content='{"item_type":"a","item_id":"12;drop"}'>`)).toEqual([]);
    expect(bandcampItemOf(`<meta property="og:video" content="https://evil.example/EmbeddedPlayer/album=1/">`)).toEqual([]);
    expect(bandcampItemOf(`<meta property="og:video" content="https://bandcamp.com/EmbeddedPlayer/album=12x/">`)).toEqual([]);
  });
});

describe('plain Bandcamp links with online lookups on', () => {
  let fake: FakeBandcamp;
  let t: TestApp;
  let cookies: { bns_session: string };
  beforeAll(async () => {
    fake = await startFakeBandcamp();
    const album = bandcampPageHtml({
      ogVideo: 'https://bandcamp.com/EmbeddedPlayer/v=2/album=1536701931/size=large/tracklist=false/artwork=small/',
      pageProperties: { item_type: 'a', item_id: 1536701931, tralbum_page_version: 0 },
    });
    fake.pages.set('/glassharbour/album/tidewater', { html: album });
    fake.pages.set('/glassharbour/track/undertow', { html: bandcampPageHtml({ pageProperties: { item_type: 't', item_id: 2203457145 } }) });
    fake.pages.set('/glassharbour/album/no-number', { html: bandcampPageHtml({}) });
    fake.pages.set('/glassharbour/album/a-track', { html: bandcampPageHtml({ ogVideo: 'https://bandcamp.com/EmbeddedPlayer/v=2/track=2203457145/' }) });
    fake.pages.set('/glassharbour/album/slow', { hang: true });
    fake.pages.set('/glassharbour/album/renamed', { location: 'https://glassharbour.bandcamp.com/album/tidewater?from=old' });
    fake.pages.set('/glassharbour/album/moved-away', { location: 'https://evil.example/album/tidewater' });
    fake.pages.set('/glassharbour/album/to-loopback', { location: `${fake.url}/glassharbour/album/tidewater` });
    fake.pages.set('/glassharbour/album/loop', { location: '/album/loop' });
    t = await createTestApp({ env: { PUBLIC_URL: 'https://bands.example', ONLINE_CHECKS: 'true', MUSICBRAINZ_USER_AGENT: USER_AGENT, ...fake.env } });
    cookies = { bns_session: await buyPlan(t, 'lifetime', 'bandcamp@example.com') };
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const save = (players: string[]) => t.app.inject({ method: 'PUT', url: '/api/premium/press-kit', payload: { content: { ...ORDINARY_KIT, players } }, cookies });
  const storedPlayers = async () => (await t.app.inject({ method: 'GET', url: '/api/premium/press-kit', cookies })).json().kit.content.players as string[];
  const asked = (path: string) => fake.requests.filter((r) => r.path === path).length;

  // First, while the rate window is empty: what is measured is the page's hang, not a wait for a place.
  it('gives up on a page that does not answer within its time limit, with a 400', async () => {
    const started = Date.now();
    const res = await save(['https://glassharbour.bandcamp.com/album/slow']);
    const took = Date.now() - started;
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].message).toBe(`Bandcamp: the album page https://glassharbour.bandcamp.com/album/slow could not be read within 2.5 s; ${HINT}`);
    expect(took).toBeGreaterThanOrEqual(BANDCAMP_LOOKUP.timeoutMs - 100);
    // The page never answers, so only the limit ends the wait; the margin is for a loaded machine.
    expect(took).toBeLessThan(BANDCAMP_LOOKUP.timeoutMs + 10_000);
  });

  it('stores the album player a page’s og:video names, asks once as the site, and frames only Bandcamp and YouTube', async () => {
    const res = await save(['https://glassharbour.bandcamp.com/album/tidewater?from=share', 'https://youtu.be/dQw4w9WgXcQ']);
    expect(res.statusCode).toBe(200);
    expect(res.json().kit.content.players).toEqual([ALBUM_PLAYER, 'https://youtu.be/dQw4w9WgXcQ']);
    expect(fake.requests.find((r) => r.path === '/glassharbour/album/tidewater')?.headers['user-agent']).toBe(USER_AGENT);
    // Autosave sends the same draft again: the number comes from the cache, not a second request.
    expect((await save(['https://glassharbour.bandcamp.com/album/tidewater', 'https://youtu.be/dQw4w9WgXcQ'])).statusCode).toBe(200);
    expect(asked('/glassharbour/album/tidewater')).toBe(1);

    expect((await t.app.inject({ method: 'POST', url: '/api/premium/press-kit/publish', payload: { slug: 'glass-harbour' }, cookies })).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/b/glass-harbour' });
    expect(page.statusCode).toBe(200);
    expect(/(?:^|;)\s*frame-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1]).toBe('https://bandcamp.com https://www.youtube-nocookie.com');
    expect(page.body).toContain('Bandcamp player: Glass Harbour');
    expect(page.body).toContain(ALBUM_PLAYER.replace(/&/g, '&amp;'));
  });

  it('stores the track player from bc-page-properties alone, and follows a redirect to another Bandcamp page', async () => {
    const res = await save(['https://glassharbour.bandcamp.com/track/undertow', 'https://glassharbour.bandcamp.com/album/renamed']);
    expect(res.statusCode).toBe(200);
    expect(res.json().kit.content.players).toEqual([TRACK_PLAYER, ALBUM_PLAYER]);
  });

  it.each([
    ['no-number', 'the album page https://glassharbour.bandcamp.com/album/no-number shows no album number'],
    ['gone', 'the album page https://glassharbour.bandcamp.com/album/gone answered 404 (not found: check the link)'],
    ['a-track', 'the album page https://glassharbour.bandcamp.com/album/a-track is a track page'],
    ['moved-away', 'the album page https://glassharbour.bandcamp.com/album/moved-away sends visitors elsewhere'],
    ['to-loopback', 'the album page https://glassharbour.bandcamp.com/album/to-loopback sends visitors elsewhere'],
    ['loop', 'the album page https://glassharbour.bandcamp.com/album/loop sends visitors elsewhere'],
  ])('refuses a page that gives no album number (%s) with a 400 saying what to paste, keeping the saved players', async (slug, why) => {
    const before = await storedPlayers();
    const requests = fake.requests.length;
    const albumAsked = asked('/glassharbour/album/tidewater');
    const res = await save(['https://youtu.be/dQw4w9WgXcQ', `https://glassharbour.bandcamp.com/album/${slug}`]);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'content.players.1', message: `Bandcamp: ${why}; ${HINT}` }]);
    expect(res.json().error).toBe(`content.players.1: Bandcamp: ${why}; ${HINT}`);
    expect(await storedPlayers()).toEqual(before);
    // Nothing but the fake's Bandcamp paths was asked: the off-site and loopback targets never were.
    expect(fake.requests.slice(requests).every((r) => r.path.startsWith('/glassharbour/album/'))).toBe(true);
    if (slug === 'to-loopback') expect(asked('/glassharbour/album/tidewater')).toBe(albumAsked);
    if (slug === 'loop') expect(asked('/glassharbour/album/loop')).toBe(BANDCAMP_LOOKUP.maxRedirects + 1);
  });

});

describe('plain Bandcamp links with online lookups off (the default)', () => {
  let fake: FakeBandcamp;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeBandcamp();
    fake.pages.set('/glassharbour/album/tidewater', { html: bandcampPageHtml({ ogVideo: 'https://bandcamp.com/EmbeddedPlayer/v=2/album=1536701931/' }) });
    t = await createTestApp({ env: fake.env });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('refuses the link with what to paste instead, and asks nobody', async () => {
    const cookies = { bns_session: await buyPlan(t, 'lifetime', 'offline-bandcamp@example.com') };
    const res = await t.app.inject({ method: 'PUT', url: '/api/premium/press-kit', payload: { content: { ...ORDINARY_KIT, players: ['https://glassharbour.bandcamp.com/album/tidewater'] } }, cookies });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'content.players.0', message: `Bandcamp: ${HINT}` }]);
    expect(fake.requests).toEqual([]);
  });
});
