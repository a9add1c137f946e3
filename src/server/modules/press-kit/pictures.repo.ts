// The kit's own pictures: which media rows a kit shows, in which place and order, with credits.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PressKitPictureKind } from '@shared/contracts/press-kit';
import type { Db } from '@server/db/client';
import { pressKitPhotos, pressKits } from '@server/db/schema/index';

export type PictureRow = typeof pressKitPhotos.$inferSelect;

export async function kitPictures(db: Db, kitId: number): Promise<PictureRow[]> {
  return db.select().from(pressKitPhotos).where(eq(pressKitPhotos.kitId, kitId)).orderBy(asc(pressKitPhotos.kind), asc(pressKitPhotos.position), asc(pressKitPhotos.createdAt));
}

export async function findPicture(db: Db, kitId: number, mediaId: string): Promise<PictureRow | undefined> {
  const [row] = await db
    .select()
    .from(pressKitPhotos)
    .where(and(eq(pressKitPhotos.kitId, kitId), eq(pressKitPhotos.mediaId, mediaId)))
    .limit(1);
  return row;
}

/** Adds a picture after the kit's others of its kind, unless the kind is full; false then. The
 * kit's row is locked first, so two uploads at once cannot both take the last place. */
export async function insertPicture(db: Db, row: Omit<typeof pressKitPhotos.$inferInsert, 'position'>, max: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: pressKits.id }).from(pressKits).where(eq(pressKits.id, row.kitId)).for('update');
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int`, last: sql<number | null>`max(${pressKitPhotos.position})` })
      .from(pressKitPhotos)
      .where(and(eq(pressKitPhotos.kitId, row.kitId), eq(pressKitPhotos.kind, row.kind)));
    if (Number(held?.n ?? 0) >= max) return false;
    await tx.insert(pressKitPhotos).values({ ...row, position: held?.last === null || held?.last === undefined ? 0 : Number(held.last) + 1 });
    return true;
  });
}

export async function setCredit(db: Db, kitId: number, mediaId: string, credit: string): Promise<boolean> {
  const rows = await db
    .update(pressKitPhotos)
    .set({ credit })
    .where(and(eq(pressKitPhotos.kitId, kitId), eq(pressKitPhotos.mediaId, mediaId)))
    .returning({ id: pressKitPhotos.mediaId });
  return rows.length > 0;
}

/** Puts the kit's press photos in the given order (ids it does not hold are not in the list). */
export async function orderPhotos(db: Db, kitId: number, ids: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [position, mediaId] of ids.entries()) {
      await tx
        .update(pressKitPhotos)
        .set({ position })
        .where(and(eq(pressKitPhotos.kitId, kitId), eq(pressKitPhotos.kind, 'photo'), eq(pressKitPhotos.mediaId, mediaId)));
    }
  });
}

export async function picturesOfKind(db: Db, kitId: number, kind: PressKitPictureKind): Promise<PictureRow[]> {
  return db
    .select()
    .from(pressKitPhotos)
    .where(and(eq(pressKitPhotos.kitId, kitId), eq(pressKitPhotos.kind, kind)))
    .orderBy(asc(pressKitPhotos.position), asc(pressKitPhotos.createdAt));
}

export async function kitPictureIds(db: Db, kitId: number): Promise<string[]> {
  const rows = await db.select({ id: pressKitPhotos.mediaId }).from(pressKitPhotos).where(eq(pressKitPhotos.kitId, kitId));
  return rows.map((r) => r.id);
}

export async function picturesByIds(db: Db, kitId: number, ids: readonly string[]): Promise<PictureRow[]> {
  if (!ids.length) return [];
  return db.select().from(pressKitPhotos).where(and(eq(pressKitPhotos.kitId, kitId), inArray(pressKitPhotos.mediaId, [...ids])));
}
