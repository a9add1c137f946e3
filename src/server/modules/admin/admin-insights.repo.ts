// The traffic and revenue views' queries. Traffic reads whole past days from the daily rollups
// and the rest live (SplitRange, as the summary does); revenue reads the purchase records, which
// stay small (one row per checkout).
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { analyticsEvents } from '@server/db/schema/index';
import { ANALYTICS_EVENTS, PAGE_VIEW_EVENT } from '@shared/catalog/analytics-events';
import { newestFirst, type Page, type SplitRange, type TimeRange } from './admin-data.repo';

type Row = Record<string, unknown>;
async function rows(db: Db, query: SQL): Promise<Row[]> {
  return (await db.execute(query) as unknown as { rows: Row[] }).rows;
}
const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const within = (r: TimeRange, column = sql`created_at`) => sql`${column} >= ${ts(r.from)} and ${column} < ${ts(r.to)}`;
const rolled = (s: SplitRange) => (s.rolled ? sql`day >= ${s.rolled.fromDay}::date and day <= ${s.rolled.toDay}::date` : sql`false`);
const utcDate = sql`(created_at at time zone 'UTC')::date`;

/** Every day from fromDay to toDay with its visitors, page views, names and covers generated. */
export async function trafficByDay(db: Db, fromDay: string, toDay: string, s: SplitRange) {
  const found = await rows(
    db,
    sql`with visits as (
          select day, page_views, visitors from daily_visits where ${rolled(s)}
          union all
          select ${utcDate}, count(*), count(distinct coalesce(nullif(ip_address, ''), visitor_id))
            from analytics_events where name = ${PAGE_VIEW_EVENT} and ${within(s.live)} group by 1
        ),
        made as (
          select day, sum(names) as names, sum(covers_generated) as covers from daily_address_activity where ${rolled(s)} group by day
          union all
          select ${utcDate}, count(*), 0 from band_names where ${within(s.live)} group by 1
          union all
          select ${utcDate}, 0, count(*) from album_cover_interactions where interaction_type = 'generate' and ${within(s.live)} group by 1
        )
        select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(v.page_views, 0) as page_views, coalesce(v.visitors, 0) as visitors,
               coalesce(m.names, 0) as names, coalesce(m.covers, 0) as covers
        from generate_series(${fromDay}::date, ${toDay}::date, interval '1 day') as d(day)
        left join (select day, sum(page_views) as page_views, sum(visitors) as visitors from visits group by day) v on v.day = d.day::date
        left join (select day, sum(names) as names, sum(covers) as covers from made group by day) m on m.day = d.day::date
        order by d.day`,
  );
  return found.map((x) => ({ day: String(x.day), visitors: num(x.visitors), pageViews: num(x.page_views), names: num(x.names), covers: num(x.covers) }));
}

export async function eventCounts(db: Db, r: TimeRange, top: number) {
  const found = await rows(db, sql`select name, count(*)::int as count from analytics_events where ${within(r)} group by name order by count(*) desc, name limit ${top}`);
  return found.map((x) => ({ name: String(x.name), count: num(x.count) }));
}

export async function topPages(db: Db, r: TimeRange, top: number) {
  const found = await rows(
    db,
    sql`select coalesce(path, '') as path, count(*)::int as views from analytics_events where name = ${PAGE_VIEW_EVENT} and ${within(r)}
        group by 1 order by count(*) desc, 1 limit ${top}`,
  );
  return found.map((x) => ({ path: String(x.path), views: num(x.views) }));
}

export async function listEvents(db: Db, r: TimeRange, page: Page) {
  const t = analyticsEvents;
  return newestFirst(db.select({ id: t.id, name: t.name, path: t.path, properties: t.properties, ipAddress: t.ipAddress, createdAt: t.createdAt }).from(t).$dynamic(), t, r, page);
}

/** Subscription states that still pay or will (Stripe's words). */
const LIVE_STATES = ['active', 'trialing', 'past_due'];

export async function premiumUsers(db: Db) {
  const [x] = await rows(
    db,
    sql`select (count(*) filter (where lifetime_access))::int as lifetime,
               (count(*) filter (where not lifetime_access and subscription_status in (${sql.join(LIVE_STATES.map((s) => sql`${s}`), sql`, `)})))::int as monthly
        from users`,
  );
  const monthly = num(x?.monthly);
  const lifetime = num(x?.lifetime);
  return { monthly, lifetime, total: monthly + lifetime };
}

/** Money taken per week (completed checkouts) and subscriptions cancelled per week. */
export async function revenueByWeek(db: Db, r: TimeRange) {
  const week = (column: SQL) => sql`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const found = await rows(
    db,
    sql`select week, sum(subscription)::int as subscription, sum(lifetime)::int as lifetime, sum(tips)::int as tips,
               sum(purchases)::int as purchases, sum(cancellations)::int as cancellations
        from (
          select ${week(sql`completed_at`)} as week,
                 coalesce(sum(amount_cents) filter (where kind = 'plan' and plan = 'monthly'), 0) as subscription,
                 coalesce(sum(amount_cents) filter (where kind = 'plan' and plan = 'lifetime'), 0) as lifetime,
                 coalesce(sum(amount_cents) filter (where kind = 'tip'), 0) as tips,
                 count(*) as purchases, 0 as cancellations
            from checkout_sessions where status = 'complete' and ${within(r, sql`completed_at`)} group by 1
          union all
          select ${week(sql`subscription_state_at`)}, 0, 0, 0, 0, count(*)
            from users where subscription_status = 'canceled' and ${within(r, sql`subscription_state_at`)} group by 1
        ) x group by week order by week desc`,
  );
  return found.map((x) => ({
    week: String(x.week),
    subscriptionCents: num(x.subscription),
    lifetimeCents: num(x.lifetime),
    tipCents: num(x.tips),
    purchases: num(x.purchases),
    cancellations: num(x.cancellations),
  }));
}

/** Upgrade clicks, then plan checkouts started in the range, then those of them paid. */
export async function funnel(db: Db, r: TimeRange) {
  const clicks = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(analyticsEvents)
    .where(sql`${inArray(analyticsEvents.name, [ANALYTICS_EVENTS.upgradeClick, ANALYTICS_EVENTS.premiumUpgradeClick])} and ${within(r)}`);
  const [x] = await rows(
    db,
    sql`select count(*)::int as started, (count(*) filter (where status = 'complete'))::int as paid
        from checkout_sessions where kind = 'plan' and ${within(r)}`,
  );
  return { upgradeClicks: num(clicks[0]?.n), checkoutsStarted: num(x?.started), paid: num(x?.paid) };
}
