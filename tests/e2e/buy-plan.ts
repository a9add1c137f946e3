// A musician becomes a premium user the way the product offers it: /subscribe, the local test
// checkout, /success, 'Continue to Premium Features'. The browser ends signed in on /premium.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Buys Monthly Pro in the test checkout; returns the checkout session id. */
export async function buyMonthly(page: Page, email: string): Promise<string> {
  await page.goto('/subscribe');
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByRole('button', { name: /Monthly/ }).click();
  await page.waitForURL(/\/test-checkout\?session_id=/);
  await page.getByRole('button', { name: 'Pay $7.00 (test)' }).click();
  await page.waitForURL(/\/success\?/);
  const sessionId = new URL(page.url()).searchParams.get('session_id')!;
  await page.getByRole('button', { name: 'Continue to Premium Features' }).click();
  await page.waitForURL('**/premium');
  await expect(page.getByRole('heading', { name: 'Premium Suite' })).toBeVisible();
  return sessionId;
}

/**
 * The same purchase made by the calls those pages make (start, pay, confirm), for tests where
 * being a member is the starting point rather than what is tested: it skips loading three pages.
 * The confirmation signs this browser in, as /success does. Ends on /premium like buyMonthly.
 */
export async function becomeMember(page: Page, email: string): Promise<void> {
  const start = await page.request.post('/api/create-subscription', { data: { priceType: 'monthly', email } });
  expect(start.status()).toBe(200);
  const sessionId = new URL(((await start.json()) as { sessionUrl: string }).sessionUrl, 'http://x').searchParams.get('session_id')!;
  expect((await page.request.post(`/api/test-checkout/sessions/${sessionId}/pay`, { data: { email } })).status()).toBe(200);
  expect((await page.request.get(`/api/payment-success/${sessionId}`)).status()).toBe(200);
  await page.goto('/premium');
  await expect(page.getByRole('heading', { name: 'Premium Suite' })).toBeVisible();
}
