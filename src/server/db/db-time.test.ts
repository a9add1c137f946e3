// Shared state takes the database's time: a host whose clock is hours off still counts rate limits
// and window quotas in the database's window and claims maintenance at the database's time; a
// test's fixed clock is used as given, so tests stay exact.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { fixedClock, systemClock } from '@server/lib/clock';
import { openTestDatabase } from '@server/testing/test-database';
import { hitRateLimit } from '@server/modules/auth/rate-limit';
import { takeWindowUnits } from '@server/modules/quota/quota.repo';
import { claimTask } from '@server/modules/maintenance/maintenance.repo';
import type { Database } from './client';
import { asDate } from './db-time';

const HOUR = 3_600_000;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function databaseNow(): Promise<Date> {
  const result = await database.db.execute(sql`select now() as now`);
  return asDate((result as unknown as { rows: Array<{ now: unknown }> }).rows[0]!.now);
}
const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR) * HOUR);

describe('database time', () => {
  it('places windows and claims by the database clock when the host clock is five hours off', async () => {
    vi.spyOn(systemClock, 'now').mockImplementation(() => new Date(Date.now() + 5 * HOUR));
    const hit = await hitRateLimit(database.db, 'db-time:rate', 3, HOUR, systemClock);
    const window = await takeWindowUnits(database.db, { subject: 'db-time', counter: 'contact', windowMs: HOUR, amount: 1, limit: 5, clock: systemClock });
    const claim = await claimTask(database.db, 'db-time-task', systemClock, HOUR, 60_000);
    const now = await databaseNow();
    expect(hit!.windowStart).toEqual(hourOf(now));
    expect(window.windowStart).toBe(hourOf(now).toISOString());
    expect(Math.abs(window.now.getTime() - now.getTime())).toBeLessThan(60_000);
    expect(Math.abs(asDate(claim!.claimedAt).getTime() - now.getTime())).toBeLessThan(60_000);
  });

  it("uses a test's fixed clock as given", async () => {
    const clock = fixedClock('2026-03-14T12:34:56.789Z');
    const hit = await hitRateLimit(database.db, 'db-time:fixed', 3, 15 * 60_000, clock);
    expect(hit!.windowStart.toISOString()).toBe('2026-03-14T12:30:00.000Z');
    const day = await takeWindowUnits(database.db, { subject: 'db-time', counter: 'pressKitSlug', windowMs: 24 * HOUR, amount: 1, limit: 1, clock });
    expect(day).toEqual({ granted: 1, used: 1, windowStart: '2026-03-14T00:00:00.000Z', now: new Date('2026-03-14T12:34:56.789Z') });
    expect(await takeWindowUnits(database.db, { subject: 'db-time', counter: 'pressKitSlug', windowMs: 24 * HOUR, amount: 1, limit: 1, clock })).toMatchObject({ granted: 0 });
    const claim = await claimTask(database.db, 'db-time-fixed', clock, HOUR, 60_000);
    expect(asDate(claim!.claimedAt).toISOString()).toBe('2026-03-14T12:34:56.789Z');
  });
});
