// Fixed-window rate limits kept in the database (rate_limits), so they hold across instances and
// under concurrent requests: one INSERT ... ON CONFLICT DO UPDATE ... WHERE count < limit per hit.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { rateLimits } from '@server/db/schema/index';

const windowOf = (now: Date, windowMs: number) => new Date(Math.floor(now.getTime() / windowMs) * windowMs);

/** Whole seconds until the window that holds now ends (a Retry-After). */
export function secondsLeftInWindow(now: Date, windowMs: number): number {
  return Math.max(1, Math.ceil((windowOf(now, windowMs).getTime() + windowMs - now.getTime()) / 1000));
}

/** Counts one hit against key; false (and nothing counted) when the window's limit is reached. */
export async function hitRateLimit(db: Db, key: string, limit: number, windowMs: number, now: Date): Promise<boolean> {
  const windowStart = windowOf(now, windowMs);
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
      setWhere: sql`${rateLimits.count} < ${limit}`,
    })
    .returning({ count: rateLimits.count });
  return rows.length > 0;
}

/** Takes back a hit counted at `at` (the attempt it stood for turned out not to count). */
export async function releaseRateLimit(db: Db, key: string, windowMs: number, at: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowOf(at, windowMs)), sql`${rateLimits.count} > 0`));
}

/** Drops windows that ended long ago (called now and then; the table stays small). */
export async function pruneRateLimits(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
