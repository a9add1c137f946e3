import type { Db } from '../../db/client';
import { albumCoverInteractions } from '../../db/schema/index';

export async function insertInteraction(db: Db, row: typeof albumCoverInteractions.$inferInsert): Promise<void> {
  await db.insert(albumCoverInteractions).values(row);
}
