// Fixed-window rate limits kept in the database (rate_limits), so they hold across instances and
// under concurrent requests: one INSERT ... ON CONFLICT DO UPDATE ... WHERE count < limit per hit.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { rateLimits } from '@server/db/schema/index';

/** Counts one hit against key; false (and nothing counted) when the window's limit is reached. */
export async function hitRateLimit(db: Db, key: string, limit: number, windowMs: number, now: Date): Promise<boolean> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
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

/** Drops windows that ended long ago (called now and then; the table stays small). */
export async function pruneRateLimits(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
