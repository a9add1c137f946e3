// The band's press kit (modules/press-kit): one kit per account, its public address and the
// addresses it had before (each keeps redirecting to it, and stays reserved for it, until it
// expires), and how many times its page was opened each day. No viewer's address is kept.
// Everything goes with the account: the kit by cascade from users, the rest by cascade from the kit.
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { PressKitContent } from '@shared/contracts/press-kit';
import { PRESS_KIT_LIMITS } from '@shared/contracts/press-kit';
import { createdAt, id } from './columns';
import { users } from './accounts';
import { media } from './covers';

export const pressKits = pgTable('press_kits', {
  id: id(),
  /** One kit per account. */
  userId: integer('user_id')
    .notNull()
    .unique('press_kits_user_key')
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The draft as the owner last saved it (pressKitContentSchema); the page shows it once published. */
  content: jsonb('content').$type<PressKitContent>().notNull(),
  /** The address after /b/, chosen at the first publish; null before. */
  slug: varchar('slug', { length: PRESS_KIT_LIMITS.slugMax }).unique('press_kits_slug_key'),
  published: boolean('published').default(false).notNull(),
  /** The owner lets search engines index the page; noindex otherwise. */
  indexable: boolean('indexable').default(false).notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
  /** When the owner was told by e-mail that the page went offline because the plan ended; null
   * while the plan is active, so the notice goes once per lapse. */
  offlineNotifiedAt: timestamp('offline_notified_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
});

/** Addresses a kit had before: each redirects to the kit's current address, and no other kit may
 * take it, until expires_at (PRESS_KIT_LIMITS.oldSlugDays after the change). */
export const pressKitOldSlugs = pgTable(
  'press_kit_old_slugs',
  {
    slug: varchar('slug', { length: PRESS_KIT_LIMITS.slugMax }).primaryKey(),
    kitId: integer('kit_id')
      .notNull()
      .references(() => pressKits.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('press_kit_old_slugs_kit_idx').on(t.kitId)],
);

/** Page views per kit and UTC day: a count, nothing about the viewer. */
export const pressKitViews = pgTable(
  'press_kit_views',
  {
    kitId: integer('kit_id')
      .notNull()
      .references(() => pressKits.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').default(0).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kitId, t.day] })],
);

/** The band's own pictures on its kit: press photos (PRESS_KIT_LIMITS.photosMax, in the owner's
 * order), one logo and one stage plot. The bytes and display copy are a private `media` row of the
 * owner's (so they go with the account's pictures); this row says which kit shows it, where, and
 * who took it. */
export const pressKitPhotos = pgTable(
  'press_kit_photos',
  {
    mediaId: varchar('media_id', { length: 64 })
      .primaryKey()
      .references(() => media.id, { onDelete: 'cascade' }),
    kitId: integer('kit_id')
      .notNull()
      .references(() => pressKits.id, { onDelete: 'cascade' }),
    /** 'photo', 'logo' or 'plot' (the rider's stage plot). */
    kind: varchar('kind', { length: 10 }).notNull(),
    position: integer('position').default(0).notNull(),
    credit: varchar('credit', { length: PRESS_KIT_LIMITS.creditMax }).default('').notNull(),
    /** The stored file's format: 'jpg', 'png' or 'webp', as uploaded. */
    format: varchar('format', { length: 5 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('press_kit_photos_kit_idx').on(t.kitId, t.kind, t.position)],
);

/** A link the band sends one contact ('for The Brudenell'): /b/<slug>?via=<token>. */
export const pressKitTrackedLinks = pgTable(
  'press_kit_tracked_links',
  {
    id: id(),
    kitId: integer('kit_id')
      .notNull()
      .references(() => pressKits.id, { onDelete: 'cascade' }),
    token: varchar('token', { length: 32 }).notNull().unique('press_kit_tracked_links_token_key'),
    label: varchar('label', { length: PRESS_KIT_LIMITS.trackedLabelMax }).notNull(),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true, mode: 'date' }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('press_kit_tracked_links_kit_idx').on(t.kitId)],
);

/** What visitors did, per kit, UTC day, source (a tracked link's id, 0 for the plain address) and
 * kind ('view', 'pdf', 'photos', 'play'): counts only, nothing about the visitor. */
export const pressKitActivity = pgTable(
  'press_kit_activity',
  {
    kitId: integer('kit_id')
      .notNull()
      .references(() => pressKits.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    linkId: integer('link_id').default(0).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    count: integer('count').default(0).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kitId, t.day, t.linkId, t.kind] })],
);
