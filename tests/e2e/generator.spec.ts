import { readFileSync } from 'node:fs';
import { closeDialogs, test, expect, toastLocator } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** One generation. The feedback dialog opens after the 10th and the premium modal on the 11th:
 * those generations wait for their dialog and close it, so nothing pops up mid-test later. */
async function generate(page: import('@playwright/test').Page, expectDialog = false) {
  await page.getByRole('button', { name: 'Generate Band Names' }).click();
  await expect(page.getByRole('button', { name: 'Generating Band Names...' })).toHaveCount(0);
  if (expectDialog) await expect(page.getByRole('dialog')).toBeVisible();
  await closeDialogs(page);
}

test('generate, copy, favourite, saved list, download and regenerate', async ({ page }) => {
  await page.goto('/');
  const form = page.getByTestId('generator-form');
  await expect(form.getByLabel('Genre')).toHaveValue('');
  await expect(form.locator('option[value=""]')).toHaveText('Select a music genre');
  await form.getByLabel('Genre').selectOption('doom-metal');
  await form.getByLabel(/Musical influences/).fill('Black Sabbath, Electric Wizard');
  await form.getByLabel(/Vibe/).fill('slow and crushing');

  const button = page.getByRole('button', { name: /Generate Band Names|Generating Band Names/ });
  await button.click();
  const card = page.getByTestId('name-result').first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('engine-label')).toHaveText('Local (No Tokens Used)');
  await expect(card).toContainText(/doom metal/i);
  expect(await page.evaluate(() => localStorage.getItem('generationCount'))).toBe('1');
  const name = (await card.getByTestId('band-name').textContent())!.trim();

  await card.getByRole('button', { name: `Copy ${name}` }).click();
  await expect(toastLocator(page, 'Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(name);

  await card.getByRole('button', { name: 'Save to Liked' }).click();
  // The first favourite of a free visitor opens the premium promotion once.
  await expect(page.getByRole('dialog')).toBeVisible();
  await closeDialogs(page);
  await expect(card.getByRole('button', { name: 'Liked' })).toBeVisible();
  const saved = page.getByTestId('saved-names');
  await expect(saved).toContainText(name);

  const downloadPromise = page.waitForEvent('download');
  await saved.getByRole('button', { name: 'Download' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('my-band-names.txt');
  expect(readFileSync(await download.path(), 'utf8')).toBe(`${name}\n`);

  await page.getByRole('button', { name: 'Generate New' }).click();
  await expect(page.getByTestId('band-name').first()).not.toHaveText(name);
  await expect(page.getByTestId('name-result')).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('generationCount'))).toBe('2');

  // The saved list survives a reload and keeps the newest first without duplicates.
  await page.reload();
  await expect(page.getByTestId('saved-names')).toContainText(name);
  await page.getByTestId('saved-names').getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByTestId('saved-names')).toHaveCount(0);
});

test('ten generations give ten distinct names, and the 21st name of the day hits the limit', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Genre').selectOption('doom-metal');
  await page.getByLabel(/Musical influences/).fill('Black Sabbath, Electric Wizard');
  await page.getByLabel(/Vibe/).fill('slow and crushing');
  const names = new Set<string>();
  for (let i = 0; i < 20; i++) {
    await generate(page, i + 1 === 10 || i + 1 === 11);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('generationCount'))).toBe(String(i + 1));
    names.add((await page.getByTestId('band-name').first().textContent())!.trim());
  }
  expect(names.size).toBe(20);
  await generate(page);
  await expect(toastLocator(page, 'Daily Limit Reached!')).toBeVisible();
  await expect(toastLocator(page, "You've used your 20 free band names today.")).toBeVisible();
});

test('sign-in notices show only what the page knows, and clear the query string', async ({ page }) => {
  // Signed out, a success link greets nobody, whatever name it carries (the signed-in greeting is
  // in auth.spec.ts).
  const me = page.waitForResponse((r) => r.url().endsWith('/api/auth/me'));
  await page.goto('/?auth=success&email=mallory%40evil.example');
  await me;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('auth-notice')).toHaveCount(0);
  await expect(page.getByText('mallory@evil.example')).toHaveCount(0);
  await page.goto('/?error=invalid-token');
  await expect(page.getByTestId('auth-notice')).toContainText('Invalid authentication link. Please request a new one.');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByTestId('auth-notice')).toHaveCount(0);
  // An unknown code shows a fixed text, never the address bar's.
  await page.goto('/?error=locked&message=Your%20account%20is%20locked.%20Call%20555-0100');
  await expect(page.getByTestId('auth-notice')).toHaveText('Authentication failed. Please try again.');
  await expect(page.getByText('555-0100')).toHaveCount(0);
});

test('the intro video reports progress at 25, 50 and 75 percent', async ({ page }) => {
  const progress: number[] = [];
  page.on('request', (req) => {
    if (!req.url().endsWith('/api/analytics/events')) return;
    const body = JSON.parse(req.postData() ?? '{}');
    if (body.name === 'video_progress') progress.push(body.properties.percent);
  });
  await page.goto('/');
  const video = page.getByTestId('intro-video');
  await video.scrollIntoViewIfNeeded();
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    v.playbackRate = 4;
    await v.play();
  });
  await expect.poll(() => progress, { timeout: 15_000 }).toEqual([25, 50, 75]);
});

test('the home page tip modal tips for the generated band name', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Genre').selectOption('bluegrass');
  await page.getByRole('button', { name: 'Generate Band Names' }).click();
  const name = (await page.getByTestId('band-name').first().textContent())!.trim();
  await page.getByTestId('open-tip').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '$3 Coffee' }).click();
  await page.waitForURL(/\/test-checkout\?session_id=cs_test_local_/);
  await expect(page.getByText('Tip: $3.00 (Coffee)')).toBeVisible();
  await expect(page.getByText(name, { exact: false }).first()).toBeVisible();
});

test('"Is it taken?" marks a real band as taken and a new name as free', async ({ page }) => {
  await page.goto('/');
  const check = page.getByRole('form', { name: 'Is it taken?' });
  await check.getByLabel('Is it taken?').fill('the beatles');
  await check.getByRole('button', { name: 'Check' }).click();
  const result = check.getByRole('status');
  await expect(result).toHaveAttribute('data-taken', 'true');
  await expect(result).toContainText('A band called The Beatles exists');

  await check.getByLabel('Is it taken?').fill('Quillwort Ferrymen of Zanzibarra');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(result).toHaveAttribute('data-taken', 'false');
});
