import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { bandNames, clipboardClicks, formSubmissions, nameDownloads, usageLimits, users } from '@server/db/schema/index';
import type { AppContext } from '@server/app-context';
import { createSession } from '../auth/sessions.service';
import { SESSION_COOKIE } from '@server/plugins/auth';
import { createLocalTextEngine } from '@server/engines/index';
import { createLocalArtEngine } from '@server/engines/art/local-art-engine';
import type { TextEngine } from '@server/engines/text/text-engine';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { engineSeed: 42 } });
});
afterAll(async () => {
  await t.close();
});

let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;

function generate(body: unknown, ip: string) {
  return t.app.inject({ method: 'POST', url: '/api/generate-names', payload: body as object, remoteAddress: ip, headers: { 'user-agent': 'NamesTest/1.0' } });
}

const doom = { genre: 'doom-metal', influences: 'Black Sabbath, Electric Wizard', vibe: 'slow and crushing', options: { avoidCommonWords: true } };

describe('POST /api/generate-names', () => {
  it('returns one name by default, stored with its inputs, address and engine flag', async () => {
    const ip = freshIp();
    const res = await generate(doom, ip);
    expect(res.statusCode).toBe(200);
    const names = res.json();
    expect(names).toHaveLength(1);
    expect(names[0]).toMatchObject({ genre: 'doom-metal', influences: doom.influences, vibe: doom.vibe, isFavorite: false, isAIGenerated: false });
    expect(names[0].name.length).toBeGreaterThan(1);
    expect(names[0].description).toMatch(/doom/i);

    const [row] = await t.database.db.select().from(bandNames).where(eq(bandNames.id, names[0].id));
    expect(row).toMatchObject({ name: names[0].name, genre: 'doom-metal', influences: doom.influences, vibe: doom.vibe, ipAddress: ip, isAIGenerated: false });
    const [sub] = await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.ipAddress, ip));
    expect(sub).toMatchObject({ source: 'generator', subject: 'Band Name Generation', genre: 'doom-metal', vibe: doom.vibe, userAgent: 'NamesTest/1.0' });
  });

  it('gives ten distinct names over ten generations', async () => {
    const ip = freshIp();
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const res = await generate(doom, ip);
      expect(res.statusCode).toBe(200);
      seen.add(res.json()[0].name.toLowerCase());
    }
    expect(seen.size).toBe(10);
  });

  it('counts names, not requests: the 21st name of the day gets 429 with the Daily limit message', async () => {
    const ip = freshIp();
    const first = await generate({ ...doom, count: 10 }, ip);
    expect(first.json()).toHaveLength(10);
    const second = await generate({ ...doom, count: 8 }, ip);
    expect(second.json()).toHaveLength(8);
    const partial = await generate({ ...doom, count: 5 }, ip);
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toHaveLength(2);
    const over = await generate(doom, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toContain('Daily limit');
    const [usage] = await t.database.db.select().from(usageLimits).where(eq(usageLimits.ipAddress, ip));
    expect(usage!.bandGenerations).toBe(20);
    const stored = await t.database.db.select().from(bandNames).where(eq(bandNames.ipAddress, ip));
    expect(stored).toHaveLength(20);
  });

  it('starts from zero on the next UTC day', async () => {
    const ip = freshIp();
    await generate({ ...doom, count: 10 }, ip);
    await generate({ ...doom, count: 10 }, ip);
    expect((await generate(doom, ip)).statusCode).toBe(429);
    t.clock.advance(24 * 3600_000);
    try {
      expect((await generate(doom, ip)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-24 * 3600_000);
    }
  });

  it('holds the limit exactly under 100 simultaneous requests from one address', async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 100 }, () => generate(doom, ip)));
    const ok = results.filter((r) => r.statusCode === 200);
    const limited = results.filter((r) => r.statusCode === 429);
    expect(ok.length).toBe(20);
    expect(limited.length).toBe(80);
    expect(limited.every((r) => r.json().error.includes('Daily limit'))).toBe(true);
    const stored = await t.database.db.select().from(bandNames).where(eq(bandNames.ipAddress, ip));
    expect(stored).toHaveLength(20);
  });

  it('serves simultaneous visitors each their own names, stored together', async () => {
    const ips = Array.from({ length: 40 }, freshIp);
    const results = await Promise.all(ips.map((ip, i) => generate({ ...doom, count: 1 + (i % 3) }, ip)));
    for (const [i, res] of results.entries()) {
      const ip = ips[i]!;
      expect(res.statusCode).toBe(200);
      const names = res.json();
      expect(names).toHaveLength(1 + (i % 3));
      const rows = await t.database.db.select().from(bandNames).where(eq(bandNames.ipAddress, ip));
      expect(rows.map((r) => [r.id, r.name, r.description]).sort()).toEqual(names.map((n: { id: number; name: string; description: string }) => [n.id, n.name, n.description]).sort());
      const [usage] = await t.database.db.select().from(usageLimits).where(eq(usageLimits.ipAddress, ip));
      expect(usage!.bandGenerations).toBe(1 + (i % 3));
      const subs = await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.ipAddress, ip));
      expect(subs).toHaveLength(1);
    }
  });

  it('counts IPv6 visitors by their /64', async () => {
    const a = await generate({ ...doom, count: 10 }, '2001:db8:7:7::1');
    const b = await generate({ ...doom, count: 10 }, '2001:db8:7:7::2');
    expect(a.json()).toHaveLength(10);
    expect(b.json()).toHaveLength(10);
    expect((await generate(doom, '2001:db8:7:7:ffff::9')).statusCode).toBe(429);
  });

  it('holds every option the request asks for', async () => {
    const res = await generate({ genre: 'synthwave', vibe: 'cold neon', count: 10, options: { oneWordNames: true, noNumbers: true } }, freshIp());
    for (const n of res.json()) expect(n.name).not.toMatch(/\s|\d/);
    const seeded = await generate({ genre: 'folk', count: 5, options: { useSeedWord: true, seedWord: 'Lantern' } }, freshIp());
    for (const n of seeded.json()) expect(n.name.toLowerCase()).toContain('lantern');
  });

  it('stores quotes, backslashes and other odd text exactly', async () => {
    const ip = freshIp();
    const influences = "Guns N' Roses, \\backslash\\, 'quoted'; drop table band_names; --";
    const vibe = 'ünïcödé ✨ $1 $$ \\0';
    const res = await generate({ genre: 'hard-rock', influences, vibe }, ip);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(bandNames).where(eq(bandNames.ipAddress, ip));
    expect(row!.influences).toBe(influences);
    expect(row!.vibe).toBe(vibe);
  });

  it('names the problem of a bad request', async () => {
    const res = await generate({ genre: '' }, freshIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('genre: Genre is required');
    const count = await generate({ genre: 'rock', count: 11 }, freshIp());
    expect(count.statusCode).toBe(400);
    expect(count.json().error).toMatch(/^count: /);
  });
});

describe('premium name endpoints', () => {
  async function premiumCookie(): Promise<string> {
    const [user] = await t.database.db.insert(users).values({ username: 'band@example.com', email: 'band@example.com', userTier: 'premium', lifetimeAccess: true }).returning({ id: users.id });
    const { token } = await createSession({ db: t.database.db, clock: t.clock } as unknown as AppContext, 'user', user!.id);
    return `${SESSION_COOKIE}=${token}`;
  }

  it('give a premium user 5 names a request, beyond the free limit, and mix words', async () => {
    const cookie = await premiumCookie();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/generate-premium-names', payload: { ...doom, options: { avoidCommonWords: true, useSeedWord: true, seedWord: 'Ember' } }, remoteAddress: ip, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      const names = res.json();
      expect(names).toHaveLength(5);
      for (const n of names) expect(n.name.toLowerCase()).toContain('ember');
    }
    const regenerate = await t.app.inject({ method: 'POST', url: '/api/generate-premium-names', payload: { ...doom, count: 1 }, remoteAddress: ip, headers: { cookie } });
    expect(regenerate.json()).toHaveLength(1);
    // Premium names leave the address's free counter alone.
    const usage = await t.database.db.select().from(usageLimits).where(eq(usageLimits.ipAddress, ip));
    expect(usage).toHaveLength(0);
    const mix = await t.app.inject({ method: 'POST', url: '/api/mix-words', payload: { selectedWords: ['Neon', 'Nomad'], genre: 'synthwave' }, remoteAddress: ip, headers: { cookie } });
    expect(mix.statusCode).toBe(200);
    expect(mix.json().mixedName.toLowerCase()).toMatch(/neon|nomad/);
  });

  it('refuse visitors without a session', async () => {
    for (const url of ['/api/generate-premium-names', '/api/mix-words']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { genre: 'rock', selectedWords: ['Neon'] } });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('favourites and tracking', () => {
  it('favourites a name the same visitor generated, and no one else’s', async () => {
    const ip = freshIp();
    const [name] = (await generate(doom, ip)).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/favorites', payload: { id: name.id, isFavorite: true }, remoteAddress: ip });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(bandNames).where(eq(bandNames.id, name.id));
    expect(row!.isFavorite).toBe(true);
    const other = await t.app.inject({ method: 'POST', url: '/api/favorites', payload: { id: name.id, isFavorite: false }, remoteAddress: freshIp() });
    expect(other.statusCode).toBe(404);
  });

  it('records clipboard clicks, copies and downloads', async () => {
    const ip = freshIp();
    await t.app.inject({ method: 'POST', url: '/api/track-clipboard-click', payload: { bandId: 5, bandName: 'Mirrorforth' }, remoteAddress: ip });
    await t.app.inject({ method: 'POST', url: '/api/copy-band-name', payload: { bandName: 'Groove Thesis', genre: null }, remoteAddress: ip });
    const clicks = await t.database.db.select().from(clipboardClicks).orderBy(desc(clipboardClicks.id)).limit(2);
    expect(clicks.map((c) => c.bandName)).toEqual(['Groove Thesis', 'Mirrorforth']);
    const dl = await t.app.inject({ method: 'POST', url: '/api/track-name-download', payload: { nameCount: 2, bandNames: ['A', 'B'] }, remoteAddress: ip });
    expect(dl.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(nameDownloads).where(eq(nameDownloads.ipAddress, ip));
    expect(row).toMatchObject({ nameCount: 2, bandNames: 'A\nB', downloadType: 'txt' });
  });
});

describe('a name the visitor already got today', () => {
  // An engine that offers the same name twice, then a new one each call.
  function repeatingEngine(): TextEngine {
    let calls = 0;
    const local = createLocalTextEngine({ seed: 1 });
    return {
      ...local,
      async names(request) {
        calls++;
        const name = calls <= 2 ? 'Leaden Procession' : `Leaden Procession ${calls}`;
        // The top-up tells the engine which name was a repeat.
        if (calls === 3) expect(request.avoid?.has('leaden procession')).toBe(true);
        return [{ name, description: `${name}: a doom metal band.`, isAIGenerated: false }];
      },
    };
  }

  it('is not given again: the request gets a fresh one, counted once, with one submission', async () => {
    const app = await createTestApp({ deps: { engines: { text: repeatingEngine(), art: createLocalArtEngine() } } });
    try {
      const ip = '203.0.113.77';
      const send = () => app.app.inject({ method: 'POST', url: '/api/generate-names', payload: doom, remoteAddress: ip });
      expect((await send()).json()[0].name).toBe('Leaden Procession');
      const second = await send();
      expect(second.statusCode).toBe(200);
      expect(second.json().map((n: { name: string }) => n.name)).toEqual(['Leaden Procession 3']);
      const [usage] = await app.database.db.select().from(usageLimits).where(eq(usageLimits.ipAddress, ip));
      expect(usage!.bandGenerations).toBe(2);
      expect(await app.database.db.select().from(formSubmissions).where(eq(formSubmissions.ipAddress, ip))).toHaveLength(2);
      expect(await app.database.db.select().from(bandNames).where(eq(bandNames.ipAddress, ip))).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});
