// What a visitor on a slow phone gets before and without the app's script (docs/decisions/013):
// a content page works with its small island script alone, and the home page and the album art
// page show their first view (hero, form, empty results) in the HTML, usable once hydrated.
// Run after `npm run build` (the build writes the prerendered pages and pages.json).
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

/** The script a shell loads first, as the server sends it. */
async function shellScript(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const src = html.match(/<script type="module" crossorigin src="([^"]+)"/)?.[1];
  expect(src, `${path} has a module script`).toBeTruthy();
  return src!;
}

/** Every script the page requested, by path. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  return scripts;
}

test.describe('a content page runs its islands, not the app', () => {
  test('the FAQ accordion and the theme switch work with only the island script loaded', async ({ page }) => {
    const appScript = await shellScript(page, '/');
    const islandScript = await shellScript(page, '/faq');
    expect(islandScript).not.toBe(appScript);
    const scripts = recordScripts(page);

    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/faq');
    await waitForHydration(page);
    const question = page.getByTestId('faq-section-album-covers').getByRole('button').first();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const region = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
    await expect(region).toBeVisible();
    await question.press('End');
    await expect(page.getByTestId('faq-section-album-covers').getByRole('button').last()).toBeFocused();
    await question.click();
    await expect(region).toBeHidden();

    const toggle = page.getByTestId('theme-toggle');
    await expect(toggle).toHaveAccessibleName('Switch to dark theme');
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(toggle).toHaveAccessibleName('Switch to light theme');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect(page.locator('header').getByTestId('header-sign-in')).toHaveAttribute('href', '/premium-signin');

    expect(scripts).toContain(islandScript);
    expect(scripts, 'the app is never loaded').not.toContain(appScript);
  });

  test("an article's Share button copies the link with only the island script loaded", async ({ page, context, baseURL }) => {
    const appScript = await shellScript(page, '/');
    const scripts = recordScripts(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true, writable: true });
    });
    await page.goto('/blog/testing-band-names');
    await waitForHydration(page);
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => alerts).toEqual(['Link copied to clipboard!']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/testing-band-names`);
    expect(scripts).not.toContain(appScript);
  });

  test('a signed-in member finds the premium studio in the header of a content page', async ({ page }) => {
    await page.route('**/api/auth/me', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ user: { id: 7, email: 'bassist@example.com', isPremium: true } }) }));
    await page.goto('/terms');
    const link = page.locator('header').getByTestId('header-premium-studio');
    await expect(link).toHaveAccessibleName('Premium studio');
    await expect(link).toHaveAttribute('href', '/premium');
  });

  test('the sales page records its clicks and opens the tip dialog on demand', async ({ page }) => {
    const events: { name: string; properties?: Record<string, unknown> }[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/analytics/events') && req.method() === 'POST') events.push(JSON.parse(req.postData() ?? '{}'));
    });
    await page.goto('/sales-landing');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Leave a tip' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: '$3 Coffee' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('link', { name: 'Unlock Full Access Now' }).first().click();
    await page.waitForURL(/\/subscribe$/);
    await expect.poll(() => events.filter((e) => e.name !== 'page_view').map((e) => e.properties)).toContainEqual({ from: 'sales-landing', placement: 'hero' });
  });
});

test.describe('app pages paint their first view before any script', () => {
  test('the home page sends its hero, form and empty results in the HTML', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<div id="root" data-prerendered="true">');
    expect(html).toContain('Find a band name worth printing on a T-shirt');
    expect(html).toMatch(/<form[^>]*data-testid="generator-form"/);
    expect(html).toContain('Your names will appear here.');
  });

  for (const { path, form, heading } of [
    { path: '/', form: 'generator-form', heading: 'Find a band name worth printing on a T-shirt' },
    { path: '/album-art-generator', form: 'custom-form', heading: 'Free Album Art Generator' },
  ]) {
    test(`${path} shows its form without JavaScript, and enables it once hydrated`, async ({ browser, page }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const noScript = await context.newPage();
      await noScript.goto(path);
      await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(noScript.getByTestId(form)).toBeVisible();
      // Until the app has hydrated it, the form takes no input that React would not see.
      await expect(noScript.getByTestId(form).getByLabel('Genre')).toBeDisabled();
      await context.close();

      await page.goto(path);
      await expect(page.getByTestId(form).getByLabel('Genre')).toBeEnabled();
      await expect(page.getByTestId('theme-toggle')).toBeEnabled();
    });
  }

  test('the home page, hydrated without the router, moves to another page and back without a page load', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByTestId('generator-form').getByLabel('Genre')).toBeEnabled();
    // A page load would lose this mark; moving inside the app keeps it.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    const stayed = () => page.evaluate(() => (window as Window & { stayedInApp?: boolean }).stayedInApp === true);

    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator('main h1').first()).toHaveText('Frequently Asked Questions');
    expect(await stayed()).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('generator-form').getByLabel('Genre')).toBeEnabled();
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await stayed()).toBe(true);
  });

  test('the home page loads its below-the-fold parts after the first view', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    expect(html, 'the showcase is not in the first HTML').not.toContain('showcase-slides');
    await page.goto('/');
    await page.getByTestId('showcase-slides').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('showcase-slides')).toBeVisible();
    await expect(page.getByTestId('intro-video')).toBeAttached();
  });
});
