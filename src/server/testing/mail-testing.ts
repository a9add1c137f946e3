// Test helpers for mail: a real SMTP server on loopback (smtp-server) that keeps every raw
// message, and a small MIME reader for the raw messages (nested multiparts, quoted-printable with
// soft line breaks, base64, charsets, encoded-word headers), since mailparser cannot be installed.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import { outboxDir } from '../lib/mail';
import { ownEntry } from '@shared/lookup';

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

/** delayMs: how long the server waits before it accepts each message's sender (a slow mail server).
 * refuse: asked with each message's number (1, 2, …, counting refused ones): true refuses it with
 * a temporary failure (451), as a mail server does that is overloaded. */
export async function startSmtpTestServer(options: { delayMs?: number; refuse?: (n: number) => boolean } = {}): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  let offered = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (options.refuse?.(++offered)) {
        callback(Object.assign(new Error('Try again later: the server is busy'), { responseCode: 451 }));
        return;
      }
      setTimeout(() => callback(), options.delayMs ?? 0);
    },
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

// --- Reading raw messages as a mail client does (RFC 2045-2047) ---

interface MimeLeaf {
  type: string;
  text: string;
}

function splitHead(raw: string): [string, string] {
  const m = /\r?\n\r?\n/.exec(raw);
  return m ? [raw.slice(0, m.index), raw.slice(m.index + m[0].length)] : [raw, ''];
}

/** The headers of a message or part: names lower-cased, folded lines unfolded, first occurrence. */
function headersOf(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

function headerParam(value: string, name: string): string | undefined {
  const m = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return m ? (m[1] ?? m[2]) : undefined;
}

/** Quoted-printable to bytes: '=XX' is a byte, '=' at a line's end a soft break (the line goes
 * on), trailing white space on a line is transport padding, other line breaks are real. */
export function decodeQuotedPrintable(body: string): Buffer {
  const bytes: number[] = [];
  const lines = body.split(/\r?\n/);
  lines.forEach((raw, i) => {
    let line = raw.replace(/[ \t]+$/, '');
    const soft = line.endsWith('=');
    if (soft) line = line.slice(0, -1);
    for (let j = 0; j < line.length; j++) {
      const hex = line.slice(j + 1, j + 3);
      if (line.charAt(j) === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
        bytes.push(parseInt(hex, 16));
        j += 2;
      } else {
        bytes.push(...Buffer.from(line.charAt(j), 'utf8'));
      }
    }
    if (!soft && i < lines.length - 1) bytes.push(0x0a);
  });
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined, charset: string): string {
  const enc = (encoding ?? '7bit').toLowerCase();
  const bytes =
    enc === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : enc === 'quoted-printable' ? decodeQuotedPrintable(body) : Buffer.from(body, 'utf8');
  return new TextDecoder(charset).decode(bytes);
}

/** The leaf parts of a message, decoded to text, walking nested multiparts. */
export function mailParts(raw: string): MimeLeaf[] {
  const [head, body] = splitHead(raw);
  const headers = headersOf(head);
  const contentType = headers.get('content-type') ?? 'text/plain; charset=us-ascii';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = headerParam(contentType, 'boundary');
    if (!boundary) return [];
    const parts: string[][] = [];
    let current: string[] | undefined;
    for (const line of body.split(/\r?\n/)) {
      if (line.trimEnd() === `--${boundary}--`) break;
      if (line.trimEnd() === `--${boundary}`) parts.push((current = []));
      else current?.push(line);
    }
    return parts.flatMap((lines) => mailParts(lines.join('\n')));
  }
  return [{ type, text: decodeBody(body, headers.get('content-transfer-encoding'), headerParam(contentType, 'charset') ?? 'utf-8') }];
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header value. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, enc: string, text: string) => {
      const bytes = enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQuotedPrintable(text.replace(/_/g, ' '));
      return new TextDecoder(charset).decode(bytes);
    });
}

/** A header of a raw message (first occurrence, unfolded, encoded words decoded). */
export function mailHeader(raw: string, name: string): string | undefined {
  const value = headersOf(splitHead(raw)[0]).get(name.toLowerCase());
  return value === undefined ? undefined : decodeEncodedWords(value);
}

/** The decoded text/plain part of a raw message. */
export function mailText(raw: string): string {
  return mailParts(raw).find((p) => p.type === 'text/plain')?.text ?? '';
}

/** The decoded text/html part of a raw message. */
export function mailHtml(raw: string): string {
  return mailParts(raw).find((p) => p.type === 'text/html')?.text ?? '';
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.charAt(0) === '#') return String.fromCodePoint(ref.charAt(1).toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10));
    return ownEntry(named, ref.toLowerCase()) ?? whole;
  });
}

/** Where the HTML part's links go when clicked (href values, entities decoded). */
export function mailHtmlLinks(raw: string): string[] {
  return [...mailHtml(raw).matchAll(/<a\s[^>]*?href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) => decodeEntities((m[1] ?? m[2])!)); // one of the two quotings matched
}

/** The first link in a message's text that contains the given path. */
export function mailLink(raw: string, path: string): string | undefined {
  return mailText(raw)
    .match(/https?:\/\/[^\s<>"]+/g)
    ?.find((u) => u.includes(path));
}

/** Every message the local outbox of DATA_DIR holds, oldest first; none when it has no folder yet. */
export async function readOutbox(dataDir: string): Promise<string[]> {
  const dir = outboxDir({ dataDir });
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map((f) => readFile(`${dir}/${f}`, 'utf8')));
}
