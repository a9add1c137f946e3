// The mail outbox's sweep: a timer in each instance that sends what is due (retries, and messages
// whose first try was cut short), every MAIL_SWEEP_MS. The rows are claimed in the database, so
// instances sweeping at once never send one message twice (mail-outbox.repo.ts). It starts when the
// server listens, so app.inject tests start none; they call sweep() with their own clock.
import type { AppModule } from '@server/app-context';
import type { MailOutbox } from './mail-outbox';

export const MAIL_SWEEP_MS = 30_000;

export const mailModule: AppModule<{ outbox: MailOutbox }> = async (app, { outbox }) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running = outbox.sweep().catch((err: unknown) => app.log.warn({ err }, 'mail outbox: the due messages could not be claimed'));
  };
  app.addHook('onListen', (done) => {
    timer = setInterval(tick, MAIL_SWEEP_MS).unref();
    done();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
};
