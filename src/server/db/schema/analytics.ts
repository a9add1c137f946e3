// First-party analytics: page views, video progress, promotion clicks, conversions.
import { index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { id, recordedByColumns } from './columns';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    path: varchar('path', { length: 500 }),
    properties: jsonb('properties').$type<Record<string, string | number | boolean | null>>(),
    /** A random per-tab id from the browser: groups one visit without a cookie. */
    visitorId: varchar('visitor_id', { length: 64 }),
    referrer: text('referrer'),
    ...recordedByColumns(),
  },
  (t) => [index('analytics_events_name_created_idx').on(t.name, t.createdAt)],
);
