// Generated names and what visitors do with them; generator and contact submissions.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ipAddress, userAgent, userId } from './columns';

export const bandNames = pgTable(
  'band_names',
  {
    id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    genre: varchar('genre', { length: 100 }).notNull(),
    influences: text('influences'),
    vibe: text('vibe'),
    albumCoverIdea: text('album_cover_idea'),
    albumCoverImageUrl: text('album_cover_image_url'),
    logoImageUrl: text('logo_image_url'),
    userId: userId(),
    ipAddress: ipAddress(),
    createdAt: createdAt(),
    isFavorite: boolean('is_favorite').default(false).notNull(),
    isAIGenerated: boolean('is_ai_generated').default(false).notNull(),
    /** A number per spelling whatever its case, kept by the database: the admin finds names made
     * more than once by grouping on it, far cheaper than lower(name) over a month of names. Two
     * spellings may share a number; the query confirms with lower(name) on the few that repeat. */
    nameKey: integer('name_key').generatedAlwaysAs(sql`hashtext(lower(name))`),
  },
  (t) => [index('band_names_created_idx').on(t.createdAt), index('band_names_ip_created_idx').on(t.ipAddress, t.createdAt)],
);

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: id(),
    name: text('name'),
    email: text('email'),
    subject: text('subject').default('Band Name Generation'),
    message: text('message'),
    source: varchar('source', { length: 100 }).default('contact'),
    campaign: text('campaign'),
    createdAt: createdAt(),
    ipAddress: ipAddress(),
    userAgent: userAgent(),
    genre: text('genre'),
    influences: text('influences'),
    vibe: text('vibe'),
  },
  (t) => [index('form_submissions_source_idx').on(t.source, t.createdAt)],
);

export const clipboardClicks = pgTable('clipboard_clicks', {
  id: id(),
  bandId: integer('band_id'),
  bandName: text('band_name'),
  createdAt: createdAt(),
});

export const nameDownloads = pgTable('name_downloads', {
  id: id(),
  ipAddress: ipAddress(),
  nameCount: integer('name_count'),
  downloadedAt: timestamp('downloaded_at', { withTimezone: true }).defaultNow(),
  downloadType: varchar('download_type', { length: 50 }).notNull(),
  bandNames: text('band_names').notNull(),
  genre: text('genre'),
  influences: text('influences'),
  vibe: text('vibe'),
  userAgent: userAgent(),
  createdAt: createdAt(),
}, (t) => [index('name_downloads_created_idx').on(t.createdAt)]);
