// "Is it taken?" online: what several app instances must agree on when they ask outside services.
// Each service's rate rule is kept as the times of its recent requests (outbound_rate), its answers
// for a day (availability_cache), and the RDAP bootstrap file the weekly refresh fetched
// (rdap_bootstrap). Times are the database's own (now()), so instances with drifting clocks agree.
import { index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One row per rate-limited service (or RDAP server): the start times of its requests still inside
 * its window, oldest first. A request is allowed by one upsert whose WHERE counts them. */
export const outboundRate = pgTable('outbound_rate', {
  source: varchar('source', { length: 120 }).primaryKey(),
  sent: timestamp('sent', { withTimezone: true, mode: 'string' }).array().notNull(),
});

/** A service's answer for one key (a name asked of a catalogue, a domain asked of RDAP), kept a day.
 * Only answers are kept: a failure is asked again next time. */
export const availabilityCache = pgTable(
  'availability_cache',
  {
    source: varchar('source', { length: 40 }).notNull(),
    key: varchar('key', { length: 300 }).notNull(),
    answer: jsonb('answer').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.key] }), index('availability_cache_fetched_idx').on(t.fetchedAt)],
);

/** IANA's RDAP bootstrap file for domains (RFC 9224) as last refreshed: one row, replacing the
 * copy shipped with the product once a newer publication is fetched. */
export const rdapBootstrap = pgTable('rdap_bootstrap', {
  id: integer('id').primaryKey(),
  publication: timestamp('publication', { withTimezone: true, mode: 'date' }).notNull(),
  body: jsonb('body').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
});
