// A member's home page (free-area.md sections 4 and 6): purple, generating with the premium
// generator (5 names a click, its filters a click away, regenerate through the premium endpoint),
// no free cover panel, and a link to the studio where that panel was.
import { test, expect } from './fixtures';
import { becomeMember } from './buy-plan';
import { uniqueEmail } from './outbox';

test('a member generates 5 names a click on a purple home page that links to the studio', async ({ page }) => {
  test.setTimeout(90_000);
  await becomeMember(page, uniqueEmail('member-home'));

  await page.goto('/');
  const home = page.locator('[data-premium]');
  await expect(home).toHaveAttribute('data-premium', 'true');
  await expect(home).toHaveClass(/bg-purple/);
  const generate = page.getByRole('button', { name: 'Generate Band Names' });
  await expect(generate).toHaveClass(/bg-purple/);

  const form = page.getByTestId('generator-form');
  await form.getByLabel('Genre').selectOption('synthwave');
  await form.getByLabel(/Vibe/).fill('neon night drive');
  const premiumCall = page.waitForRequest((r) => r.url().endsWith('/api/generate-premium-names') && r.method() === 'POST');
  await generate.click();
  const sent = (await premiumCall).postDataJSON() as { count: number; genre: string };
  expect(sent).toMatchObject({ count: 5, genre: 'synthwave' });
  await expect(page.getByTestId('name-result')).toHaveCount(5);

  // No free cover panel and no cover button: the studio is linked where the panel was.
  await expect(page.getByRole('button', { name: 'Album Cover' })).toHaveCount(0);
  await expect(page.getByTestId('cover-panel')).toHaveCount(0);
  const studio = page.getByTestId('studio-link-card').getByRole('link', { name: 'Open the Image Studio' });
  await expect(studio).toHaveAttribute('href', '/premium?tab=image');

  // The premium filters are a click away, and they reach the premium generator.
  const filters = page.getByTestId('premium-filters');
  await expect(filters.getByLabel('One-word names only')).toBeHidden();
  await filters.getByText('Filters').click();
  await filters.getByLabel('One-word names only').check();
  const filtered = page.waitForRequest((r) => r.url().endsWith('/api/generate-premium-names') && r.method() === 'POST');
  await generate.click();
  const filteredRequest = await filtered;
  expect(filteredRequest.postDataJSON()).toMatchObject({ count: 5, options: { oneWordNames: true } });
  const filteredNames = ((await (await filteredRequest.response())!.json()) as { name: string }[]).map((n) => n.name);
  // The list shows the new answer (the earlier five stay on screen until it arrives).
  await expect(page.getByTestId('band-name')).toHaveText(filteredNames);
  for (const name of filteredNames) expect(name.trim()).not.toMatch(/\s/);

  // Regenerate ('Generate New') asks the premium endpoint too.
  const regenerated = page.waitForRequest((r) => r.url().endsWith('/api/generate-premium-names') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Generate New' }).click();
  expect((await regenerated).postDataJSON()).toMatchObject({ genre: 'synthwave', count: 1 });

  await studio.click();
  await page.waitForURL('**/premium?tab=image');
  await expect(page.getByRole('tab', { name: 'Image Generator' })).toHaveAttribute('aria-selected', 'true');
});

test('a visitor keeps the free generator and its cover panel', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-premium]')).toHaveAttribute('data-premium', 'false');
  await expect(page.getByTestId('premium-filters')).toHaveCount(0);
  const form = page.getByTestId('generator-form');
  await form.getByLabel('Genre').selectOption('synthwave');
  const freeCall = page.waitForRequest((r) => r.url().endsWith('/api/generate-names') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Generate Band Names' }).click();
  await freeCall;
  await expect(page.getByTestId('name-result')).toHaveCount(1);
  await expect(page.getByTestId('studio-link-card')).toHaveCount(0);
  await page.getByTestId('name-result').first().getByRole('button', { name: 'Album Cover' }).click();
  await expect(page.getByTestId('cover-panel')).toBeVisible();
});
