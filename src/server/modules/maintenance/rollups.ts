// The daily rollups the admin dashboard reads (db/schema/rollups.ts): whole UTC days, rebuilt by
// the scheduled task up to yesterday. The last few days are rebuilt again on each run, so a like
// given to an older name still counts. The dashboard reads days after through_day live.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '@server/app-context';
import type { Db } from '@server/db/client';
import { dailyAddressActivity, dailyApiCosts, dailyGenreActivity, dailyVisits, rollupProgress } from '@server/db/schema/index';
import { utcDay } from '@server/lib/clock';
import { PAGE_VIEW_EVENT } from '@shared/catalog/analytics-events';

/** The one progress row: the four rollups are rebuilt together. */
export const DAILY_ROLLUP = 'daily';
/** Days before through_day rebuilt again on each run. */
export const ROLLUP_REFRESH_DAYS = 3;

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => utcDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS));

type Row = Record<string, unknown>;
async function rows(db: Db, query: SQL): Promise<Row[]> {
  return (await db.execute(query) as unknown as { rows: Row[] }).rows;
}

/** The last whole day the rollups hold, or null before their first build. */
export async function rollupThroughDay(db: Db): Promise<string | null> {
  const [row] = await db.select({ throughDay: rollupProgress.throughDay }).from(rollupProgress).where(eq(rollupProgress.name, DAILY_ROLLUP));
  return row?.throughDay ?? null;
}

/** A stored address, or '' when it was blanked or never known. */
export const rolledAddress = (column: SQL) => sql`case when ${column} is null or trim(${column}) = '' or lower(trim(${column})) = 'unknown' then '' else ${column} end`;
const dayOf = (column: SQL) => sql`(${column} at time zone 'UTC')::date`;

async function earliestDay(db: Db): Promise<string | null> {
  const [x] = await rows(
    db,
    sql`select least((select min(created_at) from band_names), (select min(created_at) from name_downloads), (select min(created_at) from album_cover_interactions),
                     (select min(created_at) from api_usage_logs), (select min(created_at) from analytics_events)) as first`,
  );
  return x?.first ? utcDay(new Date(String(x.first instanceof Date ? x.first.toISOString() : x.first))) : null;
}

/** Rebuilds the days from `fromDay` to `toDay` inclusive in every rollup. */
async function rebuildDays(db: Db, fromDay: string, toDay: string): Promise<void> {
  const from = sql`${fromDay}::date::timestamp at time zone 'UTC'`;
  const to = sql`(${toDay}::date + 1)::timestamp at time zone 'UTC'`;
  const within = sql`created_at >= ${from} and created_at < ${to}`;
  const days = sql`day >= ${fromDay}::date and day <= ${toDay}::date`;
  for (const table of [dailyAddressActivity, dailyGenreActivity, dailyApiCosts, dailyVisits]) await db.execute(sql`delete from ${table} where ${days}`);
  await db.execute(sql`
    insert into ${dailyAddressActivity} (day, ip_address, names, likes, downloads, covers_generated, cover_downloads, cover_actions, first_seen, last_seen)
    select day, ip, sum(names), sum(likes), sum(downloads), sum(covers_generated), sum(cover_downloads), sum(covers), min(first_seen), max(last_seen)
    from (
      select ${dayOf(sql`created_at`)} as day, ${rolledAddress(sql`ip_address`)} as ip, count(*) as names, count(*) filter (where is_favorite) as likes,
             0::bigint as downloads, 0::bigint as covers_generated, 0::bigint as cover_downloads, 0::bigint as covers, min(created_at) as first_seen, max(created_at) as last_seen
        from band_names where ${within} group by 1, 2
      union all
      select ${dayOf(sql`created_at`)}, ${rolledAddress(sql`ip_address`)}, 0, 0, count(*), 0, 0, 0, min(created_at), max(created_at)
        from name_downloads where ${within} group by 1, 2
      union all
      select ${dayOf(sql`created_at`)}, ${rolledAddress(sql`ip_address`)}, 0, 0, 0, count(*) filter (where interaction_type = 'generate'),
             count(*) filter (where interaction_type = 'download'), count(*), min(created_at), max(created_at)
        from album_cover_interactions where ${within} group by 1, 2
    ) x group by day, ip`);
  await db.execute(sql`
    insert into ${dailyGenreActivity} (day, genre, names, liked, covers_generated, covers_downloaded, covers_regenerated)
    select day, genre, sum(names), sum(liked), sum(g), sum(d), sum(r)
    from (
      select ${dayOf(sql`created_at`)} as day, left(genre, 100) as genre, count(*) as names, count(*) filter (where is_favorite) as liked, 0::bigint as g, 0::bigint as d, 0::bigint as r
        from band_names where ${within} group by 1, 2
      union all
      select ${dayOf(sql`created_at`)}, left(genre, 100), 0, 0, count(*) filter (where interaction_type = 'generate'),
             count(*) filter (where interaction_type = 'download'), count(*) filter (where interaction_type = 'regenerate')
        from album_cover_interactions where ${within} and genre is not null and genre <> '' group by 1, 2
    ) x group by day, genre`);
  await db.execute(sql`
    insert into ${dailyApiCosts} (day, api_type, endpoint, model, calls, tokens, cost_cents, errors)
    select ${dayOf(sql`created_at`)}, coalesce(api_type, ''), coalesce(endpoint, ''), coalesce(model, ''), count(*), coalesce(sum(total_tokens), 0),
           coalesce(sum(estimated_cost), 0), count(*) filter (where not is_success)
      from api_usage_logs where ${within} group by 1, 2, 3, 4`);
  await db.execute(sql`
    insert into ${dailyVisits} (day, page_views, visitors)
    select ${dayOf(sql`created_at`)}, count(*), count(distinct coalesce(nullif(ip_address, ''), visitor_id))
      from analytics_events where ${within} and name = ${PAGE_VIEW_EVENT} group by 1`);
}

/** Brings the rollups up to yesterday (UTC); returns the days rebuilt. */
export async function refreshRollups(ctx: AppContext): Promise<{ fromDay: string; toDay: string } | null> {
  const yesterday = addDays(utcDay(ctx.clock.now()), -1);
  return ctx.db.transaction(async (tx) => {
    const through = await rollupThroughDay(tx);
    const first = through ? addDays(through, 1 - ROLLUP_REFRESH_DAYS) : await earliestDay(tx);
    const fromDay = first && first < yesterday ? first : yesterday;
    await rebuildDays(tx, fromDay, yesterday);
    await tx
      .insert(rollupProgress)
      .values({ name: DAILY_ROLLUP, throughDay: yesterday })
      .onConflictDoUpdate({ target: rollupProgress.name, set: { throughDay: yesterday } });
    return { fromDay, toDay: yesterday };
  });
}

/** Merges the rollup rows of addresses from days up to `lastDay` into the day's '' row; returns how many were merged. */
export async function blankRollupAddresses(db: Db, lastDay: string): Promise<number> {
  const t = dailyAddressActivity;
  const [x] = await rows(
    db,
    sql`with moved as (delete from ${t} where day <= ${lastDay}::date and ip_address <> '' returning *),
        merged as (
          insert into ${t} (day, ip_address, names, likes, downloads, covers_generated, cover_downloads, cover_actions, first_seen, last_seen)
          select day, '', sum(names), sum(likes), sum(downloads), sum(covers_generated), sum(cover_downloads), sum(cover_actions), min(first_seen), max(last_seen)
            from moved group by day
          on conflict (day, ip_address) do update set
            names = ${t}.names + excluded.names, likes = ${t}.likes + excluded.likes, downloads = ${t}.downloads + excluded.downloads,
            covers_generated = ${t}.covers_generated + excluded.covers_generated, cover_downloads = ${t}.cover_downloads + excluded.cover_downloads,
            cover_actions = ${t}.cover_actions + excluded.cover_actions,
            first_seen = least(${t}.first_seen, excluded.first_seen), last_seen = greatest(${t}.last_seen, excluded.last_seen)
          returning 1)
        select (select count(*) from moved)::int as moved, (select count(*) from merged)::int as days`,
  );
  return Number(x?.moved ?? 0);
}
