// What the owner needs beyond the spec's tabs: traffic (first-party page views and events, with
// daily visitors and generations for the chart) and revenue (premium users by plan, money by
// week, cancellations, and the funnel from upgrade click to checkout started to paid). Same date
// range rules as admin-data.ts.
import { z } from 'zod';

const count = z.number().int().min(0);
const cents = z.number().int();
const percentage = z.number().int().min(0).max(100);

export const adminTrafficDaySchema = z.object({
  /** UTC day, YYYY-MM-DD; every day of the range is there, quiet ones with zeros. */
  day: z.string(),
  /** Distinct visitors with a page view (by address, else by the browser tab's id). */
  visitors: count,
  pageViews: count,
  names: count,
  covers: count,
});

export const adminTrafficResponseSchema = z.object({
  daily: z.array(adminTrafficDaySchema),
  /** Events of the range by name, most frequent first. */
  events: z.array(z.object({ name: z.string(), count })),
  topPages: z.array(z.object({ path: z.string(), views: count })),
});
export type AdminTrafficResponse = z.infer<typeof adminTrafficResponseSchema>;

export const adminEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string().nullable(),
  properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export const adminEventListSchema = z.array(adminEventSchema);

export const adminRevenueWeekSchema = z.object({
  /** The Monday (UTC) the week starts on. */
  week: z.string(),
  subscriptionCents: cents,
  lifetimeCents: cents,
  tipCents: cents,
  purchases: count,
  cancellations: count,
});

export const adminRevenueResponseSchema = z.object({
  /** Premium users today: a live monthly subscription, or lifetime access. */
  premiumUsers: z.object({ monthly: count, lifetime: count, total: count }),
  weekly: z.array(adminRevenueWeekSchema),
  totals: z.object({ subscriptionCents: cents, lifetimeCents: cents, tipCents: cents, purchases: count, cancellations: count }),
  funnel: z.object({
    /** Clicks on an upgrade button (the sales page's, the upgrade modals' and the promotions'). */
    upgradeClicks: count,
    checkoutsStarted: count,
    paid: count,
    /** Null when the step before counted nothing: a rate with no base is not 0%. */
    clickToCheckoutPercentage: percentage.nullable(),
    checkoutToPaidPercentage: percentage.nullable(),
  }),
});
export type AdminRevenueResponse = z.infer<typeof adminRevenueResponseSchema>;
