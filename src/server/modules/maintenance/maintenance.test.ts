// The scheduled maintenance with a fixed clock: addresses past the retention are blanked in every
// table that stores them (newer ones kept), the blanked visitors still count as 'Unknown IP', the
// rollups match the raw tables, and each task runs once per period however many runners ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, TEST_NOW, type TestApp } from '@server/testing/app-harness';
import type { AppContext } from '@server/app-context';
import { dailyAddressActivity, dailyGenreActivity, maintenanceTasks, rollupProgress, usageLimits } from '@server/db/schema/index';
import type { AdminSummaryResponse } from '@shared/contracts/admin-data';
import { RECORDED_ADDRESS_TABLES } from './address-tables';
import { CLAIM_HOLD_MS, runDueTasks } from './job-runner';
import { MAINTENANCE_TASKS } from './maintenance-tasks';

const PASSWORD = 'maintenance test password';
const DAY_MS = 86_400_000;
const OLD = '198.51.100.31';
const NEW = '198.51.100.32';

let t: TestApp;
let ctx: AppContext;
// The covers' purge, the press kits' review and the online checks' tasks are tested in their own modules.
const tasks = MAINTENANCE_TASKS.filter((task) => !['expired-covers', 'press-kit-offline', 'rdap-bootstrap', 'availability-cache'].includes(task.name));

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: 'loopback', ADDRESS_RETENTION_DAYS: '30' } });
  // What the tasks use of the app context.
  ctx = { config: t.config, db: t.database.db, clock: t.clock } as unknown as AppContext;
});
/** An admin session at the clock's present time. */
async function adminCookie(): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: PASSWORD } });
  return res.cookies.find((c) => c.name === 'bns_session')!.value;
}
afterAll(async () => {
  await t.close();
});

const post = async (url: string, payload: object, ip: string) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as unknown;
};
/** One visitor's visit: names, a download, a cover action, a page view, feedback, a sign-up. */
async function visit(ip: string, tag: string) {
  await post('/api/generate-names', { genre: 'rock', count: 2 }, ip);
  await post('/api/track-name-download', { nameCount: 1, bandNames: [`${tag} Name`], genre: 'rock' }, ip);
  await post('/api/track-album-interaction', { interactionType: 'generate', bandName: `${tag} Name`, genre: 'rock' }, ip);
  await post('/api/analytics/events', { name: 'page_view', path: '/', visitorId: `v-${tag}` }, ip);
  await post('/api/user-feedback', { rating: 4, comment: tag }, ip);
  await post('/api/email-signup', { email: `${tag}@example.com`, source: 'homepage' }, ip);
}

async function addressesIn(table: string, ip: string): Promise<number> {
  const r = await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ip_address = ${ip}`);
  return Number((r as unknown as { rows: Array<{ n: number }> }).rows[0]?.n);
}

describe('address retention', () => {
  it('blanks addresses older than ADDRESS_RETENTION_DAYS everywhere, keeps newer ones, and the blanked still count', async () => {
    await visit(OLD, 'old');
    t.clock.set(new Date(Date.parse(TEST_NOW) + 20 * DAY_MS));
    await visit(NEW, 'new');
    // 31 days after the old visit, 11 after the new one.
    t.clock.set(new Date(Date.parse(TEST_NOW) + 31 * DAY_MS));
    const before = await addressesIn('band_names', OLD);
    expect(before).toBe(2);

    const runs = await runDueTasks(ctx, tasks);
    expect(runs.map((r) => [r.name, r.status])).toEqual([
      ['address-retention', 'done'],
      ['daily-rollups', 'done'],
    ]);
    const written = ['band_names', 'name_downloads', 'album_cover_interactions', 'analytics_events', 'user_feedback', 'email_signups'];
    for (const table of Object.keys(RECORDED_ADDRESS_TABLES)) {
      expect(await addressesIn(table, OLD), `${table} keeps no old address`).toBe(0);
      if (written.includes(table)) expect(await addressesIn(table, NEW), `${table} keeps the new address`).toBeGreaterThan(0);
    }
    const counters = await t.database.db.select({ ip: usageLimits.ipAddress }).from(usageLimits);
    expect(counters.map((c) => c.ip)).toEqual([NEW]);
    // The rollup was built after the clean-up: the old day's visitor is '' there.
    const rolled = await t.database.db.select({ day: dailyAddressActivity.day, ip: dailyAddressActivity.ipAddress, names: dailyAddressActivity.names }).from(dailyAddressActivity).orderBy(dailyAddressActivity.day);
    expect(rolled).toEqual([
      { day: TEST_NOW.slice(0, 10), ip: '', names: 2 },
      { day: '2026-04-03', ip: NEW, names: 2 },
    ]);

    const summary = (await t.app.inject({ method: 'GET', url: '/api/admin/summary?from=2026-03-01&to=2026-04-14', cookies: { bns_session: await adminCookie() } })).json() as AdminSummaryResponse;
    expect(summary).toMatchObject({ namesGenerated: 4, downloads: 2, coversGenerated: 1 + 1, sessions: 2 });
    expect(summary.userSessions.map((s) => s.address)).toEqual([NEW, 'Unknown IP']);
  });

  it('runs each task once per period, however many runners ask at once', async () => {
    const both = await Promise.all([runDueTasks(ctx, tasks), runDueTasks(ctx, tasks)]);
    // Just run above, so nothing is due yet.
    expect(both.flat().every((r) => r.status === 'skipped')).toBe(true);
    t.clock.advance(7 * 3_600_000);
    const again = (await Promise.all([runDueTasks(ctx, tasks), runDueTasks(ctx, tasks), runDueTasks(ctx, tasks)])).flat();
    expect(again.filter((r) => r.status === 'done').map((r) => r.name).sort()).toEqual(['address-retention', 'daily-rollups']);
  });

  it('gives the dashboard the same answers from the rollups as from the raw tables', async () => {
    const cookie = await adminCookie();
    const paths = ['/api/admin/summary', '/api/admin/band-name-likes-by-genre', '/api/admin/album-interactions-by-genre', '/api/admin/api-usage'].map(
      (p) => `${p}?from=2026-03-01&to=2026-04-20`,
    );
    const read = async () => Promise.all(paths.map(async (url) => (await t.app.inject({ method: 'GET', url, cookies: { bns_session: cookie } })).json() as unknown));
    const rolled = await read();
    const [progress] = await t.database.db.select().from(rollupProgress);
    expect(progress?.throughDay).toBe('2026-04-13');
    await t.database.db.delete(rollupProgress);
    expect(await read()).toEqual(rolled);
    await t.database.db.insert(rollupProgress).values(progress!);
  });

  it('rebuilds genre rollups that match the raw tables', async () => {
    const genres = await t.database.db.select().from(dailyGenreActivity).orderBy(dailyGenreActivity.day);
    expect(genres.map((g) => [g.day, g.genre, g.names, g.coversGenerated])).toEqual([
      [TEST_NOW.slice(0, 10), 'rock', 2, 1],
      ['2026-04-03', 'rock', 2, 1],
    ]);
  });
});

describe('a run longer than its period', () => {
  const MINUTE = 60_000;
  /** A task of a one-minute period whose run lasts until the test lets it finish. */
  function slowTask(name: string) {
    const waiting: Array<() => void> = [];
    const started: number[] = [];
    const task = {
      name,
      periodMs: MINUTE,
      run: async () => {
        started.push(t.clock.now().getTime());
        await new Promise<void>((resolve) => waiting.push(resolve));
        return 'finished';
      },
    };
    return { task, started, finish: () => waiting.splice(0).forEach((resolve) => resolve()) };
  }

  it('is not started again while it runs, however long past its period', async () => {
    const slow = slowTask('slow-test-task');
    const first = runDueTasks(ctx, [slow.task]);
    await expect.poll(() => slow.started.length).toBe(1);
    // Nine periods later the first run still holds the task: other runners skip it.
    t.clock.advance(9 * MINUTE);
    expect(await Promise.all([runDueTasks(ctx, [slow.task]), runDueTasks(ctx, [slow.task])])).toEqual([
      [{ name: 'slow-test-task', status: 'skipped' }],
      [{ name: 'slow-test-task', status: 'skipped' }],
    ]);
    expect(slow.started).toHaveLength(1);
    slow.finish();
    expect(await first).toEqual([{ name: 'slow-test-task', status: 'done', outcome: 'finished' }]);
    // Finished, and its period long past since it began: due again at once.
    const next = runDueTasks(ctx, [slow.task]);
    await expect.poll(() => slow.started.length).toBe(2);
    slow.finish();
    expect((await next)[0]!.status).toBe('done');
  });

  it('is taken up by another runner once its claim lapses unrenewed (its instance died)', async () => {
    const dead = slowTask('dead-test-task');
    const lapsed = runDueTasks(ctx, [dead.task]);
    await expect.poll(() => dead.started.length).toBe(1);
    // The renewal runs on the real clock every few minutes; past the hold on the test clock with
    // none made, the claim is as good as one whose instance is gone.
    t.clock.advance(CLAIM_HOLD_MS + MINUTE);
    const taken = runDueTasks(ctx, [dead.task]);
    await expect.poll(() => dead.started.length).toBe(2);
    dead.finish();
    expect((await taken)[0]!.status).toBe('done');
    // The first run ending late changes nothing of the claim it lost.
    await lapsed;
    const [row] = await t.database.db.select().from(maintenanceTasks).where(eq(maintenanceTasks.name, 'dead-test-task'));
    expect(row).toMatchObject({ runningUntil: null, lastRunAt: new Date(t.clock.now()) });
  });
});
