import { test, expect } from './fixtures';

// Toast content is covered by the feature tests that raise them; here: the region and its hotkey.
test('F8 focuses the notifications region', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('region', { name: /Notification/ })).toBeAttached();
  await page.keyboard.press('F8');
  await expect(page.locator('[role="region"] ol:focus')).toHaveCount(1);
});
