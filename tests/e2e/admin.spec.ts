// The admin password lives on the server only: the built client never contains it, a wrong one is
// refused with the spec's text, the right one opens the admin API, and logout closes it again.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test, expect, waitForHydration } from './fixtures';
import { E2E_ADMIN_PASSWORD } from './admin-password';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])));
  return nested.flat();
}

test('the built client holds no admin password', async () => {
  const files = await filesUnder(path.resolve('dist/client'));
  expect(files.length).toBeGreaterThan(10);
  const holding: string[] = [];
  for (const file of files) {
    if ((await readFile(file)).includes(E2E_ADMIN_PASSWORD)) holding.push(file);
  }
  expect(holding).toEqual([]);
});

test('the admin API answers 401 until the right password signs in, and again after logout', async ({ page }) => {
  await page.goto('/');
  expect((await page.request.get('/api/admin/summary')).status()).toBe(401);
  const wrong = await page.request.post('/api/admin/login', { data: { password: 'not-it' } });
  expect(wrong.status()).toBe(401);
  expect((await wrong.json()).error).toBe('Incorrect password');
  const right = await page.request.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD } });
  expect(right.status()).toBe(200);
  expect((await page.request.get('/api/admin/summary')).status()).toBe(200);
  expect((await page.request.post('/api/admin/logout')).status()).toBe(200);
  expect((await page.request.get('/api/admin/summary')).status()).toBe(401);
});

test('the dashboard: a wrong password is refused, the right one opens the tabs, logout returns to the login card', async ({ page }) => {
  await page.goto('/admin-dashboard');
  await page.getByLabel('Admin password').fill('not-it');
  await page.getByLabel('Admin password').press('Enter');
  await expect(page.getByTestId('admin-login-error')).toContainText('Incorrect password');
  await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
  await page.getByTestId('admin-sign-in').click();
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
  await expect(page.getByTestId('admin-summary-stats')).toBeVisible();
  await expect(page.getByRole('tab', { name: /API Costs \(\$\d+\.\d{4}\)/ })).toBeVisible();
  // The session, not a browser flag, keeps the owner signed in across a reload.
  await page.reload();
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(E2E_ADMIN_PASSWORD);
  await page.getByTestId('admin-logout').click();
  await expect(page.getByTestId('admin-login-card')).toBeVisible();
  expect((await page.request.get('/api/admin/summary')).status()).toBe(401);
});

/** A table of the dashboard with at least one row of data (not its 'Nothing in this date range.' row). */
async function expectRows(table: import('@playwright/test').Locator): Promise<void> {
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
  await expect(table.locator('tbody tr').first()).not.toContainText('Nothing in this date range.');
}

test.describe('every tab shows what using the site made', () => {
  // A public address: the default internal-address rule would hide the e2e's 10.x visitors from
  // the real-user counts. Unique per run, as the quotas count per address and day.
  const visitor = `198.51.100.${(Date.now() % 200) + 20}`;
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': visitor } });

  test('the love control, the sales page clicks and a visit fill the dashboard', async ({ page }) => {
    test.setTimeout(150_000);
    // A visit to the home page: names, a cover, and the love control under it.
    await page.goto('/');
    await page.getByLabel('Genre').selectOption('funk');
    await page.getByRole('button', { name: 'Generate Band Names' }).click();
    const card = page.getByTestId('name-result').first();
    const bandName = (await card.getByTestId('band-name').textContent())!.trim();
    await card.getByRole('button', { name: 'Album Cover' }).click();
    const panel = page.getByTestId('cover-panel');
    await panel.getByRole('button', { name: 'Generate Album Cover' }).click();
    await expect(panel).toHaveAttribute('data-state', 'generated', { timeout: 15_000 });
    const love = panel.getByTestId('cover-feedback').getByRole('button', { name: 'Love it' });
    const feedbackSent = page.waitForResponse((r) => r.url().endsWith('/api/album-cover-feedback') && r.status() === 200);
    await love.click();
    await feedbackSent;
    await expect(love).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByTestId('cover-feedback').getByRole('button', { name: 'Not for me' })).toHaveAttribute('aria-pressed', 'false');

    // The sales page's two buttons send their events.
    const eventSent = (name: string) => page.waitForRequest((r) => r.url().endsWith('/api/analytics/events') && (r.postData() ?? '').includes(`"name":"${name}"`));
    await page.goto('/sales-landing');
    await waitForHydration(page);
    const tryFree = eventSent('try_free_click');
    await page.getByRole('link', { name: 'Try the free band name generator' }).click();
    await tryFree;
    await page.goto('/sales-landing');
    await waitForHydration(page);
    const upgrade = eventSent('upgrade_click');
    await page.getByRole('link', { name: 'Unlock Full Access Now' }).first().click();
    await upgrade;
    await page.waitForURL('**/subscribe');

    // The rest of what a visitor does, through the same calls the pages make.
    const post = async (url: string, data: object) => expect((await page.request.post(url, { data })).status(), url).toBe(200);
    const [named] = (await (await page.request.post('/api/generate-names', { data: { genre: 'rock', count: 2 } })).json()) as Array<{ id: number; name: string }>;
    await post('/api/favorites', { id: named!.id, isFavorite: true });
    await post('/api/track-name-download', { nameCount: 1, bandNames: [named!.name], genre: 'rock' });
    await post('/api/track-premium-promotion-click', { clickSource: 'band_limit', limitType: 'generation' });
    await post('/api/band-challenge-survey', { challenge: 'getting_gigs' });
    await post('/api/user-feedback', { rating: 5, comment: 'The love button works' });
    await post('/api/email-signup', { email: `fan-${visitor}@example.com`, source: 'homepage' });
    await post('/api/contact', { name: 'Fan', email: 'fan@example.com', subject: 'Hi', message: 'Great site' });
    await post('/api/track-album-interaction', { interactionType: 'download', bandName, genre: 'funk' });
    // A purchase, for the revenue view and its funnel.
    const checkout = (await (await page.request.post('/api/create-subscription', { data: { priceType: 'lifetime', email: `buyer-${visitor}@example.com` } })).json()) as { sessionUrl: string };
    const sessionId = new URL(checkout.sessionUrl, 'http://x').searchParams.get('session_id')!;
    await post(`/api/test-checkout/sessions/${sessionId}/pay`, { email: `buyer-${visitor}@example.com` });

    await page.goto('/admin-dashboard');
    await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
    await page.getByLabel('Admin password').press('Enter');
    await expect(page.getByTestId('admin-summary-stats')).toBeVisible();
    const stat = (label: string, grid = 'admin-summary-stats') => page.getByTestId(grid).locator('div', { has: page.locator(`dt:text-is("${label}")`) }).locator('dd').first();
    for (const label of ['User sessions', 'Band names generated', 'Band names liked', 'Name downloads', 'Album covers generated', 'Premium clicks', 'Email signups']) {
      await expect(stat(label), label).not.toHaveText('0');
    }
    const open = async (tab: string) => {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    };
    await open('User Sessions');
    await expect(page.getByTestId('admin-sessions-table')).toContainText(visitor);
    await open('Band Names');
    await expectRows(page.getByTestId('admin-recent-names-table'));
    // The section's count, its rows and its 'shown' line agree (names from internal addresses are
    // counted in their own section, not in this one's 'shown').
    const recentRows = await page.getByTestId('admin-recent-names-table').locator('tbody tr').count();
    await expect(page.getByTestId('admin-recent-names')).toContainText(`Recent Band Names (${recentRows})`);
    await expect(page.getByTestId('admin-recent-names')).toContainText(`${recentRows} shown`);
    await expectRows(page.getByTestId('admin-liked-names-table'));
    await open('Album Interactions');
    await expect(page.getByTestId('admin-album-interactions-table')).toContainText(bandName);
    await open('Genre Analytics');
    await expectRows(page.getByTestId('admin-genre-likes-table'));
    await expectRows(page.getByTestId('admin-genre-covers-table'));
    await open('Name Downloads');
    await expect(page.getByTestId('admin-name-downloads-table')).toContainText(named!.name);
    await open('Raw Data');
    await expectRows(page.getByTestId('admin-submissions-aggregated'));
    await open('Premium Clicks');
    await expectRows(page.getByTestId('admin-premium-clicks-table'));
    await open('Surveys');
    await expectRows(page.getByTestId('admin-surveys-table'));
    await open('Emails');
    await expect(page.getByTestId('admin-emails-table')).toContainText(`fan-${visitor}@example.com`);
    // API Costs fill only with AI calls; this server runs the local engines (admin-data.test.ts covers the tab's numbers).
    await open('API Costs');
    await expect(page.getByTestId('admin-api-summary')).toBeVisible();
    await open('Traffic');
    await expect(page.getByTestId('admin-traffic-chart').locator('canvas')).toBeVisible();
    await expect(page.getByTestId('admin-event-counts')).toContainText('try_free_click');
    await expect(page.getByTestId('admin-event-counts')).toContainText('upgrade_click');
    await expectRows(page.getByTestId('admin-top-pages'));
    await open('Feedback');
    await expect(page.getByTestId('admin-loved-covers')).toContainText(bandName);
    await expectRows(page.getByTestId('admin-cover-love-styles'));
    await expect(page.getByTestId('admin-user-feedback-table')).toContainText('The love button works');
    await open('Revenue');
    await expect(stat('Lifetime members', 'admin-premium-users')).not.toHaveText('0');
    await expect(stat('Lifetime revenue', 'admin-revenue-totals')).not.toHaveText('$0.00');
    await expectRows(page.getByTestId('admin-revenue-weeks'));
    for (const step of [0, 1, 2]) await expect(page.getByTestId(`admin-funnel-step-${step}`)).not.toHaveText('0');
    await expect(page.getByTestId('admin-funnel-rate-1')).toHaveText(/^\d+% of the step before$/);
    // A range before anything happened: no step has a base, so no rate reads 0%.
    await page.getByTestId('admin-range-from').fill('2025-01-01');
    await page.getByTestId('admin-range-to').fill('2025-01-31');
    await page.getByTestId('admin-range-apply').click();
    await expect(page.getByTestId('admin-funnel-step-0')).toHaveText('0');
    for (const step of [1, 2]) await expect(page.getByTestId(`admin-funnel-rate-${step}`)).toHaveText('— of the step before');
    await open('Privacy');
    await page.getByTestId('privacy-value').fill(`fan-${visitor}@example.com`);
    const exported = page.waitForEvent('download');
    await page.getByTestId('privacy-export').click();
    expect((await exported).suggestedFilename()).toBe(`personal-data-fan-${visitor}@example.com.json`);
    await expect(page.getByTestId('privacy-result')).toContainText(/Exported [1-9]\d* rows/);
  });
});
