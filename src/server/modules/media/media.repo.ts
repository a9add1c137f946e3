import { and, asc, eq, inArray, isNotNull, isNull, lt, notInArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { media } from '@server/db/schema/index';

export type MediaRow = typeof media.$inferSelect;

/** What deleting a picture needs to know: where its objects are. */
const keysOnly = { id: media.id, storageKey: media.storageKey, webpKey: media.webpKey, ownerUserId: media.ownerUserId };
export type MediaKeys = { id: string; storageKey: string | null; webpKey: string | null; ownerUserId: number | null };

export async function insertMedia(db: Db, row: typeof media.$inferInsert): Promise<void> {
  await db.insert(media).values(row);
}

export async function findMedia(db: Db, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row;
}

/** Records the display copy's key; false when the row is gone (the picture was deleted meanwhile). */
export async function setWebpKey(db: Db, id: string, webpKey: string): Promise<boolean> {
  const updated = await db.update(media).set({ webpKey }).where(eq(media.id, id)).returning({ id: media.id });
  return updated.length > 0;
}

export async function findMediaKeys(db: Db, id: string): Promise<MediaKeys | undefined> {
  const [row] = await db.select(keysOnly).from(media).where(eq(media.id, id)).limit(1);
  return row;
}

export async function ownedMediaBatch(db: Db, userId: number, limit: number): Promise<MediaKeys[]> {
  return db.select(keysOnly).from(media).where(eq(media.ownerUserId, userId)).limit(limit);
}

/** Pictures without an owner (free covers) made before the cutoff, oldest first. */
/** Free covers made before `before`, except the ids in `keep`. */
export async function expiredCoverBatch(db: Db, before: Date, limit: number, keep: readonly string[] = []): Promise<MediaKeys[]> {
  return db
    .select(keysOnly)
    .from(media)
    .where(and(isNull(media.ownerUserId), lt(media.createdAt, before), keep.length > 0 ? notInArray(media.id, [...keep]) : undefined))
    .orderBy(asc(media.createdAt))
    .limit(limit);
}

export async function deleteMediaRows(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(media).where(inArray(media.id, ids));
}

/** Pictures made before the image store, whose bytes are still in their row. */
export async function legacyMediaBatch(db: Db, limit: number) {
  return db
    .select({ id: media.id, storageKey: media.storageKey, ownerUserId: media.ownerUserId, bytes: media.bytes })
    .from(media)
    .where(isNotNull(media.bytes))
    .limit(limit);
}

export async function markMovedToStore(db: Db, id: string, storageKey: string): Promise<void> {
  await db.update(media).set({ storageKey, bytes: null }).where(eq(media.id, id));
}
