import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, TEST_NOW, type TestApp } from '@server/testing/app-harness';
import { bandChallengeSurvey, emailSignups, formSubmissions, premiumPromotionClicks, userFeedback } from '@server/db/schema/index';
import { mailHeader, mailText } from '@server/testing/mail-testing';
import { SIGNUP_MESSAGES } from './engagement.service';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  // The mailer writes to DATA_DIR/outbox when no SMTP server is configured: give it a real folder.
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bns-engagement-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let nextIp = 1;
const freshIp = () => `192.0.2.${nextIp++}`;
const UA = 'EngagementTest/1.0';

function post(app: TestApp, url: string, payload: unknown, ip = freshIp()) {
  return app.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip, headers: { 'user-agent': UA } });
}

describe('POST /api/user-feedback', () => {
  it('stores the rating and the trimmed comment with address, user agent and time', async () => {
    const ip = freshIp();
    const res = await post(t, '/api/user-feedback', { rating: 4, comment: '  Loved the doom names.  ' }, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [row] = await t.database.db.select().from(userFeedback).where(eq(userFeedback.ipAddress, ip));
    expect(row).toMatchObject({ rating: 4, comment: 'Loved the doom names.', ipAddress: ip, userAgent: UA, userId: null });
    expect(row!.createdAt.toISOString()).toBe(TEST_NOW);
  });

  it('stores a blank or missing comment as null', async () => {
    for (const body of [{ rating: 5, comment: '   ' }, { rating: 5, comment: null }, { rating: 5 }]) {
      const ip = freshIp();
      expect((await post(t, '/api/user-feedback', body, ip)).statusCode).toBe(200);
      const [row] = await t.database.db.select().from(userFeedback).where(eq(userFeedback.ipAddress, ip));
      expect(row!.comment).toBeNull();
    }
  });

  it('names the field of a bad rating or comment', async () => {
    for (const rating of [0, 6, 3.5, '4']) {
      const res = await post(t, '/api/user-feedback', { rating, comment: null });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^rating: Rating/);
    }
    const missing = await post(t, '/api/user-feedback', { comment: 'no rating' });
    expect(missing.json().error).toBe('rating: Rating is required');
    const long = await post(t, '/api/user-feedback', { rating: 3, comment: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('comment: Comment must be at most 500 characters');
    expect((await post(t, '/api/user-feedback', { rating: 3, comment: 'x'.repeat(500) })).statusCode).toBe(200);
  });
});

describe('POST /api/track-premium-promotion-click', () => {
  it('stores the source and limit type with address and user agent', async () => {
    const ip = freshIp();
    const res = await post(t, '/api/track-premium-promotion-click', { clickSource: 'featured_showcase', limitType: 'promotional' }, ip);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(premiumPromotionClicks).where(eq(premiumPromotionClicks.ipAddress, ip));
    expect(row).toMatchObject({ clickSource: 'featured_showcase', limitType: 'promotional', ipAddress: ip, userAgent: UA, userId: null });
  });

  it('accepts only the listed sources and limit types', async () => {
    const source = await post(t, '/api/track-premium-promotion-click', { clickSource: 'somewhere', limitType: 'generation' });
    expect(source.statusCode).toBe(400);
    expect(source.json().error).toMatch(/^clickSource: clickSource must be one of band_limit/);
    const limit = await post(t, '/api/track-premium-promotion-click', { clickSource: 'band_limit', limitType: 'forever' });
    expect(limit.json().error).toMatch(/^limitType: /);
  });
});

describe('POST /api/band-challenge-survey', () => {
  it('stores a fixed choice without any other text', async () => {
    const ip = freshIp();
    const res = await post(t, '/api/band-challenge-survey', { challenge: 'getting_gigs', otherText: 'stray text' }, ip);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(bandChallengeSurvey).where(eq(bandChallengeSurvey.ipAddress, ip));
    expect(row).toMatchObject({ challenge: 'getting_gigs', otherText: null, ipAddress: ip, userId: null });
  });

  it("stores 'other' with its trimmed text", async () => {
    const ip = freshIp();
    expect((await post(t, '/api/band-challenge-survey', { challenge: 'other', otherText: '  Our drummer keeps moving away  ' }, ip)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(bandChallengeSurvey).where(eq(bandChallengeSurvey.ipAddress, ip));
    expect(row).toMatchObject({ challenge: 'other', otherText: 'Our drummer keeps moving away' });
  });

  it("refuses 'other' without text, and an unknown challenge", async () => {
    for (const otherText of [undefined, null, '', '   ']) {
      const res = await post(t, '/api/band-challenge-survey', { challenge: 'other', otherText });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('otherText: Please specify your challenge');
    }
    const unknown = await post(t, '/api/band-challenge-survey', { challenge: 'fame' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/^challenge: Challenge must be one of getting_gigs/);
  });
});

describe('POST /api/email-signup', () => {
  it('stores the address lower-cased and trimmed, with source, address and user agent', async () => {
    const ip = freshIp();
    const res = await post(t, '/api/email-signup', { email: '  Drummer@Example.COM ', source: 'homepage' }, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SIGNUP_MESSAGES.added, alreadySignedUp: false });
    const rows = await t.database.db.select().from(emailSignups).where(eq(emailSignups.email, 'drummer@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'homepage', ipAddress: ip, userAgent: UA, isVerified: false });
  });

  it('answers a repeat kindly and keeps one row', async () => {
    expect((await post(t, '/api/email-signup', { email: 'bassist@example.com', source: 'homepage' })).statusCode).toBe(200);
    const again = await post(t, '/api/email-signup', { email: 'BASSIST@example.com', source: 'homepage' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: SIGNUP_MESSAGES.already, alreadySignedUp: true });
    expect(again.json().message).toContain("You're already on the list");
    const rows = await t.database.db.select().from(emailSignups).where(eq(emailSignups.email, 'bassist@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('keeps one row when the same address signs up many times at once', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => post(t, '/api/email-signup', { email: 'rush@example.com', source: 'homepage' })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => !r.json().alreadySignedUp)).toHaveLength(1);
    expect(await t.database.db.select().from(emailSignups).where(eq(emailSignups.email, 'rush@example.com'))).toHaveLength(1);
  });

  it('defaults the source to homepage', async () => {
    expect((await post(t, '/api/email-signup', { email: 'keys@example.com' })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(emailSignups).where(eq(emailSignups.email, 'keys@example.com'));
    expect(row!.source).toBe('homepage');
  });

  it('names the problem of a missing or malformed address', async () => {
    const cases: [unknown, string][] = [
      [{ source: 'homepage' }, 'email: Email must be text'],
      [{ email: '   ', source: 'homepage' }, 'email: Email is required'],
      [{ email: 'not an email', source: 'homepage' }, 'email: Email must be a valid e-mail address'],
      [{ email: 'a b@example.com', source: 'homepage' }, 'email: Email must be a valid e-mail address'],
      [{ email: 'no-at.example.com', source: 'homepage' }, 'email: Email must be a valid e-mail address'],
    ];
    for (const [body, error] of cases) {
      const res = await post(t, '/api/email-signup', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(error);
    }
  });
});

describe('POST /api/contact', () => {
  const message = { name: 'Riley Stone', email: 'riley@example.com', subject: 'Booking question', message: 'Can we use a generated name on merch?' };

  function outboxFiles(dir: string): string[] {
    try {
      return readdirSync(path.join(dir, 'outbox')).filter((f) => f.endsWith('.eml'));
    } catch {
      return [];
    }
  }

  it('stores the message with address and user agent and mails it to the owner, reply-to the sender', async () => {
    const before = outboxFiles(dataDir);
    const ip = freshIp();
    const res = await post(t, '/api/contact', message, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const [row] = await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.ipAddress, ip));
    expect(row).toMatchObject({ ...message, source: 'contact', ipAddress: ip, userAgent: UA });

    const added = outboxFiles(dataDir).filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    const raw = readFileSync(path.join(dataDir, 'outbox', added[0]!), 'utf8');
    expect(mailHeader(raw, 'To')).toBe(t.config.mail.ownerEmail);
    expect(mailHeader(raw, 'Reply-To')).toBe('riley@example.com');
    expect(mailHeader(raw, 'Subject')).toBe('Contact form: Booking question');
    const text = mailText(raw);
    expect(text).toContain('Name: Riley Stone');
    expect(text).toContain('Email: riley@example.com');
    expect(text).toContain('Can we use a generated name on merch?');
  });

  it('keeps a subject with line breaks on one header line', async () => {
    const before = outboxFiles(dataDir);
    expect((await post(t, '/api/contact', { ...message, subject: 'Hello\r\nBcc: victim@example.com' })).statusCode).toBe(200);
    const [file] = outboxFiles(dataDir).filter((f) => !before.includes(f));
    const raw = readFileSync(path.join(dataDir, 'outbox', file!), 'utf8');
    expect(mailHeader(raw, 'Bcc')).toBeUndefined();
    expect(mailHeader(raw, 'Subject')).toBe('Contact form: Hello Bcc: victim@example.com');
  });

  it('requires every field and a valid e-mail', async () => {
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      const res = await post(t, '/api/contact', { ...message, [field]: '  ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(`${field}: ${field.charAt(0).toUpperCase()}${field.slice(1)} is required`);
    }
    const bad = await post(t, '/api/contact', { ...message, email: 'riley' });
    expect(bad.json().error).toBe('email: Email must be a valid e-mail address');
  });

  it('does not lose the message when the mail fails: stored, answered with success', async () => {
    // DATA_DIR is a plain file, so the outbox folder cannot be made and every send fails.
    const blocked = path.join(dataDir, 'not-a-folder');
    writeFileSync(blocked, 'x');
    const failing = await createTestApp({ env: { DATA_DIR: blocked } });
    try {
      const ip = freshIp();
      const res = await post(failing, '/api/contact', { ...message, subject: 'Mail is down' }, ip);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      const rows = await failing.database.db.select().from(formSubmissions).where(eq(formSubmissions.ipAddress, ip)).orderBy(desc(formSubmissions.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ subject: 'Mail is down', source: 'contact', message: message.message, userAgent: UA });
    } finally {
      await failing.close();
    }
  });
});
