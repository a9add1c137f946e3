// Runs the scheduled tasks that are due. Any number of instances may call it at once: each task
// is claimed in the database first (maintenance.repo.ts), so it runs once per period in all, and
// the claim is renewed while the run goes on, so a run longer than its period is not started
// twice. The timer of maintenance.routes.ts only calls this; tests call it directly with a fixed clock.
import type { AppContext } from '@server/app-context';
import { claimTask, recordOutcome, releaseClaim, renewClaim } from './maintenance.repo';

/** How long a claim holds without renewal: a run whose instance died is taken up again after it. */
export const CLAIM_HOLD_MS = 10 * 60_000;
/** How often a running task renews its claim (well inside the hold). */
const RENEW_EVERY_MS = CLAIM_HOLD_MS / 4;

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
    const claim = await claimTask(ctx.db, task.name, ctx.clock, task.periodMs, CLAIM_HOLD_MS);
    if (!claim) {
      runs.push({ name: task.name, status: 'skipped' });
      continue;
    }
    const renewal = setInterval(() => {
      // A renewal that fails (the database away for a moment) is tried again at the next one.
      renewClaim(ctx.db, claim, ctx.clock, CLAIM_HOLD_MS).catch(() => undefined);
    }, RENEW_EVERY_MS).unref();
    try {
      const outcome = await task.run(ctx);
      clearInterval(renewal);
      await recordOutcome(ctx.db, claim, outcome);
      runs.push({ name: task.name, status: 'done', outcome });
    } catch (err) {
      clearInterval(renewal);
      const outcome = `failed: ${err instanceof Error ? err.message : String(err)}`;
      await releaseClaim(ctx.db, claim, outcome);
      runs.push({ name: task.name, status: 'failed', outcome });
    }
  }
  return runs;
}
