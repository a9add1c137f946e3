// One quota rule, seen in the browser: a premium user's use stays outside the free limits of the
// address they share; /album-art-generator's counters say what the server will still allow, and
// its cover carries the typed band name; paying users see no upsell; and the phone-sized checks
// (signup field, premium modal, saved names header and Clear with Undo).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { closeDialogs, expect, test, toastLocator } from './fixtures';
import { uniqueEmail } from './outbox';

interface Counter {
  used: number;
  limit: number;
  remaining: number;
}
interface Quota {
  premium: boolean;
  resetsAt: string;
  names: Counter;
  covers: Counter;
  coverDownloads: Counter;
  customArt: Counter;
  customArtSuggestions: Counter;
  customArtDownloads: Counter;
}

async function quotaOf(page: Page): Promise<Quota> {
  const res = await page.request.get('/api/quota');
  expect(res.status()).toBe(200);
  return (await res.json()) as Quota;
}

/** A context of its own on a chosen network address (the e2e server trusts X-Forwarded-For), with
 * the same console-error rule as the fixture's page. */
async function contextAt(browser: Browser, address: string, errors: string[], options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, extraHTTPHeaders: { 'x-forwarded-for': address } });
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page };
}

/** Buys Lifetime Pro in the local TEST MODE checkout; the checkout made the account, so it signs in. */
async function becomePremium(page: Page): Promise<string> {
  const email = uniqueEmail('quota-premium');
  await page.goto('/subscribe');
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByRole('button', { name: 'Get Lifetime Access' }).click();
  await page.waitForURL(/\/test-checkout\?session_id=/);
  await page.getByRole('button', { name: 'Pay $29.00 (test)' }).click();
  await page.waitForURL(/\/success\?session_id=.+&type=lifetime$/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect.poll(async () => (await (await page.request.get('/api/auth/me')).json()).user?.isPremium ?? false).toBe(true);
  return email;
}

async function generateNameInUi(page: Page, genre = 'funk'): Promise<void> {
  const form = page.getByTestId('generator-form');
  await form.getByLabel('Genre').selectOption(genre);
  await form.getByRole('button', { name: 'Generate Band Names' }).click();
  await expect(page.getByTestId('name-result').first()).toBeVisible();
  await expect(form.getByRole('button', { name: 'Generate Band Names' })).toBeEnabled();
}

async function namesByApi(page: Page, count: number): Promise<void> {
  const res = await page.request.post('/api/generate-names', { data: { genre: 'funk', count } });
  expect(res.status(), await res.text()).toBe(200);
  expect(await res.json()).toHaveLength(count);
}

/** Nothing on the page offers an upgrade, a premium pitch or a tip. */
async function expectNoUpsell(page: Page): Promise<void> {
  for (const name of [/see more/i, /upgrade/i, /see premium/i, /go premium/i, /leave a tip/i]) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /upgrade|subscribe|get premium/i })).toHaveCount(0);
  await expect(page.getByTestId('open-tip')).toHaveCount(0);
  await expect(page.getByTestId('premium-modal')).toHaveCount(0);
  await expect(page.getByTestId('upgrade-modal')).toHaveCount(0);
  await expect(page.getByTestId('cover-remaining')).toHaveCount(0);
}

test('a premium user works beyond the free limits without spending the free quota of their address', async ({ browser }) => {
  test.setTimeout(180_000);
  const address = '10.251.7.21';
  const errors: string[] = [];

  // The premium musician, in the rehearsal room.
  const premium = await contextAt(browser, address, errors);
  const page = premium.page;
  await becomePremium(page);
  const before = await quotaOf(page);
  expect(before.premium).toBe(true);
  expect(before.names.limit).toBeGreaterThan(25);

  // 25 names: five in the member's generator (the premium endpoint), 20 more the way the free form asks.
  await page.goto('/');
  await expect(page.getByTestId('header-premium-studio')).toBeVisible();
  await generateNameInUi(page);
  await expect(page.getByTestId('name-result')).toHaveCount(5);
  await namesByApi(page, 10);
  await namesByApi(page, 10);
  expect((await quotaOf(page)).names.used).toBe(before.names.used + 25);

  // A member's home page has no free cover panel (the studio is linked in its place), but the free
  // cover endpoint still serves them past the free limit: 5 covers and a download, no free counter.
  await expect(page.getByTestId('cover-panel')).toHaveCount(0);
  let imageUrl = '';
  for (let i = 0; i < 5; i++) {
    const res = await page.request.post('/api/generate-free-album-cover', { data: { bandName: 'Rehearsal Room', genre: 'funk', vibe: 'sweaty basement party' } });
    expect(res.status(), await res.text()).toBe(200);
    imageUrl = ((await res.json()) as { imageUrl: string }).imageUrl;
  }
  expect((await page.request.post('/api/download-free-album-cover', { data: { imageUrl } })).status()).toBe(200);
  const afterCovers = await quotaOf(page);
  expect(afterCovers.covers.used).toBe(before.covers.used + 5);

  // The premium home page: no upgrade, no promo, no tip; the studio is one click away.
  await expectNoUpsell(page);
  await page.screenshot({ path: 'test-results/quota-premium-home.png', fullPage: true });
  await expect(page.getByTestId('home-premium-studio')).toHaveAttribute('href', '/premium');

  // /album-art-generator for premium: every concept open, no counters, no upgrade modal.
  await page.goto('/album-art-generator');
  const form = page.getByTestId('custom-form');
  await form.getByLabel('Band name (optional)').fill('Rehearsal Room');
  await form.getByLabel('Genre').selectOption('synthwave');
  await form.getByLabel('Musical influences').fill('Kavinsky');
  await form.getByLabel('Vibe').fill('cold neon');
  await form.getByRole('button', { name: 'Generate Album Cover' }).click();
  const result = page.getByTestId('custom-result');
  await expect(result.getByRole('img')).toHaveAttribute('alt', /Rehearsal Room/, { timeout: 15_000 });
  await expect(page.getByTestId('custom-allowance')).toHaveCount(0);
  await expect(result.locator('[data-locked="true"]')).toHaveCount(0);
  const concepts = result.getByTestId('custom-concepts').getByRole('button');
  await expect(concepts).toHaveCount(3);
  await concepts.nth(2).click();
  await expect(concepts.nth(2)).toHaveAttribute('aria-pressed', 'true');
  /** One album art request from the page, which the server grants. */
  const granted = async (click: () => Promise<void>) => {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/generate-album-cover'));
    await click();
    expect((await answer).status()).toBe(200);
  };
  const chosen = (await concepts.nth(2).textContent())!.trim();
  const refined = page.waitForRequest((r) => r.url().endsWith('/api/generate-album-cover'));
  await granted(() => result.getByRole('button', { name: 'Regenerate' }).click());
  expect((await refined).postDataJSON().refineConcept).toBe(chosen);
  for (let i = 0; i < 4; i++) await granted(() => result.getByRole('button', { name: 'Regenerate' }).click());
  for (let i = 0; i < 2; i++) {
    await result.getByLabel(/Suggest a change/).fill(`more purple ${i}`);
    await granted(() => result.getByRole('button', { name: 'Apply Suggestion' }).click());
    await expect(result.getByLabel(/Suggest a change/)).toHaveValue('');
  }
  await expect(result.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
  for (let i = 0; i < 2; i++) {
    const saved = page.waitForEvent('download');
    await result.getByRole('button', { name: 'Download' }).click();
    await saved;
  }
  await page.waitForTimeout(2000);
  await expectNoUpsell(page);
  await expect(form.getByRole('button', { name: 'Generate Album Cover' })).toBeEnabled();
  await page.screenshot({ path: 'test-results/quota-premium-art.png', fullPage: true });

  // A free visitor at the same address still has every free unit of the day.
  const free = await contextAt(browser, address, errors);
  const visitor = free.page;
  const fresh = await quotaOf(visitor);
  expect(fresh.premium).toBe(false);
  expect(fresh.names).toEqual({ used: 0, limit: 20, remaining: 20 });
  expect(fresh.covers.remaining).toBe(3);
  expect(fresh.coverDownloads.remaining).toBe(1);
  expect(fresh.customArt.remaining).toBe(4);
  expect(fresh.customArtSuggestions.remaining).toBe(1);
  expect(fresh.customArtDownloads.remaining).toBe(1);

  // ...and the page shows it before the first click: 20 names (1 here, 19 more), 3 covers.
  await visitor.goto('/');
  await expect(visitor.getByTestId('header-premium-studio')).toHaveCount(0);
  await generateNameInUi(visitor);
  await visitor.getByTestId('name-result').first().getByRole('button', { name: 'Album Cover' }).click();
  await expect(visitor.getByTestId('cover-remaining')).toHaveText('3 of 3 free covers left today');
  await namesByApi(visitor, 10);
  await namesByApi(visitor, 9);
  expect((await quotaOf(visitor)).names).toEqual({ used: 20, limit: 20, remaining: 0 });
  await closeDialogs(visitor);
  await visitor.getByTestId('generator-form').getByRole('button', { name: 'Generate Band Names' }).click();
  await expect(toastLocator(visitor, 'Daily Limit Reached!')).toBeVisible();

  await premium.context.close();
  await free.context.close();
  expect(errors, 'console errors').toEqual([]);
});

test('/album-art-generator: the typed band name is on the cover and the counters match the server through all 5 generations', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/album-art-generator');
  const form = page.getByTestId('custom-form');
  const allowance = page.getByTestId('custom-allowance');

  // Before the first click the page says what GET /api/quota says.
  const start = await quotaOf(page);
  expect(start.customArt.remaining).toBe(4);
  expect(start.customArtSuggestions.remaining).toBe(1);
  expect(start.customArtDownloads.remaining).toBe(1);
  await expect(allowance).toHaveText('Free today: 1 generation, then 3 regenerations, 1 suggestion and 1 download.');

  const bandName = form.getByLabel('Band name (optional)');
  await expect(bandName).toHaveAttribute('maxlength', '50');
  await bandName.fill('x'.repeat(60));
  await expect(bandName).toHaveValue('x'.repeat(50));
  await expect(form.getByText('50/50')).toBeVisible();
  await bandName.fill('The Velvet Static');
  await form.getByLabel('Genre').selectOption('synthwave');
  await form.getByLabel('Musical influences').fill('Kavinsky, Carpenter Brut');
  await form.getByLabel('Vibe').fill('cold neon');

  const result = page.getByTestId('custom-result');
  /** After each generation: the buttons and GET /api/quota say the same. */
  const expectCounters = async (regenerations: number, suggestions: number) => {
    await expect(result).toHaveAttribute('data-regenerations-left', String(regenerations));
    await expect(result).toHaveAttribute('data-suggestions-left', String(suggestions));
    await expect(result.getByRole('button', { name: `Regenerate (${regenerations} left)` })).toBeVisible();
    const q = await quotaOf(page);
    expect(q.customArt.remaining).toBe(regenerations);
    expect(q.customArtSuggestions.remaining).toBe(suggestions);
    expect(q.customArtDownloads.remaining).toBe(1);
  };

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/generate-album-cover'));
  await form.getByRole('button', { name: 'Generate Album Cover' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ bandName: 'The Velvet Static', genre: 'synthwave' });
  await expect(result.getByRole('img')).toHaveAttribute('alt', /^[A-Z].+, title 'The Velvet Static' \(.+ style\)$/, { timeout: 15_000 });
  await expect(result.getByTestId('custom-cover-band-name')).toHaveText('The Velvet Static');
  await expectCounters(3, 1);
  await expect(allowance).toHaveText('Left today: 3 generations (regenerations included), 1 suggestion and 1 download.');

  // The suggestion: its own counter.
  const suggested = page.waitForRequest((r) => r.url().endsWith('/api/generate-album-cover'));
  await result.getByLabel(/Suggest a change/).fill('add a lone palm tree');
  await result.getByRole('button', { name: 'Apply Suggestion' }).click();
  expect((await suggested).postDataJSON()).toMatchObject({ bandName: 'The Velvet Static', userSuggestion: 'add a lone palm tree' });
  await expect(result.getByRole('button', { name: 'Suggestion Used' })).toBeDisabled();
  await expectCounters(3, 0);

  // Three regenerations.
  for (const left of [2, 1, 0]) {
    await result.getByRole('button', { name: `Regenerate (${left + 1} left)` }).click();
    await expectCounters(left, 0);
  }
  await expect(result.getByRole('img')).toHaveAttribute('alt', /The Velvet Static/);

  // All five spent: the controls say so with the spec's texts, and the server agrees.
  await expect(result.getByRole('button', { name: 'Regenerate (0 left)' })).toBeDisabled();
  await expect(result.getByRole('button', { name: 'Suggestion Used' })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Generation Complete - Upgrade for More' })).toBeDisabled();
  const sixth = await page.request.post('/api/generate-album-cover', { data: { genre: 'synthwave', influences: 'Kavinsky', vibe: 'cold neon' } });
  expect(sixth.status()).toBe(429);
  await page.screenshot({ path: 'test-results/quota-album-art-spent.png', fullPage: true });

  // The one download, then the final state and the upgrade modal.
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download (1 left)' }).click();
  expect((await download).suggestedFilename()).toBe('custom_album_cover.png');
  await expect(result.getByRole('button', { name: 'Download (0 left)' })).toBeDisabled();
  await expect(page.getByTestId('upgrade-modal')).toBeVisible();
  expect((await quotaOf(page)).customArtDownloads.remaining).toBe(0);

  // A reload still tells the truth before any click.
  await page.reload();
  await expect(allowance).toHaveText("Today's free generations are used. More tomorrow.");
  await expect(form.getByRole('button', { name: 'Generation Complete - Upgrade for More' })).toBeDisabled();
});

test('/album-art-generator: a blank band name is left to the server, which titles the cover Custom Album', async ({ page }) => {
  await page.goto('/album-art-generator');
  const form = page.getByTestId('custom-form');
  await form.getByLabel('Band name (optional)').fill('   ');
  await form.getByLabel('Genre').selectOption('funk');
  await form.getByLabel('Musical influences').fill('Parliament');
  await form.getByLabel('Vibe').fill('sweaty basement party');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/generate-album-cover'));
  await form.getByRole('button', { name: 'Generate Album Cover' }).click();
  expect((await sent).postDataJSON().bandName).toBeUndefined();
  const result = page.getByTestId('custom-result');
  await expect(result.getByRole('img')).toHaveAttribute('alt', /, title 'Custom Album' \(/, { timeout: 15_000 });
  await expect(result.getByTestId('custom-cover-band-name')).toHaveText('Custom Album');
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the signup field is 44 px tall, the premium modal fits and scrolls inside', async ({ page }) => {
    await page.goto('/');
    const field = page.getByTestId('email-signup').getByLabel('Email address');
    await expect(field).toBeVisible();
    expect((await field.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    await page.getByRole('button', { name: 'See More' }).click();
    const modal = page.getByTestId('premium-modal');
    await expect(modal).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: 'test-results/quota-mobile-modal.png' });
    const box = (await modal.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    // Its last button is reached by scrolling the modal, not the page.
    const pageScroll = await page.evaluate(() => window.scrollY);
    await modal.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const upgrade = modal.getByRole('button', { name: 'Upgrade to Premium' });
    await expect(upgrade).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
    await closeDialogs(page);
  });

  test('the saved names header does not crowd, and Clear offers Undo', async ({ page }) => {
    const names = ['The Velvet Static', 'Midnight Tractor Choir', 'Sideways Glance'];
    await page.addInitScript((list) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('savedBandNames', JSON.stringify(list));
        sessionStorage.setItem('seeded', '1');
      }
    }, names);
    await page.goto('/');
    const panel = page.getByTestId('saved-names');
    await expect(panel).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/quota-mobile-saved.png' });

    // Heading and buttons sit apart, all inside the panel.
    const heading = (await panel.getByRole('heading', { name: /Saved names/ }).boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    for (const name of ['Download', 'Clear']) {
      const b = (await panel.getByRole('button', { name, exact: true }).boundingBox())!;
      const overlaps = b.x < heading.x + heading.width && heading.x < b.x + b.width && b.y < heading.y + heading.height && heading.y < b.y + b.height;
      expect(overlaps, `${name} overlaps the heading`).toBe(false);
      expect(b.x + b.width).toBeLessThanOrEqual(panelBox.x + panelBox.width);
    }

    await panel.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByTestId('saved-names')).toHaveCount(0);
    const cleared = toastLocator(page, 'Cleared');
    await expect(cleared).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: 'test-results/quota-mobile-undo.png' });
    await cleared.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByTestId('saved-names')).toBeVisible();
    for (const name of names) await expect(page.getByTestId('saved-names')).toContainText(name);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('savedBandNames')))!)).toEqual(names);
  });
});

test('on a phone, a signed-in user\'s header keeps to one line with the studio link', async ({ browser }) => {
  const errors: string[] = [];
  const { context, page } = await contextAt(browser, '10.251.9.9', errors, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.route('**/api/auth/me', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ user: { id: 4242, email: 'drummer@example.com', isPremium: true } }) }));
  await page.goto('/about');
  const link = page.getByTestId('header-premium-studio');
  await expect(link).toHaveAccessibleName('Premium studio');
  await expect(link).toHaveAttribute('href', '/premium');
  await expect(link).toBeVisible();
  await page.screenshot({ path: 'test-results/quota-mobile-header.png' });
  const header = (await page.locator('header').boundingBox())!;
  const box = (await link.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
  expect(errors).toEqual([]);
});
