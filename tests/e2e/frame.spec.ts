import { test, expect } from './fixtures';
import { FOOTER_LINKS, PAGE_ROUTES } from '@shared/catalog/routes';

test.describe('page frame', () => {
  test('every route answers 200 with the frame', async ({ page }) => {
    for (const route of PAGE_ROUTES) {
      const res = await page.goto(route.path);
      expect(res?.status(), route.path).toBe(200);
      if (route.path === '/premium') {
        // The premium hub needs a session: a visitor is sent to sign in.
        await expect(page).toHaveURL(/\/premium-signin$/);
        continue;
      }
      await expect(page.getByTestId('logo')).toBeVisible();
      await expect(page.getByTestId('tagline')).toHaveText('AI-Powered');
      await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page).toHaveTitle(route.title);
    }
  });

  test('an unknown route shows the not-found page', async ({ page }) => {
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('the footer links navigate through the site and the logo leads home', async ({ page }) => {
    await page.goto('/');
    for (const link of FOOTER_LINKS) {
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: link.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${link.to}$`));
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page).toHaveTitle(PAGE_ROUTES.find((r) => r.path === link.to)!.title);
    }
    await page.getByTestId('logo').click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('theme', () => {
  test('starts dark when the system prefers dark and nothing is stored', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await context.close();
  });

  test('toggles, persists across a reload and applies before the first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // The class must already be there when the document is parsed, before any module runs.
    let darkAtParse: boolean | undefined;
    await page.route('**/assets/*.js', async (route) => {
      darkAtParse ??= await page.evaluate(() => document.documentElement.classList.contains('dark'));
      await route.continue();
    });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(darkAtParse).toBe(true);

    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });
});

test.describe('analytics', () => {
  test('records a page view on every route change', async ({ page }) => {
    const views: string[] = [];
    page.on('request', (req) => {
      if (!req.url().endsWith('/api/analytics/events') || req.method() !== 'POST') return;
      const event = JSON.parse(req.postData() ?? '{}');
      if (event.name === 'page_view') views.push(event.path);
    });
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    // A page counts once its script has run. Pages arrive pre-rendered, so a heading shows before
    // that: each view is awaited before the next click (a visitor who leaves a page before its
    // script runs is rightly not counted).
    await expect.poll(() => views).toEqual(['/']);
    for (const [label, path] of [['FAQ', '/faq'], ['Blog', '/blog']] as const) {
      await page.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect.poll(() => views.at(-1)).toBe(path);
    }
    expect(views).toEqual(['/', '/faq', '/blog']);
  });

  test('sends nothing after the visitor opts out', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('analyticsOptOut', 'true'));
    let sent = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/analytics/events')) sent++;
    });
    await page.goto('/about');
    await page.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page.locator('main h1')).toBeVisible();
    expect(sent).toBe(0);
  });
});
