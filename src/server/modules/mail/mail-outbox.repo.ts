// The SQL of the mail outbox (db/schema/mail.ts). Rows are claimed with FOR UPDATE SKIP LOCKED, so
// senders in several instances share the due rows without ever taking one row twice, and a claim
// holds for a while: a sender that dies mid-send leaves a row another takes up once it lapses.
// Times are the database's (db/db-time.ts).
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { asDate, dbNow } from '@server/db/db-time';
import { rowsAffected } from '@server/db/rows-affected';
import { mailOutbox, type MailBody, type MailStatus } from '@server/db/schema/index';
import type { Clock } from '@server/lib/clock';
import type { MailMessage } from '@server/lib/mail';

const ms = (n: number) => sql`(${n}::bigint * interval '1 millisecond')`;

/** A row claimed for a try. */
export interface ClaimedMail {
  id: number;
  message: MailMessage;
  /** Tries made, this one included. */
  attempts: number;
}

/** Queues a message, due at once; returns its id. `db` may be a transaction, so a message is
 * queued together with what it tells of (it is tried once the transaction has committed). */
export async function enqueueMail(db: Db, message: MailMessage, clock: Clock): Promise<number> {
  const { to, subject, ...body } = message;
  const now = dbNow(clock);
  const [row] = await db
    .insert(mailOutbox)
    .values({ recipient: to, subject, body: body as MailBody, nextAttemptAt: sql`${now}`, createdAt: sql`${now}` })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** Claims up to `limit` due rows (or the one row `onlyId` when it is due) for `holdMs`. */
export async function claimDueMail(db: Db, clock: Clock, holdMs: number, limit: number, onlyId?: number): Promise<ClaimedMail[]> {
  const now = dbNow(clock);
  const only = onlyId === undefined ? sql`` : sql`and id = ${onlyId}`;
  const result = await db.execute(
    sql`update mail_outbox set status = 'sending', attempts = attempts + 1, claimed_until = ${now} + ${ms(holdMs)}
      where id in (
        select id from mail_outbox
        where ((status = 'queued' and next_attempt_at <= ${now}) or (status = 'sending' and claimed_until < ${now})) ${only}
        order by next_attempt_at, id limit ${limit} for update skip locked)
      returning id, recipient, subject, body, attempts`,
  );
  const rows = (result as unknown as { rows: Array<{ id: number; recipient: string; subject: string; body: MailBody | string; attempts: number }> }).rows;
  return rows.map((r) => {
    const body = typeof r.body === 'string' ? (JSON.parse(r.body) as MailBody) : r.body;
    return { id: Number(r.id), attempts: Number(r.attempts), message: { to: r.recipient, subject: r.subject, ...body } };
  });
}

/** A delivered message leaves the outbox: nothing of it is kept. */
export async function markSent(db: Db, id: number): Promise<void> {
  await db.delete(mailOutbox).where(eq(mailOutbox.id, id));
}

/** Puts a row back in the queue, due after `delayMs`. */
export async function scheduleRetry(db: Db, id: number, clock: Clock, delayMs: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'queued', claimedUntil: null, lastError: error, nextAttemptAt: sql`${dbNow(clock)} + ${ms(delayMs)}` })
    .where(eq(mailOutbox.id, id));
}

/** After the last try: failed for good, its body (a sign-in link, perhaps) dropped. */
export async function markFailed(db: Db, id: number, clock: Clock, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', claimedUntil: null, lastError: error, body: null, finishedAt: sql`${dbNow(clock)}` })
    .where(eq(mailOutbox.id, id));
}

export interface FailedMail {
  id: number;
  recipient: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  failedAt: Date;
}

/** The newest mail that failed for good. */
export async function listFailedMail(db: Db, limit: number): Promise<FailedMail[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      finishedAt: mailOutbox.finishedAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'failed'))
    .orderBy(desc(mailOutbox.finishedAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map(({ finishedAt, ...r }) => ({ ...r, failedAt: asDate(finishedAt) }));
}

/** Rows per status (sent rows are deleted, so: waiting, being sent, failed for good). */
export async function mailQueueDepth(db: Db): Promise<Record<Exclude<MailStatus, 'sent'>, number>> {
  const rows = await db.select({ status: mailOutbox.status, n: sql<number>`count(*)::int` }).from(mailOutbox).groupBy(mailOutbox.status);
  const depth = { queued: 0, sending: 0, failed: 0 };
  for (const r of rows) if (r.status !== 'sent') depth[r.status] = Number(r.n);
  return depth;
}

/** Deletes mail that failed for good before `cutoff` (the address retention); returns how many. */
export async function deleteFailedMailBefore(db: Db, cutoff: Date): Promise<number> {
  return rowsAffected(await db.delete(mailOutbox).where(and(eq(mailOutbox.status, 'failed'), lt(mailOutbox.finishedAt, cutoff))));
}
