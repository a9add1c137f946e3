// Every browser test fails on an unexpected console error or uncaught page error.
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  // Daily limits count per network address: each test gets its own (the e2e server trusts
  // X-Forwarded-For, see playwright.config.ts), so tests never eat each other's quota.
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take a destructured first argument
  extraHTTPHeaders: async ({}, use, testInfo) => {
    const n = (hashTitle(testInfo.titlePath.join(' ')) + testInfo.repeatEachIndex + testInfo.retry * 7919) % 65_000;
    await use({ 'x-forwarded-for': `10.${100 + (testInfo.workerIndex % 100)}.${n >> 8}.${n & 255}` });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      // The browser logs every 4xx answer as an error; the app handles those (limits, 404 pages).
      const unexpected = errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

function hashTitle(title: string): number {
  let h = 0;
  for (const ch of title) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/** The visible toast (Radix also copies its text into a screen-reader announcer). */
export function toastLocator(page: import('@playwright/test').Page, text?: string | RegExp) {
  const toasts = page.locator('.toast-root');
  return text === undefined ? toasts : toasts.filter({ hasText: text });
}

/** Closes whatever dialog (feedback, premium promotion) a flow opened, so the flow can go on. */
export async function closeDialogs(page: import('@playwright/test').Page): Promise<void> {
  await expect(async () => {
    if ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

/** A prerendered page (content pages, /sales-landing) shows its links before React has hydrated
 * it, and a click before then misses the handlers: wait for hydration first. The theme toggle
 * learns the theme in an effect: once it has, the page is hydrated. */
export async function waitForHydration(page: import('@playwright/test').Page): Promise<void> {
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-label', /^Switch to (dark|light) theme$/);
}

