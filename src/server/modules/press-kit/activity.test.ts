// Who looked, through the real app: views, PDF and photo downloads and plays counted per day and
// per source, once per visit (the same browser again is not a second view; another browser is),
// never for a browser that asks not to be tracked or for a bot; a tracked link made for one
// contact shows when it was opened and what was downloaded through it.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PressKitActivity } from '@shared/contracts/press-kit';
import { createTestApp, TEST_NOW, type TestApp } from '@server/testing/app-harness';
import { buyPlan } from '@server/testing/premium-user';
import { ORDINARY_KIT } from './press-kit-fixtures';

let t: TestApp;
let cookies: { bns_session: string };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://bands.example' } });
  cookies = { bns_session: await buyPlan(t, 'lifetime', 'looked@example.com') };
  const content = { ...ORDINARY_KIT, players: ['https://youtu.be/dQw4w9WgXcQ'] };
  expect((await t.app.inject({ method: 'PUT', url: '/api/premium/press-kit', payload: { content }, cookies })).statusCode).toBe(200);
  const photo = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#456' } }).jpeg().toBuffer();
  expect((await t.app.inject({ method: 'POST', url: '/api/premium/press-kit/pictures', payload: photo, headers: { 'content-type': 'image/jpeg' }, cookies })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: '/api/premium/press-kit/publish', payload: { slug: 'glass-harbour' }, cookies })).statusCode).toBe(200);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const activity = async () => (await t.app.inject({ method: 'GET', url: '/api/premium/press-kit/activity', cookies })).json<PressKitActivity>();

/** A browser: it keeps the visit cookie the site sets, as a real one does. */
function browser(headers: Record<string, string> = {}) {
  let visit: string | undefined;
  const send = async (method: 'GET' | 'POST', url: string, extra: object = {}) => {
    const res = await t.app.inject({ method, url, headers: { 'user-agent': BROWSER, ...headers }, cookies: visit ? { pk_visit: visit } : {}, ...extra });
    visit = res.cookies.find((c) => c.name === 'pk_visit')?.value ?? visit;
    return res;
  };
  return {
    get: (url: string) => send('GET', url),
    play: (url: string) => send('POST', url, { payload: 'PING', headers: { 'user-agent': BROWSER, 'content-type': 'text/ping', ...headers } }),
  };
}

describe('who looked', () => {
  it('counts a tracked link once per visit, with what was downloaded and played, and another browser again', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/api/premium/press-kit/tracked-links', payload: { label: 'for The Brudenell' }, cookies });
    expect(made.statusCode).toBe(200);
    const [link] = made.json<PressKitActivity>().links;
    expect(link).toMatchObject({ label: 'for The Brudenell', firstOpenedAt: null, counts: { view: 0, pdf: 0, photos: 0, play: 0 } });
    expect(link!.url).toMatch(/^https:\/\/bands\.example\/b\/glass-harbour\?via=[A-Za-z0-9_-]{12}$/);
    const path = new URL(link!.url).pathname + new URL(link!.url).search;
    const via = new URL(link!.url).searchParams.get('via')!;

    const booker = browser();
    const page = await booker.get(path);
    expect(page.statusCode).toBe(200);
    const visitCookie = page.cookies.find((c) => c.name === 'pk_visit')!;
    expect(visitCookie).toMatchObject({ path: '/b/', maxAge: 1800, httpOnly: true, sameSite: 'Lax' });
    // The page's downloads and players carry the link, so they count for it.
    expect(page.body).toContain(`/b/glass-harbour/one-sheet.pdf?paper=a4&amp;via=${via}`);
    expect(page.body).toContain(`/b/glass-harbour/press-photos.zip?via=${via}`);
    expect(page.body).toContain(`ping=&quot;/b/glass-harbour/play/1?via=${via}&quot;`);

    expect((await booker.get(path)).statusCode).toBe(200); // reloaded: the same visit
    expect((await booker.get(`/b/glass-harbour/one-sheet.pdf?paper=a4&via=${via}`)).statusCode).toBe(200);
    expect((await booker.get(`/b/glass-harbour/one-sheet.pdf?paper=letter&via=${via}`)).statusCode).toBe(200);
    expect((await booker.get(`/b/glass-harbour/press-photos.zip?via=${via}`)).statusCode).toBe(200);
    expect((await booker.play(`/b/glass-harbour/play/1?via=${via}`)).statusCode).toBe(204);

    let seen = (await activity()).links[0]!;
    expect(seen.counts).toEqual({ view: 1, pdf: 1, photos: 1, play: 1 });
    expect(seen.firstOpenedAt).toBe(TEST_NOW);

    // A colleague at the venue opens the same link in another browser: a second view.
    t.clock.advance(3_600_000);
    expect((await browser().get(path)).statusCode).toBe(200);
    seen = (await activity()).links[0]!;
    expect(seen.counts.view).toBe(2);
    expect(seen.firstOpenedAt).toBe(TEST_NOW);
    expect(seen.lastOpenedAt).toBe(new Date(Date.parse(TEST_NOW) + 3_600_000).toISOString());

    // Per day and per source: the plain address has its own row.
    expect((await browser().get('/b/glass-harbour')).statusCode).toBe(200);
    const all = await activity();
    expect(all.days).toEqual([{ day: '2026-03-14', view: 3, pdf: 1, photos: 1, play: 1 }]);
    expect(all.sources).toEqual([
      { source: 'direct', label: 'The page’s own address', view: 1, pdf: 0, photos: 0, play: 0 },
      { source: `link-${seen.id}`, label: 'for The Brudenell', view: 2, pdf: 1, photos: 1, play: 1 },
    ]);
    const kit = (await t.app.inject({ method: 'GET', url: '/api/premium/press-kit', cookies })).json().kit;
    expect(kit.views).toBe(3);
  });

  it('counts nothing for a browser that asks not to be tracked, a bot, or a token of no link', async () => {
    const before = await activity();
    for (const headers of [{ dnt: '1' }, { 'sec-gpc': '1' }, { 'user-agent': 'Slackbot-LinkExpanding 1.0' }] as Record<string, string>[]) {
      const visitor = browser(headers);
      const res = await visitor.get('/b/glass-harbour');
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'pk_visit')).toBeUndefined();
      expect((await visitor.get('/b/glass-harbour/one-sheet.pdf')).statusCode).toBe(200);
      expect((await visitor.play('/b/glass-harbour/play/1')).statusCode).toBe(204);
    }
    expect(await activity()).toEqual(before);
    // A made-up token is the plain address, and the page carries no token.
    const stranger = await browser().get('/b/glass-harbour?via=AAAAAAAAAAAA');
    expect(stranger.body).not.toContain('via=');
    expect((await activity()).sources[0]!.view).toBe(before.sources[0]!.view + 1);
  });

  it('lets the owner delete a tracked link; other members see only their own', async () => {
    const other = { bns_session: await buyPlan(t, 'lifetime', 'other-looked@example.com') };
    await t.app.inject({ method: 'PUT', url: '/api/premium/press-kit', payload: { content: ORDINARY_KIT }, cookies: other });
    const [link] = (await activity()).links;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/premium/press-kit/tracked-links/${link!.id}`, cookies: other })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/premium/press-kit/activity', cookies: other })).json().links).toEqual([]);
    const empty = await t.app.inject({ method: 'POST', url: '/api/premium/press-kit/tracked-links', payload: { label: ' ' }, cookies });
    expect(empty.statusCode).toBe(400);
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/premium/press-kit/tracked-links/${link!.id}`, cookies });
    expect(gone.json().links).toEqual([]);
  });
});
