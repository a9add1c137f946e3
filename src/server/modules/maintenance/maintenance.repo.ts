// The claim that makes a scheduled task run once per period whatever the number of instances
// sharing the database: a row per task, and a conditional UPDATE of its last_run_at. PostgreSQL
// runs two such UPDATEs of one row one after the other; the second one sees the first one's
// last_run_at, no longer matches, and claims nothing. Times are the database's (db/db-time.ts).
// While a run goes on, running_until holds it: the runner renews it, so a run longer than the
// period is not started a second time; if its instance dies, the claim lapses and another runs it.
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { dbNow } from '@server/db/db-time';
import { maintenanceTasks } from '@server/db/schema/index';
import type { Clock } from '@server/lib/clock';

type Row = Record<string, unknown>;
const rows = async (db: Db, query: ReturnType<typeof sql>): Promise<Row[]> => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const ms = (n: number) => sql`(${n}::bigint * interval '1 millisecond')`;

/** A claimed run: its start exactly as stored (text keeps the database's microseconds). */
export interface TaskClaim {
  name: string;
  claimedAt: string;
}

/** Claims the task when its period has passed since its last run and no run holds it; null when
 * it is not due or another instance has it. */
export async function claimTask(db: Db, name: string, clock: Clock, periodMs: number, holdMs: number): Promise<TaskClaim | null> {
  await db.insert(maintenanceTasks).values({ name }).onConflictDoNothing();
  const now = dbNow(clock);
  const [row] = await rows(
    db,
    sql`update maintenance_tasks set last_run_at = ${now}, running_until = ${now} + ${ms(holdMs)}
      where name = ${name} and (last_run_at is null or last_run_at <= ${now} - ${ms(periodMs)})
        and (running_until is null or running_until < ${now})
      returning last_run_at::text as claimed_at`,
  );
  return row ? { name, claimedAt: String(row.claimed_at) } : null;
}

/** Keeps a run's claim for another `holdMs` (while the run is still ours). */
export async function renewClaim(db: Db, claim: TaskClaim, clock: Clock, holdMs: number): Promise<void> {
  await db.execute(
    sql`update maintenance_tasks set running_until = ${dbNow(clock)} + ${ms(holdMs)} where name = ${claim.name} and last_run_at = ${claim.claimedAt}::timestamptz`,
  );
}

/** Ends a run: says what it did and frees the claim; the next run is due a period after this one began. */
export async function recordOutcome(db: Db, claim: TaskClaim, outcome: string): Promise<void> {
  await db.execute(
    sql`update maintenance_tasks set last_outcome = ${outcome}, running_until = null where name = ${claim.name} and last_run_at = ${claim.claimedAt}::timestamptz`,
  );
}

/** Gives a failed run's claim back (if still ours), so the next tick tries again. */
export async function releaseClaim(db: Db, claim: TaskClaim, outcome: string): Promise<void> {
  await db.execute(
    sql`update maintenance_tasks set last_run_at = null, running_until = null, last_outcome = ${outcome}
      where name = ${claim.name} and last_run_at = ${claim.claimedAt}::timestamptz`,
  );
}

export async function listTasks(db: Db) {
  return db.select().from(maintenanceTasks).orderBy(maintenanceTasks.name);
}

