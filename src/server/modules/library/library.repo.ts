// The premium_works table: one account's work, always read and written with its owner's id, so
// one user can never reach another's rows (a wrong owner reads as not found).
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { WorkKind } from '@shared/contracts/writing';
import type { Db } from '@server/db/client';
import { premiumWorks } from '@server/db/schema/index';

export type WorkRow = typeof premiumWorks.$inferSelect;

export interface NewWork {
  userId: number;
  kind: WorkKind;
  title: string;
  body: string;
  request: Record<string, unknown> | null;
  now: Date;
}

export async function insertWorks(db: Db, works: readonly NewWork[]): Promise<WorkRow[]> {
  if (works.length === 0) return [];
  return db
    .insert(premiumWorks)
    .values(works.map((w) => ({ userId: w.userId, kind: w.kind, title: w.title, body: w.body, request: w.request, createdAt: w.now, updatedAt: w.now })))
    .returning();
}

/** Newest first; the id breaks ties of works made in the same instant. `after` is the last work of
 * the previous page: the page starts just past it in that order. (Works are stamped with the app
 * clock's milliseconds, never the database's microseconds, so a cursor in ms compares exactly.) */
export async function listWorks(db: Db, userId: number, kind: WorkKind | undefined, limit: number, after?: { createdAt: Date; id: number }): Promise<WorkRow[]> {
  const t = premiumWorks;
  const past = after && or(lt(t.createdAt, after.createdAt), and(eq(t.createdAt, after.createdAt), lt(t.id, after.id)));
  return db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), kind ? eq(t.kind, kind) : undefined, past))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
}

export async function findWork(db: Db, userId: number, id: number): Promise<WorkRow | undefined> {
  const [row] = await db.select().from(premiumWorks).where(and(eq(premiumWorks.id, id), eq(premiumWorks.userId, userId))).limit(1);
  return row;
}

/** With `kind`, only a work of that kind is changed (a refined e-mail never overwrites a bio). */
export async function updateWorkBody(db: Db, userId: number, id: number, body: string, now: Date, kind?: WorkKind): Promise<WorkRow | undefined> {
  const mine = and(eq(premiumWorks.id, id), eq(premiumWorks.userId, userId));
  const [row] = await db
    .update(premiumWorks)
    .set({ body, updatedAt: now })
    .where(kind ? and(mine, eq(premiumWorks.kind, kind)) : mine)
    .returning();
  return row;
}

export async function deleteWork(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(premiumWorks).where(and(eq(premiumWorks.id, id), eq(premiumWorks.userId, userId))).returning({ id: premiumWorks.id });
  return rows.length > 0;
}

/** Adds the saved names the account lacks (whatever their case); names it has are left as they are.
 * Names are given oldest first, so the newest gets the highest id. */
export async function insertSavedNames(db: Db, userId: number, names: readonly string[], now: Date): Promise<void> {
  if (names.length === 0) return;
  await db
    .insert(premiumWorks)
    .values(names.map((name) => ({ userId, kind: 'name', title: name, body: '', request: null, createdAt: now, updatedAt: now })))
    // The only unique key a new row can meet is premium_works_saved_name_key (account, lower(name)).
    .onConflictDoNothing();
}
