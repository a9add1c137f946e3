// The paths a returning member walks: sign-in is offered in the header of every public page while
// signed out, /subscribe points members to it, and a success page for a payment that never
// happened keeps its Continue button disabled and says what to do; the Library's previews show a
// bio's words.
import { test, expect } from './fixtures';
import { becomeMember } from './buy-plan';
import { uniqueEmail } from './outbox';

const PUBLIC_PAGES = ['/', '/about', '/faq', '/blog', '/blog/famous-band-names', '/privacy', '/terms', '/contact', '/subscribe', '/album-art-generator', '/sales-landing'];

test('signed out, every public page offers Sign in in its header', async ({ page }) => {
  test.setTimeout(60_000);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.locator('header').getByTestId('header-sign-in'), path).toHaveText('Sign in');
  }
  await page.locator('header').getByTestId('header-sign-in').click();
  await expect(page).toHaveURL(/\/premium-signin$/);
});

test('/subscribe says "Already a member? Sign in"', async ({ page }) => {
  await page.goto('/subscribe');
  await expect(page.getByText('Already a member?')).toBeVisible();
  await page.getByTestId('subscribe-sign-in').click();
  await expect(page).toHaveURL(/\/premium-signin$/);
});

test('a success page for a payment that never happened keeps Continue disabled and says what to do', async ({ page }) => {
  await page.goto('/success?session_id=bogus');
  await expect(page.getByRole('heading', { name: 'We could not confirm this payment yet' })).toBeVisible();
  await expect(page.getByText(/try this page again in a minute, or sign in/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to Premium Features' })).toBeDisabled();
});

test("the Library previews a bio's words, not its markup", async ({ page }) => {
  test.setTimeout(60_000);
  await becomeMember(page, uniqueEmail('library-preview'));
  const made = await page.request.post('/api/premium/generate-band-bio', { data: { bandName: 'Glass Harbour', genre: 'Rock', tone: 'Professional', length: 'Short' } });
  expect(made.status(), await made.text()).toBe(200);
  const { workId } = (await made.json()) as { workId: number };
  // The bio as the writers keep it: light markup, as the result card renders it.
  const kept = await page.request.patch(`/api/premium/library/${workId}`, { data: { body: '**Glass Harbour** are a *psychedelic* band.\n\n## Sound\n\n- tape loops' } });
  expect(kept.status(), await kept.text()).toBe(200);
  await page.goto('/premium?tab=library');
  const bio = page.getByTestId('library-item').and(page.locator('[data-kind="bio"]'));
  await expect(bio).toContainText('Glass Harbour are a psychedelic band. Sound - tape loops');
  await expect(bio).not.toContainText('*');
  await expect(bio).not.toContainText('##');
});
