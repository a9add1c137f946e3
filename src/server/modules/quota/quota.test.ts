// The one quota rule through the real endpoints, on a fixed clock (2026-03-14 12:00 UTC): free
// limits per address, premium users outside them and inside their fair-use caps, refunds of
// failed work, /album-art-generator's 5 generations, and GET /api/quota agreeing at every step.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TEST_NOW, type TestApp } from '@server/testing/app-harness';
import { usageLimits, users } from '@server/db/schema/index';
import type { AppContext } from '@server/app-context';
import { createSession } from '../auth/sessions.service';
import { SESSION_COOKIE } from '@server/plugins/auth';
import { createLocalTextEngine } from '@server/engines/index';
import type { ArtEngine, RenderRequest } from '@server/engines/art/art-engine';
import type { NameIdea, TextEngine } from '@server/engines/text/text-engine';
import type { QuotaStatusResponse } from '@shared/contracts/quota';
import { nextReset } from './quota.service';

/** A 1x1 PNG: the quota does not care what the image looks like, and a real render would only slow the tests. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Engines whose steps can be made to throw, recording what the renderer was asked to draw. */
function controllableEngines() {
  const failures = { render: false, concepts: false, names: false };
  /** Answers of the next name-engine calls, in order (an Error is thrown), before the real engine's. */
  const nameScript: (NameIdea[] | Error)[] = [];
  const renders: RenderRequest[] = [];
  const local = createLocalTextEngine({ seed: 9 });
  const text: TextEngine = {
    ...local,
    async names(request, call) {
      if (failures.names) throw new Error('name engine down');
      const next = nameScript.shift();
      if (next instanceof Error) throw next;
      return next ?? local.names(request, call);
    },
    async concepts(request, call) {
      if (failures.concepts) throw new Error('concept engine down');
      return local.concepts(request, call);
    },
  };
  const art: ArtEngine = {
    kind: 'local',
    async render(request) {
      if (failures.render) throw new Error('renderer down');
      renders.push(request);
      return { png: PNG, contentType: 'image/png', isAIGenerated: false };
    },
  };
  return { engines: { text, art }, failures, nameScript, renders };
}

let n = 1;
const freshIp = () => `192.0.2.${n++}`;
const doom = { genre: 'doom-metal', influences: 'Black Sabbath', vibe: 'slow and crushing' };
const groove = { bandName: 'Groove Thesis', genre: 'funk', vibe: 'sweaty basement party' };
const custom = { genre: 'synthwave', influences: 'Kavinsky, Carpenter Brut', vibe: 'cold neon' };

function client(t: TestApp, ip: string, cookie?: string) {
  const headers = cookie ? { cookie } : undefined;
  return {
    post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers }),
    quota: async (): Promise<QuotaStatusResponse> => {
      const res = await t.app.inject({ method: 'GET', url: '/api/quota', remoteAddress: ip, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json();
    },
  };
}

let userNumber = 1;
async function premiumCookie(t: TestApp): Promise<string> {
  const email = `premium${userNumber++}@example.com`;
  const [user] = await t.database.db.insert(users).values({ username: email, email, userTier: 'premium', lifetimeAccess: true }).returning({ id: users.id });
  const { token } = await createSession({ db: t.database.db, clock: t.clock } as unknown as AppContext, 'user', user!.id);
  return `${SESSION_COOKIE}=${token}`;
}

async function freeUserCookie(t: TestApp): Promise<string> {
  const email = `free${userNumber++}@example.com`;
  const [user] = await t.database.db.insert(users).values({ username: email, email }).returning({ id: users.id });
  const { token } = await createSession({ db: t.database.db, clock: t.clock } as unknown as AppContext, 'user', user!.id);
  return `${SESSION_COOKIE}=${token}`;
}

describe('free limits per address', () => {
  let t: TestApp;
  let e: ReturnType<typeof controllableEngines>;
  beforeAll(async () => {
    e = controllableEngines();
    t = await createTestApp({ deps: { engines: e.engines } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/quota starts a new address at the full free limits, resetting at the next 00:00 UTC', async () => {
    const status = await client(t, freshIp()).quota();
    expect(status).toEqual({
      premium: false,
      resetsAt: '2026-03-15T00:00:00.000Z',
      names: { used: 0, limit: 20, remaining: 20 },
      covers: { used: 0, limit: 3, remaining: 3 },
      coverDownloads: { used: 0, limit: 1, remaining: 1 },
      customArt: { used: 0, limit: 4, remaining: 4 },
      customArtSuggestions: { used: 0, limit: 1, remaining: 1 },
      customArtDownloads: { used: 0, limit: 1, remaining: 1 },
      texts: { used: 0, limit: 0, remaining: 0 },
    });
  });

  it('counts 20 names per address, then 429 saying which limit and when it resets; other addresses are untouched', async () => {
    const me = client(t, freshIp());
    expect((await me.post('/api/generate-names', { ...doom, count: 10 })).json()).toHaveLength(10);
    expect((await me.quota()).names).toEqual({ used: 10, limit: 20, remaining: 10 });
    expect((await me.post('/api/generate-names', { ...doom, count: 10 })).json()).toHaveLength(10);
    expect((await me.quota()).names.remaining).toBe(0);
    const over = await me.post('/api/generate-names', doom);
    expect(over.statusCode).toBe(429);
    const body = over.json();
    expect(body.error).toBe(
      "Daily limit reached: you've used your 20 free band names today. Upgrade to premium for unlimited names, or come back tomorrow. The limit resets at 00:00 UTC (in 12 h).",
    );
    expect(body.message).toBe(body.error);
    expect(body.resetsAt).toBe('2026-03-15T00:00:00.000Z');
    expect((await client(t, freshIp()).quota()).names.remaining).toBe(20);
  });

  it('counts 3 covers and 1 download per address, as GET /api/quota says before each', async () => {
    const me = client(t, freshIp());
    let imageUrl = '';
    for (let i = 3; i > 0; i--) {
      expect((await me.quota()).covers.remaining).toBe(i);
      const res = await me.post('/api/generate-free-album-cover', groove);
      expect(res.statusCode).toBe(200);
      expect(res.json().remaining).toBe(i - 1);
      imageUrl = res.json().imageUrl;
    }
    const over = await me.post('/api/generate-free-album-cover', groove);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatch(/^Daily limit reached: you've used your 3 free album cover generations today\..* resets at 00:00 UTC \(in 12 h\)\.$/);
    expect((await me.post('/api/download-free-album-cover', { imageUrl })).statusCode).toBe(200);
    expect((await me.quota()).coverDownloads).toEqual({ used: 1, limit: 1, remaining: 0 });
    const again = await me.post('/api/download-free-album-cover', { imageUrl });
    expect(again.statusCode).toBe(429);
    expect(again.json().resetsAt).toBe('2026-03-15T00:00:00.000Z');
  });

  it('holds a signed-in user without premium to the free limits of the address', async () => {
    const ip = freshIp();
    const me = client(t, ip, await freeUserCookie(t));
    expect((await me.quota()).premium).toBe(false);
    await me.post('/api/generate-names', { ...doom, count: 10 });
    expect((await client(t, ip).quota()).names.remaining).toBe(10);
  });

  it('says how long is left in minutes during the last hour of the day, and starts from zero after 00:00 UTC', async () => {
    const me = client(t, freshIp());
    try {
      t.clock.set('2026-03-14T23:40:00.000Z');
      for (let i = 0; i < 3; i++) expect((await me.post('/api/generate-free-album-cover', groove)).statusCode).toBe(200);
      const over = await me.post('/api/generate-free-album-cover', groove);
      expect(over.json().error).toContain('resets at 00:00 UTC (in 20 min).');
      t.clock.set('2026-03-15T00:00:00.000Z');
      const status = await me.quota();
      expect(status.covers.remaining).toBe(3);
      expect(status.resetsAt).toBe('2026-03-16T00:00:00.000Z');
      expect((await me.post('/api/generate-free-album-cover', groove)).json().remaining).toBe(2);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});

describe('a premium user', () => {
  let t: TestApp;
  let e: ReturnType<typeof controllableEngines>;
  beforeAll(async () => {
    e = controllableEngines();
    t = await createTestApp({ deps: { engines: e.engines } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes 25 names and 5 covers from a shared address, after which a free visitor there still has 20 names and 3 covers', async () => {
    const ip = freshIp();
    const premium = client(t, ip, await premiumCookie(t));
    for (const count of [10, 10, 5]) {
      const res = await premium.post('/api/generate-names', { ...doom, count });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(count);
    }
    let imageUrl = '';
    for (let i = 0; i < 5; i++) {
      const res = await premium.post('/api/generate-free-album-cover', groove);
      expect(res.statusCode).toBe(200);
      expect(res.json().remaining).toBe(100 - 1 - i);
      imageUrl = res.json().imageUrl;
    }
    // Downloads of an image they have cost nothing.
    for (let i = 0; i < 3; i++) expect((await premium.post('/api/download-free-album-cover', { imageUrl })).statusCode).toBe(200);

    const mine = await premium.quota();
    expect(mine).toMatchObject({
      premium: true,
      names: { used: 25, limit: 500, remaining: 475 },
      covers: { used: 5, limit: 100, remaining: 95 },
      customArt: { used: 5, limit: 100, remaining: 95 },
      coverDownloads: { used: 0, limit: 100, remaining: 100 },
    });
    // The address's free counters were never touched.
    expect(await t.database.db.select().from(usageLimits).where(eq(usageLimits.ipAddress, ip))).toHaveLength(0);

    const visitor = client(t, ip);
    const theirs = await visitor.quota();
    expect(theirs.premium).toBe(false);
    expect(theirs.names.remaining).toBe(20);
    expect(theirs.covers.remaining).toBe(3);
    expect((await visitor.post('/api/generate-names', { ...doom, count: 10 })).json()).toHaveLength(10);
    expect((await visitor.post('/api/generate-names', { ...doom, count: 10 })).json()).toHaveLength(10);
    for (let i = 0; i < 3; i++) expect((await visitor.post('/api/generate-free-album-cover', groove)).statusCode).toBe(200);
    expect((await visitor.post('/api/generate-free-album-cover', groove)).statusCode).toBe(429);
  });

  it('goes beyond the custom album art page limits, on the images cap, and set_full_limits does not lock them out', async () => {
    const ip = freshIp();
    const premium = client(t, ip, await premiumCookie(t));
    expect((await premium.post('/api/set-custom-generator-limits', { action: 'set_full_limits' })).statusCode).toBe(200);
    let imageUrl = '';
    for (let i = 0; i < 7; i++) {
      const body = i % 2 ? { ...custom, userSuggestion: 'add a lone palm tree' } : custom;
      const res = await premium.post('/api/generate-album-cover', body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ regenerationsLeft: 99 - i, suggestionsLeft: 99 - i, remaining: 99 - i });
      imageUrl = res.json().imageUrl;
    }
    for (let i = 0; i < 2; i++) expect((await premium.post('/api/download-album-cover', { imageUrl })).statusCode).toBe(200);
    expect((await premium.quota()).customArt).toEqual({ used: 7, limit: 100, remaining: 93 });
    expect(await t.database.db.select().from(usageLimits).where(eq(usageLimits.ipAddress, ip))).toHaveLength(0);
  });

  it('counts the premium generator and the word mixer on the names cap', async () => {
    const premium = client(t, freshIp(), await premiumCookie(t));
    expect((await premium.post('/api/generate-premium-names', doom)).json()).toHaveLength(5);
    expect((await premium.post('/api/mix-words', { selectedWords: ['Neon', 'Nomad'], genre: 'synthwave' })).statusCode).toBe(200);
    expect((await premium.quota()).names.used).toBe(6);
  });

  it('is counted as premium only while the plan is active', async () => {
    const ip = freshIp();
    const cookie = await premiumCookie(t);
    await t.database.db.update(users).set({ lifetimeAccess: false, userTier: 'free' }).where(eq(users.email, `premium${userNumber - 1}@example.com`));
    const lapsed = client(t, ip, cookie);
    expect((await lapsed.quota()).premium).toBe(false);
    await lapsed.post('/api/generate-names', { ...doom, count: 3 });
    expect((await client(t, ip).quota()).names.used).toBe(3);
  });
});

describe('the fair-use caps', () => {
  let t: TestApp;
  let e: ReturnType<typeof controllableEngines>;
  beforeAll(async () => {
    e = controllableEngines();
    t = await createTestApp({ env: { FAIR_USE_NAMES_PER_DAY: '7', FAIR_USE_IMAGES_PER_DAY: '2', FAIR_USE_TEXTS_PER_DAY: '3' }, deps: { engines: e.engines } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('grant names up to the cap, then 429 naming the fair-use limit and its reset; the next UTC day starts again', async () => {
    const premium = client(t, freshIp(), await premiumCookie(t));
    expect((await premium.post('/api/generate-names', { ...doom, count: 5 })).json()).toHaveLength(5);
    // A request near the cap gets what remains.
    expect((await premium.post('/api/generate-premium-names', doom)).json()).toHaveLength(2);
    expect((await premium.quota()).names).toEqual({ used: 7, limit: 7, remaining: 0 });
    for (const [url, body] of [
      ['/api/generate-names', doom],
      ['/api/generate-premium-names', doom],
      ['/api/mix-words', { selectedWords: ['Neon', 'Nomad'], genre: 'synthwave' }],
    ] as const) {
      const over = await premium.post(url, body);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({
        error: "Daily limit reached: your premium plan's fair use allows 7 band names a day, and today's are used. The limit resets at 00:00 UTC (in 12 h).",
        message: "Daily limit reached: your premium plan's fair use allows 7 band names a day, and today's are used. The limit resets at 00:00 UTC (in 12 h).",
        code: 'DAILY_LIMIT',
        resetsAt: '2026-03-15T00:00:00.000Z',
      });
    }
    // Another premium user at the same address has a cap of their own.
    const other = client(t, freshIp(), await premiumCookie(t));
    expect((await other.post('/api/generate-names', { ...doom, count: 7 })).json()).toHaveLength(7);
    try {
      t.clock.set('2026-03-15T00:00:01.000Z');
      expect((await premium.quota()).names).toEqual({ used: 0, limit: 7, remaining: 7 });
      expect((await premium.post('/api/generate-names', doom)).statusCode).toBe(200);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('count every generated image on one cap; downloads stay free', async () => {
    const premium = client(t, freshIp(), await premiumCookie(t));
    const cover = await premium.post('/api/generate-free-album-cover', groove);
    expect(cover.json().remaining).toBe(1);
    const art = await premium.post('/api/generate-album-cover', custom);
    expect(art.json()).toMatchObject({ regenerationsLeft: 0, suggestionsLeft: 0, remaining: 0 });
    const status = await premium.quota();
    expect([status.covers.remaining, status.customArt.remaining, status.customArtSuggestions.remaining]).toEqual([0, 0, 0]);
    for (const [url, body] of [
      ['/api/generate-free-album-cover', groove],
      ['/api/generate-album-cover', custom],
      ['/api/generate-album-cover', { ...custom, userSuggestion: 'more purple' }],
    ] as const) {
      const over = await premium.post(url, body);
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe("Daily limit reached: your premium plan's fair use allows 2 images (covers and album art) a day, and today's are used. The limit resets at 00:00 UTC (in 12 h).");
    }
    expect((await premium.post('/api/download-free-album-cover', { imageUrl: cover.json().imageUrl })).statusCode).toBe(200);
    expect((await premium.post('/api/download-album-cover', { imageUrl: art.json().imageUrl })).statusCode).toBe(200);
  });

  it('hold exactly under concurrent requests', async () => {
    const premium = client(t, freshIp(), await premiumCookie(t));
    const covers = await Promise.all(Array.from({ length: 20 }, () => premium.post('/api/generate-free-album-cover', groove)));
    expect(covers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(covers.filter((r) => r.statusCode === 429)).toHaveLength(18);
    // From many addresses at once: the cap is the user's, not an address's.
    const cookie = await premiumCookie(t);
    const names = await Promise.all(Array.from({ length: 30 }, () => client(t, freshIp(), cookie).post('/api/generate-names', { ...doom, count: 2 })));
    const got = names.filter((r) => r.statusCode === 200).reduce((sum, r) => sum + r.json().length, 0);
    expect(got).toBe(7);
    expect((await client(t, freshIp(), cookie).quota()).names.used).toBe(7);
  });
});

describe('failed work spends nothing', () => {
  let t: TestApp;
  let e: ReturnType<typeof controllableEngines>;
  beforeAll(async () => {
    e = controllableEngines();
    t = await createTestApp({ deps: { engines: e.engines } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function failing<T>(step: keyof typeof e.failures, work: () => Promise<T>): Promise<T> {
    e.failures[step] = true;
    try {
      return await work();
    } finally {
      e.failures[step] = false;
    }
  }

  it('gives back a cover whose render or concept step throws', async () => {
    const me = client(t, freshIp());
    for (const step of ['render', 'concepts'] as const) {
      const res = await failing(step, () => me.post('/api/generate-free-album-cover', groove));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'Internal Server Error', code: 'INTERNAL' });
    }
    expect((await me.quota()).covers).toEqual({ used: 0, limit: 3, remaining: 3 });
    expect((await me.post('/api/generate-free-album-cover', groove)).json().remaining).toBe(2);
  });

  it('gives back custom art generations and suggestions that fail', async () => {
    const me = client(t, freshIp());
    expect((await failing('render', () => me.post('/api/generate-album-cover', custom))).statusCode).toBe(500);
    expect((await failing('concepts', () => me.post('/api/generate-album-cover', { ...custom, userSuggestion: 'a palm tree' }))).statusCode).toBe(500);
    const status = await me.quota();
    expect(status.customArt.used).toBe(0);
    expect(status.customArtSuggestions.used).toBe(0);
  });

  it('gives back names the engine failed to make', async () => {
    const me = client(t, freshIp());
    expect((await failing('names', () => me.post('/api/generate-names', { ...doom, count: 4 }))).statusCode).toBe(500);
    expect((await me.quota()).names.used).toBe(0);
  });

  it('gives back names granted to a request whose top-up failed', async () => {
    const me = client(t, freshIp());
    const [had] = (await me.post('/api/generate-names', doom)).json();
    // The engine offers only the name the visitor already has, then fails to make another.
    e.nameScript.push([{ name: had.name, description: had.description, isAIGenerated: false }], new Error('name engine down'));
    expect((await me.post('/api/generate-names', doom)).statusCode).toBe(500);
    expect((await me.quota()).names.used).toBe(1);
  });

  it('gives back a premium user’s images and names when the work fails', async () => {
    const premium = client(t, freshIp(), await premiumCookie(t));
    expect((await failing('render', () => premium.post('/api/generate-album-cover', custom))).statusCode).toBe(500);
    expect((await failing('names', () => premium.post('/api/generate-premium-names', doom))).statusCode).toBe(500);
    const status = await premium.quota();
    expect(status.customArt.used).toBe(0);
    expect(status.names.used).toBe(0);
  });

  it('does not count a download of an image that does not exist', async () => {
    const me = client(t, freshIp());
    expect((await me.post('/api/download-free-album-cover', { imageUrl: '/api/media/doesnotexist1.png' })).statusCode).toBe(404);
    expect((await me.quota()).coverDownloads.used).toBe(0);
  });
});

describe('/album-art-generator: 1 generation, 3 regenerations and 1 suggestion, 1 download', () => {
  let t: TestApp;
  let e: ReturnType<typeof controllableEngines>;
  beforeAll(async () => {
    e = controllableEngines();
    t = await createTestApp({ deps: { engines: e.engines } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('allows 5 generations a day, the counters of each answer and of GET /api/quota agreeing with what follows', async () => {
    const me = client(t, freshIp());
    const before = await me.quota();
    expect([before.customArt.remaining, before.customArtSuggestions.remaining]).toEqual([4, 1]);

    const first = (await me.post('/api/generate-album-cover', custom)).json();
    expect(first).toMatchObject({ regenerationsLeft: 3, suggestionsLeft: 1, remaining: 4 });
    // The suggestion's generation counts only as the suggestion.
    const suggested = await me.post('/api/generate-album-cover', { ...custom, refineConcept: first.selectedConcept, userSuggestion: 'add a lone palm tree' });
    expect(suggested.statusCode).toBe(200);
    expect(suggested.json()).toMatchObject({ regenerationsLeft: 3, suggestionsLeft: 0, remaining: 3 });
    const secondSuggestion = await me.post('/api/generate-album-cover', { ...custom, userSuggestion: 'more purple' });
    expect(secondSuggestion.statusCode).toBe(429);
    expect(secondSuggestion.json().message).toMatch(/^Daily limit reached: the free custom album art allows 1 suggestion a day\./);
    let status = await me.quota();
    expect([status.customArt.remaining, status.customArtSuggestions.remaining]).toEqual([3, 0]);

    for (const left of [2, 1, 0]) {
      const res = await me.post('/api/generate-album-cover', { ...custom, refineConcept: first.selectedConcept });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ regenerationsLeft: left, suggestionsLeft: 0, remaining: left, selectedConcept: first.selectedConcept });
      expect((await me.quota()).customArt.remaining).toBe(left);
    }
    const over = await me.post('/api/generate-album-cover', custom);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(
      "Daily limit reached: you've used today's 4 free custom album art generations (the first and 3 regenerations). Upgrade to premium for unlimited access. The limit resets at 00:00 UTC (in 12 h).",
    );
    status = await me.quota();
    expect(status.customArt).toEqual({ used: 4, limit: 4, remaining: 0 });

    const dl = await me.post('/api/download-album-cover', { imageUrl: first.imageUrl });
    expect(dl.statusCode).toBe(200);
    expect((await me.quota()).customArtDownloads.remaining).toBe(0);
    expect((await me.post('/api/download-album-cover', { imageUrl: first.imageUrl })).statusCode).toBe(429);
  });

  it('lets the suggestion come first, and set_full_limits ends the day for a visitor', async () => {
    const me = client(t, freshIp());
    const suggested = await me.post('/api/generate-album-cover', { ...custom, userSuggestion: 'a palm tree' });
    expect(suggested.json()).toMatchObject({ regenerationsLeft: 4, suggestionsLeft: 0, remaining: 4 });
    expect((await me.post('/api/set-custom-generator-limits', { action: 'set_full_limits' })).statusCode).toBe(200);
    const status = await me.quota();
    expect([status.customArt.remaining, status.customArtSuggestions.remaining]).toEqual([0, 0]);
    expect((await me.post('/api/generate-album-cover', custom)).statusCode).toBe(429);
  });

  it('draws the typed band name as the title, and Custom Album when it is left blank', async () => {
    const me = client(t, freshIp());
    const drawn = async (body: object) => {
      const res = await me.post('/api/generate-album-cover', body);
      expect(res.statusCode).toBe(200);
      return e.renders.at(-1)!.bandName;
    };
    expect(await drawn({ ...custom, bandName: '  The Lantern Keys ' })).toBe('The Lantern Keys');
    expect(await drawn({ ...custom, bandName: '   ' })).toBe('Custom Album');
    expect(await drawn(custom)).toBe('Custom Album');
    const long = await me.post('/api/generate-album-cover', { ...custom, bandName: 'x'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('bandName: Band name must be at most 50 characters');
    expect((await me.quota()).customArt.used).toBe(3);
  });
});

describe('the quota helpers', () => {
  it('put the reset at the next 00:00 UTC', () => {
    expect(nextReset(new Date('2026-03-14T16:59:00Z'))).toEqual({ resetsAt: new Date('2026-03-15T00:00:00Z'), inWords: '7 h' });
    expect(nextReset(new Date('2026-03-14T00:00:00Z'))).toEqual({ resetsAt: new Date('2026-03-15T00:00:00Z'), inWords: '24 h' });
    expect(nextReset(new Date('2026-03-14T23:59:59Z'))).toEqual({ resetsAt: new Date('2026-03-15T00:00:00Z'), inWords: '1 min' });
  });

  it('find quota SQL and the counter tables only in the quota module', () => {
    const root = path.resolve('src/server');
    const allowed = [path.join(root, 'modules/quota'), path.join(root, 'db/schema'), path.join(root, 'db/migrations')];
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const file = path.join(dir, entry);
        if (statSync(file).isDirectory()) {
          if (!allowed.includes(file)) walk(file);
        } else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
          // The counter tables, by SQL or schema name, and hand-written upserts. (The sign-in
          // throttle of modules/auth keeps its own rate_limits table: abuse control, not a quota.)
          const text = readFileSync(file, 'utf8');
          const relative = path.relative(root, file);
          // The admin's daily rollups upsert their own tables: activity for the dashboard, not
          // usage against a limit.
          // Nor do the online checks' stored answers (a cache, not a count).
          const upserts = !['modules/maintenance/rollups.ts', 'modules/taken/availability.repo.ts'].includes(relative) && /\bon conflict\b/.test(text);
          if (/usage_limits|fair_use_counters|usageLimits|fairUseCounters/.test(text) || upserts) offenders.push(relative);
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
