// The admin dashboard's queries. Every number is computed in SQL (counts, sums and GROUP BY), and
// every list is a page (newest first, ids below a cursor) of one date range, so no request reads
// a whole table into memory. Times are compared as timestamptz built from ISO strings, so the
// session's time zone never moves a day's edge.
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client';
import {
  albumCoverFeedback,
  albumCoverInteractions,
  bandChallengeSurvey,
  bandNames,
  emailSignups,
  formSubmissions,
  nameDownloads,
  premiumPromotionClicks,
  userFeedback,
} from '@server/db/schema/index';
import { internalAddressSql, type InternalAddressRule } from './internal-addresses';

/** A span of time: from inclusive, to exclusive. */
export interface TimeRange {
  from: Date;
  to: Date;
}

export interface Page {
  limit: number;
  /** Only ids below this one (the previous page's last id). */
  before?: number | undefined;
}

type Row = Record<string, unknown>;

async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
/** created_at within the range, as SQL over any table's column. */
const inRange = (column: SQL, r: TimeRange) => sql`${column} >= ${ts(r.from)} and ${column} < ${ts(r.to)}`;

/**
 * A range read from two places: whole days up to the rollups' through_day from the daily rollup
 * tables (modules/maintenance/rollups.ts), the time after it live from the raw tables. Before the
 * first rollup everything is live.
 */
export interface SplitRange {
  /** Days read from the rollups, inclusive; null when none. */
  rolled: { fromDay: string; toDay: string } | null;
  live: TimeRange;
}

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export function splitRange(r: TimeRange, throughDay: string | null): SplitRange {
  if (!throughDay) return { rolled: null, live: r };
  const liveFrom = new Date(Math.max(r.from.getTime(), Date.parse(`${throughDay}T00:00:00.000Z`) + DAY_MS));
  const lastDay = isoDay(new Date(Math.min(r.to.getTime(), liveFrom.getTime()) - DAY_MS));
  const fromDay = isoDay(r.from);
  return { rolled: fromDay <= lastDay ? { fromDay, toDay: lastDay } : null, live: { from: liveFrom, to: new Date(Math.max(r.to.getTime(), liveFrom.getTime())) } };
}

/** The rollup rows of the split's days, as SQL over a table's day column. */
const rolledDays = (s: SplitRange) => (s.rolled ? sql`day >= ${s.rolled.fromDay}::date and day <= ${s.rolled.toDay}::date` : sql`false`);

export function listWhere(createdAt: PgColumn, id: PgColumn, r: TimeRange, page: Page, more?: SQL): SQL | undefined {
  return and(gte(createdAt, r.from), lt(createdAt, r.to), page.before !== undefined ? lt(id, page.before) : undefined, more);
}

/** The one shape of every admin list: a select's rows in the range, newest first, one page. `t`
 * is the table the select reads (its rows have a serial id and a creation time). */
export function newestFirst<Q extends PgSelect>(query: Q, t: { id: PgColumn; createdAt: PgColumn }, r: TimeRange, page: Page, more?: SQL) {
  return query.where(listWhere(t.createdAt, t.id, r, page, more)).orderBy(desc(t.id)).limit(page.limit);
}

// ---- Lists ----

export async function listBandNames(db: Db, r: TimeRange, page: Page, favoritesOnly = false) {
  const t = bandNames;
  const columns = { id: t.id, name: t.name, genre: t.genre, influences: t.influences, vibe: t.vibe, ipAddress: t.ipAddress, isFavorite: t.isFavorite, createdAt: t.createdAt };
  return newestFirst(db.select(columns).from(t).$dynamic(), t, r, page, favoritesOnly ? eq(t.isFavorite, true) : undefined);
}

export async function listNameDownloads(db: Db, r: TimeRange, page: Page) {
  const t = nameDownloads;
  const columns = { id: t.id, bandNames: t.bandNames, nameCount: t.nameCount, downloadType: t.downloadType, genre: t.genre, ipAddress: t.ipAddress, createdAt: t.createdAt };
  return newestFirst(db.select(columns).from(t).$dynamic(), t, r, page);
}

export async function listAlbumInteractions(db: Db, r: TimeRange, page: Page) {
  const t = albumCoverInteractions;
  const columns = {
    id: t.id, interactionType: t.interactionType, bandName: t.bandName, genre: t.genre, vibe: t.vibe,
    artStyle: t.artStyle, imageUrl: t.imageUrl, ipAddress: t.ipAddress, createdAt: t.createdAt,
  };
  return newestFirst(db.select(columns).from(t).$dynamic(), t, r, page);
}

export async function listPromotionClicks(db: Db, r: TimeRange, page: Page) {
  const t = premiumPromotionClicks;
  return newestFirst(db.select({ id: t.id, clickSource: t.clickSource, limitType: t.limitType, ipAddress: t.ipAddress, createdAt: t.createdAt }).from(t).$dynamic(), t, r, page);
}

export async function listSurveys(db: Db, r: TimeRange, page: Page) {
  const t = bandChallengeSurvey;
  return newestFirst(db.select({ id: t.id, challenge: t.challenge, otherText: t.otherText, ipAddress: t.ipAddress, createdAt: t.createdAt }).from(t).$dynamic(), t, r, page);
}

const emailSignupColumns = {
  id: emailSignups.id, email: emailSignups.email, source: emailSignups.source, createdAt: emailSignups.createdAt, ipAddress: emailSignups.ipAddress, notes: emailSignups.notes,
};

export async function listEmailSignups(db: Db, r: TimeRange, page: Page) {
  return newestFirst(db.select(emailSignupColumns).from(emailSignups).$dynamic(), emailSignups, r, page);
}

export async function listUserFeedback(db: Db, r: TimeRange, page: Page) {
  const t = userFeedback;
  return newestFirst(db.select({ id: t.id, rating: t.rating, comment: t.comment, ipAddress: t.ipAddress, createdAt: t.createdAt }).from(t).$dynamic(), t, r, page);
}

const albumFeedbackColumns = {
  id: albumCoverFeedback.id,
  bandId: albumCoverFeedback.bandId,
  bandName: albumCoverFeedback.bandName,
  genre: albumCoverFeedback.genre,
  feedback: albumCoverFeedback.feedback,
  albumCoverStyle: albumCoverFeedback.albumCoverStyle,
  createdAt: albumCoverFeedback.createdAt,
};

export async function listAlbumFeedback(db: Db, r: TimeRange, page: Page, onlyFeedback?: string) {
  const t = albumCoverFeedback;
  return newestFirst(db.select(albumFeedbackColumns).from(t).$dynamic(), t, r, page, onlyFeedback !== undefined ? eq(t.feedback, onlyFeedback) : undefined);
}

// ---- Submissions ----

export type SubmissionSource = 'generator' | 'contact';

/** A generator submission: source 'generator', or (older rows) the generator's subject with no sender. */
export const IS_GENERATOR = sql`(${formSubmissions.source} = 'generator' or (${formSubmissions.subject} = 'Band Name Generation' and ${formSubmissions.email} is null))`;
const sourceFilter = (source: SubmissionSource | undefined): SQL | undefined =>
  source === 'generator' ? IS_GENERATOR : source === 'contact' ? sql`not ${IS_GENERATOR}` : undefined;

const submissionColumns = {
  id: formSubmissions.id,
  source: formSubmissions.source,
  subject: formSubmissions.subject,
  genre: formSubmissions.genre,
  influences: formSubmissions.influences,
  vibe: formSubmissions.vibe,
  name: formSubmissions.name,
  email: formSubmissions.email,
  message: formSubmissions.message,
  ipAddress: formSubmissions.ipAddress,
  createdAt: formSubmissions.createdAt,
};
export type SubmissionRow = Awaited<ReturnType<typeof listSubmissions>>[number];

export async function listSubmissions(db: Db, r: TimeRange, page: Page, source?: SubmissionSource) {
  return newestFirst(db.select(submissionColumns).from(formSubmissions).$dynamic(), formSubmissions, r, page, sourceFilter(source));
}

/** Generator submissions grouped by their inputs, most frequent first. */
export async function aggregateSubmissions(db: Db, r: TimeRange, limit: number, offset: number) {
  const found = await rows(
    db,
    sql`select genre, influences, vibe, count(*)::int as count, min(created_at) as first_seen, max(created_at) as last_seen
        from form_submissions
        where ${inRange(sql`created_at`, r)} and ${IS_GENERATOR}
        group by genre, influences, vibe
        order by count(*) desc, max(created_at) desc, genre, influences, vibe
        limit ${limit} offset ${offset}`,
  );
  return found.map((x) => ({ genre: str(x.genre), influences: str(x.influences), vibe: str(x.vibe), count: num(x.count), firstSeen: date(x.first_seen), lastSeen: date(x.last_seen) }));
}

/** Submissions in id order from afterId on, for the export (all of them when no range is given). */
export async function submissionsPage(db: Db, r: TimeRange | undefined, afterId: number, limit: number, source?: SubmissionSource): Promise<SubmissionRow[]> {
  const t = formSubmissions;
  return db
    .select(submissionColumns)
    .from(t)
    .where(and(sql`${t.id} > ${afterId}`, r ? gte(t.createdAt, r.from) : undefined, r ? lt(t.createdAt, r.to) : undefined, sourceFilter(source)))
    .orderBy(t.id)
    .limit(limit);
}

export async function emailSignupsPage(db: Db, r: TimeRange | undefined, afterId: number, limit: number) {
  const t = emailSignups;
  return db
    .select(emailSignupColumns)
    .from(t)
    .where(and(sql`${t.id} > ${afterId}`, r ? gte(t.createdAt, r.from) : undefined, r ? lt(t.createdAt, r.to) : undefined))
    .orderBy(t.id)
    .limit(limit);
}

// ---- Aggregates ----

/** The names generated more than once in the range (any case), most often first. Byte order
 * (collate "C") for the name's spelling and ties: the locale's rules cost more than the grouping. */
export async function aggregateBandNames(db: Db, r: TimeRange, limit: number, offset: number) {
  const found = await rows(
    db,
    // First the keys that repeat (an integer grouping), then the exact spellings of those rows only.
    sql`with repeated as (
          select name_key from band_names where ${inRange(sql`created_at`, r)} group by name_key having count(*) > 1
        )
        select min(name collate "C") as name, count(*)::int as count, (count(*) filter (where is_favorite))::int as liked,
               min(created_at) as first_seen, max(created_at) as last_seen
        from band_names where ${inRange(sql`created_at`, r)} and name_key in (select name_key from repeated)
        group by lower(name)
        having count(*) > 1
        order by count(*) desc, max(created_at) desc, 1
        limit ${limit} offset ${offset}`,
  );
  return found.map((x) => ({ name: String(x.name), count: num(x.count), liked: num(x.liked), firstSeen: date(x.first_seen), lastSeen: date(x.last_seen) }));
}

/** The genres with the most names in the range: names and likes. */
export async function bandNameLikesByGenre(db: Db, s: SplitRange, top: number) {
  const found = await rows(
    db,
    sql`select genre, sum(total)::int as total, sum(liked)::int as liked from (
          select genre, count(*) as total, count(*) filter (where is_favorite) as liked
            from band_names where ${inRange(sql`created_at`, s.live)} group by genre
          union all
          select genre, sum(names), sum(liked) from daily_genre_activity where ${rolledDays(s)} and names > 0 group by genre
        ) x group by genre order by sum(total) desc, genre limit ${top}`,
  );
  return found.map((x) => ({ genre: String(x.genre), total: num(x.total), liked: num(x.liked) }));
}

/** The genres with the most generated covers: generations, downloads and regenerations. */
export async function albumInteractionsByGenre(db: Db, s: SplitRange, top: number) {
  const found = await rows(
    db,
    sql`select genre, sum(generated)::int as generated, sum(downloaded)::int as downloaded, sum(regenerated)::int as regenerated,
               sum(generated + downloaded + regenerated) as actions from (
          select genre,
                 count(*) filter (where interaction_type = 'generate') as generated,
                 count(*) filter (where interaction_type = 'download') as downloaded,
                 count(*) filter (where interaction_type = 'regenerate') as regenerated
            from album_cover_interactions
            where ${inRange(sql`created_at`, s.live)} and genre is not null and genre <> '' and interaction_type in ('generate', 'download', 'regenerate')
            group by genre
          union all
          select genre, sum(covers_generated), sum(covers_downloaded), sum(covers_regenerated)
            from daily_genre_activity where ${rolledDays(s)} and covers_generated + covers_downloaded + covers_regenerated > 0 group by genre
        ) x group by genre order by sum(generated) desc, sum(generated + downloaded + regenerated) desc, genre limit ${top}`,
  );
  return found.map((x) => ({ genre: String(x.genre), generated: num(x.generated), downloaded: num(x.downloaded), regenerated: num(x.regenerated) }));
}

/** Cover feedback per style, or per genre: answers and loves. */
export async function albumFeedbackStats(db: Db, r: TimeRange, by: 'album_cover_style' | 'genre', love: string, top: number) {
  const column = sql.raw(by);
  const found = await rows(
    db,
    sql`select ${column} as key, count(*)::int as total, (count(*) filter (where feedback = ${love}))::int as loved
        from album_cover_feedback where ${inRange(sql`created_at`, r)}
        group by ${column} order by count(*) desc, ${column} limit ${top}`,
  );
  return found.map((x) => ({ key: str(x.key), total: num(x.total), loved: num(x.loved) }));
}

// ---- API usage ----

export interface UsageRow {
  api_type: string | null;
  endpoint: string | null;
  model: string | null;
  call_count: number;
  total_tokens: number;
  total_cost_cents: number;
  error_count: number;
  date: string;
}

export async function apiUsageByDay(db: Db, s: SplitRange): Promise<UsageRow[]> {
  const found = await rows(
    db,
    sql`select date, nullif(api_type, '') as api_type, nullif(endpoint, '') as endpoint, nullif(model, '') as model, sum(calls)::int as call_count,
               sum(tokens)::bigint as total_tokens, sum(cost)::float8 as total_cost_cents, sum(errors)::int as error_count
        from (
          select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as date, coalesce(api_type, '') as api_type, coalesce(endpoint, '') as endpoint,
                 coalesce(model, '') as model, count(*) as calls, coalesce(sum(total_tokens), 0) as tokens, coalesce(sum(estimated_cost), 0) as cost,
                 count(*) filter (where not is_success) as errors
            from api_usage_logs where ${inRange(sql`created_at`, s.live)} group by 1, 2, 3, 4
          union all
          select to_char(day, 'YYYY-MM-DD'), api_type, endpoint, model, calls, tokens, cost_cents, errors from daily_api_costs where ${rolledDays(s)}
        ) x
        group by date, api_type, endpoint, model
        order by date desc, total_cost_cents desc, api_type, endpoint, model`,
  );
  return found.map((x) => ({
    api_type: str(x.api_type),
    endpoint: str(x.endpoint),
    model: str(x.model),
    call_count: num(x.call_count),
    total_tokens: num(x.total_tokens),
    total_cost_cents: num(x.total_cost_cents),
    error_count: num(x.error_count),
    date: String(x.date),
  }));
}

export async function apiUsageTotals(db: Db, s: SplitRange): Promise<{ costCents: number; calls: number; errors: number }> {
  const [x] = await rows(
    db,
    sql`select coalesce(sum(cost), 0)::float8 as cost, coalesce(sum(calls), 0)::bigint as calls, coalesce(sum(errors), 0)::bigint as errors from (
          select sum(estimated_cost) as cost, count(*) as calls, count(*) filter (where not is_success) as errors
            from api_usage_logs where ${inRange(sql`created_at`, s.live)}
          union all
          select sum(cost_cents), sum(calls), sum(errors) from daily_api_costs where ${rolledDays(s)}
        ) x`,
  );
  return { costCents: num(x?.cost), calls: num(x?.calls), errors: num(x?.errors) };
}

// ---- Summary and sessions ----

/** A stored address, or null when it was blanked or never known. */
const knownAddress = (column: SQL) => sql`case when ${column} is null or trim(${column}) = '' or lower(trim(${column})) = 'unknown' then null else ${column} end`;

/**
 * One row per visitor address over everything that marks a session (names, likes, name downloads,
 * cover actions), with first and last time seen and whether the address is internal. Each table is
 * grouped by its raw address first, so the address rules run once per address, not once per row.
 */
function perAddress(s: SplitRange, rule: InternalAddressRule): SQL {
  const within = inRange(sql`created_at`, s.live);
  // int4 counts: sum() of int4 is a fast int8, where sum() of a bigint count would be numeric.
  return sql`
    with raw as (
      select ip_address, min(created_at) as first_seen, max(created_at) as last_seen, count(*)::int as names,
             (count(*) filter (where is_favorite))::int as likes, 0 as downloads, 0 as covers_generated, 0 as cover_downloads, 0 as covers
        from band_names where ${within} group by ip_address
      union all
      select ip_address, min(created_at), max(created_at), 0, 0, count(*)::int, 0, 0, 0
        from name_downloads where ${within} group by ip_address
      union all
      select ip_address, min(created_at), max(created_at), 0, 0, 0,
             (count(*) filter (where interaction_type = 'generate'))::int, (count(*) filter (where interaction_type = 'download'))::int, count(*)::int
        from album_cover_interactions where ${within} group by ip_address
      union all
      select ip_address, first_seen, last_seen, names, likes, downloads, covers_generated, cover_downloads, cover_actions
        from daily_address_activity where ${rolledDays(s)}
    ),
    by_address as (
      select ${knownAddress(sql`ip_address`)} as ip, min(first_seen) as first_seen, max(last_seen) as last_seen, sum(names) as names, sum(likes) as likes,
             sum(downloads) as downloads, sum(covers_generated) as covers_generated, sum(cover_downloads) as cover_downloads, sum(covers) as covers
      from raw group by 1
    )
    -- The blanked addresses (ip null) are one 'Unknown IP' row, never internal.
    select *, ${internalAddressSql(rule, sql`ip`)} as internal from by_address`;
}

export interface SummaryCounts {
  namesGenerated: number;
  likes: number;
  downloads: number;
  coversGenerated: number;
  coverDownloads: number;
  premiumClicks: number;
  emailSignups: number;
  sessions: number;
  developmentNamesHidden: number;
  internalAddresses: number;
}

/**
 * The summary's numbers and one page of real visitors' sessions (one per address; blanked
 * addresses together), the latest first, from one pass over the addresses.
 */
export async function summaryAndSessions(
  db: Db,
  r: TimeRange,
  s: SplitRange,
  rule: InternalAddressRule,
  page: { limit: number; offset: number },
): Promise<{ counts: SummaryCounts; sessions: SessionRow[] }> {
  const real = sql`not ${internalAddressSql(rule, sql`ip_address`)}`;
  const within = inRange(sql`created_at`, r);
  const [x] = await rows(
    db,
    // Materialised: computed once for both answers, and the address rules run once per address,
    // not pushed below the GROUP BY into every row.
    sql`with s as materialized (${perAddress(s, rule)})
        select
          coalesce(sum(names) filter (where not internal), 0)::int as names_generated,
          coalesce(sum(likes) filter (where not internal), 0)::int as likes,
          coalesce(sum(names) filter (where internal), 0)::int as development_names_hidden,
          coalesce(sum(downloads) filter (where not internal), 0)::int as downloads,
          coalesce(sum(covers_generated) filter (where not internal), 0)::int as covers_generated,
          coalesce(sum(cover_downloads) filter (where not internal), 0)::int as cover_downloads,
          (count(*) filter (where not internal))::int as sessions,
          (count(*) filter (where internal))::int as internal_addresses,
          (select count(*) from premium_promotion_clicks where ${within} and ${real})::int as premium_clicks,
          (select count(*) from email_signups where ${within} and ${real})::int as email_signups,
          (select coalesce(json_agg(p), '[]'::json) from (
             select ip, first_seen, last_seen, names, likes, downloads, covers from s where not internal
             order by last_seen desc, ip limit ${page.limit} offset ${page.offset}) p) as page
        from s`,
  );
  const found = (typeof x?.page === 'string' ? JSON.parse(x.page) : (x?.page ?? [])) as Row[];
  return {
    counts: {
      namesGenerated: num(x?.names_generated),
      likes: num(x?.likes),
      downloads: num(x?.downloads),
      coversGenerated: num(x?.covers_generated),
      coverDownloads: num(x?.cover_downloads),
      premiumClicks: num(x?.premium_clicks),
      emailSignups: num(x?.email_signups),
      sessions: num(x?.sessions),
      developmentNamesHidden: num(x?.development_names_hidden),
      internalAddresses: num(x?.internal_addresses),
    },
    sessions: found.map((y) => ({
      address: str(y.ip),
      firstSeen: date(y.first_seen),
      lastSeen: date(y.last_seen),
      names: num(y.names),
      likes: num(y.likes),
      downloads: num(y.downloads),
      coverActions: num(y.covers),
    })),
  };
}

export interface SessionRow {
  /** Null for 'Unknown IP'. */
  address: string | null;
  firstSeen: Date;
  lastSeen: Date;
  names: number;
  likes: number;
  downloads: number;
  coverActions: number;
}
