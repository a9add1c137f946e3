// What a payer finds in their inbox, read from the outbox's .eml files as a mail client reads
// them (MIME parts, quoted-printable with soft line breaks, HTML entities): the tip receipt with
// the amount and band name, and a sign-in link that opens the account when clicked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { mailHeader, mailHtml, mailHtmlLinks, mailLink, mailText, readOutbox } from '@server/testing/mail-testing';

const PUBLIC_URL = 'http://127.0.0.1:3999';
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bns-receipts-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, PUBLIC_URL } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function mailsTo(email: string): Promise<string[]> {
  return (await readOutbox(dataDir)).filter((m) => mailHeader(m, 'To') === email);
}

async function payLocally(start: { url: string; payload: object }, email: string) {
  const res = await t.app.inject({ method: 'POST', url: start.url, payload: start.payload });
  const body = res.json();
  const id = body.sessionId ?? new URL(body.sessionUrl, 'http://x').searchParams.get('session_id');
  expect((await t.app.inject({ method: 'POST', url: `/api/test-checkout/sessions/${id}/pay`, payload: { email } })).statusCode).toBe(200);
  return id as string;
}

describe('the tip receipt', () => {
  it('goes to the payer once, with the amount and the band name', async () => {
    const bandName = 'Mötley Crüe & the Ünïcorns <live>';
    const id = await payLocally({ url: '/api/create-tip-payment', payload: { amount: 5, bandName } }, 'tipper@example.com');
    const ok = await t.app.inject({ method: 'GET', url: `/api/payment-success/${id}` });
    expect(ok.json()).toMatchObject({ plan: 'tip', amount: 5, email: 'tipper@example.com' });
    await t.app.inject({ method: 'GET', url: `/api/payment-success/${id}` });

    const mails = await mailsTo('tipper@example.com');
    expect(mails).toHaveLength(1);
    const receipt = mails[0]!;
    expect(mailHeader(receipt, 'Subject')).toBe('Your receipt: a $5.00 tip to Band Name Studio');
    const text = mailText(receipt);
    expect(text).toContain('Thank you for your $5.00 tip!');
    expect(text).toContain('Amount: $5.00');
    expect(text).toContain(`Band name: ${bandName}`);
    expect(text).toContain(`Reference: ${id}`);
    expect(text).toContain('Date: 2026-03-14');
    // The HTML part shows the same name, escaped.
    expect(mailHtml(receipt)).toContain('Mötley Crüe &amp; the Ünïcorns &lt;live&gt;');
    // A tip opens no account: no sign-in link.
    expect(mailLink(receipt, '/api/auth/verify')).toBeUndefined();
  });

  it('leaves the band name line out when none was given', async () => {
    const id = await payLocally({ url: '/api/create-tip-payment', payload: { amount: 3 } }, 'quiet@example.com');
    const receipt = (await mailsTo('quiet@example.com'))[0]!;
    expect(mailText(receipt)).toContain('Amount: $3.00');
    expect(mailText(receipt)).toContain(`Reference: ${id}`);
    expect(mailText(receipt)).not.toContain('Band name');
  });
});

describe('the e-mailed sign-in link', () => {
  it('opens the account when clicked, once', async () => {
    await payLocally({ url: '/api/create-subscription', payload: { priceType: 'lifetime' } }, 'clicker@example.com');
    // The purchase confirmation carries the link.
    const mail = (await mailsTo('clicker@example.com')).find((m) => /payment is confirmed/.test(mailHeader(m, 'Subject') ?? ''))!;
    expect(mail).toBeDefined();
    // The link is longer than a quoted-printable line: in the file it is encoded and broken.
    const link = mailLink(mail, '/api/auth/verify?token=')!;
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:3999\/api\/auth\/verify\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail).not.toContain(link);
    expect(mail).toMatch(/token=3D/);

    // What the reader clicks is the HTML part's link: the same address.
    const clicked = mailHtmlLinks(mail).find((href) => href.includes('/api/auth/verify'));
    expect(clicked).toBe(link);

    const url = new URL(clicked!);
    const opened = await t.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { accept: 'text/html' } });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/?auth=success&email=clicker%40example.com');
    const cookie = opened.cookies.find((c) => c.name === 'bns_session')?.value;
    expect(cookie).toBeTruthy();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { bns_session: cookie! } });
    expect(me.json()).toEqual({ user: { id: expect.any(Number), email: 'clicker@example.com', isPremium: true } });

    // A second click (or a forwarded copy) opens nothing.
    const again = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(again.headers.location).toBe('/?error=invalid-token');
    expect(again.cookies.find((c) => c.name === 'bns_session')).toBeUndefined();
  });
});
