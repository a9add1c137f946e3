// The premium purchase journey on a fresh machine: plans, the local TEST MODE checkout, /success,
// the confirmation e-mail, the hub, the bonus report, sign-out; the monthly cancel flow (premium
// stays until the paid period ends); tips.
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { uniqueEmail, waitForMails } from './outbox';
import { axeViolations } from './axe';


function conversionRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/analytics/events') && req.method() === 'POST' && /"name":"conversion"/.test(req.postData() ?? '')) seen.push(req.postData()!);
  });
  return seen;
}

test('a new user buys Lifetime Pro in the test checkout and uses premium', async ({ page }) => {
  const email = uniqueEmail('lifetime');
  const conversions = conversionRequests(page);

  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: 'Monthly Pro' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lifetime Pro' })).toBeVisible();
  await expect(page.getByTestId('plan-monthly')).toContainText('$7');
  await expect(page.getByTestId('plan-monthly')).toContainText('per month');
  await expect(page.getByTestId('plan-lifetime')).toContainText('$29');
  await expect(page.getByTestId('plan-lifetime')).toContainText('Save $55 compared to yearly');
  await expect(page.getByTestId('plan-lifetime')).toContainText('it becomes your login');

  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByRole('button', { name: 'Get Lifetime Access' }).click();
  await page.waitForURL(/\/test-checkout\?session_id=cs_test_local_/);
  await expect(page.getByTestId('test-mode-banner')).toContainText('TEST MODE');
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  await expect(page.getByRole('radio', { name: /Lifetime Pro/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pay $29.00 (test)' }).click();

  await page.waitForURL(/\/success\?session_id=cs_test_local_\w+&type=lifetime$/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByTestId('success-email')).toHaveText(email);
  await expect(page.getByTestId('success-plan')).toHaveText('Lifetime Access');
  await expect(page.getByTestId('success-amount')).toHaveText('$29.00');
  await expect(page.getByText(`A confirmation e-mail is on its way to ${email}`)).toBeVisible();
  await expect(page.getByTestId('success-keep-signed-in')).toHaveText('Open that e-mailed link in this browser to keep it signed in: until then it stays signed in for 24 hours at most.');
  await expect.poll(() => conversions.length).toBe(1);
  expect(JSON.parse(conversions[0]!).properties).toMatchObject({ type: 'lifetime', amount: 29, currency: 'USD' });

  // One confirmation e-mail, carrying the link that proves the address.
  const [mail] = await waitForMails(email, /payment is confirmed/);
  expect(mail!.text).toContain('Lifetime Access');
  expect(mail!.text).toMatch(/\/api\/auth\/verify\?token=/);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the special report' }).click();
  expect((await download).suggestedFilename()).toBe('gig-strategy-special-report.pdf');

  // A reload confirms again but records no second conversion.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await page.waitForTimeout(300);
  expect(conversions).toHaveLength(1);

  await page.getByRole('button', { name: 'Continue to Premium Features' }).click();
  await page.waitForURL('**/premium');
  await expect(page.getByRole('heading', { name: 'Premium Suite' })).toBeVisible();
  await expect(page.getByTestId('hub-email')).toHaveText(email);
  await expect(page.getByTestId('hub-plan')).toHaveText('Lifetime Pro');
  for (const tab of ['Band Names', 'Band Bio Generator', 'Image Generator', 'Email Generator']) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Band Names' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Band Names' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Band Bio Generator' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: "What's new" })).toBeVisible();

  const report = await page.request.get('/api/premium/bonus-report');
  expect(report.status()).toBe(200);
  expect(report.headers()['content-type']).toBe('application/pdf');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/premium-signin');
  expect((await page.request.get('/api/premium/bonus-report')).status()).toBe(401);
  await page.goto('/premium');
  await page.waitForURL('**/premium-signin');
});

test('a Monthly Pro subscriber cancels through the test billing portal', async ({ page, consoleErrors }) => {
  const email = uniqueEmail('monthly');
  await page.goto('/subscribe');
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByRole('button', { name: 'Subscribe Monthly' }).click();
  await page.waitForURL(/\/test-checkout\?session_id=/);
  await expect(page.getByRole('radio', { name: /Monthly Pro/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pay $7.00 (test)' }).click();
  await page.waitForURL(/type=monthly$/);
  await expect(page.getByTestId('success-plan')).toHaveText('Monthly Subscription');
  await expect(page.getByTestId('success-amount')).toHaveText('$7.00 / month');
  await page.getByRole('button', { name: 'Continue to Premium Features' }).click();
  await expect(page.getByTestId('hub-plan')).toHaveText('Monthly Pro');
  await expect(page.getByTestId('hub-plan-status')).toContainText('Renews on');

  // A second Monthly Pro is not sold to them: the plans page says they have it.
  await page.goto('/subscribe');
  await page.getByRole('button', { name: 'Subscribe Monthly' }).click();
  await expect(page.getByText('You already have a Monthly Pro subscription. Manage it from your premium page, or choose Lifetime Pro to upgrade.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe Monthly' })).toBeEnabled();
  expect(page.url()).toMatch(/\/subscribe$/);
  // The browser reports the 409 itself.
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (/409/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
  await page.goto('/premium');

  await page.getByRole('button', { name: 'Manage or cancel subscription' }).click();
  await page.waitForURL('**/test-checkout?manage=1');
  await expect(page.getByTestId('billing-status')).toHaveText('active');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  // The month already paid for is kept: the confirmation says so, not that premium stops now.
  await expect(page.getByText(/You keep premium until .+, the end of the month you paid for/)).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel at the end of the period' }).click();
  await page.waitForURL('**/premium');

  // The hub says until when premium runs, and premium still works.
  const billing = await (await page.request.get('/api/billing/subscription')).json();
  expect(billing).toMatchObject({ plan: 'monthly', status: 'active', isPremium: true });
  expect(billing.cancelAt).toBe(billing.currentPeriodEnd);
  const until = await page.evaluate((iso: string) => new Date(iso).toLocaleDateString(), billing.cancelAt as string);
  await expect(page.getByTestId('hub-plan-status')).toHaveText(`Cancelled: premium until ${until}. It will not renew.`);
  await expect(page.getByRole('heading', { name: 'Premium Suite' })).toBeVisible();
  expect((await page.request.get('/api/premium/bonus-report')).status()).toBe(200);

  // The billing page has nothing more to cancel, and says the same.
  await page.goto('/test-checkout?manage=1');
  await expect(page.getByTestId('billing-cancelled-note')).toHaveText(`Cancelled: premium until ${until}. It will not renew.`);
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
});

test('cancelling the test checkout goes back to the plans and grants nothing', async ({ page }) => {
  await page.goto('/subscribe');
  await page.getByRole('button', { name: 'Subscribe Monthly' }).click();
  await page.waitForURL(/\/test-checkout\?session_id=/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL('**/subscribe');
  await expect(page.getByRole('button', { name: 'Subscribe Monthly' })).toBeEnabled();
});

test('a failed start shows the spec error toast and resets the button', async ({ page, consoleErrors }) => {
  await page.route('**/api/create-subscription', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"down","code":"X"}' }));
  await page.goto('/subscribe');
  await page.getByRole('button', { name: 'Get Lifetime Access' }).click();
  await expect(page.getByText('Failed to start subscription process. Please try again.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Lifetime Access' })).toBeEnabled();
  // The browser reports the mocked 502 itself; that is the point of this test.
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (/502/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
});

test('the sales landing page pitches the suite and links to the plans and the free generator', async ({ page }) => {
  await page.goto('/sales-landing');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: 'Unlock Full Access Now' }).first().click();
  await page.waitForURL('**/subscribe');
  await page.goBack();
  await page.getByRole('link', { name: 'Try the free band name generator' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('the tip modal starts a $5 Latte tip through the test checkout', async ({ page }) => {
  await page.goto('/sales-landing');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Leave a tip' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (const name of ['$3 Coffee', '$5 Latte', '$10 Generous']) await expect(dialog.getByRole('button', { name })).toBeVisible();
  await dialog.getByRole('button', { name: '$5 Latte' }).click();
  await page.waitForURL(/\/test-checkout\?session_id=cs_test_local_/);
  await expect(page.getByText('Tip: $5.00 (Latte)')).toBeVisible();
  await page.getByLabel('E-mail address').fill(uniqueEmail('tipper'));
  await page.getByRole('button', { name: 'Pay $5.00 (test)' }).click();
  await page.waitForURL(/type=tip$/);
  await expect(page.getByText('Thank you for your $5.00 tip!')).toBeVisible();
});

test('create-tip-payment answers the checkout address for each tip', async ({ request }) => {
  for (const amount of [3, 5, 10]) {
    const res = await request.post('/api/create-tip-payment', { data: { amount, bandName: 'The Velvet Static' } });
    expect(res.status()).toBe(200);
    const { sessionId, url } = await res.json();
    expect(url).toBe(`/test-checkout?session_id=${sessionId}`);
    const session = await (await request.get(`/api/test-checkout/sessions/${sessionId}`)).json();
    expect(session).toMatchObject({ kind: 'tip', amount, bandName: 'The Velvet Static', status: 'open' });
  }
});

test('the billing pages pass the axe accessibility checks in both themes', async ({ browser }) => {
  // Twelve axe runs over six pages in two themes: about a minute on a busy machine.
  test.setTimeout(150_000);
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    const start = await context.request.post('/api/create-subscription', { data: { priceType: 'lifetime' } });
    const checkoutUrl: string = (await start.json()).sessionUrl;
    const sessionId = new URL(checkoutUrl, 'http://x').searchParams.get('session_id');

    for (const [path, ready] of [
      ['/subscribe', 'Lifetime Pro'],
      ['/sales-landing', 'Everything your band needs to get heard'],
      [checkoutUrl, 'Complete your purchase'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready })).toBeVisible();
      expect(await axeViolations(page), `${path} (${colorScheme})`).toEqual([]);
    }
    await page.goto('/sales-landing');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Leave a tip' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page), `tip modal (${colorScheme})`).toEqual([]);

    await context.request.post(`/api/test-checkout/sessions/${sessionId}/pay`, { data: { email: uniqueEmail('axe') } });
    await page.goto(`/success?session_id=${sessionId}&type=lifetime`);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    expect(await axeViolations(page), `/success (${colorScheme})`).toEqual([]);
    await page.goto('/premium');
    await expect(page.getByRole('heading', { name: 'Premium Suite' })).toBeVisible();
    await expect(page.getByTestId('hub-plan')).toBeVisible();
    expect(await axeViolations(page), `/premium (${colorScheme})`).toEqual([]);
    await context.close();
  }
});
