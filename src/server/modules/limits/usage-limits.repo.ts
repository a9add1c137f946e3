// Daily counters per network address: one row per address and UTC day, incremented atomically
// with INSERT ... ON CONFLICT DO UPDATE ... WHERE count < limit, so the limit holds under
// concurrent requests and across server instances. A request may be granted fewer units than it
// asked for when the day's limit is near; last_granted reports how many it got.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

export const COUNTERS = {
  bandGenerations: 'band_generations',
  albumGenerations: 'album_generations',
  albumDownloads: 'album_downloads',
  customGenerations: 'custom_generations',
  customDownloads: 'custom_downloads',
  customSuggestions: 'custom_suggestions',
} as const;
export type Counter = keyof typeof COUNTERS;

export interface QuotaRequest {
  ipAddress: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  counter: Counter;
  amount: number;
  limit: number;
}

/** The quota CTE body: returns one row (last_granted, used) when anything was granted, none when the limit is reached. */
export function quotaCte(q: QuotaRequest): SQL {
  const col = sql.raw(COUNTERS[q.counter]);
  const first = Math.max(0, Math.min(q.amount, q.limit));
  return sql`insert into usage_limits (ip_address, day, ${col}, last_granted)
    values (${q.ipAddress}, ${q.day}, ${first}, ${first})
    on conflict (ip_address, day) do update set
      last_granted = least(${q.limit} - usage_limits.${col}, ${q.amount}),
      ${col} = least(${q.limit}, usage_limits.${col} + ${q.amount})
    where usage_limits.${col} < ${q.limit}
    returning last_granted, ${col} as used`;
}

export interface QuotaResult {
  granted: number;
  used: number;
}

/** Takes up to `amount` units; granted 0 means the day's limit was already reached. */
export async function consumeQuota(db: Db, q: QuotaRequest): Promise<QuotaResult> {
  if (q.limit <= 0) return { granted: 0, used: 0 };
  const result = await db.execute(sql`${quotaCte(q)}`);
  const row = (result as unknown as { rows: { last_granted: number; used: number }[] }).rows[0];
  return row ? { granted: Number(row.last_granted), used: Number(row.used) } : { granted: 0, used: q.limit };
}

/** Today's count of one counter, without changing it. */
export async function readUsage(db: Db, ipAddress: string, day: string, counter: Counter): Promise<number> {
  const col = sql.raw(COUNTERS[counter]);
  const result = await db.execute(sql`select ${col} as used from usage_limits where ip_address = ${ipAddress} and day = ${day}`);
  const row = (result as unknown as { rows: { used: number }[] }).rows[0];
  return row ? Number(row.used) : 0;
}

/** Sets a counter to its limit (the custom art page's final state: nothing more today). */
export async function exhaustQuota(db: Db, q: Omit<QuotaRequest, 'amount'>): Promise<void> {
  const col = sql.raw(COUNTERS[q.counter]);
  await db.execute(sql`insert into usage_limits (ip_address, day, ${col}) values (${q.ipAddress}, ${q.day}, ${q.limit})
    on conflict (ip_address, day) do update set ${col} = greatest(usage_limits.${col}, ${q.limit})`);
}
