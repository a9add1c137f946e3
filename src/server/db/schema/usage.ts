// Daily usage counters (free per network address, premium fair use per user), and the cost log
// of AI calls. Only the quota module (modules/quota) reads or writes the counters.
import { boolean, date, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { IP_ADDRESS_MAX } from '@shared/catalog/limits';
import { users } from './accounts';
import { createdAt, id, ipAddress, userId } from './columns';

/** One row per address and UTC day, so a new day starts from zero without a reset job. */
export const usageLimits = pgTable(
  'usage_limits',
  {
    id: id(),
    ipAddress: varchar('ip_address', { length: IP_ADDRESS_MAX }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    bandGenerations: integer('band_generations').default(0).notNull(),
    albumGenerations: integer('album_generations').default(0).notNull(),
    albumDownloads: integer('album_downloads').default(0).notNull(),
    customGenerations: integer('custom_generations').default(0).notNull(),
    customDownloads: integer('custom_downloads').default(0).notNull(),
    customSuggestions: integer('custom_suggestions').default(0).notNull(),
    /** How many units the latest increment granted: a request for several names may get fewer
     * than it asked when the day's limit is near, and RETURNING cannot see the old count. */
    lastGranted: integer('last_granted').default(0).notNull(),
    lastReset: timestamp('last_reset', { withTimezone: true }).defaultNow().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('usage_limits_ip_day_key').on(t.ipAddress, t.day)],
);

/** A premium user's fair use: one row per user, counter (names, images, texts) and UTC day. A
 * row per counter rather than a column each, so a new premium generator needs no migration. */
export const fairUseCounters = pgTable(
  'fair_use_counters',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    counter: varchar('counter', { length: 20 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').default(0).notNull(),
    /** How many units the latest increment granted (see usage_limits.last_granted). */
    lastGranted: integer('last_granted').default(0).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fair_use_counters_user_counter_day_key').on(t.userId, t.counter, t.day)],
);

/** Counters over a window shorter or other than an address's day: a form's sends per address and
 * hour, a press kit's address changes per day, one flood digest per form and hour. One row per
 * subject (an address, `kit:<id>`, or `*` for the whole site), counter and window start. */
export const windowCounters = pgTable(
  'window_counters',
  {
    id: id(),
    subject: varchar('subject', { length: 64 }).notNull(),
    counter: varchar('counter', { length: 30 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    used: integer('used').default(0).notNull(),
    /** How many units the latest increment granted (see usage_limits.last_granted). */
    lastGranted: integer('last_granted').default(0).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('window_counters_subject_counter_window_key').on(t.subject, t.counter, t.windowStart), index('window_counters_window_idx').on(t.windowStart)],
);

export const apiUsageLogs = pgTable(
  'api_usage_logs',
  {
    id: id(),
    apiType: varchar('api_type', { length: 20 }),
    endpoint: varchar('endpoint', { length: 200 }),
    model: varchar('model', { length: 100 }),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    totalTokens: integer('total_tokens'),
    /** US cents; fractional, since one small call costs a fraction of a cent. */
    estimatedCost: doublePrecision('estimated_cost'),
    ipAddress: ipAddress(),
    userId: userId(),
    isSuccess: boolean('is_success').default(true).notNull(),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
  },
  (t) => [index('api_usage_logs_created_idx').on(t.createdAt)],
);
