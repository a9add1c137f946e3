// The premium image studio as a new paying musician meets it, with no API key (the local
// engines): lighthouse lyrics read and drawn in cold blue, three concepts (one edited) drawn as
// three different pictures, a genre template, 'make it red' on one picture, the gallery after a
// reload, a download, a delete, and a second musician who cannot see the first one's pictures.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { dominantHue, layoutSimilarity, meanPixelDifference } from '@server/testing/image-stats';
import { isPng } from '@server/testing/png-info';
import { test, expect } from './fixtures';
import { becomeMember } from './buy-plan';
import { uniqueEmail } from './outbox';

const LYRICS = `A lighthouse in a storm, cold blue light
Turning on the water through the longest night
I hold the rail and count the waves`;

/** The gallery's pictures, newest first, as the page shows them. */
const galleryItems = (page: Page) => page.getByTestId('gallery-item');

async function pngOfItem(page: Page, index: number): Promise<Buffer> {
  const src = await galleryItems(page).nth(index).getByTestId('gallery-image').getAttribute('src');
  const png = await page.request.get(src!.replace(/\.webp$/, '.png'));
  expect(png.status()).toBe(200);
  const bytes = Buffer.from(await png.body());
  expect(isPng(bytes)).toBe(true);
  return bytes;
}

async function waitForNewImage(page: Page, count: number): Promise<void> {
  await expect(galleryItems(page)).toHaveCount(count, { timeout: 30_000 });
  await expect(galleryItems(page).first().getByTestId('gallery-image')).toBeVisible();
}

test('a premium user draws from lyrics, concepts and a template, varies a picture, and keeps the gallery', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await becomeMember(page, uniqueEmail('studio'));
  await page.getByRole('tab', { name: /Image Generator/ }).click();
  await expect(page.getByRole('heading', { name: /Generated Images \(0\)/ })).toBeVisible();

  // Lyrics Analysis: the interpretation quotes the lines, and the picture is blue.
  const lyricsForm = page.getByRole('form', { name: 'Lyrics analysis' });
  await lyricsForm.getByLabel('Lyrics').fill(LYRICS);
  await page.getByTestId('image-analyze').click();
  await expect(page.getByText('A lighthouse in a storm, cold blue light').first()).toBeVisible();
  await expect(page.getByLabel('Image description from your lyrics')).toHaveValue(/lighthouse/i);
  await page.getByTestId('image-from-lyrics').click();
  await waitForNewImage(page, 1);
  expect((await dominantHue(await pngOfItem(page, 0))).name).toBe('blue');

  // Custom Concept: three concepts, the second edited, three different pictures.
  await page.getByRole('tab', { name: 'Custom Concept' }).click();
  const conceptForm = page.getByRole('form', { name: 'Custom concept' });
  await conceptForm.getByLabel('Band name').fill('Glass Harbour');
  await conceptForm.getByLabel('Genre').selectOption('indie-rock');
  await page.getByTestId('concepts-generate').click();
  const radios = page.getByTestId('concept-radio');
  await expect(radios).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    await radios.nth(i).check();
    if (i === 1) {
      await page.getByTestId('concept-edit').click();
      const editor = page.getByTestId('concept-editor');
      await editor.fill(`${await editor.inputValue()} under a full moon`);
      await page.getByTestId('concept-save').click();
    }
    await page.getByTestId('concept-image').click();
    await waitForNewImage(page, 2 + i);
  }
  const concepts = [await pngOfItem(page, 0), await pngOfItem(page, 1), await pngOfItem(page, 2)];
  for (const [a, b] of [[0, 1], [0, 2], [1, 2]] as const) expect(await meanPixelDifference(concepts[a]!, concepts[b]!)).toBeGreaterThan(0.15);

  // Genre Templates (Beta).
  await page.getByRole('tab', { name: 'Genre Templates (Beta)' }).click();
  const templateForm = page.getByRole('form', { name: 'Genre templates' });
  await templateForm.getByLabel('Band name').fill('Iron Choir');
  await templateForm.getByLabel('Genre').selectOption('metal');
  await page.getByTestId('template-radio').first().check();
  await page.getByTestId('template-generate').click();
  await waitForNewImage(page, 5);

  // 'make it red' on the lyrics picture (the oldest): a red variation with the same layout.
  const original = galleryItems(page).last();
  const before = await pngOfItem(page, 4);
  await original.getByTestId('gallery-suggest').click();
  await original.getByTestId('gallery-changes').fill('make it red');
  await original.getByTestId('gallery-variation').click();
  await waitForNewImage(page, 6);
  const red = await pngOfItem(page, 0);
  expect((await dominantHue(red)).name).toBe('red');
  expect(await layoutSimilarity(before, red)).toBeGreaterThan(0.6);

  // The gallery is kept in the account: a reload shows all six, newest first.
  await page.reload();
  await expect(page.getByRole('heading', { name: /Generated Images \(6\)/ })).toBeVisible({ timeout: 15_000 });
  await expect(galleryItems(page)).toHaveCount(6);

  // Download: a PNG named artwork with a timestamp.
  const downloading = page.waitForEvent('download');
  await galleryItems(page).first().getByTestId('gallery-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^artwork-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.png$/);
  expect(isPng(await readFile((await download.path())!))).toBe(true);

  // A second musician, signed in elsewhere, cannot fetch the first one's picture.
  const src = await galleryItems(page).first().getByTestId('gallery-image').getAttribute('src');
  const other = await (await browser.newContext({ baseURL })).newPage();
  await becomeMember(other, uniqueEmail('studio-neighbour'));
  expect((await other.request.get(src!)).status()).toBe(404);
  expect((await other.request.get(src!.replace(/\.webp$/, '.png'))).status()).toBe(404);
  await other.context().close();

  // Delete removes the picture and its objects: its address answers 404 afterwards.
  await galleryItems(page).first().getByTestId('gallery-delete').click();
  await expect(galleryItems(page)).toHaveCount(5);
  expect((await page.request.get(src!)).status()).toBe(404);
  expect((await page.request.get(src!.replace(/\.webp$/, '.png'))).status()).toBe(404);
});
