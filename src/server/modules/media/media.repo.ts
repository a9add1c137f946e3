import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { media } from '@server/db/schema/index';

export async function insertMedia(db: Db, row: typeof media.$inferInsert): Promise<void> {
  await db.insert(media).values(row);
}

export async function findMedia(db: Db, id: string) {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row;
}
