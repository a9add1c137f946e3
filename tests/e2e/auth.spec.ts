// Premium sign-in with e-mailed one-time links (read from the local outbox), the server-side
// session, and the authentication test page.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { signInPath, uniqueEmail, waitForMails } from './outbox';
import { axeViolations } from './axe';

/** Makes a Lifetime Pro member through the test checkout's API, without signing this browser in. */
async function buyLifetime(request: APIRequestContext, email: string): Promise<void> {
  const start = await request.post('/api/create-subscription', { data: { priceType: 'lifetime', email } });
  const sessionId = new URL((await start.json()).sessionUrl, 'http://x').searchParams.get('session_id');
  const pay = await request.post(`/api/test-checkout/sessions/${sessionId}/pay`, { data: { email } });
  expect(pay.status()).toBe(200);
}

test('a member signs in with the e-mailed link, which then works no more', async ({ page, playwright, baseURL }) => {
  const email = uniqueEmail('member');
  const api = await playwright.request.newContext({ baseURL });
  await buyLifetime(api, email);

  await page.goto('/premium?userId=1&email=someone@example.com');
  await page.waitForURL('**/premium-signin');
  await expect(page.getByRole('link', { name: 'Get premium access' })).toHaveAttribute('href', '/subscribe');
  await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', /^mailto:/);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Access Premium Features' }).click();
  await expect(page.getByTestId('link-sent')).toContainText(email);

  // The purchase's link came in its confirmation e-mail; this is the one just asked for.
  await expect(page.getByTestId('link-sent')).toContainText('If that address has a plan, a sign-in link is on its way.');
  const mail = (await waitForMails(email, /sign-in link/)).at(-1)!;
  const link = signInPath(mail);
  const landing = await page.goto(link);
  const redirect = landing!.request().redirectedFrom()!;
  expect((await redirect.response())!.status()).toBe(302);
  expect(new URL(landing!.url()).pathname).toBe('/');
  expect((await redirect.response())!.headers().location).toBe(`/?auth=success&email=${encodeURIComponent(email)}`);
  // The greeting names the session's e-mail.
  await expect(page.getByTestId('auth-notice')).toContainText('Successfully signed in to');
  await expect(page.getByTestId('auth-notice')).toContainText(`Welcome back, ${email}`);

  await page.goto('/premium');
  await expect(page.getByTestId('hub-email')).toHaveText(email);
  expect((await page.request.get('/api/premium/bonus-report')).status()).toBe(200);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/premium-signin');
  const again = await api.get(link, { maxRedirects: 0 });
  expect(again.status()).toBe(302);
  expect(again.headers().location).toBe('/?error=invalid-token');
  await page.goto('/premium');
  await page.waitForURL('**/premium-signin');
  await api.dispose();
});

test('signed out, the hub reached from inside the site with identity in its address sends to sign-in', async ({ page }) => {
  // The session is already known when the hub renders (the header asked for it), so the redirect
  // to sign-in and the cleaning of the address happen in the same commit: the redirect must win.
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    history.pushState({}, '', '/premium?userId=1&email=someone@example.com');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('link', { name: 'Get premium access' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/premium-signin');
  expect(page.url()).not.toContain('someone');
});

test('an address without a plan gets the same answer as a member, and no e-mail', async ({ page }) => {
  const stranger = uniqueEmail('stranger');
  await page.goto('/premium-signin');
  await page.getByLabel('Email address').fill(stranger);
  await page.getByRole('button', { name: 'Access Premium Features' }).click();
  await expect(page.getByTestId('link-sent')).toContainText('If that address has a plan, a sign-in link is on its way. It works once and expires in 10 minutes.');
  await expect(page.getByTestId('link-sent')).toContainText(stranger);
  await expect(page.getByText('Access Denied', { exact: true })).toHaveCount(0);
  await expect(waitForMails(stranger, /sign-in link/, 1, 1500)).rejects.toThrow(/found 0/);
});

test('the authentication test page shows the verify JSON, once per token', async ({ page, playwright, baseURL }) => {
  const email = uniqueEmail('tester');
  const api = await playwright.request.newContext({ baseURL });
  await buyLifetime(api, email);
  expect((await api.post('/api/auth/verify-premium-email', { data: { email } })).status()).toBe(200);
  const mail = (await waitForMails(email, /sign-in link/)).at(-1)!;
  const token = new URL(signInPath(mail), 'http://x').searchParams.get('token')!;
  await api.dispose();

  await page.goto('/auth-test');
  const button = page.getByRole('button', { name: 'Test Authentication' });
  await expect(button).toBeDisabled();
  await page.getByLabel('Magic-link token').fill('   ');
  await expect(button).toBeDisabled();
  await page.getByLabel('Magic-link token').fill(token);
  await button.click();
  await expect(page.getByText('Authentication Success', { exact: true })).toBeVisible();
  const result = JSON.parse((await page.getByTestId('auth-result').textContent())!);
  expect(result).toMatchObject({ success: true, userId: expect.any(Number), message: 'Authentication successful' });

  await button.click();
  await expect(page.getByText('Authentication Failed', { exact: true })).toBeVisible();
  expect(JSON.parse((await page.getByTestId('auth-result').textContent())!)).toMatchObject({ success: false, userId: null });
});

test('the sign-in pages pass the axe accessibility checks in both themes', async ({ browser }) => {
  // Four axe runs: more than the default 30 s on a busy machine.
  test.slow();
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    for (const [path, heading] of [
      ['/premium-signin', 'Premium Sign In'],
      ['/auth-test', 'Authentication Test'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      expect(await axeViolations(page), `${path} (${colorScheme})`).toEqual([]);
    }
    await context.close();
  }
});
