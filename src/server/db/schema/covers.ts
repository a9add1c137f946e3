// Album cover feedback and interactions, and the stored images themselves.
import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea, createdAt, id, recordedByColumns } from './columns';

export const albumCoverFeedback = pgTable('album_cover_feedback', {
  id: id(),
  bandId: integer('band_id'),
  bandName: text('band_name'),
  genre: text('genre'),
  feedback: varchar('feedback', { length: 20 }),
  albumCoverStyle: text('album_cover_style'),
  createdAt: createdAt(),
}, (t) => [index('album_cover_feedback_created_idx').on(t.createdAt)]);

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

/** Each image's metadata and its keys in the image store (lib/image-store.ts). bytes
 * holds only pictures made before the store existed. A picture with an owner (a studio image) is
 * private to that account; one without (a free cover) is public behind its unguessable id. */
export const media = pgTable(
  'media',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }),
    /** The display copy, made once from the PNG; null until it exists. */
    webpKey: varchar('webp_key', { length: 200 }),
    bytes: bytea('bytes'),
    width: integer('width'),
    height: integer('height'),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Which free generator made a public cover ('free-cover', 'custom-art'): each counts only its
     * own downloads. Null for studio pictures and for covers made before it was recorded. */
    origin: varchar('origin', { length: 20 }),
    createdAt: createdAt(),
  },
  (t) => [index('media_owner_idx').on(t.ownerUserId), index('media_created_idx').on(t.createdAt)],
);
