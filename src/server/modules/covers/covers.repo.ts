import type { Db } from '@server/db/client';
import { albumCoverInteractions } from '@server/db/schema/index';

export async function insertInteraction(db: Db, row: typeof albumCoverInteractions.$inferInsert): Promise<void> {
  await db.insert(albumCoverInteractions).values(row);
}
