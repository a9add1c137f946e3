// Fixed-window rate limits kept in the database (rate_limits), so they hold across instances and
// under concurrent requests: one INSERT ... ON CONFLICT DO UPDATE ... WHERE count < limit per hit.
// The window is the one holding the database's now() (db/db-time.ts), so instances whose clocks
// drift count in the same window; a Retry-After is worked out from the app's clock, an estimate.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { dbNow, windowStartSql } from '@server/db/db-time';
import { rateLimits } from '@server/db/schema/index';
import type { Clock } from '@server/lib/clock';

const windowOf = (now: Date, windowMs: number) => new Date(Math.floor(now.getTime() / windowMs) * windowMs);

/** Whole seconds until the window that holds now ends (a Retry-After). */
export function secondsLeftInWindow(now: Date, windowMs: number): number {
  return Math.max(1, Math.ceil((windowOf(now, windowMs).getTime() + windowMs - now.getTime()) / 1000));
}

/** A counted hit: the key and the window it was counted in, to give it back. */
export interface RateHit {
  key: string;
  windowStart: Date;
}

/** Counts one hit against key; null (and nothing counted) when the window's limit is reached. */
export async function hitRateLimit(db: Db, key: string, limit: number, windowMs: number, clock: Clock): Promise<RateHit | null> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: windowStartSql(dbNow(clock), windowMs), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
      setWhere: sql`${rateLimits.count} < ${limit}`,
    })
    .returning({ windowStart: rateLimits.windowStart });
  return row ? { key, windowStart: row.windowStart } : null;
}

/** Takes back a hit (the attempt it stood for turned out not to count). */
export async function releaseRateLimit(db: Db, hit: RateHit): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, hit.key), eq(rateLimits.windowStart, hit.windowStart), sql`${rateLimits.count} > 0`));
}

/** Drops windows that ended long ago (called now and then; the table stays small). */
export async function pruneRateLimits(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
