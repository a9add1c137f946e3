// The owner's downloads through the real app: the one-sheet is exactly one page on A4 and Letter
// even with every field at its longest, its text reads back (name, the bio's opening, the page's
// address), nothing is set below 9 pt, and the QR code (PNG and SVG) decodes to the page.
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESS_KIT_LIMITS, pressKitContentSchema, type PressKitContentInput } from '@shared/contracts/press-kit';
import type { AppContext } from '@server/app-context';
import { users } from '@server/db/schema/index';
import { createFolderImageStore } from '@server/lib/image-store';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { isPng } from '@server/testing/png-info';
import { buyPlan } from '@server/testing/premium-user';
import { imageUrls, storeImage } from '../media/media.service';
import { LONGEST_KIT, ORDINARY_KIT } from './press-kit-fixtures';

const PUBLIC_URL = 'https://bands.example';

let t: TestApp;
let ctx: AppContext;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  ctx = { config: t.config, db: t.database.db, clock: t.clock, images: createFolderImageStore(t.config.imageDir) } as unknown as AppContext;
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function owner() {
  const email = `sheet${++n}@example.com`;
  const cookie = await buyPlan(t, 'lifetime', email);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const as = { cookies: { bns_session: cookie } };
  return {
    userId: row!.id,
    get: (url: string) => t.app.inject({ method: 'GET', url, ...as }),
    post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, ...as }),
    save: async (content: PressKitContentInput) => expect((await t.app.inject({ method: 'PUT', url: '/api/premium/press-kit', payload: { content }, ...as })).statusCode).toBe(200),
  };
}

interface ReadPdf {
  pages: number;
  text: string;
  /** Every text run's size in points. */
  sizes: number[];
  /** Page size in points. */
  width: number;
  height: number;
}

async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  const items = content.items.filter((i): i is Extract<typeof i, { str: string }> => 'str' in i);
  const [, , width, height] = page.view;
  const text = items.map((i) => `${i.str}${i.hasEOL ? '\n' : ''}`).join('');
  const sizes = items.filter((i) => i.str.trim()).map((i) => Math.hypot(i.transform[2]!, i.transform[3]!));
  await doc.destroy();
  return { pages: doc.numPages, text, sizes, width: width!, height: height! };
}

/** Text as pdf.js lays it out, without line breaks, for phrases that may wrap. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the one-sheet PDF', () => {
  it('is one page on A4 and Letter for an ordinary kit, with name, tagline, bio, members, shows, quotes and the address', async () => {
    const me = await owner();
    const cover = await storeImage(ctx, { png: await sharp({ create: { width: 256, height: 256, channels: 3, background: '#335577' } }).png().toBuffer(), size: 256, ownerUserId: me.userId });
    await me.save({ ...ORDINARY_KIT, imageUrl: imageUrls(cover).display });
    await me.post('/api/premium/press-kit/publish', {});
    for (const [paper, size] of [
      ['a4', [595.28, 841.89]],
      ['letter', [612, 792]],
    ] as const) {
      const res = await me.get(`/api/premium/press-kit/one-sheet.pdf?paper=${paper}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Glass_Harbour-one-sheet-${paper}.pdf"`);
      const pdf = await readPdf(res.rawPayload);
      expect(pdf.pages).toBe(1);
      expect([pdf.width, pdf.height].map(Math.round)).toEqual(size.map(Math.round));
      const text = flat(pdf.text);
      for (const phrase of ['Glass Harbour', 'Tidal post-rock from the harbour wall', 'Post-rock · Bristol, UK', 'Glass Harbour is a four-piece post-rock band', 'Ada Quill (guitar)', 'Fri 20 Mar 2026 — The Louisiana, Bristol', '“A tide of sound that never stops rising.”', '— Harbour Weekly', `${PUBLIC_URL}/b/glass-harbour`, 'Booking: booking@glassharbour.example']) {
        expect(text, `${paper}: ${phrase}`).toContain(phrase);
      }
      // The show before today is past; the whole bio fitted, so nothing points elsewhere for it.
      expect(text).not.toContain('The Old Pier');
      expect(text).not.toContain('Read more at');
      expect(Math.min(...pdf.sizes)).toBeGreaterThanOrEqual(9);
    }
  });

  it('fits the longest content the contract allows on one page of each size, cutting the bio at a sentence, never below 9 pt', async () => {
    const me = await owner();
    const cover = await storeImage(ctx, { png: await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#774422' } }).png().toBuffer(), size: 1024 });
    const longest = { ...LONGEST_KIT, imageUrl: imageUrls(cover).display };
    // The fixture is really the longest: every limit reached, and valid.
    const parsed = pressKitContentSchema.parse(longest);
    expect(parsed.bandName).toHaveLength(PRESS_KIT_LIMITS.bandNameMax);
    expect(parsed.members).toHaveLength(PRESS_KIT_LIMITS.membersMax);
    expect(parsed.shows).toHaveLength(PRESS_KIT_LIMITS.showsMax);
    expect(parsed.quotes).toHaveLength(PRESS_KIT_LIMITS.quotesMax);
    expect(parsed.quotes.every((q) => q.text.length > PRESS_KIT_LIMITS.quoteMax - 60)).toBe(true);
    expect(parsed.bioShort.length).toBeGreaterThan(PRESS_KIT_LIMITS.bioShortMax - 80);
    await me.save(longest);
    const { kit } = (await me.post('/api/premium/press-kit/publish', { slug: 'the-longest-band-name-there-could-be-on-this-site-at-all' })).json();

    for (const paper of ['a4', 'letter'] as const) {
      const res = await me.get(`/api/premium/press-kit/one-sheet.pdf?paper=${paper}`);
      expect(res.statusCode).toBe(200);
      const pdf = await readPdf(res.rawPayload);
      expect(pdf.pages, paper).toBe(1);
      const text = flat(pdf.text);
      expect(text).toContain(parsed.bandName.slice(0, 30));
      // The short bio is used, cut after a whole sentence, with the address for the rest.
      expect(text).toContain(parsed.bioShort.slice(0, 60));
      expect(text).toContain(`Read more at ${kit.pageUrl}`);
      const bioShown = text.slice(text.indexOf(parsed.bioShort.slice(0, 20)), text.indexOf('Read more at'));
      expect(bioShown.trim().endsWith('.'), bioShown.slice(-80)).toBe(true);
      expect(Math.min(...pdf.sizes), paper).toBeGreaterThanOrEqual(9);
      // At most the next 5 shows and the first 3 quotes.
      expect(text).not.toContain('Venue5');
      expect(text).not.toContain('quoted band 3');
    }
  });

  it('needs the page address first, and refuses an unknown paper size', async () => {
    const me = await owner();
    expect((await me.get('/api/premium/press-kit/one-sheet.pdf?paper=a4')).statusCode).toBe(404);
    await me.save(ORDINARY_KIT);
    const early = await me.get('/api/premium/press-kit/one-sheet.pdf?paper=letter');
    expect(early.statusCode).toBe(404);
    expect(early.json().error).toContain('no address yet');
    const bad = await me.get('/api/premium/press-kit/one-sheet.pdf?paper=a3');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('paper must be a4 or letter');
  });

  it('keeps the longest content one page when it mixes Japanese and English', async () => {
    // Every other word of every field in kana and kanji, each field as long as before.
    const kanji = '東京音楽夜明星海風森光影夢道雨空火';
    const mixed = (text: string) => text.replace(/[A-Za-z]+/g, (word, offset: number) => (offset % 2 ? word : [...word].map((c) => kanji[c.charCodeAt(0) % kanji.length]).join('')));
    const me = await owner();
    const kit = {
      ...LONGEST_KIT,
      bandName: mixed(LONGEST_KIT.bandName),
      tagline: mixed(LONGEST_KIT.tagline ?? ''),
      bioShort: mixed(LONGEST_KIT.bioShort!),
      members: LONGEST_KIT.members!.map((m) => ({ name: mixed(m.name), role: mixed(m.role ?? '') })),
      quotes: LONGEST_KIT.quotes!.map((q) => ({ text: mixed(q.text), source: mixed(q.source) })),
    };
    await me.save(kit);
    await me.post('/api/premium/press-kit/publish', { slug: 'mixed-scripts' });
    for (const paper of ['a4', 'letter'] as const) {
      const pdf = await readPdf((await me.get(`/api/premium/press-kit/one-sheet.pdf?paper=${paper}`)).rawPayload);
      expect(pdf.pages, paper).toBe(1);
      expect(flat(pdf.text)).toContain(kit.bioShort.slice(0, 30));
      expect(Math.min(...pdf.sizes)).toBeGreaterThanOrEqual(9);
    }
  });

  it('prints names and text in other scripts as typed, and what no face draws as ?', async () => {
    const me = await owner();
    await me.save({
      ...ORDINARY_KIT,
      bandName: 'Sigur Bølgja Žižek 東京',
      tagline: 'Łódź — “quotes” & émoji 🎸',
      location: 'Санкт-Петербург',
      bioLong: 'Zoë plays the cello. Łukasz sings. ゆらゆら帝国 played Tokyo in 2003, and 잔나비 opened. Кино и Αθήνα.',
    });
    await me.post('/api/premium/press-kit/publish', { slug: 'unicode-band' });
    const pdf = await readPdf((await me.get('/api/premium/press-kit/one-sheet.pdf?paper=a4')).rawPayload);
    expect(pdf.pages).toBe(1);
    const text = flat(pdf.text);
    expect(text).toContain('Sigur Bølgja Žižek 東京');
    expect(text).toContain('Łódź — “quotes” & émoji ?');
    expect(text).toContain('Санкт-Петербург');
    expect(text).toContain('Zoë plays the cello. Łukasz sings.');
    for (const phrase of ['ゆらゆら帝国', 'played Tokyo in 2003', '잔나비', 'Кино и Αθήνα']) expect(text).toContain(phrase);
  });
});

describe('the QR code', () => {
  async function decode(png: Buffer): Promise<string | undefined> {
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
  }

  it('is 404 with a clear message before the page has an address', async () => {
    const me = await owner();
    await me.save(ORDINARY_KIT);
    for (const file of ['qr.png', 'qr.svg']) {
      const res = await me.get(`/api/premium/press-kit/${file}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Your press kit has no address yet: publish it (or choose its address) first, so the QR code and the one-sheet can point to the page');
    }
  });

  it('points to the page, as PNG and SVG', async () => {
    const me = await owner();
    await me.save({ ...ORDINARY_KIT, bandName: 'Scan Me' });
    await me.post('/api/premium/press-kit/publish', {});
    const pngRes = await me.get('/api/premium/press-kit/qr.png');
    expect(pngRes.statusCode).toBe(200);
    expect(pngRes.headers['content-type']).toBe('image/png');
    expect(pngRes.headers['content-disposition']).toBe('attachment; filename="Scan_Me-qr.png"');
    expect(isPng(pngRes.rawPayload)).toBe(true);
    expect(await decode(pngRes.rawPayload)).toBe(`${PUBLIC_URL}/b/scan-me`);

    const svgRes = await me.get('/api/premium/press-kit/qr.svg');
    expect(svgRes.statusCode).toBe(200);
    expect(svgRes.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svgRes.headers['content-disposition']).toBe('attachment; filename="Scan_Me-qr.svg"');
    expect(svgRes.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svgRes.body).toContain('<path');
    // The SVG draws the same code: rendered, it decodes to the page too.
    expect(await decode(await sharp(Buffer.from(svgRes.body), { density: 300 }).png().toBuffer())).toBe(`${PUBLIC_URL}/b/scan-me`);

    // A new address, a new code.
    await me.post('/api/premium/press-kit/slug', { slug: 'scan-me-now' });
    expect(await decode((await me.get('/api/premium/press-kit/qr.png')).rawPayload)).toBe(`${PUBLIC_URL}/b/scan-me-now`);
  });
});
