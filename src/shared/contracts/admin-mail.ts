// The dashboard's view of the mail outbox: mail that failed for good after its last try (recipient
// masked), and how many messages wait for a try.
import { z } from 'zod';

export const failedMailSchema = z.object({
  id: z.number().int(),
  /** 'f•••@example.com': enough to recognise, not the address. */
  recipient: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

export const mailOutboxResponseSchema = z.object({
  /** Messages waiting for a try or being tried. */
  waiting: z.number().int(),
  failed: z.array(failedMailSchema),
});
export type MailOutboxResponse = z.infer<typeof mailOutboxResponseSchema>;

/** Failed messages the dashboard lists (the newest). */
export const FAILED_MAIL_SHOWN = 100;
