// The admin dashboard's data: the date range, the paging, section 9's formats (whole-percentage
// rates, session durations, dollars from cents) and the internal-address rule of section 6 applied
// to what the repo computes in SQL.
import {
  ADMIN_DEFAULT_RANGE_DAYS,
  ADMIN_RECENT_NAMES_MAX,
  ADMIN_TOP_GENRES,
  ADMIN_WEEK_DAYS,
  ALBUM_FEEDBACK_LOVE,
  SINGLE_SESSION,
  UNKNOWN_IP,
  type AdminAggregateQuery,
  type AdminAlbumFeedbackResponse,
  type AdminApiUsageResponse,
  type AdminBandName,
  type AdminBandNamesResponse,
  type AdminListQuery,
  type AdminRangeQuery,
  type AdminSubmissionsQuery,
  type AdminSummaryResponse,
  type AdminUserSession,
} from '@shared/contracts/admin-data';
import type { AppContext } from '@server/app-context';
import * as repo from './admin-data.repo';
import type { SessionRow, TimeRange, UsageRow } from './admin-data.repo';
import { configuredInternalRule, isInternalAddress } from './internal-addresses';
import { rollupThroughDay } from '../maintenance/rollups';

/** The range split between the daily rollups and the live tables. */
async function split(ctx: AppContext, r: TimeRange): Promise<repo.SplitRange> {
  return repo.splitRange(r, await rollupThroughDay(ctx.db));
}

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

export interface ResolvedRange extends TimeRange {
  /** First and last day, inclusive, as asked or defaulted. */
  fromDay: string;
  toDay: string;
}

/** The asked days, by default the last 30 days up to today (UTC) by the app's clock. */
export function resolveRange(now: Date, q: AdminRangeQuery): ResolvedRange {
  const toDay = q.to ?? (q.from && q.from > dayOf(now) ? q.from : dayOf(now));
  const fromDay = q.from ?? dayOf(new Date(startOfDay(toDay).getTime() - (ADMIN_DEFAULT_RANGE_DAYS - 1) * DAY_MS));
  return { fromDay, toDay, from: startOfDay(fromDay), to: new Date(startOfDay(toDay).getTime() + DAY_MS) };
}

/** A rate as a rounded whole percentage, never above 100. */
export function wholePercentage(part: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((part * 100) / total));
}

/** Whole minutes between first and last seen, or 'Single session' when there is no span. */
export function sessionDuration(firstSeen: Date, lastSeen: Date): { durationMinutes: number | null; duration: string } {
  const ms = lastSeen.getTime() - firstSeen.getTime();
  if (ms <= 0) return { durationMinutes: null, duration: SINGLE_SESSION };
  const minutes = Math.round(ms / 60_000);
  return { durationMinutes: minutes, duration: `${minutes} minute${minutes === 1 ? '' : 's'}` };
}

const withIso = <T extends { createdAt: Date }>(row: T): Omit<T, 'createdAt'> & { createdAt: string } => ({ ...row, createdAt: row.createdAt.toISOString() });
const page = (q: AdminListQuery): repo.Page => ({ limit: q.limit, before: q.before });

export async function bandNamesList(ctx: AppContext, q: AdminListQuery, favoritesOnly: boolean): Promise<AdminBandName[]> {
  const rule = configuredInternalRule(ctx.config);
  const found = await repo.listBandNames(ctx.db, resolveRange(ctx.clock.now(), q), page(q), favoritesOnly);
  return found.map((row) => ({ ...withIso(row), isInternal: isInternalAddress(rule, row.ipAddress) }));
}

export async function bandNamesOverview(ctx: AppContext, q: AdminListQuery): Promise<AdminBandNamesResponse> {
  const range = resolveRange(ctx.clock.now(), q);
  const raw = await bandNamesList(ctx, { ...q, limit: Math.min(q.limit, ADMIN_RECENT_NAMES_MAX) }, false);
  const aggregated = await repo.aggregateBandNames(ctx.db, range, Math.min(q.limit, ADMIN_RECENT_NAMES_MAX), 0);
  return { raw, aggregated: aggregated.map((a) => ({ ...a, firstSeen: a.firstSeen.toISOString(), lastSeen: a.lastSeen.toISOString() })) };
}

export async function nameDownloadsList(ctx: AppContext, q: AdminListQuery) {
  return (await repo.listNameDownloads(ctx.db, resolveRange(ctx.clock.now(), q), page(q))).map(withIso);
}

export async function albumInteractionsList(ctx: AppContext, q: AdminListQuery) {
  return (await repo.listAlbumInteractions(ctx.db, resolveRange(ctx.clock.now(), q), page(q))).map(withIso);
}

export async function albumInteractionsByGenre(ctx: AppContext, q: AdminRangeQuery) {
  const found = await repo.albumInteractionsByGenre(ctx.db, await split(ctx, resolveRange(ctx.clock.now(), q)), ADMIN_TOP_GENRES);
  return found.map((g) => ({
    ...g,
    downloadPercentage: wholePercentage(g.downloaded, g.generated),
    regenerationPercentage: wholePercentage(g.regenerated, g.generated),
  }));
}

export async function promotionClicksList(ctx: AppContext, q: AdminListQuery) {
  return (await repo.listPromotionClicks(ctx.db, resolveRange(ctx.clock.now(), q), page(q))).map(withIso);
}

export async function surveysList(ctx: AppContext, q: AdminListQuery) {
  return (await repo.listSurveys(ctx.db, resolveRange(ctx.clock.now(), q), page(q))).map(withIso);
}

export async function emailSignupsList(ctx: AppContext, q: AdminListQuery) {
  return (await repo.listEmailSignups(ctx.db, resolveRange(ctx.clock.now(), q), page(q))).map(withIso);
}

export async function userFeedbackList(ctx: AppContext, q: AdminListQuery) {
  return (await repo.listUserFeedback(ctx.db, resolveRange(ctx.clock.now(), q), page(q))).map(withIso);
}

export async function submissionsOverview(ctx: AppContext, q: AdminSubmissionsQuery) {
  const range = resolveRange(ctx.clock.now(), q);
  const raw = await repo.listSubmissions(ctx.db, range, page(q), q.source);
  // Contact messages have no generator inputs to group.
  const aggregated = q.source === 'contact' ? [] : await repo.aggregateSubmissions(ctx.db, range, q.limit, 0);
  return {
    raw: raw.map(({ ipAddress: _ip, ...row }) => ({ ...withIso(row), source: row.source ?? 'contact' })),
    aggregated: aggregated.map((a) => ({ ...a, firstSeen: a.firstSeen.toISOString(), lastSeen: a.lastSeen.toISOString() })),
  };
}

export async function bandNameLikesByGenre(ctx: AppContext, q: AdminRangeQuery) {
  const found = await repo.bandNameLikesByGenre(ctx.db, await split(ctx, resolveRange(ctx.clock.now(), q)), ADMIN_TOP_GENRES);
  return found.map((g) => ({ ...g, likePercentage: wholePercentage(g.liked, g.total) }));
}

export async function albumFeedbackOverview(ctx: AppContext, q: AdminListQuery): Promise<AdminAlbumFeedbackResponse> {
  const range = resolveRange(ctx.clock.now(), q);
  const raw = await repo.listAlbumFeedback(ctx.db, range, page(q));
  const stats = await repo.albumFeedbackStats(ctx.db, range, 'album_cover_style', ALBUM_FEEDBACK_LOVE, q.limit);
  const loved = await repo.listAlbumFeedback(ctx.db, range, { limit: q.limit }, ALBUM_FEEDBACK_LOVE);
  return {
    raw: raw.map(withIso),
    stats: stats.map((s) => ({ albumCoverStyle: s.key, total: s.total, loved: s.loved, lovePercentage: wholePercentage(s.loved, s.total) })),
    lovedCovers: loved.map(withIso),
  };
}

export async function albumFeedbackByGenre(ctx: AppContext, q: AdminRangeQuery) {
  const found = await repo.albumFeedbackStats(ctx.db, resolveRange(ctx.clock.now(), q), 'genre', ALBUM_FEEDBACK_LOVE, ADMIN_TOP_GENRES);
  return found.map((s) => ({ genre: s.key ?? 'Unknown', total: s.total, loved: s.loved, lovePercentage: wholePercentage(s.loved, s.total) }));
}

const dollars = (cents: number) => cents / 100;

function usageSummary(rows: readonly UsageRow[], today: string) {
  let cost = 0;
  let todayCost = 0;
  let calls = 0;
  let errors = 0;
  for (const r of rows) {
    cost += r.total_cost_cents;
    if (r.date === today) todayCost += r.total_cost_cents;
    calls += r.call_count;
    errors += r.error_count;
  }
  return { todayCostDollars: dollars(todayCost), totalCostDollars: dollars(cost), totalCalls: calls, totalErrors: errors };
}

export async function apiUsage(ctx: AppContext, q: AdminRangeQuery): Promise<AdminApiUsageResponse> {
  const now = ctx.clock.now();
  const range = resolveRange(now, q);
  const today = dayOf(now);
  const week: TimeRange = { from: new Date(range.to.getTime() - ADMIN_WEEK_DAYS * DAY_MS), to: range.to };
  const through = await rollupThroughDay(ctx.db);
  const dailyStats = await repo.apiUsageByDay(ctx.db, repo.splitRange(week, through));
  const todayStats = await repo.apiUsageByDay(ctx.db, repo.splitRange({ from: startOfDay(today), to: new Date(startOfDay(today).getTime() + DAY_MS) }, through));
  const totals = await repo.apiUsageTotals(ctx.db, repo.splitRange(range, through));
  const todayCostDollars = usageSummary(todayStats, today).todayCostDollars;
  return {
    weeklyStats: { dailyStats, summary: { ...usageSummary(dailyStats, today), todayCostDollars } },
    todayStats,
    summary: { todayCostDollars, totalCostDollars: dollars(totals.costCents), totalCalls: totals.calls, totalErrors: totals.errors },
  };
}

function toSession(row: SessionRow): AdminUserSession {
  return {
    address: row.address ?? UNKNOWN_IP,
    firstSeen: row.firstSeen.toISOString(),
    lastSeen: row.lastSeen.toISOString(),
    ...sessionDuration(row.firstSeen, row.lastSeen),
    names: row.names,
    likes: row.likes,
    downloads: row.downloads,
    coverActions: row.coverActions,
  };
}

export async function summary(ctx: AppContext, q: AdminAggregateQuery): Promise<AdminSummaryResponse> {
  const range = resolveRange(ctx.clock.now(), q);
  const rule = configuredInternalRule(ctx.config);
  const parts = await split(ctx, range);
  const { counts, sessions } = await repo.summaryAndSessions(ctx.db, range, parts, rule, q);
  return { from: range.fromDay, to: range.toDay, ...counts, userSessions: sessions.map(toSession) };
}
