// The premium writing suite as a new paying musician meets it, with no API key (the local
// engines): a Monthly Pro bought in the test checkout, then names with a seed word and the Magic
// Mixer, a bio for a four-piece from Leeds with its .docx, taglines and more, a booking e-mail and
// its shorter version, the Library from a second browser, and deleting the account.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import JSZip from 'jszip';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { signInPath, uniqueEmail, waitForMails } from './outbox';
import { becomeMember, buyMonthly } from './buy-plan';

const MEMBERS = [
  ['Ada Quinn', 'vocals'],
  ['Tom Hale', 'guitar'],
  ['Priya Shah', 'bass'],
  ['Lou Marsh', 'drums'],
] as const;
/** Claims a bio may only make when the musician gave them. */
const CLAIMS = /\b(award|grammy|chart|no\. ?1|number one|platinum|gold record|sold[- ]out|sold \d|sales|million|streams|festival|headlin|signed to|record deal)/i;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function conversionRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/analytics/events') && req.method() === 'POST' && /"name":"conversion"/.test(req.postData() ?? '')) seen.push(req.postData()!);
  });
  return seen;
}

test('a new premium user writes names, a bio, taglines and an e-mail, keeps them, and deletes the account', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('writer');
  const conversions = conversionRequests(page);
  const sessionId = await buyMonthly(page, email);
  await expect.poll(() => conversions.length).toBe(1);
  // The hub's own success address confirms the same checkout but records no second conversion,
  // and the address is cleaned.
  await page.goto(`/premium?success=true&session_id=${sessionId}&type=monthly&userId=1&email=x@example.com`);
  await page.waitForURL((url) => url.pathname === '/premium' && url.search === '');
  await page.waitForTimeout(300);
  expect(conversions).toHaveLength(1);

  // Names with a seed word: all five contain it.
  const form = page.getByTestId('premium-name-form');
  await form.getByLabel('Genre').selectOption('indie-rock');
  await form.getByLabel('Musical Influences').fill('Radiohead, Wet Leg');
  await form.getByLabel('Vibe').fill('restless and bright');
  await page.getByTestId('pn-use-seed-word').check();
  await page.getByTestId('pn-seed-word').fill('Moth');
  await page.getByTestId('pn-generate').click();
  const names = page.getByTestId('premium-band-name');
  await expect(names).toHaveCount(5);
  for (const name of await names.allTextContents()) expect(name.toLowerCase()).toContain('moth');

  // The Magic Mixer blends two chosen words into one name that keeps both recognisable.
  const mixerWords = page.getByTestId('mixer-word');
  const chosen = [(await mixerWords.nth(0).textContent())!.trim(), (await mixerWords.nth(1).textContent())!.trim()];
  await mixerWords.nth(0).click();
  await mixerWords.nth(1).click();
  await page.getByTestId('mixer-mix').click();
  const mixed = page.getByTestId('mixed-name');
  await expect(mixed).not.toBeEmpty();
  const mix = (await mixed.textContent())!.toLowerCase();
  for (const word of chosen) expect(mix, `${word} in ${mix}`).toContain(word.toLowerCase().slice(0, 3));
  expect(mix).not.toMatch(/\bof\b/);

  // A Medium bio for a four-piece from Leeds.
  await page.getByRole('tab', { name: /Band Bio Generator/ }).click();
  const bioForm = page.getByRole('form', { name: 'Band bio details' });
  await bioForm.getByLabel('Band name', { exact: true }).fill('Glass Harbour');
  await bioForm.locator('#bio-location').fill('Leeds');
  await bioForm.getByRole('tab', { name: 'Band Details' }).click();
  for (let i = 0; i < MEMBERS.length; i++) {
    if (i > 0) await bioForm.getByRole('button', { name: 'Add member' }).click();
    const row = bioForm.getByTestId('bio-member').nth(i);
    await row.getByLabel('Name', { exact: true }).fill(MEMBERS[i]![0]);
    await row.getByLabel('Instrument', { exact: true }).fill(MEMBERS[i]![1]);
  }
  await bioForm.getByRole('tab', { name: 'Writing Style' }).click();
  await bioForm.getByLabel('Length', { exact: true }).selectOption('Medium');
  await page.getByTestId('bio-generate').click();
  const bioCard = page.getByTestId('bio-result-card');
  await expect(bioCard).toBeVisible({ timeout: 15_000 });
  const bio = (await bioCard.getByTestId('bio-result').textContent()) ?? '';
  const count = Number((await page.getByTestId('bio-word-count').textContent())!.replace(/\D/g, ''));
  // The form holds a name, a city and a line-up: the writer says only that (no filler to reach
  // Medium's 300 words), and the note under the bio says so and what to add for a longer one.
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(500);
  if (count < 300) await expect(page.getByTestId('bio-note')).toContainText(/Medium/);
  for (const [name] of MEMBERS) expect(bio).toContain(name);
  expect(bio).toContain('Leeds');
  expect(bio).not.toMatch(CLAIMS);

  // An edit with **bold** text is saved, and the .docx opens with it in bold.
  await page.getByTestId('bio-edit').click();
  const editor = page.getByTestId('bio-editor');
  await expect(editor).toHaveAttribute('rows', '20');
  await editor.fill(`${await editor.inputValue()}\n\n**Bookings:** *ada@glassharbour.example*`);
  await page.getByTestId('bio-save').click();
  await expect(page.getByTestId('bio-result').locator('strong', { hasText: 'Bookings:' })).toBeVisible();
  await expect(page.getByTestId('bio-result').locator('em', { hasText: 'ada@glassharbour.example' })).toBeVisible();
  const docxDownload = page.waitForEvent('download');
  await page.getByTestId('bio-download-docx').click();
  const docx = await docxDownload;
  expect(docx.suggestedFilename()).toBe('Glass_Harbour_bio.docx');
  const zip = await JSZip.loadAsync(await readFile((await docx.path())!));
  const documentXml = await zip.file('word/document.xml')!.async('string');
  expect(documentXml).toContain('Glass Harbour');
  expect(documentXml).toMatch(/<w:r><w:rPr><w:b\/>(<w:bCs\/>)?<\/w:rPr><w:t[^>]*>Bookings:<\/w:t><\/w:r>/);
  expect(documentXml).toMatch(/<w:i\/>/);

  // Three taglines, then three others.
  await page.getByTestId('tagline-generate').click();
  const taglines = page.getByTestId('tagline-text');
  await expect(taglines).toHaveCount(3);
  const first = await taglines.allTextContents();
  for (const line of first) expect(words(line)).toBeLessThanOrEqual(12);
  await page.getByTestId('tagline-generate-more').click();
  await expect.poll(async () => (await taglines.allTextContents()).some((t) => first.includes(t))).toBe(false);
  await expect(taglines).toHaveCount(3);

  // A booking e-mail to a named venue booker, then 'make it shorter'.
  await page.getByRole('tab', { name: /Email Generator/ }).click();
  await page.getByTestId('email-recipient-type').selectOption('venue-booker');
  await page.getByTestId('email-purpose').selectOption('booking-inquiry');
  await page.getByTestId('email-band-name').fill('Glass Harbour');
  await page.getByTestId('email-genre').fill('indie rock');
  await page.getByTestId('email-location').fill('Leeds');
  await page.getByTestId('email-recipient-name').fill('Sam Reed');
  await page.getByTestId('email-recipient-org').fill('The Brudenell Social Club');
  await page.getByTestId('email-link-0').fill('https://glassharbour.bandcamp.com');
  await page.getByTestId('email-event-date').fill('2027-03-12');
  await page.getByTestId('email-sender-name').fill('Ada Quinn');
  await page.getByTestId('email-generate').click();
  const emailText = page.getByTestId('email-result-text');
  await expect(emailText).toContainText('Subject:');
  const booking = (await emailText.textContent())!;
  expect(booking).toMatch(/^Subject: .+/);
  expect(booking).toContain('Sam');
  expect(booking).toContain('https://glassharbour.bandcamp.com');
  expect(booking).toMatch(/12 March 2027|March 12, 2027/);
  expect(booking).toContain('Ada Quinn');

  await page.getByTestId('email-refine-input').fill('make it shorter');
  await page.getByTestId('email-refine-submit').click();
  await expect.poll(async () => (await emailText.textContent()) !== booking).toBe(true);
  const shorter = (await emailText.textContent())!;
  expect(words(shorter)).toBeLessThan(words(booking));
  expect(shorter).toContain('Sam');
  expect(shorter).toContain('https://glassharbour.bandcamp.com');
  expect(shorter).toMatch(/12 March 2027|March 12, 2027/);
  expect(shorter).toContain('Ada Quinn');

  // Signed out here, signed in from a second browser: the bio and the e-mail are in the Library.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/premium-signin');
  const second = await browser.newContext({ baseURL });
  const other = await second.newPage();
  await other.goto('/premium-signin');
  await other.getByLabel('Email address').fill(email);
  await other.getByRole('button', { name: 'Access Premium Features' }).click();
  // The purchase's link came in its confirmation e-mail; this is the one just asked for.
  const mail = (await waitForMails(email, /sign-in link/)).at(-1)!;
  await other.goto(signInPath(mail));
  await other.goto('/premium?tab=library');
  const library = other.getByTestId('library-item');
  await expect(library.filter({ hasText: 'Glass Harbour' }).and(other.locator('[data-kind="bio"]'))).toHaveCount(1);
  await expect(library.and(other.locator('[data-kind="email"]'))).toHaveCount(1);

  // Deleting the account: confirmed by typing the e-mail; the subscription is cancelled first.
  await other.getByTestId('delete-account-input').fill(email.toUpperCase());
  await other.getByTestId('delete-account-button').click();
  await other.waitForURL((url) => url.pathname === '/');
  const [goodbye] = await waitForMails(email, /account was deleted/);
  expect(goodbye!.text).toContain('subscription was cancelled');
  expect((await other.request.get('/api/premium/library')).status()).toBe(401);
  // The e-mail no longer opens anything: no premium account is left under it, so asking for a link
  // gets the answer every address gets, and no link is sent.
  const linksBefore = (await waitForMails(email, /sign-in link/)).length;
  const again = await other.request.post('/api/auth/verify-premium-email', { data: { email } });
  expect(await again.json()).toEqual({ success: true, message: 'If that address has a plan, a sign-in link is on its way. It works once and expires in 10 minutes.' });
  await expect(waitForMails(email, /sign-in link/, linksBefore + 1, 1500)).rejects.toThrow(/found/);
  await second.close();
});

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`);
}

test('the premium tools and /email-writer pass the axe accessibility checks in both themes', async ({ page }) => {
  // Ten axe runs: about a minute when the machine is busy.
  test.setTimeout(180_000);
  await becomeMember(page, uniqueEmail('axe'));
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/premium');
    await page.getByTestId('pn-generate').click();
    for (const tab of [/Band Names/, /Band Bio Generator/, /Email Generator/, /Library/]) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForTimeout(300);
      expect(await axeViolations(page), `${tab} (${colorScheme})`).toEqual([]);
    }
    await page.goto('/email-writer');
    await expect(page.getByTestId('email-generate')).toBeVisible();
    expect(await axeViolations(page), `/email-writer (${colorScheme})`).toEqual([]);
  }
});
