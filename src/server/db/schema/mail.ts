// The mail outbox (modules/mail): every e-mail is a row first, so a message survives a mail server
// that is away for a while. A sender claims due rows (FOR UPDATE SKIP LOCKED, so two instances never
// send one message twice), sends, and marks the row sent, or schedules the next try with a growing
// delay; after the last try it is failed for good and shown on the admin dashboard. A message's
// body (which may hold a sign-in link) is blanked once it is sent or has failed for good, and the
// rows themselves go after the address retention (modules/maintenance).
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** What a queued message carries besides its recipient and subject. */
export interface MailBody {
  text: string;
  html?: string;
  replyTo?: string;
}

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: varchar('recipient', { length: 320 }).notNull(),
    subject: text('subject').notNull(),
    /** Null once sent or failed for good. */
    body: jsonb('body').$type<MailBody>(),
    status: varchar('status', { length: 10 }).$type<MailStatus>().default('queued').notNull(),
    /** Tries made so far. */
    attempts: integer('attempts').default(0).notNull(),
    /** When a queued row is due (database time). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
    /** A sending row's claim: past it, the sender is taken for dead and another may try. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
    /** When it was sent or failed for good. */
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt), index('mail_outbox_created_idx').on(t.createdAt)],
);
