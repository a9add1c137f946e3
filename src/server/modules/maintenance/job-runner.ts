// Runs the scheduled tasks that are due. Any number of instances may call it at once: each task
// is claimed in the database first (maintenance.repo.ts), so it runs once per period in all.
// The timer of maintenance.routes.ts only calls this; tests call it directly with a fixed clock.
import type { AppContext } from '@server/app-context';
import { claimTask, recordOutcome, releaseClaim } from './maintenance.repo';

export interface MaintenanceTask {
  name: string;
  periodMs: number;
  /** Does the work; says what it did, for the owner. */
  run(ctx: AppContext): Promise<string>;
}

export interface TaskRun {
  name: string;
  /** 'skipped' when not due or claimed by another instance. */
  status: 'done' | 'failed' | 'skipped';
  outcome?: string;
}

export async function runDueTasks(ctx: AppContext, tasks: readonly MaintenanceTask[]): Promise<TaskRun[]> {
  const runs: TaskRun[] = [];
  for (const task of tasks) {
    const claimedAt = ctx.clock.now();
    if (!(await claimTask(ctx.db, task.name, claimedAt, task.periodMs))) {
      runs.push({ name: task.name, status: 'skipped' });
      continue;
    }
    try {
      const outcome = await task.run(ctx);
      await recordOutcome(ctx.db, task.name, outcome);
      runs.push({ name: task.name, status: 'done', outcome });
    } catch (err) {
      const outcome = `failed: ${err instanceof Error ? err.message : String(err)}`;
      await releaseClaim(ctx.db, task.name, claimedAt, outcome);
      runs.push({ name: task.name, status: 'failed', outcome });
    }
  }
  return runs;
}
