// A press kit's address changes: at most 5 a UTC day per kit, and at most 3 old addresses kept
// reserved per kit (the oldest released first), so one account cannot squat a row of names.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PressKit } from '@shared/contracts/press-kit';
import { pressKitOldSlugs, pressKits } from '@server/db/schema/index';
import { createTestApp, TEST_NOW, type TestApp } from '@server/testing/app-harness';
import { buyPlan } from '@server/testing/premium-user';
import { ORDINARY_KIT } from './press-kit-fixtures';

let t: TestApp;
let dataDir: string;
let emails = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bns-slug-limits-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
}, 180_000);
afterEach(() => {
  t.clock.set(TEST_NOW);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function musician(bandName: string) {
  const cookie = await buyPlan(t, 'lifetime', `slugs${++emails}@example.com`);
  const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, payload, cookies: { bns_session: cookie } });
  await t.app.inject({ method: 'PUT', url: '/api/premium/press-kit', payload: { content: { ...ORDINARY_KIT, bandName } }, cookies: { bns_session: cookie } });
  const kit = (await post('/api/premium/press-kit/publish')).json<{ kit: PressKit }>().kit;
  const [row] = await t.database.db.select({ id: pressKits.id }).from(pressKits).where(eq(pressKits.slug, kit.slug!));
  return { kit, kitId: row!.id, move: (slug: string) => post('/api/premium/press-kit/slug', { slug }) };
}

const oldSlugsOf = async (kitId: number) =>
  (await t.database.db.select({ slug: pressKitOldSlugs.slug }).from(pressKitOldSlugs).where(eq(pressKitOldSlugs.kitId, kitId))).map((r) => r.slug).sort();

describe('press kit address changes', () => {
  it('allows 5 a day, keeps the 3 newest old addresses and releases the oldest', async () => {
    const me = await musician('Squat Team');
    expect(me.kit.slug).toBe('squat-team');
    for (let n = 1; n <= 5; n++) {
      t.clock.advance(1000);
      const res = await me.move(`squat-team-${n}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const sixth = await me.move('squat-team-6');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'DAILY_LIMIT', resetsAt: '2026-03-15T00:00:00.000Z' });
    expect(sixth.json().error).toMatch(/^Daily limit reached: a press kit's address can change 5 times a day\. Please try again at 00:00 UTC/);

    // squat-team → 1 → 2 → 3 → 4 → 5: the newest three old addresses stay; the first two are free.
    expect(await oldSlugsOf(me.kitId)).toEqual(['squat-team-2', 'squat-team-3', 'squat-team-4']);
    expect((await t.app.inject({ method: 'GET', url: '/b/squat-team-3' })).headers.location).toBe('/b/squat-team-5');
    expect((await t.app.inject({ method: 'GET', url: '/b/squat-team' })).statusCode).toBe(404);
    const other = await musician('Other Band');
    expect((await other.move('squat-team')).statusCode).toBe(200);
    expect((await other.move('squat-team-3')).statusCode).toBe(409);

    // A new UTC day allows changes again.
    t.clock.set('2026-03-15T00:00:01.000Z');
    expect((await me.move('squat-team-6')).statusCode).toBe(200);
  });

  it('holds under 30 changes at once: 5 made, at most 3 old addresses held', async () => {
    const me = await musician('Rapid Mover');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => me.move(`rapid-mover-${n}`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(25);
    expect((await oldSlugsOf(me.kitId)).length).toBeLessThanOrEqual(3);
  });

  it('does not count a change that was refused, nor the first address', async () => {
    const me = await musician('Careful Band');
    const taken = await musician('Taken Name');
    for (let n = 0; n < 6; n++) expect((await me.move(taken.kit.slug!)).statusCode).toBe(409);
    for (let n = 1; n <= 5; n++) expect((await me.move(`careful-band-${n}`)).statusCode).toBe(200);
  });
});
