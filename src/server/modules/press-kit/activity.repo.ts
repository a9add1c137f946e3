// Who looked: counts per kit, UTC day, source (a tracked link, or 0 for the plain address) and
// kind; and the links the band made for its contacts. Nothing about a visitor is stored.
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { PressKitActivityKind } from '@shared/contracts/press-kit';
import type { Db } from '@server/db/client';
import { pressKitActivity, pressKitTrackedLinks } from '@server/db/schema/index';

export type TrackedLinkRow = typeof pressKitTrackedLinks.$inferSelect;

export async function countActivity(db: Db, kitId: number, day: string, linkId: number, kind: PressKitActivityKind): Promise<void> {
  await db
    .insert(pressKitActivity)
    .values({ kitId, day, linkId, kind, count: 1 })
    .onConflictDoUpdate({
      target: [pressKitActivity.kitId, pressKitActivity.day, pressKitActivity.linkId, pressKitActivity.kind],
      set: { count: sql`${pressKitActivity.count} + 1` },
    });
}

export async function activitySince(db: Db, kitId: number, fromDay: string) {
  return db
    .select({ day: pressKitActivity.day, linkId: pressKitActivity.linkId, kind: pressKitActivity.kind, count: pressKitActivity.count })
    .from(pressKitActivity)
    .where(and(eq(pressKitActivity.kitId, kitId), gte(pressKitActivity.day, fromDay)))
    .orderBy(asc(pressKitActivity.day));
}

/** Every count of the kit's tracked links, whatever the day: a link's own totals. */
export async function linkTotals(db: Db, kitId: number) {
  return db
    .select({ linkId: pressKitActivity.linkId, kind: pressKitActivity.kind, count: sql<number>`sum(${pressKitActivity.count})::int` })
    .from(pressKitActivity)
    .where(and(eq(pressKitActivity.kitId, kitId), sql`${pressKitActivity.linkId} <> 0`))
    .groupBy(pressKitActivity.linkId, pressKitActivity.kind);
}

export async function trackedLinks(db: Db, kitId: number): Promise<TrackedLinkRow[]> {
  return db.select().from(pressKitTrackedLinks).where(eq(pressKitTrackedLinks.kitId, kitId)).orderBy(asc(pressKitTrackedLinks.createdAt), asc(pressKitTrackedLinks.id));
}

export async function trackedLinkCount(db: Db, kitId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pressKitTrackedLinks).where(eq(pressKitTrackedLinks.kitId, kitId));
  return Number(row?.n ?? 0);
}

export async function insertTrackedLink(db: Db, row: typeof pressKitTrackedLinks.$inferInsert): Promise<TrackedLinkRow> {
  const [made] = await db.insert(pressKitTrackedLinks).values(row).returning();
  return made!;
}

export async function deleteTrackedLink(db: Db, kitId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(pressKitTrackedLinks)
    .where(and(eq(pressKitTrackedLinks.kitId, kitId), eq(pressKitTrackedLinks.id, id)))
    .returning({ id: pressKitTrackedLinks.id });
  if (rows.length) await db.delete(pressKitActivity).where(and(eq(pressKitActivity.kitId, kitId), eq(pressKitActivity.linkId, id)));
  return rows.length > 0;
}

export async function findTrackedLink(db: Db, kitId: number, token: string): Promise<TrackedLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(pressKitTrackedLinks)
    .where(and(eq(pressKitTrackedLinks.kitId, kitId), eq(pressKitTrackedLinks.token, token)))
    .limit(1);
  return row;
}

/** Notes when a tracked link was opened: the first time once, the last time every time. */
export async function markOpened(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(pressKitTrackedLinks)
    .set({ lastOpenedAt: now, firstOpenedAt: sql`coalesce(${pressKitTrackedLinks.firstOpenedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(pressKitTrackedLinks.id, id));
}
