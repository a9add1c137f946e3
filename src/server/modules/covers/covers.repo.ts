import type { Db } from '@server/db/client';
import { albumCoverFeedback, albumCoverInteractions } from '@server/db/schema/index';

export async function insertInteraction(db: Db, row: typeof albumCoverInteractions.$inferInsert): Promise<void> {
  await db.insert(albumCoverInteractions).values(row);
}

export async function insertCoverFeedback(db: Db, row: typeof albumCoverFeedback.$inferInsert): Promise<void> {
  await db.insert(albumCoverFeedback).values(row);
}
