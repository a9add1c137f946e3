// The scheduled maintenance: a timer in each instance that only asks the job runner to claim and
// run what is due (the database decides who runs what, job-runner.ts). It starts when the server
// listens, so app.inject tests start none; they call runDueTasks with their own clock.
import type { AppModule } from '@server/app-context';
import { runDueTasks } from './job-runner';
import { MAINTENANCE_TASKS } from './maintenance-tasks';

/** How often each instance looks for due tasks. */
export const MAINTENANCE_TICK_MS = 5 * 60_000;
/** The first look after start, once the server has settled. */
const FIRST_TICK_MS = 30_000;

export const maintenanceModule: AppModule = async (app, { ctx }) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = runDueTasks(ctx, MAINTENANCE_TASKS)
      .then((runs) => {
        for (const run of runs) if (run.status !== 'skipped') app.log[run.status === 'failed' ? 'warn' : 'info']({ task: run.name, outcome: run.outcome }, 'maintenance');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'maintenance: the due tasks could not be claimed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onListen', (done) => {
    timer = setTimeout(function again() {
      tick();
      timer = setTimeout(again, MAINTENANCE_TICK_MS).unref();
    }, FIRST_TICK_MS).unref();
    done();
  });
  app.addHook('preClose', async () => {
    clearTimeout(timer);
    await running;
  });
};
