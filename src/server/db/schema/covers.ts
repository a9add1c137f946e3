// Album cover feedback and interactions, and the stored images themselves.
import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, recordedByColumns } from './columns';

export const albumCoverFeedback = pgTable('album_cover_feedback', {
  id: id(),
  bandId: integer('band_id'),
  bandName: text('band_name'),
  genre: text('genre'),
  feedback: varchar('feedback', { length: 20 }),
  albumCoverStyle: text('album_cover_style'),
  createdAt: createdAt(),
});

export const albumCoverInteractions = pgTable(
  'album_cover_interactions',
  {
    id: id(),
    interactionType: varchar('interaction_type', { length: 50 }).notNull(),
    bandName: text('band_name'),
    genre: text('genre'),
    vibe: text('vibe'),
    artStyle: text('art_style'),
    imageUrl: text('image_url'),
    ...recordedByColumns(),
  },
  (t) => [index('album_cover_interactions_created_idx').on(t.createdAt)],
);

/** Images live in the database so several server instances can serve them. */
export const media = pgTable('media', {
  id: varchar('id', { length: 64 }).primaryKey(),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: createdAt(),
});
