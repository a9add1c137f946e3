// The band's own pictures through the real app: uploads are decoded and stored again without
// their metadata (a phone photo's GPS position included), refused with a clear 4xx when they are
// not pictures, too large or too small; the full-size files are the owner's alone; the published
// page shows them and hands them out as one ZIP with the credits.
import { readdir } from 'node:fs/promises';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PressKit } from '@shared/contracts/press-kit';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { buyPlan } from '@server/testing/premium-user';
import { ORDINARY_KIT } from './press-kit-fixtures';

let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://bands.example' } });
}, 180_000);
afterAll(async () => {
  await t.close();
});

/** A photo of the given size: a gradient, so it encodes like a picture rather than a flat block. */
async function photo(format: 'jpeg' | 'png' | 'webp', width: number, height: number, exif?: Record<string, Record<string, string>>): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set([x % 256, y % 256, (x + y) % 256], (y * width + x) * 3);
  let image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (exif) image = image.withExif(exif);
  return image.toFormat(format).toBuffer();
}

const GPS = {
  IFD0: { Make: 'Phone Maker', Model: 'Phone 12' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 47/1 53/1', GPSLongitudeRef: 'W', GPSLongitude: '1/1 33/1 0/1' },
};

async function member() {
  const cookie = await buyPlan(t, 'lifetime', `pictures${++n}@example.com`);
  const cookies = { bns_session: cookie };
  const upload = (bytes: Buffer, query = '', contentType = 'image/jpeg') =>
    t.app.inject({ method: 'POST', url: `/api/premium/press-kit/pictures${query}`, payload: bytes, headers: { 'content-type': contentType }, cookies });
  return {
    cookies,
    upload,
    get: (url: string) => t.app.inject({ method: 'GET', url, cookies }),
    send: (method: 'PUT' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload, cookies }),
    kitOf: (res: { json: () => unknown }) => (res.json() as { kit: PressKit }).kit,
  };
}

async function memberWithKit() {
  const m = await member();
  expect((await m.send('PUT', '/api/premium/press-kit', { content: ORDINARY_KIT })).statusCode).toBe(200);
  return m;
}

describe('uploading press photos', () => {
  it('stores a phone JPEG with its GPS position stripped, upright, at full size', async () => {
    const m = await memberWithKit();
    const original = await photo('jpeg', 1600, 1200, GPS);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await m.upload(original, '?credit=Jo%20Lens');
    expect(res.statusCode).toBe(200);
    const [stored] = m.kitOf(res).photos;
    expect(stored).toMatchObject({ kind: 'photo', format: 'jpg', width: 1600, height: 1200, credit: 'Jo Lens' });

    const file = await m.get(stored!.originalUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('Phone Maker'))).toBe(false);

    const display = await m.get(stored!.url);
    expect(display.statusCode).toBe(200);
    expect(await sharp(display.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 900 });
  });

  it('keeps a PNG as PNG and a WebP as WebP', async () => {
    const m = await memberWithKit();
    const png = m.kitOf(await m.upload(await photo('png', 1000, 1400), '', 'image/png')).photos[0]!;
    expect(png).toMatchObject({ format: 'png', width: 1000, height: 1400 });
    expect((await sharp((await m.get(png.originalUrl)).rawPayload).metadata()).format).toBe('png');
    const kit = m.kitOf(await m.upload(await photo('webp', 1400, 1000), '', 'image/webp'));
    expect(kit.photos.map((p) => p.format)).toEqual(['png', 'webp']);
    expect((await sharp((await m.get(kit.photos[1]!.originalUrl)).rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses a 20 MB file with 413, text named .jpg and a 600 px photo with 400', async () => {
    const m = await memberWithKit();
    const big = await m.upload(Buffer.alloc(20 * 1024 * 1024, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('The file is larger than 15 MB: upload a smaller picture');

    const text = await m.upload(Buffer.from('These are the lyrics, not a photo.\n'.repeat(50)));
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe('The file is not a picture: upload a JPEG, PNG or WebP image');

    const small = await m.upload(await photo('jpeg', 800, 600));
    expect(small.statusCode).toBe(400);
    expect(small.json().error).toBe('The photo is 800 × 600 px: press photos need at least 1000 px on the short side');

    const gif = await m.upload(await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#345' } }).gif().toBuffer(), '', 'image/gif');
    expect(gif.statusCode).toBe(400);
    expect(gif.json().error).toBe('Only JPEG, PNG and WebP pictures can be uploaded, not GIF');
    expect(m.kitOf(await m.get('/api/premium/press-kit')).photos).toEqual([]);
  });

  it('measures a photo by its short side, a logo and a stage plot (wide and flat) by their long side', async () => {
    const m = await memberWithKit();
    const flat = await photo('png', 1600, 400);
    const wide = await m.upload(flat, '', 'image/png');
    expect(wide.statusCode).toBe(400);
    expect(wide.json().error).toBe('The photo is 1600 × 400 px: press photos need at least 1000 px on the short side');
    expect(m.kitOf(await m.upload(flat, '?kind=logo', 'image/png')).logo).toMatchObject({ width: 1600, height: 400 });
    expect(m.kitOf(await m.upload(await photo('png', 400, 1000), '?kind=plot', 'image/png')).stagePlot).toMatchObject({ width: 400, height: 1000 });

    const smallLogo = await m.upload(await photo('png', 900, 300), '?kind=logo', 'image/png');
    expect(smallLogo.statusCode).toBe(400);
    expect(smallLogo.json().error).toBe('The logo is 900 × 300 px: a logo needs at least 1000 px on its long side (a wide, flat logo is fine)');
    const smallPlot = await m.upload(await photo('jpeg', 800, 500), '?kind=plot');
    expect(smallPlot.statusCode).toBe(400);
    expect(smallPlot.json().error).toBe('The stage plot is 800 × 500 px: a stage plot picture needs at least 1000 px on its long side (a wide, flat plan is fine)');
  });

  it('takes at most eight photos, one logo (a new one replaces it), credits, order and deletion', async () => {
    const m = await memberWithKit();
    const jpeg = await photo('jpeg', 1000, 1000);
    let kit!: PressKit;
    for (let i = 0; i < 8; i++) kit = m.kitOf(await m.upload(jpeg, `?credit=P${i}`));
    expect(kit.photos.map((p) => p.credit)).toEqual(['P0', 'P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7']);
    const ninth = await m.upload(jpeg);
    expect(ninth.statusCode).toBe(400);
    expect(ninth.json().error).toBe('A press kit holds at most 8 press photos: delete one before adding another');

    const logo = await photo('png', 1200, 400);
    const first = m.kitOf(await m.upload(logo, '?kind=logo', 'image/png')).logo!;
    const second = m.kitOf(await m.upload(logo, '?kind=logo', 'image/png')).logo!;
    expect(second.id).not.toBe(first.id);
    expect((await m.get(first.originalUrl)).statusCode).toBe(404);

    const ids = kit.photos.map((p) => p.id);
    const reordered = m.kitOf(await m.send('PUT', '/api/premium/press-kit/pictures/order', { ids: [...ids].reverse() }));
    expect(reordered.photos.map((p) => p.credit)).toEqual(['P7', 'P6', 'P5', 'P4', 'P3', 'P2', 'P1', 'P0']);
    expect((await m.send('PUT', '/api/premium/press-kit/pictures/order', { ids: ids.slice(1) })).statusCode).toBe(400);

    const credited = m.kitOf(await m.send('PATCH', `/api/premium/press-kit/pictures/${ids[0]}`, { credit: 'Sam Shutter' }));
    expect(credited.photos.at(-1)!.credit).toBe('Sam Shutter');
    const after = m.kitOf(await m.send('DELETE', `/api/premium/press-kit/pictures/${ids[0]}`));
    expect(after.photos).toHaveLength(7);
    expect((await m.get(`/api/premium/press-kit/pictures/${ids[0]}/original`)).statusCode).toBe(404);
  });
});

describe('who may read the full-size files', () => {
  it('is the owner alone: another member and a signed-out browser get nothing, nor before publishing', async () => {
    const m = await memberWithKit();
    const [stored] = m.kitOf(await m.upload(await photo('jpeg', 1200, 1200))).photos;
    const other = await memberWithKit();
    expect((await other.get(stored!.originalUrl)).statusCode).toBe(404);
    expect((await other.get(stored!.url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: stored!.originalUrl })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: stored!.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/media/${stored!.id}.png` })).statusCode).toBe(404);
    // A draft's pictures are not on any public address.
    const slug = 'glass-harbour-drafts';
    expect((await t.app.inject({ method: 'GET', url: `/b/${slug}/pictures/${stored!.id}.webp` })).statusCode).toBe(404);
    // Another member cannot move, credit or delete it either.
    expect((await other.send('DELETE', `/api/premium/press-kit/pictures/${stored!.id}`)).statusCode).toBe(404);
    expect((await other.send('PATCH', `/api/premium/press-kit/pictures/${stored!.id}`, { credit: 'x' })).statusCode).toBe(404);
  });
});

describe('deleting the account', () => {
  it('deletes the kit’s pictures, their files and display copies with it', async () => {
    const email = `pictures-gone${++n}@example.com`;
    const cookies = { bns_session: await buyPlan(t, 'lifetime', email) };
    await t.app.inject({ method: 'PUT', url: '/api/premium/press-kit', payload: { content: ORDINARY_KIT }, cookies });
    const res = await t.app.inject({ method: 'POST', url: '/api/premium/press-kit/pictures?kind=logo', payload: await photo('png', 1200, 300), headers: { 'content-type': 'image/png' }, cookies });
    const { id } = (res.json() as { kit: PressKit }).kit.logo!;
    const files = async () => (await readdir(t.config.imageDir, { recursive: true })).filter((f) => f.includes(id));
    expect((await files()).sort()).toEqual([`press/${id}.png`, `private/${id}.webp`]);
    expect((await t.app.inject({ method: 'POST', url: '/api/account/delete', payload: { email }, cookies })).statusCode).toBe(200);
    expect(await files()).toEqual([]);
  });
});

describe('the published page', () => {
  it('shows the gallery and gives the photos and logo as a ZIP with the credits', async () => {
    const m = await memberWithKit();
    await m.upload(await photo('jpeg', 1500, 1000, GPS), '?credit=Jo%20Lens');
    await m.upload(await photo('png', 1000, 1000), '', 'image/png');
    await m.upload(await photo('png', 1600, 500), '?kind=logo', 'image/png');
    const kit = m.kitOf(await m.send('POST', '/api/premium/press-kit/publish', { slug: 'glass-harbour-photos' }));
    const page = await t.app.inject({ method: 'GET', url: '/b/glass-harbour-photos', headers: { 'user-agent': 'Mozilla/5.0 Chrome/130' } });
    expect(page.statusCode).toBe(200);
    for (const p of [...kit.photos, kit.logo!]) expect(page.body).toContain(`/b/glass-harbour-photos/pictures/${p.id}.webp`);
    expect(page.body).toContain('href="/b/glass-harbour-photos/press-photos.zip"');
    expect(page.body).toContain('Photo: Jo Lens');

    const shown = await t.app.inject({ method: 'GET', url: `/b/glass-harbour-photos/pictures/${kit.photos[0]!.id}.webp` });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');

    const res = await t.app.inject({ method: 'GET', url: '/b/glass-harbour-photos/press-photos.zip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Glass_Harbour-press-photos.zip"');
    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files)).toEqual(['Glass_Harbour-photo-1.jpg', 'Glass_Harbour-photo-2.png', 'Glass_Harbour-logo.png', 'CREDITS.txt']);
    const credits = await zip.file('CREDITS.txt')!.async('string');
    expect(credits).toContain('Glass_Harbour-photo-1.jpg: Photo: Jo Lens');
    expect(credits).toContain('Glass_Harbour-photo-2.png: no credit given');
    const first = await zip.file('Glass_Harbour-photo-1.jpg')!.async('nodebuffer');
    expect(first.equals((await m.get(kit.photos[0]!.originalUrl)).rawPayload)).toBe(true);
    expect((await sharp(first).metadata()).exif).toBeUndefined();

    // The one-sheet prints the first press photo (the kit has no cover chosen).
    const sheet = await m.get('/api/premium/press-kit/one-sheet.pdf?paper=a4');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(true);

    // Unpublished: gone from every public address.
    await m.send('POST', '/api/premium/press-kit/unpublish');
    expect((await t.app.inject({ method: 'GET', url: '/b/glass-harbour-photos/press-photos.zip' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/b/glass-harbour-photos/pictures/${kit.photos[0]!.id}.webp` })).statusCode).toBe(404);
  });
});
