// The mailer the app uses (ctx.mailer): every message is queued in mail_outbox first, then tried
// at once by the instance that queued it, so a sign-in link still arrives in seconds. A try that
// fails is tried again later with a growing delay (RETRY_DELAYS_MS) by whichever instance's sweep
// finds it due (mail.routes.ts runs one every half minute); after the last try the message is
// failed for good and the admin dashboard lists it. The transport (lib/mail.ts) does the sending:
// SMTP, or the local outbox folder without SMTP_URL.
import type { Db } from '@server/db/client';
import type { Clock } from '@server/lib/clock';
import type { Mailer, MailMessage, SentMail } from '@server/lib/mail';
import { claimDueMail, enqueueMail, markFailed, markSent, scheduleRetry, type ClaimedMail } from './mail-outbox.repo';

const MINUTE_MS = 60_000;
/** The waits after the first try, the second, …: 1 min, 5 min, 30 min, 2 h, 12 h; then no more. */
export const RETRY_DELAYS_MS = [MINUTE_MS, 5 * MINUTE_MS, 30 * MINUTE_MS, 120 * MINUTE_MS, 720 * MINUTE_MS] as const;
/** Tries in all. */
export const MAIL_TRIES = RETRY_DELAYS_MS.length + 1;
/** How long a try holds its row; longer than the transport's own time limits (lib/mail.ts). */
export const MAIL_CLAIM_MS = 5 * MINUTE_MS;
/** Rows a sweep claims at a time. */
const SWEEP_BATCH = 10;

/** The part of a logger the outbox uses. */
export interface OutboxLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface MailOutbox extends Mailer {
  /** Queues the message and tries it at once; resolves once it is queued, whatever the try gave
   * (a failed try is tried again later), and rejects only when it could not be queued. */
  send(message: MailMessage): Promise<SentMail>;
  /** Sends every message that is due; resolves with how many tries were made. */
  sweep(): Promise<number>;
}

export function createMailOutbox(deps: { db: Db; transport: Mailer; clock: Clock; log: OutboxLogger }): MailOutbox {
  const { db, transport, clock, log } = deps;

  /** One try of a claimed row: sent (and gone), or queued again, or failed for good. */
  async function attempt(row: ClaimedMail): Promise<SentMail | null> {
    try {
      const sent = await transport.send(row.message);
      await markSent(db, row.id);
      return sent;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const delay = RETRY_DELAYS_MS[row.attempts - 1];
      if (delay === undefined) {
        await markFailed(db, row.id, clock, error);
        log.warn({ outboxId: row.id, subject: row.message.subject, attempts: row.attempts, error }, 'mail failed for good');
      } else {
        await scheduleRetry(db, row.id, clock, delay, error);
        log.warn({ outboxId: row.id, subject: row.message.subject, attempts: row.attempts, retryInMs: delay, error }, 'mail not sent; it will be tried again');
      }
      return null;
    }
  }

  let sweeping: Promise<number> | undefined;
  async function sweepAll(): Promise<number> {
    let tries = 0;
    for (;;) {
      const due = await claimDueMail(db, clock, MAIL_CLAIM_MS, SWEEP_BATCH);
      for (const row of due) await attempt(row);
      tries += due.length;
      if (due.length < SWEEP_BATCH) return tries;
    }
  }

  return {
    kind: transport.kind,
    async send(message) {
      const id = await enqueueMail(db, message, clock);
      // Another instance's sweep may have claimed it in between: then that one sends it.
      const [row] = await claimDueMail(db, clock, MAIL_CLAIM_MS, 1, id);
      const sent = row ? await attempt(row) : null;
      return sent ?? { messageId: `outbox-${id}` };
    },
    sweep() {
      // One sweep at a time per instance; a caller during one shares it.
      sweeping ??= sweepAll().finally(() => {
        sweeping = undefined;
      });
      return sweeping;
    },
    close: () => transport.close(),
  };
}
