// The band's press kit as a new paying musician meets it, with no API key (the local engines): a
// bio and a studio picture made first, then the Press Kit tab composed from them (members, a past
// and an upcoming show, links, press quotes that try to inject markup), published at /b/:slug and
// opened by a signed-out booker; the address changed (the old one redirects), the link offered in
// the e-mail writer, the one-sheet PDFs and QR codes downloaded, unpublished (gone at once),
// published again, and taken offline when the plan ends.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { isPng } from '@server/testing/png-info';
import { test, expect } from './fixtures';
import { becomeMember } from './buy-plan';
import { uniqueEmail } from './outbox';

const BAND = 'Glass Harbour';
const MEMBERS = [
  ['Ada Quinn', 'vocals, guitar'],
  ['Tom Hale', 'drums'],
] as const;
const INJECTIONS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '[x](javascript:alert(1))'] as const;
/** A person's browser: the page counts views, and leaves out crawlers and headless browsers. */
const VISITOR_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const UPCOMING = { date: isoDay(60), venue: 'The Brudenell Social Club', city: 'Leeds' };
const PAST = { date: isoDay(-30), venue: 'The Old Fleece', city: 'Bristol' };

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`);
}

/** Text compared without its spacing: a PDF's text runs may split or join words. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

/** The PDF a download link gives: its pages' sizes in points and its text. */
async function readPdf(kit: Locator, testId: string): Promise<{ pages: { width: number; height: number }[]; text: string; fileName: string }> {
  const downloading = kit.page().waitForEvent('download');
  await kit.getByTestId(testId).click();
  const download = await downloading;
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl: `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`,
  }).promise;
  const pages: { width: number; height: number }[] = [];
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    pages.push({ width: Math.round(width), height: Math.round(height) });
    text += (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
  }
  await pdf.destroy();
  return { pages, text, fileName: download.suggestedFilename() };
}

test('a premium user composes a press kit from their bio and picture, publishes it, moves it, takes it down, and it goes offline when the plan ends', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await becomeMember(page, uniqueEmail('press-kit'));

  // The work the kit is made from, through the API with the page's session to keep it quick.
  const bioAnswer = await page.request.post('/api/premium/generate-band-bio', {
    data: { bandName: BAND, location: 'Leeds', genre: 'Rock', members: MEMBERS.map(([name, instrument]) => ({ name, instrument })), length: 'Medium' },
  });
  expect(bioAnswer.status()).toBe(200);
  const longBio = ((await bioAnswer.json()) as { bio: string }).bio;
  const imageAnswer = await page.request.post('/api/premium/generate-image', {
    data: { prompt: 'a lighthouse over a glass harbour at dusk', genre: 'indie-rock', bandName: BAND, source: 'description' },
  });
  expect(imageAnswer.status()).toBe(200);
  const imageUrl = ((await imageAnswer.json()) as { imageUrl: string }).imageUrl;

  await page.goto('/premium?tab=press-kit');
  const kit = page.getByTestId('premium-tool-press-kit');
  const status = kit.getByTestId('pk-save-status');
  const preview = kit.getByTestId('pk-preview');

  // A new kit starts from the account's band name, and nothing is public yet.
  await expect(kit.getByLabel('Band name')).toHaveValue(BAND);
  await expect(kit.getByTestId('pk-state')).toContainText('Draft');
  await kit.getByLabel('Tagline').fill('Tidal indie rock from the north');
  await kit.getByLabel('Genre').selectOption('indie-rock');
  await kit.getByLabel('Location').fill('Leeds, UK');
  await expect(preview.getByText('Indie Rock · Leeds, UK')).toBeVisible();

  // The studio picture as the cover (radio semantics), and the saved bio as the long one.
  await kit.getByTestId('pk-images').locator('label').filter({ has: page.locator(`img[src="${imageUrl}"]`) }).click();
  await expect(kit.getByRole('radio', { name: /Studio image 1/ })).toBeChecked();
  await expect(kit.getByRole('radio', { name: 'No image' })).not.toBeChecked();
  await expect(preview.locator(`img[src="${imageUrl}"]`)).toBeVisible();
  const bioChoice = kit.getByLabel('Start from a saved bio');
  await bioChoice.selectOption((await bioChoice.locator('option', { hasText: BAND }).getAttribute('value'))!);
  await expect(kit.getByLabel('Long bio')).toHaveValue(longBio);
  const makeShort = kit.getByRole('button', { name: 'Make short bio' });
  await makeShort.click();
  await expect(kit.getByLabel('Short bio')).not.toHaveValue('', { timeout: 15_000 });
  await expect(makeShort).toBeEnabled();
  const shortWords = (await kit.getByLabel('Short bio').inputValue()).split(/\s+/).filter(Boolean).length;
  expect(shortWords).toBeLessThan(longBio.split(/\s+/).filter(Boolean).length);

  for (let i = 0; i < MEMBERS.length; i++) {
    await kit.getByRole('button', { name: 'Add member' }).click();
    const row = kit.getByTestId('pk-member').nth(i);
    await expect(row.getByLabel('Name')).toBeFocused();
    await row.getByLabel('Name').fill(MEMBERS[i]![0]);
    await row.getByLabel('Role').fill(MEMBERS[i]![1]);
  }

  for (const [i, show] of [UPCOMING, PAST].entries()) {
    await kit.getByRole('button', { name: 'Add show' }).click();
    const row = kit.getByTestId('pk-show').nth(i);
    await row.getByLabel('Date').fill(show.date);
    await row.getByLabel('Venue').fill(show.venue);
    await row.getByLabel('City').fill(show.city);
  }
  await expect(kit.getByTestId('pk-show').nth(1).getByTestId('pk-show-past')).toHaveText('past — not shown on the page');
  await expect(kit.getByTestId('pk-show').nth(0).getByTestId('pk-show-past')).toHaveCount(0);
  await expect(preview.getByText(UPCOMING.venue)).toBeVisible();
  await expect(preview.getByText(PAST.venue)).toHaveCount(0);

  const quotes = [...INJECTIONS.map((text) => ({ text, source: 'A curious zine' })), { text: 'Songs that sound like the sea coming in.', source: 'The Skinny' }];
  for (const [i, q] of quotes.entries()) {
    await kit.getByRole('button', { name: 'Add quote' }).click();
    const row = kit.getByTestId('pk-quote').nth(i);
    await row.getByLabel('Quote', { exact: true }).fill(q.text);
    await row.getByLabel('Source').fill(q.source);
  }

  // A link the contract refuses is named under its field (tied to it) and blocks the save until fixed.
  const spotify = kit.getByLabel('Spotify');
  await spotify.fill('javascript:alert(1)');
  await spotify.blur();
  const spotifyError = 'The Spotify link must be a web address starting with http:// or https://';
  await expect(kit.locator('#pk-links-spotify-error')).toHaveText(spotifyError);
  await expect(spotify).toHaveAttribute('aria-invalid', 'true');
  await expect(spotify).toHaveAttribute('aria-describedby', /pk-links-spotify-error/);
  await expect(status).toHaveText(`Not saved: ${spotifyError}`);
  await spotify.fill('https://open.spotify.com/artist/glassharbour');
  await expect(kit.locator('#pk-links-spotify-error')).toHaveCount(0);
  await kit.getByLabel('Bandcamp').fill('https://glassharbour.bandcamp.com');
  await kit.getByLabel('Website').fill('https://glassharbour.example');
  await kit.getByLabel('Booking e-mail').fill('booking@glassharbour.example');
  await expect(status).toHaveText('Saved');

  // The kit is kept: a reload brings it all back.
  await page.reload();
  await expect(kit.getByTestId('pk-member')).toHaveCount(2);
  await expect(kit.getByTestId('pk-quote')).toHaveCount(4);
  await expect(kit.getByLabel('Booking e-mail')).toHaveValue('booking@glassharbour.example');
  await expect(kit.getByRole('radio', { name: /Studio image 1/ })).toBeChecked();

  // Axe on the tab in both themes.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeViolations(page), `press kit tab (${colorScheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Publish, search engines left out (the default).
  await expect(kit.getByLabel(/Let search engines list the page/)).not.toBeChecked();
  await kit.getByRole('button', { name: 'Publish' }).click();
  await expect(kit.getByTestId('pk-state')).toHaveAttribute('data-state', 'published');
  const link = kit.getByTestId('pk-page-link');
  await expect(link).toHaveText(`${baseURL}/b/glass-harbour`);
  await expect(kit.getByTestId('pk-views')).toHaveText('0 views in the last 30 days');

  // A signed-out booker opens the page.
  const visitorContext = await browser.newContext({ baseURL, userAgent: VISITOR_AGENT });
  const visitor = await visitorContext.newPage();
  const dialogs: string[] = [];
  const visitorErrors: string[] = [];
  visitor.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  visitor.on('console', (m) => {
    if (m.type() === 'error' && !/status of 404/.test(m.text())) visitorErrors.push(m.text());
  });
  visitor.on('pageerror', (e) => visitorErrors.push(e.message));
  const opened = await visitor.goto('/b/glass-harbour');
  expect(opened?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(BAND);
  const cover = visitor.getByRole('img', { name: `${BAND}: cover image` });
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  await expect(visitor.getByText('Tidal indie rock from the north')).toBeVisible();
  await expect(visitor.getByText('Indie Rock · Leeds, UK')).toBeVisible();
  const firstParagraph = longBio.split(/\n\s*\n/).find((p) => p.trim() && !p.startsWith('**'))!.trim();
  await expect(visitor.getByRole('region', { name: 'About' })).toContainText(firstParagraph.slice(0, 60));
  for (const [name, role] of MEMBERS) await expect(visitor.getByRole('region', { name: 'Members' })).toContainText(`${name} · ${role}`);
  await expect(visitor.getByRole('region', { name: 'Upcoming shows' })).toContainText(`${UPCOMING.venue}, ${UPCOMING.city}`);
  await expect(visitor.getByText(PAST.venue)).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Bandcamp' })).toHaveAttribute('href', 'https://glassharbour.bandcamp.com/');
  await expect(visitor.getByRole('link', { name: 'Spotify' })).toHaveAttribute('href', 'https://open.spotify.com/artist/glassharbour');
  await expect(visitor.getByRole('link', { name: /booking@glassharbour\.example/ })).toHaveAttribute('href', 'mailto:booking@glassharbour.example');
  // The injection attempts are text on the page, nothing more.
  for (const text of INJECTIONS) await expect(visitor.getByText(text)).toBeVisible();
  expect(await visitor.locator('script:not([type="application/ld+json"])').count()).toBe(0);
  expect(await visitor.locator('img[src="x"], [onerror], a[href^="javascript:"]').count()).toBe(0);
  // Link previews: the band's name and its cover.
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', BAND);
  const ogImage = (await visitor.locator('meta[property="og:image"]').getAttribute('content'))!;
  const ogBytes = await visitor.request.get(ogImage);
  expect(ogBytes.status()).toBe(200);
  expect(isPng(Buffer.from(await ogBytes.body()))).toBe(true);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await axeViolations(visitor), 'public press kit page').toEqual([]);

  // The owner sees the view.
  await page.reload();
  await expect(kit.getByTestId('pk-views')).toHaveText('1 view in the last 30 days');

  // A badly formed address is refused with the server's words, under the field.
  const address = kit.getByLabel('Change address');
  await address.fill('glass harbour!');
  await kit.getByRole('button', { name: 'Change address' }).click();
  await expect(kit.locator('#pk-address-error')).toHaveText('The address may use only letters, digits and single hyphens');
  await expect(address).toHaveAttribute('aria-describedby', /pk-address-error/);
  // A good one moves the page; the old address redirects to it.
  await address.fill('glass-harbour-leeds');
  await kit.getByRole('button', { name: 'Change address' }).click();
  await expect(link).toHaveText(`${baseURL}/b/glass-harbour-leeds`);
  const old = await visitor.request.get('/b/glass-harbour', { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe('/b/glass-harbour-leeds');
  await visitor.goto('/b/glass-harbour');
  await expect(visitor).toHaveURL(/\/b\/glass-harbour-leeds$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(BAND);

  // The e-mail writer offers the page as one of the band's links.
  await page.getByRole('tab', { name: /Email Generator/ }).click();
  await page.getByRole('button', { name: 'Add press kit link' }).click();
  await expect(page.getByTestId('email-link-0')).toHaveValue(`${baseURL}/b/glass-harbour-leeds`);
  await expect(page.getByRole('button', { name: 'Add press kit link' })).toHaveCount(0);
  await page.getByRole('tab', { name: /Press Kit/ }).click();

  // The one-sheet, on A4 and on Letter: one page each, with the band's name.
  const a4 = await readPdf(kit, 'pk-download-a4');
  expect(a4.pages).toEqual([{ width: 595, height: 842 }]);
  expect(squeeze(a4.text)).toContain(squeeze(BAND));
  const letter = await readPdf(kit, 'pk-download-letter');
  expect(letter.pages).toEqual([{ width: 612, height: 792 }]);
  expect(squeeze(letter.text)).toContain(squeeze(BAND));
  expect(a4.fileName).toMatch(/\.pdf$/);
  // The QR codes, as PNG and SVG.
  const qrPng = await page.request.get(await kit.getByTestId('pk-download-qr-png').getAttribute('href').then((h) => h!));
  expect(qrPng.status()).toBe(200);
  expect(isPng(Buffer.from(await qrPng.body()))).toBe(true);
  const qrSvg = await page.request.get(await kit.getByTestId('pk-download-qr-svg').getAttribute('href').then((h) => h!));
  expect(qrSvg.status()).toBe(200);
  expect(await qrSvg.text()).toMatch(/<svg[\s>]/);

  // Unpublish: the page is gone at once, the old address too, and the e-mail writer stops offering it.
  await kit.getByRole('button', { name: 'Unpublish' }).click();
  await expect(kit.getByTestId('pk-state')).toHaveAttribute('data-state', 'draft');
  expect((await visitor.request.get('/b/glass-harbour-leeds')).status()).toBe(404);
  expect((await visitor.request.get('/b/glass-harbour', { maxRedirects: 0 })).status()).toBe(404);
  expect((await visitor.request.get('/b/glass-harbour-leeds/cover.webp')).status()).toBe(404);

  // Published again at its address; then the plan ends and the page goes offline, the kit kept.
  await kit.getByRole('button', { name: 'Publish' }).click();
  await expect(kit.getByTestId('pk-state')).toHaveAttribute('data-state', 'published');
  await expect(link).toHaveText(`${baseURL}/b/glass-harbour-leeds`);
  expect((await visitor.request.get('/b/glass-harbour-leeds')).status()).toBe(200);
  // Cancelling keeps the paid month; the test checkout's end-now is the month running out today.
  expect((await page.request.post('/api/test-checkout/subscription/end-now')).status()).toBe(200);
  const offline = await visitor.goto('/b/glass-harbour-leeds');
  expect(offline?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${BAND}’s press kit is offline for now`);
  await expect(visitor.getByText('A curious zine')).toHaveCount(0);
  await page.goto('/premium?tab=press-kit');
  await expect(kit.getByTestId('pk-plan-ended')).toContainText('Offline because your plan ended');

  expect(dialogs).toEqual([]);
  expect(visitorErrors).toEqual([]);
  await visitorContext.close();
});
