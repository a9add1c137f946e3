// Reads the e2e server's local mail outbox (E2E_DATA_DIR/outbox, set by playwright.config.ts).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { mailHeader, mailLink, mailText } from '@server/testing/mail-testing';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  raw: string;
}

export async function readOutbox(): Promise<OutboxMail[]> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8');
      return { file, raw, to: mailHeader(raw, 'To') ?? '', subject: mailHeader(raw, 'Subject') ?? '', text: mailText(raw) };
    }),
  );
}

/** Waits for the mails to an address whose subject matches; returns them oldest first. The wait
 * ends as soon as they are there: its bound only catches a mail that never comes, and is wide so
 * that a loaded machine (the mail is sent off the request path) does not fail it. */
export async function waitForMails(to: string, subject: RegExp, count = 1, timeoutMs = 20_000): Promise<OutboxMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutbox()).filter((m) => m.to === to && subject.test(m.subject));
    if (mails.length >= count) return mails;
    if (Date.now() > until) throw new Error(`expected ${count} mail(s) to ${to} matching ${subject}, found ${mails.length}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The sign-in link of a mail, as a path on the site under test. */
export function signInPath(mail: OutboxMail): string {
  const link = mailLink(mail.raw, '/api/auth/verify?token=');
  if (!link) throw new Error(`no sign-in link in ${mail.file}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
