// The only SQL that counts use. Three stores:
// - usage_limits: the free counters, one row per network address and UTC day, a column per counter;
// - fair_use_counters: a premium user's fair use, one row per user, counter and UTC day;
// - window_counters: counters over another window (an hour, a day) per subject: a form's sends per
//   address and hour, a press kit's address changes per day, one flood digest per form and hour.
// Units are taken with one INSERT ... ON CONFLICT DO UPDATE ... WHERE used < limit RETURNING: the
// row lock of the upsert serialises concurrent requests, the WHERE is evaluated on the latest row
// version, so the limit holds exactly under concurrency and across server instances. A request
// may be granted fewer units than it asked for when the limit is near; last_granted reports how
// many (RETURNING cannot see the row's old value). A new day is a new row: no reset job.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { asDate, dbNow, windowStartSql } from '@server/db/db-time';
import { rowsAffected } from '@server/db/rows-affected';
import { fairUseCounters, usageLimits, windowCounters } from '@server/db/schema/index';
import type { Clock } from '@server/lib/clock';

/** The free counters and their usage_limits columns. */
export const ADDRESS_COUNTERS = {
  names: 'band_generations',
  covers: 'album_generations',
  coverDownloads: 'album_downloads',
  customArt: 'custom_generations',
  customArtSuggestions: 'custom_suggestions',
  customArtDownloads: 'custom_downloads',
} as const;
export type AddressCounter = keyof typeof ADDRESS_COUNTERS;
const ADDRESS_COUNTER_NAMES = Object.keys(ADDRESS_COUNTERS) as AddressCounter[];

/** The premium fair-use counters (values of fair_use_counters.counter). */
export const USER_COUNTERS = ['names', 'images', 'texts', 'onlineChecks'] as const;
export type UserCounter = (typeof USER_COUNTERS)[number];

/** The counters of window_counters. */
export const WINDOW_COUNTERS = ['contact', 'emailSignup', 'contactDigest', 'emailSignupDigest', 'pressKitSlug', 'onlineChecks'] as const;
export type WindowCounter = (typeof WINDOW_COUNTERS)[number];

/** Where units are counted: an address's free counter, a user's fair-use counter, or a subject's
 * counter over a window. */
export type QuotaKey =
  | { kind: 'address'; ipAddress: string; counter: AddressCounter }
  | { kind: 'user'; userId: number; counter: UserCounter }
  | { kind: 'window'; subject: string; counter: WindowCounter };

/** The keys of daily counters (a window counter is taken by takeWindowUnits, which places its window). */
export type DailyKey = Exclude<QuotaKey, { kind: 'window' }>;

export interface TakeUnits {
  key: DailyKey;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  amount: number;
  limit: number;
}

export interface TakeResult {
  /** Units granted: 0 when the limit was already reached. */
  granted: number;
  /** The counter after this request. */
  used: number;
}

type Row = Record<string, unknown>;

async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

function addressColumn(counter: AddressCounter): SQL {
  return sql.raw(ADDRESS_COUNTERS[counter]);
}

/** Takes up to `amount` units of one daily counter. */
export async function takeUnits(db: Db, q: TakeUnits): Promise<TakeResult> {
  if (q.limit <= 0 || q.amount <= 0) return { granted: 0, used: Math.max(0, q.limit) };
  const first = Math.min(q.amount, q.limit);
  let query: SQL;
  if (q.key.kind === 'address') {
    const col = addressColumn(q.key.counter);
    query = sql`insert into usage_limits (ip_address, day, ${col}, last_granted)
      values (${q.key.ipAddress}, ${q.day}, ${first}, ${first})
      on conflict (ip_address, day) do update set
        last_granted = least(${q.limit} - usage_limits.${col}, ${q.amount}),
        ${col} = least(${q.limit}, usage_limits.${col} + ${q.amount})
      where usage_limits.${col} < ${q.limit}
      returning last_granted, ${col} as used`;
  } else {
    query = sql`insert into fair_use_counters (user_id, counter, day, used, last_granted)
      values (${q.key.userId}, ${q.key.counter}, ${q.day}, ${first}, ${first})
      on conflict (user_id, counter, day) do update set
        last_granted = least(${q.limit} - fair_use_counters.used, ${q.amount}),
        used = least(${q.limit}, fair_use_counters.used + ${q.amount})
      where fair_use_counters.used < ${q.limit}
      returning last_granted, used`;
  }
  const [row] = await rows(db, query);
  return row ? { granted: Number(row.last_granted), used: Number(row.used) } : { granted: 0, used: q.limit };
}

/** A window counter's take: the units granted, and the window they count in as the database
 * placed it (its start, and the present it was placed by). */
export interface WindowTake extends TakeResult {
  /** The window's start as an ISO time (the `day` a refund names). */
  windowStart: string;
  now: Date;
}

/**
 * Takes up to `amount` units of a subject's counter in the fixed window of `windowMs` that holds
 * the database's present (db/db-time.ts: now(), or a test's fixed clock), so instances whose clocks
 * drift count in one window. One statement: the window is placed and the units taken together.
 */
export async function takeWindowUnits(
  db: Db,
  q: { subject: string; counter: WindowCounter; windowMs: number; amount: number; limit: number; clock: Clock },
): Promise<WindowTake> {
  const first = Math.max(0, Math.min(q.amount, q.limit));
  const [row] = await rows(
    db,
    sql`with w as (select ${windowStartSql(sql`t.now`, q.windowMs)} as start, t.now from (select ${dbNow(q.clock)} as now) t),
      taken as (
        insert into window_counters (subject, counter, window_start, used, last_granted)
        select ${q.subject}, ${q.counter}, w.start, ${first}, ${first} from w where ${first} > 0
        on conflict (subject, counter, window_start) do update set
          last_granted = least(${q.limit} - window_counters.used, ${q.amount}),
          used = least(${q.limit}, window_counters.used + ${q.amount})
        where window_counters.used < ${q.limit}
        returning last_granted, used)
      select w.start::text as start, w.now, taken.last_granted, taken.used from w left join taken on true`,
  );
  const windowStart = asDate(row!.start).toISOString();
  const now = asDate(row!.now);
  return row!.last_granted == null
    ? { granted: 0, used: Math.max(0, q.limit), windowStart, now }
    : { granted: Number(row!.last_granted), used: Number(row!.used), windowStart, now };
}

/** Gives back units that were taken for work that then failed (never below zero). */
export async function refundUnits(db: Db, key: QuotaKey, day: string, amount: number): Promise<void> {
  if (amount <= 0) return;
  if (key.kind === 'address') {
    const col = addressColumn(key.counter);
    await db.execute(sql`update usage_limits set ${col} = greatest(0, ${col} - ${amount}) where ip_address = ${key.ipAddress} and day = ${day}`);
  } else if (key.kind === 'window') {
    await db.execute(
      sql`update window_counters set used = greatest(0, used - ${amount}) where subject = ${key.subject} and counter = ${key.counter} and window_start = ${day}`,
    );
  } else {
    await db.execute(
      sql`update fair_use_counters set used = greatest(0, used - ${amount}) where user_id = ${key.userId} and counter = ${key.counter} and day = ${day}`,
    );
  }
}

/** Today's free counters of an address (zeros before its first use of the day). */
export async function readAddressCounters(db: Db, ipAddress: string, day: string): Promise<Record<AddressCounter, number>> {
  const columns = sql.join(
    ADDRESS_COUNTER_NAMES.map((c) => sql`${addressColumn(c)} as ${sql.raw(`"${c}"`)}`),
    sql`, `,
  );
  const [row] = await rows(db, sql`select ${columns} from usage_limits where ip_address = ${ipAddress} and day = ${day}`);
  return Object.fromEntries(ADDRESS_COUNTER_NAMES.map((c) => [c, row ? Number(row[c]) : 0])) as Record<AddressCounter, number>;
}

/** Today's fair-use counters of a user (zeros before first use). */
export async function readUserCounters(db: Db, userId: number, day: string): Promise<Record<UserCounter, number>> {
  const found = await rows(db, sql`select counter, used from fair_use_counters where user_id = ${userId} and day = ${day}`);
  const counters: Record<UserCounter, number> = { names: 0, images: 0, texts: 0, onlineChecks: 0 };
  for (const row of found) {
    const counter = USER_COUNTERS.find((c) => c === row.counter);
    if (counter) counters[counter] = Number(row.used);
  }
  return counters;
}

/** Raises free counters of an address to their limits: nothing more of them today. */
export async function exhaustAddressCounters(db: Db, ipAddress: string, day: string, counters: { counter: AddressCounter; limit: number }[]): Promise<void> {
  if (counters.length === 0) return;
  const cols = sql.join(
    counters.map((c) => addressColumn(c.counter)),
    sql`, `,
  );
  const values = sql.join(
    counters.map((c) => sql`${c.limit}`),
    sql`, `,
  );
  const updates = sql.join(
    counters.map((c) => sql`${addressColumn(c.counter)} = greatest(usage_limits.${addressColumn(c.counter)}, ${c.limit})`),
    sql`, `,
  );
  await db.execute(sql`insert into usage_limits (ip_address, day, ${cols}) values (${ipAddress}, ${day}, ${values})
    on conflict (ip_address, day) do update set ${updates}`);
}

/**
 * The free names counter taken for a whole batch of requests inside one prepared statement (the
 * names module's hot path composes it as a CTE, so a batch costs one round trip). `requests` names
 * a relation with columns ip, day, wanted and quota (whether the request counts on its address);
 * `limit` is the placeholder of the daily limit. A batch must hold each address once: an upsert
 * cannot touch one row twice. Rows are taken in address order, so batches running at once on
 * PostgreSQL lock them in one order and cannot deadlock. Returns ip_address, day, last_granted and
 * used for each request that was granted anything; none for one whose limit was already reached.
 */
export function batchedFreeNamesQuota(requests: string, limit: string): string {
  return `insert into usage_limits (ip_address, day, band_generations, last_granted)
    select ip, day, least(wanted, ${limit}), least(wanted, ${limit}) from ${requests} where quota order by ip, day
    on conflict (ip_address, day) do update set
      last_granted = least(${limit} - usage_limits.band_generations, excluded.last_granted),
      band_generations = least(${limit}, usage_limits.band_generations + excluded.last_granted)
    where usage_limits.band_generations < ${limit}
    returning ip_address, day, last_granted, band_generations as used`;
}

/** The quota's tables that hold personal data (a user's counters, an address's counters, and the
 * window counters whose subject is an address), for the owner's export and deletion per person;
 * only this module counts on them. */
export const QUOTA_PERSONAL_TABLES = { perUser: fairUseCounters, perAddress: usageLimits, perAddressWindows: windowCounters } as const;

/** A window counter's units used (0 before its first use in the window). */
export async function readWindowCounter(db: Db, subject: string, counter: WindowCounter, windowStart: string): Promise<number> {
  const [row] = await rows(db, sql`select used from window_counters where subject = ${subject} and counter = ${counter} and window_start = ${windowStart}`);
  return row ? Number(row.used) : 0;
}

/** Deletes the free counters of days before `day` (YYYY-MM-DD), and the window counters of windows
 * that started before it: of no use once their window is over, and they hold addresses. Returns
 * how many rows went. */
export async function deleteAddressCountersBefore(db: Db, day: string): Promise<number> {
  const daily = rowsAffected(await db.execute(sql`delete from usage_limits where day < ${day}::date`));
  const windows = rowsAffected(await db.execute(sql`delete from window_counters where window_start < ${`${day}T00:00:00Z`}::timestamptz`));
  return daily + windows;
}
