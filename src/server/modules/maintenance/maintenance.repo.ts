// The claim that makes a scheduled task run once per period whatever the number of instances
// sharing the database: a row per task, and a conditional UPDATE of its last_run_at. PostgreSQL
// runs two such UPDATEs of one row one after the other; the second one sees the first one's
// last_run_at, no longer matches, and claims nothing.
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { maintenanceTasks } from '@server/db/schema/index';

/** Claims the task when its period has passed since its last run; false when it is not due or another instance has it. */
export async function claimTask(db: Db, name: string, now: Date, periodMs: number): Promise<boolean> {
  await db.insert(maintenanceTasks).values({ name }).onConflictDoNothing();
  const due = new Date(now.getTime() - periodMs);
  const claimed = await db
    .update(maintenanceTasks)
    .set({ lastRunAt: now })
    .where(and(eq(maintenanceTasks.name, name), or(isNull(maintenanceTasks.lastRunAt), lte(maintenanceTasks.lastRunAt, due))))
    .returning({ name: maintenanceTasks.name });
  return claimed.length > 0;
}

export async function recordOutcome(db: Db, name: string, outcome: string): Promise<void> {
  await db.update(maintenanceTasks).set({ lastOutcome: outcome }).where(eq(maintenanceTasks.name, name));
}

/** Gives a failed run's claim back (if still ours), so the next tick tries again. */
export async function releaseClaim(db: Db, name: string, claimedAt: Date, outcome: string): Promise<void> {
  await db
    .update(maintenanceTasks)
    .set({ lastRunAt: null, lastOutcome: outcome })
    .where(and(eq(maintenanceTasks.name, name), eq(maintenanceTasks.lastRunAt, claimedAt)));
}

export async function listTasks(db: Db) {
  return db.select().from(maintenanceTasks).orderBy(maintenanceTasks.name);
}
