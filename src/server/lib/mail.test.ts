import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createMailer, outboxDir, outboxFileName } from './mail';
import { decodeQuotedPrintable, mailHeader, mailHtmlLinks, mailLink, mailText, startSmtpTestServer, type SmtpTestServer } from '../testing/mail-testing';

const mailConfig = (dataDir: string, smtpUrl?: string) => ({ dataDir, mail: { smtpUrl, from: 'Band Name Studio <hello@bandnamestudio.local>', ownerEmail: 'owner@example.com' } });
const quietLog = () => {
  const lines: Array<{ obj: object; msg?: string }> = [];
  return { lines, info: (obj: object, msg?: string) => lines.push({ obj, msg }) };
};

describe('outbox mailer (no SMTP_URL)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bns-mail-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes one .eml file per message into DATA_DIR/outbox and logs the links', async () => {
    const log = quietLog();
    const mailer = createMailer(mailConfig(dir), log);
    expect(mailer.kind).toBe('outbox');
    const link = 'http://localhost:3000/api/auth/verify?token=abc_DEF-123';
    const sent = await mailer.send({ to: 'fan@example.com', subject: 'Your sign-in link', text: `Hello\n\n${link}\n`, html: `<a href="${link}">Sign in</a>` });
    const files = await readdir(outboxDir({ dataDir: dir }));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-\d{6}-your-sign-in-link-[0-9a-f]{4}\.eml$/);
    expect(sent.file).toBe(path.join(outboxDir({ dataDir: dir }), files[0]!));
    const raw = await readFile(sent.file!, 'utf8');
    expect(mailHeader(raw, 'To')).toBe('fan@example.com');
    expect(mailHeader(raw, 'Subject')).toBe('Your sign-in link');
    expect(mailLink(raw, '/api/auth/verify')).toBe(link);
    expect(log.lines[0]!.msg).toContain(link);
  });

  it('never writes one message over another of the same subject and millisecond', async () => {
    const own = await mkdtemp(path.join(os.tmpdir(), 'bns-mail-same-'));
    const at = new Date('2026-03-14T12:00:00.000Z');
    const mailer = createMailer(mailConfig(own), quietLog(), { now: () => at });
    // 400 names drawn from 65,536 suffixes: without the check, two share one in most runs (p ≈ 0.7).
    await Promise.all(Array.from({ length: 400 }, (_, i) => mailer.send({ to: `fan${i}@example.com`, subject: 'Your sign-in link', text: `${i}`, html: `${i}` })));
    expect(await readdir(outboxDir({ dataDir: own }))).toHaveLength(400);
    await rm(own, { recursive: true, force: true });
  });

  it('names files by time and a slug of the subject', () => {
    const name = outboxFileName(new Date('2026-03-14T12:00:00.000Z'), 'Welcome to Band Name Studio Pro: your payment is confirmed!');
    expect(name).toMatch(/^2026-03-14T12-00-00-000Z-\d{6}-welcome-to-band-name-studio-pro-your-payment-is-confirmed-[0-9a-f]{4}\.eml$/);
    expect(outboxFileName(new Date(0), '!!!')).toMatch(/-\d{6}-message-[0-9a-f]{4}\.eml$/);
    // Written in the same millisecond, a later mail still sorts after an earlier one.
    const at = new Date('2026-03-14T12:00:00.000Z');
    const names = Array.from({ length: 20 }, () => outboxFileName(at, 'Your sign-in link'));
    expect([...names].sort()).toEqual(names);
  });
});

describe('SMTP mailer (SMTP_URL set)', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('delivers through a real SMTP server, text and links intact', async () => {
    const mailer = createMailer(mailConfig('/nonexistent', smtp.url), quietLog());
    expect(mailer.kind).toBe('smtp');
    const long = `http://localhost:3000/api/auth/verify?token=${'x'.repeat(60)}`;
    await mailer.send({ to: 'Drummer@Example.com', subject: 'Grüße aus dem Proberaum', text: `Ünïcode body\n${long}\n` });
    const message = (await smtp.waitFor(1))[0]!;
    mailer.close();
    expect(message.to).toEqual(['Drummer@example.com']);
    expect(message.from).toBe('hello@bandnamestudio.local');
    expect(mailHeader(message.raw, 'Subject')).toBe('Grüße aus dem Proberaum');
    expect(mailText(message.raw)).toContain('Ünïcode body');
    expect(mailLink(message.raw, '/api/auth/verify')).toBe(long);
  });
});

describe('the test mail reader', () => {
  it('decodes quoted-printable: bytes, soft line breaks, transport padding, hard breaks', () => {
    expect(decodeQuotedPrintable('Gr=C3=BC=\r\n=C3=9Fe =3D  \r\nnext=\nline').toString('utf8')).toBe('Grüße =\nnextline');
  });

  it('reads nested multiparts, encoded-word headers and the HTML links a click would follow', () => {
    const raw = [
      'Subject: =?UTF-8?Q?Gr=C3=BC=C3=9Fe?= =?UTF-8?B?IGF1cw==?=',
      'Content-Type: multipart/mixed; boundary="outer"',
      '',
      '--outer',
      'Content-Type: multipart/alternative;',
      ' boundary=inner',
      '',
      '--inner',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Link: http://x.test/a?token=3Dabcdefghijklmnopqrstuvwxyzabcdefghijklmnopq=',
      'rstuvwxyz',
      '--inner',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p><a href="http://x.test/a?token=abc&amp;x=1">Sign in</a></p>').toString('base64'),
      '--inner--',
      '--outer--',
      '',
    ].join('\r\n');
    expect(mailHeader(raw, 'subject')).toBe('Grüße aus');
    expect(mailText(raw)).toBe('Link: http://x.test/a?token=abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz');
    expect(mailLink(raw, '/a?token=')).toBe('http://x.test/a?token=abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz');
    expect(mailHtmlLinks(raw)).toEqual(['http://x.test/a?token=abc&x=1']);
  });
});
