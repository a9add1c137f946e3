// The press kit through the real app: the owner composes, publishes and moves it; a signed-out
// visitor (a booker) opens /b/:slug and sees the band, safely escaped, with link previews; old
// addresses redirect and stay reserved for 90 days; the plan ending takes the page offline with
// one e-mail, and renewing brings it back; views are counted without addresses; deleting the
// account removes the kit and frees its address.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PressKit, PressKitContentInput } from '@shared/contracts/press-kit';
import type { AppContext } from '@server/app-context';
import { fairUseCounters, pressKitOldSlugs, pressKits, pressKitViews, users } from '@server/db/schema/index';
import { utcDay } from '@server/lib/clock';
import { createMailer } from '@server/lib/mail';
import { createFolderImageStore } from '@server/lib/image-store';
import { createTestApp, TEST_NOW, type TestApp } from '@server/testing/app-harness';
import { mailHeader, mailText, readOutbox } from '@server/testing/mail-testing';
import { buyPlan } from '@server/testing/premium-user';
import { createSession } from '../auth/sessions.service';
import { MAINTENANCE_TASKS } from '../maintenance/maintenance-tasks';
import { imageUrls, storeImage } from '../media/media.service';
import { reviewPublishedKits } from './offline-notice';
import { longBio, ORDINARY_KIT } from './press-kit-fixtures';

const PUBLIC_URL = 'https://bands.example';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DAY_MS = 86_400_000;

let t: TestApp;
let dataDir: string;
let ctx: AppContext;
let emails = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bns-press-kit-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, PUBLIC_URL } });
  // What the services use of the app context, with a mailer writing to the same outbox as the app's.
  const mailer = createMailer(t.config, { info: () => undefined }, t.clock);
  ctx = { config: t.config, db: t.database.db, database: t.database, clock: t.clock, mailer, images: createFolderImageStore(t.config.imageDir) } as unknown as AppContext;
}, 180_000);
afterEach(() => {
  t.clock.set(TEST_NOW);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A premium musician with a fresh address each. */
async function musician(plan: 'monthly' | 'lifetime' = 'lifetime') {
  const email = `band${++emails}@example.com`;
  const cookie = await buyPlan(t, plan, email);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const as = { cookies: { bns_session: cookie } };
  return {
    email,
    cookie,
    userId: row!.id,
    get: (url: string) => t.app.inject({ method: 'GET', url, ...as }),
    put: (url: string, payload: object) => t.app.inject({ method: 'PUT', url, payload, ...as }),
    post: (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, payload, ...as }),
    save: async (content: PressKitContentInput) => {
      const res = await t.app.inject({ method: 'PUT', url: '/api/premium/press-kit', payload: { content }, ...as });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ kit: PressKit }>().kit;
    },
    publish: async (body: object = {}) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/premium/press-kit/publish', payload: body, ...as });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ kit: PressKit }>().kit;
    },
  };
}

/** Buys the monthly plan again for an existing account (the checkout does not sign an existing account in). */
async function renew(email: string) {
  const start = await t.app.inject({ method: 'POST', url: '/api/create-subscription', payload: { priceType: 'monthly', email } });
  const sessionId = new URL(start.json<{ sessionUrl: string }>().sessionUrl, 'http://x').searchParams.get('session_id')!;
  expect((await t.app.inject({ method: 'POST', url: `/api/test-checkout/sessions/${sessionId}/pay`, payload: { email } })).statusCode).toBe(200);
}

/** The offline notices the owner at this address received. */
const offlineNotices = async (email: string) =>
  (await readOutbox(dataDir)).filter((m) => mailHeader(m, 'to') === email && (mailHeader(m, 'subject') ?? '').includes('is offline for now'));

/** A visitor who is not signed in, on a phone. */
const visit = (url: string, userAgent = PHONE) => t.app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });

const png = (colour: string) => sharp({ create: { width: 64, height: 64, channels: 3, background: colour } }).png().toBuffer();

function jsonLdOf(html: string): Record<string, unknown> {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(m, 'the page has JSON-LD').not.toBeNull();
  return JSON.parse(m![1]!) as Record<string, unknown>;
}

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, '\\:')}" content="([^"]*)">`).exec(html)?.[1];

describe('the premium guard', () => {
  it('answers 401 signed out and 403 without a plan, as the other premium routes do', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/premium/press-kit' })).statusCode).toBe(401);
    const [free] = await t.database.db.insert(users).values({ username: 'free-kit@example.com', email: 'free-kit@example.com' }).returning({ id: users.id });
    const { token } = await createSession(ctx, 'user', free!.id);
    for (const [method, url] of [
      ['GET', '/api/premium/press-kit'],
      ['PUT', '/api/premium/press-kit'],
      ['POST', '/api/premium/press-kit/publish'],
      ['GET', '/api/premium/press-kit/qr.png'],
      ['GET', '/api/premium/press-kit/one-sheet.pdf?paper=a4'],
    ] as const) {
      const res = await t.app.inject({ method, url, cookies: { bns_session: token }, ...(method === 'GET' ? {} : { payload: {} }) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('PREMIUM_REQUIRED');
    }
  });
});

describe('composing the kit', () => {
  it('has no kit before the first save, then keeps the draft whole', async () => {
    const me = await musician();
    expect((await me.get('/api/premium/press-kit')).json()).toEqual({ kit: null });
    const kit = await me.save(ORDINARY_KIT);
    expect(kit).toMatchObject({ slug: null, state: 'draft', indexable: false, pageUrl: null, views: 0, publishedAt: null });
    expect(kit.content.members).toEqual(ORDINARY_KIT.members);
    expect((await me.get('/api/premium/press-kit')).json<{ kit: PressKit }>().kit.content.bandName).toBe('Glass Harbour');
    // Nothing is public until published.
    expect((await visit('/b/glass-harbour')).statusCode).toBe(404);
  });

  const bad: Array<[string, (c: PressKitContentInput) => PressKitContentInput, string]> = [
    ['a javascript: link', (c) => ({ ...c, links: { ...c.links, website: 'javascript:alert(1)' } }), 'The website link must be a web address starting with http:// or https://'],
    ['a non-http ticket link', (c) => ({ ...c, shows: [{ date: '2026-05-01', venue: 'V', city: 'C', ticketUrl: 'ftp://x.example/t' }] }), 'A ticket link must be a web address starting with http:// or https://'],
    ['11 shows', (c) => ({ ...c, shows: Array.from({ length: 11 }, () => ({ date: '2026-05-01', venue: 'V', city: 'C', ticketUrl: '' })) }), 'At most 10 shows'],
    ['a day that does not exist', (c) => ({ ...c, shows: [{ date: '2026-02-30', venue: 'V', city: 'C', ticketUrl: '' }] }), 'A show date must be a real day'],
    ['a date in another format', (c) => ({ ...c, shows: [{ date: '01/05/2026', venue: 'V', city: 'C', ticketUrl: '' }] }), 'A show date must be YYYY-MM-DD'],
    ['7 quotes', (c) => ({ ...c, quotes: Array.from({ length: 7 }, () => ({ text: 'Great.', source: 'Paper' })) }), 'At most 6 press quotes'],
    ['no band name', (c) => ({ ...c, bandName: '  ' }), 'Band name is required'],
    ['a booking address that is not one', (c) => ({ ...c, links: { ...c.links, bookingEmail: 'call us' } }), 'The booking e-mail must be an e-mail address'],
  ];
  for (const [what, change, message] of bad) {
    it(`refuses ${what} with 400 naming it`, async () => {
      const me = await musician();
      const res = await me.put('/api/premium/press-kit', { content: change(ORDINARY_KIT) });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    });
  }

  it('takes a free cover or the owner’s own studio image, and refuses anything else naming imageUrl', async () => {
    const me = await musician();
    const other = await musician();
    const freeCover = await storeImage(ctx, { png: await png('#204060'), size: 64 });
    const mine = await storeImage(ctx, { png: await png('#602040'), size: 64, ownerUserId: me.userId });
    const theirs = await storeImage(ctx, { png: await png('#406020'), size: 64, ownerUserId: other.userId });

    expect((await me.save({ ...ORDINARY_KIT, imageUrl: imageUrls(freeCover).png })).content.imageUrl).toBe(imageUrls(freeCover).display);
    expect((await me.save({ ...ORDINARY_KIT, imageUrl: `${PUBLIC_URL}${imageUrls(mine).display}` })).content.imageUrl).toBe(imageUrls(mine).display);

    const foreign = await me.put('/api/premium/press-kit', { content: { ...ORDINARY_KIT, imageUrl: imageUrls(theirs).display } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('imageUrl: no such image among the free covers or your studio images');
    const elsewhere = await me.put('/api/premium/press-kit', { content: { ...ORDINARY_KIT, imageUrl: 'https://evil.example/cover.png' } });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error).toBe('imageUrl: not an image made by this site');
  });

  it('keeps a free cover the kit shows past the free covers\' retention, and lets the others go', async () => {
    const me = await musician();
    const shown = await storeImage(ctx, { png: await png('#203040'), size: 64 });
    const forgotten = await storeImage(ctx, { png: await png('#304020'), size: 64 });
    await me.save({ ...ORDINARY_KIT, imageUrl: imageUrls(shown).display });
    t.clock.advance((t.config.imageRetentionDays + 1) * DAY_MS);
    const purge = MAINTENANCE_TASKS.find((task) => task.name === 'expired-covers')!;
    await purge.run(ctx);
    expect((await t.app.inject({ method: 'GET', url: imageUrls(shown).png })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: imageUrls(forgotten).png })).statusCode).toBe(404);
  });

  it('refuses a malformed address and publishing before the first save', async () => {
    const me = await musician();
    const early = await me.post('/api/premium/press-kit/publish', {});
    expect(early.statusCode).toBe(404);
    expect(early.json().error).toContain('save it first');
    await me.save(ORDINARY_KIT);
    for (const [slug, message] of [
      ['Glass Harbour!', 'The address may use only letters, digits and single hyphens'],
      ['ab', 'The address must be at least 3 characters'],
      ['glass--harbour', 'The address may use only letters, digits and single hyphens'],
    ]) {
      const res = await me.post('/api/premium/press-kit/publish', { slug });
      expect(res.statusCode, slug).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
  });
});

describe('the public page', () => {
  it('shows a signed-out visitor the band: name, cover, bio, members, upcoming shows, links and booking', async () => {
    const me = await musician();
    const cover = await storeImage(ctx, { png: await png('#225588'), size: 64, ownerUserId: me.userId });
    await me.save({ ...ORDINARY_KIT, bandName: 'Tidewater Lights', imageUrl: imageUrls(cover).display });
    const kit = await me.publish();
    expect(kit).toMatchObject({ slug: 'tidewater-lights', state: 'published', pageUrl: `${PUBLIC_URL}/b/tidewater-lights` });
    expect(kit.publishedAt).toBe(TEST_NOW);

    const res = await visit('/b/tidewater-lights');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<h1>Tidewater Lights</h1>');
    expect(html).toMatch(/<img class="cover" src="https:\/\/bands\.example\/b\/tidewater-lights\/cover\.webp" width="64" height="64" alt="Tidewater Lights: cover image"/);
    expect(html).toContain('<p>Glass Harbour is a four-piece post-rock band from Bristol, UK, formed in 2019');
    expect(html).toContain('<strong>Ada Quill</strong> <span class="role">· guitar</span>');
    expect(html).toContain('<a href="https://glassharbour.bandcamp.com/" rel="noopener nofollow ugc">Bandcamp</a>');
    expect(html).toContain('<a href="mailto:booking@glassharbour.example">');
    expect(html).toContain('<blockquote><p>“A tide of sound that never stops rising.”</p><cite>Harbour Weekly</cite></blockquote>');
    // Upcoming shows in date order; the one before today (2026-03-14) has dropped off.
    expect(html).not.toContain('The Old Pier');
    expect(html.indexOf('The Louisiana')).toBeLessThan(html.indexOf('Lantern Hall'));
    expect(html).toContain('<time datetime="2026-03-20">Fri 20 Mar 2026</time>');
    // No script runs on the page: the only script element is the JSON-LD data.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script type="application/ld+json">');

    // Shows drop off by themselves as the days pass.
    t.clock.set(new Date(Date.parse(TEST_NOW) + 10 * DAY_MS));
    const later = await visit('/b/tidewater-lights');
    expect(later.body).not.toContain('The Louisiana');
    expect(later.body).toContain('Lantern Hall');
    t.clock.set(TEST_NOW);
  });

  it('unfurls: title, description, Open Graph and Twitter tags with the cover as an absolute PNG, JSON-LD, noindex unless opted in', async () => {
    const me = await musician();
    const cover = await storeImage(ctx, { png: await png('#335577'), size: 64 });
    await me.save({ ...ORDINARY_KIT, bandName: 'Harbour Unfurled', imageUrl: imageUrls(cover).display });
    await me.publish();
    const html = (await visit('/b/harbour-unfurled')).body;
    expect(html).toContain('<title>Harbour Unfurled | Press kit</title>');
    expect(meta(html, 'description')).toContain('Tidal post-rock from the harbour wall');
    expect(meta(html, 'og:title')).toBe('Harbour Unfurled');
    expect(meta(html, 'og:type')).toBe('music.musician');
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/b/harbour-unfurled`);
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/b/harbour-unfurled/cover.png`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'robots')).toBe('noindex');
    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MusicGroup',
      name: 'Harbour Unfurled',
      genre: 'Post-rock',
      url: `${PUBLIC_URL}/b/harbour-unfurled`,
      image: `${PUBLIC_URL}/b/harbour-unfurled/cover.png`,
      sameAs: ['https://glassharbour.bandcamp.com/', 'https://www.youtube.com/@glassharbour', 'https://instagram.com/glassharbour'],
    });
    expect((ld.member as unknown[]).length).toBe(2);
    expect((ld.event as Array<{ startDate: string }>).map((e) => e.startDate)).toEqual(['2026-03-20', '2026-04-02']);

    // The preview image answers as a PNG to anyone.
    const og = await visit('/b/harbour-unfurled/cover.png', 'facebookexternalhit/1.1');
    expect(og.statusCode).toBe(200);
    expect(og.headers['content-type']).toBe('image/png');

    const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(await sitemap()).not.toContain('/b/harbour-unfurled');
    await me.publish({ indexable: true });
    expect(meta((await visit('/b/harbour-unfurled')).body, 'robots')).toBeUndefined();
    // Opted in, the page is also offered to search engines in the sitemap; unpublished, it goes.
    expect(await sitemap()).toContain(`<loc>${PUBLIC_URL}/b/harbour-unfurled</loc>`);
    await me.post('/api/premium/press-kit/unpublish');
    expect(await sitemap()).not.toContain('/b/harbour-unfurled');
    await me.publish({ indexable: true });
  });

  it('escapes everything the owner typed: script, HTML and markdown injection render as text', async () => {
    const me = await musician();
    const script = '<script>alert(1)</script>';
    const attr = '"><img src=x onerror=alert(1)>';
    const markdown = '[x](javascript:alert(1))';
    await me.save({
      ...ORDINARY_KIT,
      bandName: `Inject ${script}`,
      tagline: attr,
      genre: '</script><script>alert(2)</script>',
      bioLong: `${markdown}\n\n**${attr}**\n\nAnd ${script} again.`,
      members: [{ name: attr, role: script }],
      quotes: [{ text: markdown, source: attr }],
      shows: [{ date: '2026-06-01', venue: script, city: attr, ticketUrl: '' }],
    });
    const { slug } = await me.publish({ slug: 'inject-test' });
    const html = (await visit(`/b/${slug}`)).body;
    // Outside the JSON-LD nothing the owner typed is markup.
    const outside = html.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/, '');
    expect(outside).not.toContain('<script');
    expect(outside).not.toContain('<img src=x');
    expect(outside).not.toMatch(/href="javascript:/i);
    expect(outside).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(outside).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(outside).toContain('<p>[x](javascript:alert(1))</p>');
    // The JSON-LD cannot be closed from inside: '</script>' is written as \u003c/script\u003e.
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(ld).not.toContain('<');
    expect(ld).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(ld)).toMatchObject({ name: `Inject ${script}`, genre: '</script><script>alert(2)</script>' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('serves the chosen cover and nothing else of the owner’s private gallery', async () => {
    const me = await musician();
    const chosen = await storeImage(ctx, { png: await png('#aa3300'), size: 64, ownerUserId: me.userId });
    const privateOne = await storeImage(ctx, { png: await png('#00aa33'), size: 64, ownerUserId: me.userId });
    await me.save({ ...ORDINARY_KIT, bandName: 'Private Gallery', imageUrl: imageUrls(chosen).display });
    await me.publish();

    const webp = await visit('/b/private-gallery/cover.webp');
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    const ownView = await me.get(imageUrls(chosen).display);
    expect(webp.rawPayload.equals(ownView.rawPayload)).toBe(true);
    // The rest of the gallery stays private: not by its own address, not through /b/.
    expect((await visit(imageUrls(privateOne).display)).statusCode).toBe(404);
    expect((await visit(imageUrls(chosen).display)).statusCode).toBe(404);
    expect((await visit(`/b/private-gallery/${privateOne}.webp`)).statusCode).toBe(404);
    expect((await visit('/b/private-gallery/cover.jpg')).statusCode).toBe(404);
    expect(webp.body).not.toContain('"cover"');

    // Unpublished, the cover goes with the page.
    await me.post('/api/premium/press-kit/unpublish');
    expect((await visit('/b/private-gallery/cover.webp')).statusCode).toBe(404);
  });

  it('takes the page down at once on unpublish, and answers unknown addresses with a noindex 404 page', async () => {
    const me = await musician();
    await me.save({ ...ORDINARY_KIT, bandName: 'Gone Quiet' });
    await me.publish();
    expect((await visit('/b/gone-quiet')).statusCode).toBe(200);
    const down = await me.post('/api/premium/press-kit/unpublish');
    expect(down.json().kit).toMatchObject({ state: 'draft', slug: 'gone-quiet' });
    const res = await visit('/b/gone-quiet');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('No press kit here');
    expect(meta(res.body, 'robots')).toBe('noindex');
    for (const url of ['/b/no-such-band', '/b/NOT_A_SLUG', `/b/${'x'.repeat(90)}`, '/b/%3Cscript%3E']) {
      const unknown = await visit(url);
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.body).toContain('No press kit here');
    }
  });
});

describe('addresses', () => {
  it('makes the address from the band name, with -2 when taken, and names the conflict of an asked-for one', async () => {
    const a = await musician();
    const b = await musician();
    const c = await musician();
    await a.save({ ...ORDINARY_KIT, bandName: 'Salt & Static' });
    expect((await a.publish()).slug).toBe('salt-and-static');
    await b.save({ ...ORDINARY_KIT, bandName: 'Salt & Static' });
    expect((await b.publish()).slug).toBe('salt-and-static-2');
    await c.save({ ...ORDINARY_KIT, bandName: 'Salt and Static' });
    const taken = await c.post('/api/premium/press-kit/publish', { slug: 'salt-and-static' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('slug: The address /b/salt-and-static is taken by another press kit; choose another');
    expect((await c.publish()).slug).toBe('salt-and-static-3');
  });

  it('redirects an old address with 301 and keeps it reserved for 90 days, for its owner to take back', async () => {
    const me = await musician();
    const other = await musician();
    await me.save({ ...ORDINARY_KIT, bandName: 'Moving House' });
    await me.publish();
    const moved = await me.post('/api/premium/press-kit/slug', { slug: 'new-house' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().kit).toMatchObject({ slug: 'new-house', pageUrl: `${PUBLIC_URL}/b/new-house` });

    const old = await visit('/b/moving-house');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/b/new-house');
    expect((await visit('/b/new-house')).statusCode).toBe(200);

    await other.save({ ...ORDINARY_KIT, bandName: 'Moving House' });
    const reserved = await other.post('/api/premium/press-kit/publish', { slug: 'moving-house' });
    expect(reserved.statusCode).toBe(409);
    expect(reserved.json().error).toBe("slug: The address /b/moving-house was another press kit's until recently and is reserved for it; choose another");
    // From the band name, the reserved address is skipped too.
    expect((await other.publish()).slug).toBe('moving-house-2');

    // 89 days on it still redirects; after 90 it is free for anyone.
    t.clock.set(new Date(Date.parse(TEST_NOW) + 89 * DAY_MS));
    expect((await visit('/b/moving-house')).statusCode).toBe(301);
    t.clock.set(new Date(Date.parse(TEST_NOW) + 90 * DAY_MS + 1000));
    expect((await visit('/b/moving-house')).statusCode).toBe(404);
    // (Signed in again: a session lasts 30 days.)
    const { token } = await createSession(ctx, 'user', other.userId);
    const freed = await t.app.inject({ method: 'POST', url: '/api/premium/press-kit/slug', payload: { slug: 'moving-house' }, cookies: { bns_session: token } });
    expect(freed.statusCode, freed.body).toBe(200);
  });

  it('lets the owner take their own old address back', async () => {
    const me = await musician();
    await me.save({ ...ORDINARY_KIT, bandName: 'Back Again' });
    await me.publish();
    await me.post('/api/premium/press-kit/slug', { slug: 'back-again-tour' });
    const back = await me.post('/api/premium/press-kit/slug', { slug: 'back-again' });
    expect(back.statusCode, back.body).toBe(200);
    expect((await visit('/b/back-again')).statusCode).toBe(200);
    expect((await visit('/b/back-again-tour')).headers.location).toBe('/b/back-again');
  });
});

describe('views', () => {
  it('counts people opening the page over the last 30 days, not bots, previews or HEAD requests, and keeps no address', async () => {
    const me = await musician();
    await me.save({ ...ORDINARY_KIT, bandName: 'Counted Crowd' });
    await me.publish();
    for (let i = 0; i < 3; i++) await visit('/b/counted-crowd');
    await visit('/b/counted-crowd', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await visit('/b/counted-crowd', 'WhatsApp/2.23.20.0');
    await t.app.inject({ method: 'GET', url: '/b/counted-crowd', headers: { 'user-agent': '' } });
    await t.app.inject({ method: 'HEAD', url: '/b/counted-crowd', headers: { 'user-agent': PHONE } });
    expect((await me.get('/api/premium/press-kit')).json().kit.views).toBe(3);

    const [kit] = await t.database.db.select({ id: pressKits.id }).from(pressKits).where(eq(pressKits.userId, me.userId));
    const day = (n: number) => utcDay(new Date(Date.parse(TEST_NOW) - n * DAY_MS));
    await t.database.db.insert(pressKitViews).values([
      { kitId: kit!.id, day: day(29), count: 5 },
      { kitId: kit!.id, day: day(30), count: 100 },
    ]);
    expect((await me.get('/api/premium/press-kit')).json().kit.views).toBe(8);
    // The daily table holds counts only.
    const [columns] = await t.database.db.select().from(pressKitViews).where(eq(pressKitViews.kitId, kit!.id)).limit(1);
    expect(Object.keys(columns!).sort()).toEqual(['count', 'day', 'kitId']);
  });
});

describe('when the plan ends', () => {
  it('takes the page offline with a polite notice and one e-mail; renewing brings it back', async () => {
    const me = await musician('monthly');
    await me.save({ ...ORDINARY_KIT, bandName: 'Lapsed Lanterns' });
    await me.publish();
    expect((await visit('/b/lapsed-lanterns')).statusCode).toBe(200);
    const cancel = await t.app.inject({ method: 'POST', url: '/api/test-checkout/subscription/cancel', cookies: { bns_session: me.cookie } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Cancelling keeps what was paid for: the page stays up until the paid month has run out.
    expect((await visit('/b/lapsed-lanterns')).statusCode).toBe(200);
    t.clock.set(new Date(Date.parse(TEST_NOW) + 32 * DAY_MS));
    const offline = await visit('/b/lapsed-lanterns');
    expect(offline.statusCode).toBe(404);
    expect(offline.body).toContain('Lapsed Lanterns’s press kit is offline for now');
    expect(meta(offline.body, 'robots')).toBe('noindex');
    expect(offline.headers['x-robots-tag']).toBe('noindex');
    expect((await visit('/b/lapsed-lanterns/cover.webp')).statusCode).toBe(404);

    // Told once, however many visitors come and however often the scheduled look runs.
    await visit('/b/lapsed-lanterns');
    await reviewPublishedKits(ctx);
    const mails = await offlineNotices(me.email);
    expect(mails).toHaveLength(1);
    expect(mailHeader(mails[0]!, 'subject')).toBe('Your press kit for Lapsed Lanterns is offline for now');
    expect(mailText(mails[0]!)).toContain(`${PUBLIC_URL}/b/lapsed-lanterns`);
    expect(mailText(mails[0]!)).toContain('your press kit is kept as a draft');
    // The kit is kept.
    const [row] = await t.database.db.select().from(pressKits).where(eq(pressKits.userId, me.userId));
    expect(row).toMatchObject({ published: true, slug: 'lapsed-lanterns' });
    expect(row!.offlineNotifiedAt).not.toBeNull();

    // Renewing: the page is back and the notice is reset, so a later lapse is told again.
    await renew(me.email);
    expect((await visit('/b/lapsed-lanterns')).statusCode).toBe(200);
    const [renewed] = await t.database.db.select().from(pressKits).where(eq(pressKits.userId, me.userId));
    expect(renewed!.offlineNotifiedAt).toBeNull();

    // A later lapse is told again: the renewed month runs out too.
    t.clock.set(new Date(Date.parse(TEST_NOW) + 64 * DAY_MS));
    expect((await visit('/b/lapsed-lanterns')).statusCode).toBe(404);
    expect(await offlineNotices(me.email)).toHaveLength(2);
  });

  it('is noticed by the scheduled look too, when nobody visits', async () => {
    const me = await musician('monthly');
    await me.save({ ...ORDINARY_KIT, bandName: 'Quiet Lapse' });
    await me.publish();
    // The monthly period runs out unpaid.
    t.clock.set(new Date(Date.parse(TEST_NOW) + 40 * DAY_MS));
    const outcome = await reviewPublishedKits(ctx);
    expect(outcome).toMatch(/^[1-9]\d* press kits went offline/);
    expect((await offlineNotices(me.email)).map((m) => mailHeader(m, 'subject'))).toEqual(['Your press kit for Quiet Lapse is offline for now']);
    const page = await visit('/b/quiet-lapse');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('offline for now');
    expect(await offlineNotices(me.email)).toHaveLength(1);
  });
});

describe('deleting the account', () => {
  it('removes the kit, its old addresses and views, and frees the address', async () => {
    const me = await musician();
    await me.save({ ...ORDINARY_KIT, bandName: 'Last Orders' });
    await me.publish();
    await me.post('/api/premium/press-kit/slug', { slug: 'last-orders-live' });
    await visit('/b/last-orders-live');
    const [kit] = await t.database.db.select({ id: pressKits.id }).from(pressKits).where(eq(pressKits.userId, me.userId));

    const res = await me.post('/api/account/delete', { email: me.email });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.select().from(pressKits).where(eq(pressKits.id, kit!.id))).toHaveLength(0);
    expect(await t.database.db.select().from(pressKitOldSlugs).where(eq(pressKitOldSlugs.kitId, kit!.id))).toHaveLength(0);
    expect(await t.database.db.select().from(pressKitViews).where(eq(pressKitViews.kitId, kit!.id))).toHaveLength(0);
    expect((await visit('/b/last-orders-live')).statusCode).toBe(404);
    expect((await visit('/b/last-orders')).statusCode).toBe(404);
    const confirmation = (await readOutbox(dataDir)).find((m) => mailHeader(m, 'to') === me.email && /was deleted/.test(mailHeader(m, 'subject') ?? ''))!;
    expect(mailText(confirmation)).toContain('images and your press kit, whose page is taken down');

    const next = await musician();
    await next.save({ ...ORDINARY_KIT, bandName: 'Last Orders' });
    expect((await next.publish({ slug: 'last-orders' })).slug).toBe('last-orders');
  });
});

describe('the owner’s personal-data export and deletion', () => {
  it('includes the kit, and deleting the person removes it', async () => {
    const me = await musician();
    await me.save({ ...ORDINARY_KIT, bandName: 'Exported Echo' });
    await me.publish();
    const { token } = await createSession(ctx, 'admin', null);
    const url = `/api/admin/personal-data?email=${encodeURIComponent(me.email)}`;
    const exported = await t.app.inject({ method: 'GET', url, cookies: { bns_session: token } });
    expect(exported.statusCode).toBe(200);
    const rows = exported.json<{ tables: Record<string, Array<{ slug: string; content: { bandName: string } }>> }>().tables.press_kits;
    expect(rows?.map((r) => [r.slug, r.content.bandName])).toEqual([['exported-echo', 'Exported Echo']]);
    const deleted = await t.app.inject({ method: 'DELETE', url, cookies: { bns_session: token } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().deleted.press_kits).toBe(1);
    expect((await visit('/b/exported-echo')).statusCode).toBe(404);
  });
});

describe('the short bio', () => {
  it('makes at most 100 words (and at least 60) from a long bio, never longer than it, keeping the name, and counts one text', async () => {
    const me = await musician();
    const long = longBio();
    const res = await me.post('/api/premium/press-kit/short-bio', { bio: long, bandName: 'Glass Harbour', genre: 'post-rock', location: 'Bristol' });
    expect(res.statusCode, res.body).toBe(200);
    const { bio, isAIGenerated } = res.json<{ bio: string; isAIGenerated: boolean }>();
    const words = bio.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(60);
    expect(words).toBeLessThanOrEqual(100);
    expect(isAIGenerated).toBe(false);
    expect(bio.startsWith('Glass Harbour is a post-rock band from Bristol')).toBe(true);
    // Only the source's own sentences.
    for (const sentence of bio.split(/(?<=\.)\s+/)) expect(long).toContain(sentence.trim());
    const [counter] = await t.database.db.select().from(fairUseCounters).where(eq(fairUseCounters.userId, me.userId));
    expect(counter).toMatchObject({ counter: 'texts', used: 1 });

    const short = 'Glass Harbour is a band. They play loud.';
    expect((await me.post('/api/premium/press-kit/short-bio', { bio: short })).json().bio).toBe(short);
    const empty = await me.post('/api/premium/press-kit/short-bio', { bio: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Choose or write the long bio first');
  });
});
