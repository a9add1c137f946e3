import { test, expect, waitForHydration } from './fixtures';

// Toast content is covered by the feature tests that raise them; here: the region and its hotkey.
test('F8 focuses the notifications region', async ({ page }) => {
  await page.goto('/about');
  // The page arrives prerendered: wait until it is hydrated before pressing keys.
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: /Notification/ })).toBeAttached();
  // The toaster loads just after the first paint; until its key handler is in place a press is lost.
  await expect(async () => {
    await page.keyboard.press('F8');
    await expect(page.locator('[role="region"] ol:focus')).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
});
