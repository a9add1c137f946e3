// Test helpers for mail: a real SMTP server on loopback (smtp-server) that keeps every raw
// message, and a small reader for the raw messages (mailparser cannot be installed here).
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpTestServer {
  url: string;
  messages: ReceivedMail[];
  /** Resolves when at least n messages have arrived. */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(n, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (messages.length < n) {
        if (Date.now() > until) throw new Error(`expected ${n} messages, got ${messages.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of a raw message (first occurrence, unfolded). */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The decoded text/plain part of a raw message. */
export function mailText(raw: string): string {
  const normalized = raw.replace(/\r\n/g, '\n');
  const parts = normalized.split(/\n--[^\n]+\n/);
  const textPart = parts.find((p) => /content-type:\s*text\/plain/i.test(p.split('\n\n')[0])) ?? normalized;
  const [headers, ...bodyParts] = textPart.split('\n\n');
  const body = bodyParts.join('\n\n').replace(/\n--[^\n]*--\s*$/, '');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The first link in a message's text that contains the given path. */
export function mailLink(raw: string, path: string): string | undefined {
  return mailText(raw)
    .match(/https?:\/\/[^\s<>"]+/g)
    ?.find((u) => u.includes(path));
}
