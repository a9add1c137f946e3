// The time of state that instances share: maintenance claims, the fixed windows of rate_limits and
// window_counters, the mail outbox's retries. It is the database's now(), so instances whose clocks
// drift still agree on who holds a claim and where a window starts. A test that injects its own
// clock (the fixed clock of the harness) gets that clock's time instead, so its answers stay exact.
import { sql, type SQL } from 'drizzle-orm';
import { systemClock, type Clock } from '@server/lib/clock';

/** The present as SQL: now() in production (the system clock), the injected clock's time otherwise. */
export function dbNow(clock: Clock): SQL {
  return clock === systemClock ? sql`now()` : sql`${clock.now().toISOString()}::timestamptz`;
}

/** The start of the fixed window of `windowMs` holding `at` (windows are aligned on the epoch, so
 * an hour's window starts on the UTC hour). */
export function windowStartSql(at: SQL, windowMs: number): SQL {
  return sql`to_timestamp(floor(extract(epoch from ${at}) * 1000 / ${windowMs}::numeric) * ${windowMs}::numeric / 1000)`;
}

/** A timestamptz a driver handed back (node-postgres and PGlite give Date; text when cast). */
export function asDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}
