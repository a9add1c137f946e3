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
      // A 404 document is expected on the not-found test; the browser logs its status as an error.
      const unexpected = errors.filter((e) => !/status of 404/.test(e));
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
