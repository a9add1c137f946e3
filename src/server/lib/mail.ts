// The transport that sends e-mail (nodemailer): through SMTP when SMTP_URL is set, otherwise into a
// local outbox folder (DATA_DIR/outbox, one .eml file per message) with a log line that names the
// links in it, so a local user can follow a sign-in link without any mail server. The app sends
// through the mail outbox table (modules/mail), which queues each message and retries it with this.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';
import { systemClock, type Clock } from './clock';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface SentMail {
  messageId: string;
  /** The outbox file, in outbox mode. */
  file?: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail>;
  /** Closes SMTP connections (the app does it on close). */
  close(): void;
}

/** The part of a pino/Fastify logger the mailer uses. */
export interface MailLogger {
  info(obj: object, msg?: string): void;
}

export function outboxDir(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox');
}

export function createMailer(config: Pick<AppConfig, 'dataDir' | 'mail'>, logger: MailLogger, clock: Clock = systemClock): Mailer {
  const from = config.mail.from;
  if (config.mail.smtpUrl) {
    // Time limits well inside the outbox's claim on a try (modules/mail), so a mail server that
    // hangs fails the try instead of holding it.
    const transport = nodemailer.createTransport({ url: config.mail.smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }

  const dir = outboxDir(config);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      const file = await writeNew(dir, clock.now(), message.subject, info.message as Buffer);
      const links = message.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
      logger.info({ to: message.to, subject: message.subject, file, links }, `mail written to the outbox${links.length ? `: ${links.join(' ')}` : ''}`);
      return { messageId: info.messageId, file };
    },
    close: () => undefined,
  };
}

/**
 * Writes the message under a name no other message has: two mails of one subject in the same
 * millisecond (a confirmation race, a test's fixed clock) may draw the same suffix, and the second
 * must not overwrite the first.
 */
async function writeNew(dir: string, at: Date, subject: string, bytes: Buffer): Promise<string> {
  for (;;) {
    const file = path.join(dir, outboxFileName(at, subject));
    try {
      await writeFile(file, bytes, { flag: 'wx' });
      return file;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
}

/** Orders the mails one process writes in the same millisecond (a test's fixed clock, a burst). */
let written = 0;

/** '2026-03-14T12-00-00-000Z-000042-your-sign-in-link-3f9a.eml': sorts by time, then by the order
 * this process wrote them (so the newest sorts last even under a fixed clock), and says what it is. */
export function outboxFileName(at: Date, subject: string): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  const slug =
    subject
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'message';
  const order = String(++written % 1_000_000).padStart(6, '0');
  return `${stamp}-${order}-${slug}-${randomBytes(2).toString('hex')}.eml`;
}

