import { analyticsEvents } from '@server/db/schema/index';
import type { Db } from '@server/db/client';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export async function insertAnalyticsEvent(db: Db, event: NewAnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}
