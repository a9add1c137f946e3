// Traffic and revenue for the owner (admin-insights.ts contract).
import type { AdminListQuery, AdminRangeQuery } from '@shared/contracts/admin-data';
import type { AdminRevenueResponse, AdminTrafficResponse } from '@shared/contracts/admin-insights';
import type { AppContext } from '@server/app-context';
import { rollupThroughDay } from '../maintenance/rollups';
import { splitRange } from './admin-data.repo';
import { resolveRange, wholePercentage } from './admin-data.service';
import * as repo from './admin-insights.repo';

const TOP_EVENTS = 30;
const TOP_PAGES = 15;

export async function traffic(ctx: AppContext, q: AdminRangeQuery): Promise<AdminTrafficResponse> {
  const range = resolveRange(ctx.clock.now(), q);
  const split = splitRange(range, await rollupThroughDay(ctx.db));
  return {
    daily: await repo.trafficByDay(ctx.db, range.fromDay, range.toDay, split),
    events: await repo.eventCounts(ctx.db, range, TOP_EVENTS),
    topPages: await repo.topPages(ctx.db, range, TOP_PAGES),
  };
}

export async function eventsList(ctx: AppContext, q: AdminListQuery) {
  const found = await repo.listEvents(ctx.db, resolveRange(ctx.clock.now(), q), { limit: q.limit, before: q.before });
  return found.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() }));
}

export async function revenue(ctx: AppContext, q: AdminRangeQuery): Promise<AdminRevenueResponse> {
  const range = resolveRange(ctx.clock.now(), q);
  const weekly = await repo.revenueByWeek(ctx.db, range);
  const sum = (key: 'subscriptionCents' | 'lifetimeCents' | 'tipCents' | 'purchases' | 'cancellations') => weekly.reduce((n, w) => n + w[key], 0);
  const f = await repo.funnel(ctx.db, range);
  return {
    premiumUsers: await repo.premiumUsers(ctx.db),
    weekly,
    totals: { subscriptionCents: sum('subscriptionCents'), lifetimeCents: sum('lifetimeCents'), tipCents: sum('tipCents'), purchases: sum('purchases'), cancellations: sum('cancellations') },
    funnel: { ...f, clickToCheckoutPercentage: stepRate(f.checkoutsStarted, f.upgradeClicks), checkoutToPaidPercentage: stepRate(f.paid, f.checkoutsStarted) },
  };
}

/** A funnel step's share of the step before; null when that step counted nothing. */
function stepRate(part: number, before: number): number | null {
  return before > 0 ? wholePercentage(part, before) : null;
}
