// Daily rollups the admin dashboard reads instead of scanning a million raw rows, and the rows
// that let one instance at a time run each scheduled maintenance task (modules/maintenance).
// A rollup holds whole UTC days up to rollup_progress.through_day; newer days are read live from
// the raw tables, so the dashboard is never behind.
import { bigint, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { IP_ADDRESS_MAX } from '@shared/catalog/limits';

/** One row per scheduled task: the instance whose conditional UPDATE moves last_run_at runs it. */
export const maintenanceTasks = pgTable('maintenance_tasks', {
  name: varchar('name', { length: 50 }).primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** While a run is going on: its claim, renewed as it runs, so a run longer than the period is
   * not started again; a claim not renewed (its instance died) lapses. Null when no run is on. */
  runningUntil: timestamp('running_until', { withTimezone: true }),
  /** What the last run did or why it failed, for the owner. */
  lastOutcome: text('last_outcome'),
});

/** The last whole day each rollup holds. */
export const rollupProgress = pgTable('rollup_progress', {
  name: varchar('name', { length: 50 }).primaryKey(),
  throughDay: date('through_day', { mode: 'string' }).notNull(),
});

const day = () => date('day', { mode: 'string' }).notNull();
const count = (name: string) => integer(name).default(0).notNull();

/** What each address did each day (the sessions of the dashboard). '' is a blanked or unknown
 * address: it still counts, as 'Unknown IP'. Whether an address is internal is decided when read,
 * so a change of ADMIN_INTERNAL_ADDRESSES applies to the past too. */
export const dailyAddressActivity = pgTable(
  'daily_address_activity',
  {
    day: day(),
    ipAddress: varchar('ip_address', { length: IP_ADDRESS_MAX }).notNull(),
    names: count('names'),
    likes: count('likes'),
    downloads: count('downloads'),
    coversGenerated: count('covers_generated'),
    coverDownloads: count('cover_downloads'),
    coverActions: count('cover_actions'),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.ipAddress] }), index('daily_address_activity_ip_idx').on(t.ipAddress)],
);

/** Names and likes, and covers generated, downloaded and regenerated, per genre and day. */
export const dailyGenreActivity = pgTable(
  'daily_genre_activity',
  {
    day: day(),
    genre: varchar('genre', { length: 100 }).notNull(),
    names: count('names'),
    liked: count('liked'),
    coversGenerated: count('covers_generated'),
    coversDownloaded: count('covers_downloaded'),
    coversRegenerated: count('covers_regenerated'),
  },
  (t) => [primaryKey({ columns: [t.day, t.genre] })],
);

/** AI calls per day, type, endpoint and model ('' for none), with their cost in cents. */
export const dailyApiCosts = pgTable(
  'daily_api_costs',
  {
    day: day(),
    apiType: varchar('api_type', { length: 20 }).notNull(),
    endpoint: varchar('endpoint', { length: 200 }).notNull(),
    model: varchar('model', { length: 100 }).notNull(),
    calls: count('calls'),
    tokens: bigint('tokens', { mode: 'number' }).default(0).notNull(),
    costCents: doublePrecision('cost_cents').default(0).notNull(),
    errors: count('errors'),
  },
  (t) => [primaryKey({ columns: [t.day, t.apiType, t.endpoint, t.model] })],
);

/** First-party page views and distinct visitors (per-tab visitor id, else address) per day. */
export const dailyVisits = pgTable('daily_visits', {
  day: date('day', { mode: 'string' }).primaryKey(),
  pageViews: count('page_views'),
  visitors: count('visitors'),
});
