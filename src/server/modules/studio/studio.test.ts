// The image studio through the real app on the local engines, as a premium user with no API key
// meets it: lyrics read as a picture, three concepts as three different pictures, a template,
// a variation that keeps the layout and applies the change, the gallery kept in the account,
// downloads, deletion, and privacy between users. The whole suite runs over both image stores:
// the folder and an S3-compatible server on loopback.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '@server/db/schema/index';
import { createFolderImageStore, createS3ImageStore, type ImageStore } from '@server/lib/image-store';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { dominantHue, layoutSimilarity, meanPixelDifference } from '@server/testing/image-stats';
import { isPng } from '@server/testing/png-info';
import { buyPlan } from '@server/testing/premium-user';
import { startS3TestServer, type S3TestServer } from '@server/testing/s3-test-server';

const LIGHTHOUSE = `A lighthouse in a storm, cold blue light
Turning on the water through the longest night
I hold the rail and count the waves
The keeper's gone, the signal stays`;

describe.each(['folder', 'S3-compatible'] as const)('the studio with the %s image store', (storeKind) => {
  let t: TestApp;
  let s3: S3TestServer | undefined;
  /** The same store the app writes to, read directly: objects are checked, not only the API. */
  let store: ImageStore;
  let cookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    if (storeKind === 'S3-compatible') s3 = await startS3TestServer();
    const bucket = s3?.settings;
    t = await createTestApp({
      env: {
        FAIR_USE_IMAGES_PER_DAY: '12',
        ...(bucket && { S3_ENDPOINT: bucket.endpoint, S3_BUCKET: bucket.bucket, S3_ACCESS_KEY_ID: bucket.accessKeyId, S3_SECRET_ACCESS_KEY: bucket.secretAccessKey }),
      },
    });
    store = bucket ? createS3ImageStore(bucket) : createFolderImageStore(t.config.imageDir);
    cookie = await buyPlan(t, 'lifetime', 'painter@example.com');
    otherCookie = await buyPlan(t, 'monthly', 'neighbour@example.com');
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const as = (session: string | undefined) => ({
    post: (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, cookies: session ? { bns_session: session } : {} }),
    get: (url: string) => t.app.inject({ method: 'GET', url, cookies: session ? { bns_session: session } : {} }),
    del: (url: string) => t.app.inject({ method: 'DELETE', url, cookies: session ? { bns_session: session } : {} }),
  });
  /** The first premium user (read when called: the cookie is set in beforeAll). */
  const me = {
    post: (url: string, payload: unknown) => as(cookie).post(url, payload),
    get: (url: string) => as(cookie).get(url),
    del: (url: string) => as(cookie).del(url),
  };

  async function pngOf(image: { pngUrl: string }): Promise<Buffer> {
    const res = await me.get(image.pngUrl);
    expect(res.statusCode).toBe(200);
    expect(isPng(res.rawPayload)).toBe(true);
    return res.rawPayload;
  }

  const mediaIdOf = (url: string) => /\/api\/media\/([\w-]+)\.(?:webp|png)$/.exec(url)![1]!;

  describe('validation and access', () => {
    const cases: Array<[string, string, unknown, number, string]> = [
      ['lyrics left empty', '/api/premium/interpret-lyrics', { lyrics: '  ' }, 400, 'lyrics: Please enter lyrics'],
      ['concepts without a band name', '/api/premium/generate-concepts', { bandName: '', genre: 'rock' }, 400, 'bandName: Please fill required fields'],
      ['an image from an empty description', '/api/premium/generate-image', { prompt: ' ', source: 'description' }, 400, 'prompt: Please enter a description'],
      ['a variation without changes', '/api/premium/generate-image', { prompt: 'x', source: 'variation', variationOf: 1 }, 400, 'changes: Please describe changes'],
      ['an unknown art style', '/api/premium/generate-image', { prompt: 'x', artStyle: 'crayon' }, 400, 'artStyle: Unknown art style'],
      ['a template without a band name', '/api/premium/generate-template-image', { bandName: '', genre: 'rock', template: 'rock-vintage' }, 400, 'bandName: Band name, genre, and template selection are required'],
      ['an unknown template', '/api/premium/generate-template-image', { bandName: 'X', genre: 'rock', template: 'rock-baroque' }, 404, 'Template not found'],
      ['a template of another genre', '/api/premium/generate-template-image', { bandName: 'X', genre: 'rock', template: 'electronic-neon' }, 400, 'template: Neon Grid is an electronic template, not rock'],
      ['a variation of an image that is not there', '/api/premium/generate-image', { prompt: 'x', source: 'variation', variationOf: 2_000_000_000, changes: 'red' }, 404, 'No such image in your gallery'],
    ];
    for (const [what, url, payload, status, error] of cases) {
      it(`${status} for ${what}`, async () => {
        const res = await me.post(url, payload);
        expect(res.statusCode).toBe(status);
        expect(res.json().error).toBe(error);
      });
    }

    // premium-gating.test.ts checks every premium route's 401 and 403 from the OpenAPI document.
    it('401 signed out', async () => {
      expect((await as(undefined).post('/api/premium/generate-concepts', { bandName: 'X', genre: 'rock' })).statusCode).toBe(401);
      expect((await as(undefined).get('/api/premium/images')).statusCode).toBe(401);
    });
  });

  describe('the studio on the local engines', () => {
    it('reads the lighthouse lyrics, quoting them, and draws them in cold blue', async () => {
      const read = await me.post('/api/premium/interpret-lyrics', { lyrics: LIGHTHOUSE, genre: 'folk', bandName: 'Keeper' });
      expect(read.statusCode).toBe(200);
      const { interpretation, analysis, isAIGenerated } = read.json();
      expect(isAIGenerated).toBe(false);
      expect(interpretation).toContain('A lighthouse in a storm, cold blue light');
      expect(analysis.imagery.map((i: { subject: string }) => i.subject).join(' ')).toMatch(/lighthouse/i);
      for (const item of analysis.imagery) expect(LIGHTHOUSE).toContain(item.quote);
      expect(analysis.prompt).toMatch(/lighthouse/i);

      const drawn = await me.post('/api/premium/generate-image', { prompt: analysis.prompt, genre: 'folk', bandName: 'Keeper', source: 'lyrics' });
      expect(drawn.statusCode).toBe(200);
      const { image } = drawn.json();
      expect(image).toMatchObject({ source: 'lyrics', artStyle: 'digital-art', genre: 'folk', bandName: 'Keeper', note: null, isAIGenerated: false });
      expect((await dominantHue(await pngOf(image))).name).toBe('blue');
      // The gallery's alt text says what was drawn.
      expect(image.description).toMatch(/^A lighthouse .*, title 'Keeper'$/);
    });

    it('gives three concepts, one edited, that draw three different pictures', async () => {
      const res = await me.post('/api/premium/generate-concepts', { bandName: 'Glass Harbour', genre: 'indie-rock', vibe: 'late night drive' });
      expect(res.statusCode).toBe(200);
      const concepts: string[] = res.json().concepts;
      expect(concepts).toHaveLength(3);
      expect(new Set(concepts).size).toBe(3);
      const edited = [concepts[0], `${concepts[1]} under a full moon`, concepts[2]];
      const pngs: Buffer[] = [];
      for (const prompt of edited) {
        const drawn = await me.post('/api/premium/generate-image', { prompt, genre: 'indie-rock', bandName: 'Glass Harbour', artStyle: 'screen-print', source: 'concept' });
        expect(drawn.statusCode).toBe(200);
        pngs.push(await pngOf(drawn.json().image));
      }
      for (const [a, b] of [[0, 1], [0, 2], [1, 2]] as const) {
        expect(await meanPixelDifference(pngs[a]!, pngs[b]!)).toBeGreaterThan(0.15);
      }
    });

    it('draws a genre template, with its id kept', async () => {
      const res = await me.post('/api/premium/generate-template-image', { bandName: 'Iron Choir', genre: 'metal', template: 'metal-dark', vibe: 'cold' });
      expect(res.statusCode).toBe(200);
      expect(res.json().image).toMatchObject({ source: 'template', template: 'metal-dark', bandName: 'Iron Choir' });
      await pngOf(res.json().image);
    });

    it('"make it red" keeps the layout and turns the picture red; what it cannot do is said', async () => {
      const first = (await me.post('/api/premium/generate-image', { prompt: 'a lonely road through green hills at noon', genre: 'country', bandName: 'Dust Lane', source: 'description' })).json().image;
      const red = await me.post('/api/premium/generate-image', { ...first, source: 'variation', variationOf: first.id, changes: 'make it red' });
      expect(red.statusCode).toBe(200);
      const variation = red.json().image;
      expect(variation).toMatchObject({ source: 'variation', variationOf: first.id, note: null, artStyle: first.artStyle });
      expect(variation.prompt).toBe(`${first.prompt}\nModify: make it red`);
      const [before, after] = [await pngOf(first), await pngOf(variation)];
      expect((await dominantHue(after)).name).toBe('red');
      expect(await layoutSimilarity(before, after)).toBeGreaterThan(0.6);

      const cannot = (await me.post('/api/premium/generate-image', { ...first, source: 'variation', variationOf: first.id, changes: 'remove the giraffe' })).json().image;
      expect(cannot.note).toMatch(/remov/i);
    });
  });

  describe('the gallery', () => {
    it('is kept in the account, newest first, and listed in the Library', async () => {
      const items = (await me.get('/api/premium/images')).json().items as Array<{ id: number; createdAt: string }>;
      expect(items.length).toBeGreaterThanOrEqual(6);
      const ids = items.map((i) => i.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const library = (await me.get('/api/premium/library?kind=image')).json().items as Array<{ id: number }>;
      expect(library.map((w) => w.id)).toEqual(ids);
    });

    it('downloads a PNG named artwork with a timestamp', async () => {
      const [image] = (await me.get('/api/premium/images')).json().items;
      const res = await me.post('/api/premium/download-image', { imageUrl: image.imageUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="artwork-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.png"$/);
      expect(isPng(res.rawPayload)).toBe(true);
    });

    it('shows a picture to its owner only: another user and a signed-out browser get 404', async () => {
      const [image] = (await me.get('/api/premium/images')).json().items;
      expect((await me.get(image.imageUrl)).headers['cache-control']).toMatch(/^private/);
      for (const stranger of [as(otherCookie), as(undefined)]) {
        expect((await stranger.get(image.imageUrl)).statusCode).toBe(404);
        expect((await stranger.get(image.pngUrl)).statusCode).toBe(404);
      }
      expect((await as(otherCookie).post('/api/premium/download-image', { imageUrl: image.imageUrl })).statusCode).toBe(404);
      expect((await as(otherCookie).del(`/api/premium/images/${image.id}`)).statusCode).toBe(404);
      expect((await as(otherCookie).post('/api/premium/generate-image', { ...image, source: 'variation', variationOf: image.id, changes: 'red' })).statusCode).toBe(404);
    });

    it('delete removes the entry, the picture and its objects', async () => {
      const [image] = (await me.get('/api/premium/images')).json().items;
      expect((await me.del(`/api/premium/images/${image.id}`)).statusCode).toBe(200);
      expect((await me.get(image.imageUrl)).statusCode).toBe(404);
      expect((await me.get(image.pngUrl)).statusCode).toBe(404);
      const left = (await me.get('/api/premium/images')).json().items as Array<{ id: number }>;
      expect(left.map((i) => i.id)).not.toContain(image.id);
      expect((await me.del(`/api/premium/images/${image.id}`)).statusCode).toBe(404);
      const id = mediaIdOf(image.imageUrl);
      expect(await store.get(`private/${id}.png`)).toBeNull();
      expect(await store.get(`private/${id}.webp`)).toBeNull();
    });

    it("deleting an image from the Library takes its picture's objects too", async () => {
      const [image] = (await me.get('/api/premium/images')).json().items;
      const id = mediaIdOf(image.imageUrl);
      expect(await store.get(`private/${id}.png`)).not.toBeNull();
      expect((await me.del(`/api/premium/library/${image.id}`)).statusCode).toBe(200);
      expect(await store.get(`private/${id}.png`)).toBeNull();
      expect((await me.get(image.pngUrl)).statusCode).toBe(404);
    });

    it('keeps no image bytes in the database: the objects are in the store', async () => {
      const [image] = (await me.get('/api/premium/images')).json().items;
      expect(await store.get(`private/${mediaIdOf(image.imageUrl)}.png`)).not.toBeNull();
      const withBytes = await t.database.db.select({ id: media.id }).from(media).where(sql`${media.bytes} is not null`);
      expect(withBytes).toEqual([]);
    });
  });
});
