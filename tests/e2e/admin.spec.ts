// The admin password lives on the server only: the built client never contains it, a wrong one is
// refused with the spec's text, the right one opens the admin API, and logout closes it again.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test, expect } from './fixtures';
import { E2E_ADMIN_PASSWORD } from './admin-password';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])));
  return nested.flat();
}

test('the built client holds no admin password', async () => {
  const files = await filesUnder(path.resolve('dist/client'));
  expect(files.length).toBeGreaterThan(10);
  const holding: string[] = [];
  for (const file of files) {
    if ((await readFile(file)).includes(E2E_ADMIN_PASSWORD)) holding.push(file);
  }
  expect(holding).toEqual([]);
});

test('the admin API answers 401 until the right password signs in, and again after logout', async ({ page }) => {
  await page.goto('/');
  expect((await page.request.get('/api/admin/summary')).status()).toBe(401);
  const wrong = await page.request.post('/api/admin/login', { data: { password: 'not-it' } });
  expect(wrong.status()).toBe(401);
  expect((await wrong.json()).error).toBe('Incorrect password');
  const right = await page.request.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD } });
  expect(right.status()).toBe(200);
  expect((await page.request.get('/api/admin/summary')).status()).toBe(200);
  expect((await page.request.post('/api/admin/logout')).status()).toBe(200);
  expect((await page.request.get('/api/admin/summary')).status()).toBe(401);
});

test('the dashboard: a wrong password is refused, the right one opens the tabs, logout returns to the login card', async ({ page }) => {
  await page.goto('/admin-dashboard');
  await page.getByLabel('Admin password').fill('not-it');
  await page.getByLabel('Admin password').press('Enter');
  await expect(page.getByTestId('admin-login-error')).toContainText('Incorrect password');
  await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
  await page.getByTestId('admin-sign-in').click();
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
  await expect(page.getByTestId('admin-summary-stats')).toBeVisible();
  await expect(page.getByRole('tab', { name: /API Costs \(\$\d+\.\d{4}\)/ })).toBeVisible();
  // The session, not a browser flag, keeps the owner signed in across a reload.
  await page.reload();
  await expect(page.getByTestId('admin-dashboard')).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(E2E_ADMIN_PASSWORD);
  await page.getByTestId('admin-logout').click();
  await expect(page.getByTestId('admin-login-card')).toBeVisible();
  expect((await page.request.get('/api/admin/summary')).status()).toBe(401);
});
