import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { albumCoverInteractions, usageLimits } from '@server/db/schema/index';
import { seededSeeds } from '@server/lib/random';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { engineSeed: 11 } });
});
afterAll(async () => {
  await t.close();
});

let n = 1;
const freshIp = () => `203.0.113.${n++}`;
const post = (url: string, payload: object, ip: string) => t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const groove = { bandName: 'Groove Thesis', genre: 'funk', vibe: 'sweaty basement party' };

function isPng(body: Buffer): boolean {
  return body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}

describe('free album cover panel', () => {
  it('generates a cover with a stored image, a title-cased style, three concepts and the remaining count', async () => {
    const ip = freshIp();
    const res = await post('/api/generate-free-album-cover', groove, ip);
    expect(res.statusCode).toBe(200);
    const cover = res.json();
    expect(cover.imageUrl).toMatch(/^\/api\/media\/[\w-]+\.webp$/);
    expect(cover.artStyle.value).toMatch(/^[a-z0-9-]+$/);
    expect(cover.artStyle.name).toMatch(/^[A-Z0-9]/);
    expect(cover.concepts).toHaveLength(3);
    expect(cover.selectedConcept).toBe(cover.concepts[0]);
    expect(cover.remaining).toBe(2);
    expect(cover.isAIGenerated).toBe(false);
    // The alt text says what was drawn, with the title.
    expect(cover.imageAlt).toMatch(new RegExp(`^[A-Z].+ under .+ sky, title '${groove.bandName}'$`));

    const image = await t.app.inject({ method: 'GET', url: cover.imageUrl.replace(/\.webp$/, '.png') });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(isPng(image.rawPayload)).toBe(true);
  });

  it('allows 3 generations a day, then 429 with the Daily limit message', async () => {
    const ip = freshIp();
    const remaining = [];
    for (let i = 0; i < 3; i++) remaining.push((await post('/api/generate-free-album-cover', groove, ip)).json().remaining);
    expect(remaining).toEqual([2, 1, 0]);
    const over = await post('/api/generate-free-album-cover', groove, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toContain('Daily limit');
  });

  it('holds the generation limit exactly under concurrency', async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 12 }, () => post('/api/generate-free-album-cover', groove, ip)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    // The rest are over the limit; those that found the render queue full (its room is taken
    // before the quota is read, 9 places with one worker) were told so first, uncounted.
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => `${r.statusCode} ${r.json().code}`).filter((s) => s !== '429 DAILY_LIMIT' && s !== '503 SERVICE_UNAVAILABLE')).toEqual([]);
    expect(refused.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(usageLimits).where(eq(usageLimits.ipAddress, ip));
    expect(row!.albumGenerations).toBe(3);
  });

  it('allows 1 download a day and refuses addresses that are not ours', async () => {
    const ip = freshIp();
    const { imageUrl } = (await post('/api/generate-free-album-cover', groove, ip)).json();
    const first = await post('/api/download-free-album-cover', { imageUrl }, ip);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(isPng(first.rawPayload)).toBe(true);
    const second = await post('/api/download-free-album-cover', { imageUrl }, ip);
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toContain('Daily limit');
    const foreign = await post('/api/download-free-album-cover', { imageUrl: 'https://evil.example/x.png' }, freshIp());
    expect(foreign.statusCode).toBe(400);
    const missing = await post('/api/download-free-album-cover', { imageUrl: '/api/media/doesnotexist1.png' }, freshIp());
    expect(missing.statusCode).toBe(404);
  });

  it("each free generator downloads only its own covers, so neither day's download opens the other's", async () => {
    const ip = freshIp();
    const home = (await post('/api/generate-free-album-cover', groove, ip)).json().imageUrl;
    const custom = (await post('/api/generate-album-cover', { bandName: 'Custom Album', genre: 'funk', influences: 'Parliament', vibe: 'sweaty' }, ip)).json().imageUrl;
    expect((await post('/api/download-free-album-cover', { imageUrl: home }, ip)).statusCode).toBe(200);
    const sideDoor = await post('/api/download-album-cover', { imageUrl: home }, ip);
    expect(sideDoor.statusCode).toBe(400);
    expect(sideDoor.json().error).toBe('imageUrl: this cover was made by the home page generator; download it there');
    const other = await post('/api/download-free-album-cover', { imageUrl: custom }, freshIp());
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toContain('album art generator');
    // The refused attempt spent nothing: the album art page's own download is still there.
    expect((await post('/api/download-album-cover', { imageUrl: custom }, ip)).statusCode).toBe(200);
  });

  it('needs a band name and a genre', async () => {
    const res = await post('/api/generate-free-album-cover', { bandName: '', genre: 'funk' }, freshIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('bandName: Band name is required');
  });

  it('records generate, regenerate and download interactions', async () => {
    const ip = freshIp();
    for (const interactionType of ['generate', 'regenerate', 'download']) {
      const res = await post('/api/track-album-interaction', { interactionType, bandName: 'VAMPSILK', genre: 'synthwave', vibe: 'cold neon', artStyle: 'pop-art', imageUrl: '/api/media/abcdefgh.png' }, ip);
      expect(res.statusCode).toBe(200);
    }
    const rows = await t.database.db.select().from(albumCoverInteractions).where(eq(albumCoverInteractions.ipAddress, ip)).orderBy(desc(albumCoverInteractions.id));
    expect(rows.map((r) => r.interactionType)).toEqual(['download', 'regenerate', 'generate']);
    expect(rows[0]).toMatchObject({ bandName: 'VAMPSILK', artStyle: 'pop-art' });
    const bad = await post('/api/track-album-interaction', { interactionType: 'share' }, ip);
    expect(bad.statusCode).toBe(400);
  });
});

describe('free custom album art page', () => {
  const custom = { bandName: 'Custom Album', genre: 'synthwave', influences: 'Kavinsky, Carpenter Brut', vibe: 'cold neon' };

  it('validates with the page texts and length limits', async () => {
    const ip = freshIp();
    const noInfluences = await post('/api/generate-album-cover', { ...custom, influences: '' }, ip);
    expect(noInfluences.json().error).toBe('influences: Please describe your musical influences.');
    const noVibe = await post('/api/generate-album-cover', { ...custom, vibe: ' ' }, ip);
    expect(noVibe.json().error).toBe('vibe: Please describe the desired vibe for your album art.');
    const long = await post('/api/generate-album-cover', { ...custom, vibe: 'x'.repeat(101) }, ip);
    expect(long.statusCode).toBe(400);
    const longSuggestion = await post('/api/generate-album-cover', { ...custom, userSuggestion: 'x'.repeat(201) }, ip);
    expect(longSuggestion.statusCode).toBe(400);
  });

  it('allows a generation, 3 regenerations and 1 suggestion (5 generations), with 429 carrying a message field', async () => {
    const ip = freshIp();
    const first = (await post('/api/generate-album-cover', custom, ip)).json();
    expect(first.concepts).toHaveLength(3);
    expect(first.artStyle.name).toBeTruthy();
    expect(first.regenerationsLeft).toBe(3);
    const suggested = await post('/api/generate-album-cover', { ...custom, refineConcept: first.selectedConcept, userSuggestion: 'add a lone palm tree' }, ip);
    expect(suggested.statusCode).toBe(200);
    expect(suggested.json().suggestionsLeft).toBe(0);
    expect(suggested.json().concepts.join(' ')).toMatch(/palm/i);
    const again = await post('/api/generate-album-cover', { ...custom, userSuggestion: 'more purple' }, ip);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toContain('Daily limit');
    // The suggestion's generation did not take one of the 3 regenerations.
    for (let i = 0; i < 2; i++) await post('/api/generate-album-cover', { ...custom, refineConcept: first.selectedConcept }, ip);
    const last = await post('/api/generate-album-cover', { ...custom, refineConcept: first.selectedConcept }, ip);
    expect(last.json().regenerationsLeft).toBe(0);
    expect(last.json().selectedConcept).toBe(first.selectedConcept);
    const over = await post('/api/generate-album-cover', custom, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toContain('Daily limit');
  });

  it('downloads once, and set_full_limits ends the day', async () => {
    const ip = freshIp();
    const { imageUrl } = (await post('/api/generate-album-cover', custom, ip)).json();
    expect((await post('/api/set-custom-generator-limits', { action: 'set_full_limits' }, ip)).statusCode).toBe(200);
    const dl = await post('/api/download-album-cover', { imageUrl }, ip);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toContain('custom_album_cover.png');
    expect((await post('/api/download-album-cover', { imageUrl }, ip)).statusCode).toBe(429);
    expect((await post('/api/generate-album-cover', custom, ip)).statusCode).toBe(429);
    expect((await post('/api/set-custom-generator-limits', { action: 'other' }, ip)).statusCode).toBe(400);
  });
});

describe('randomness from the app context', () => {
  it('draws each cover seed from the seed source, so the same sequence gives the same covers', async () => {
    const coverFrom = async () => {
      const app = await createTestApp({ deps: { random: seededSeeds(3) } });
      try {
        const cover = (await app.app.inject({ method: 'POST', url: '/api/generate-free-album-cover', payload: groove, remoteAddress: '198.51.100.7' })).json();
        const image = await app.app.inject({ method: 'GET', url: cover.imageUrl.replace(/\.webp$/, '.png') });
        return { style: cover.artStyle.value, concepts: cover.concepts, png: image.rawPayload };
      } finally {
        await app.close();
      }
    };
    const [a, b] = [await coverFrom(), await coverFrom()];
    expect(b.style).toBe(a.style);
    expect(b.concepts).toEqual(a.concepts);
    expect(b.png.equals(a.png)).toBe(true);
  });
});
