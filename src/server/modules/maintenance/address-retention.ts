// Addresses are kept ADDRESS_RETENTION_DAYS (default 30), then blanked everywhere. What a visitor
// did stays as anonymous statistics: the dashboard counts blanked sessions under 'Unknown IP'.
import { sql } from 'drizzle-orm';
import type { AppContext } from '@server/app-context';
import { rowsAffected } from '@server/db/rows-affected';
import { rateLimits } from '@server/db/schema/index';
import { utcDay } from '@server/lib/clock';
import { deleteFailedMailBefore } from '../mail/mail-outbox.repo';
import { deleteAddressCountersBefore } from '../quota/quota.repo';
import { RECORDED_ADDRESS_TABLES } from './address-tables';
import { blankRollupAddresses } from './rollups';

const DAY_MS = 86_400_000;

/** Blanks every address recorded before now minus the retention; returns how many rows changed per table. */
export async function blankExpiredAddresses(ctx: AppContext): Promise<Record<string, number>> {
  const cutoff = new Date(ctx.clock.now().getTime() - ctx.config.addressRetentionDays * DAY_MS);
  const at = sql`${cutoff.toISOString()}::timestamptz`;
  const changed: Record<string, number> = {};
  for (const [name, table] of Object.entries(RECORDED_ADDRESS_TABLES)) {
    changed[name] = rowsAffected(await ctx.db.execute(sql`update ${table} set ip_address = null where created_at < ${at} and ip_address is not null`));
  }
  // A day's counter row is of no use once its day is over; the windows are an hour at most.
  changed.free_use_counters = await deleteAddressCountersBefore(ctx.db, utcDay(cutoff));
  // Mail that failed for good (its body already dropped) is listed for the owner until then.
  changed.mail_outbox = await deleteFailedMailBefore(ctx.db, cutoff);
  changed.rate_limits = rowsAffected(await ctx.db.execute(sql`delete from ${rateLimits} where window_start < ${at}`));
  // The rollup keeps whole days: a day that began before the cutoff is blanked whole, a little
  // early rather than late.
  changed.daily_address_activity = await blankRollupAddresses(ctx.db, utcDay(cutoff));
  return changed;
}

export function describeChanges(changed: Record<string, number>): string {
  const parts = Object.entries(changed).filter(([, n]) => n > 0).map(([table, n]) => `${table} ${n}`);
  return parts.length ? `blanked or removed: ${parts.join(', ')}` : 'nothing older than the retention';
}
