// The press kit as a full EPK, tried as a band would in Chromium: four press photos and a logo
// uploaded from the computer, a Bandcamp and a YouTube player, the technical rider filled in,
// published; then a tracked link made for one venue and opened by its booker in another browser on
// a 390 px phone, who plays the video, downloads the photo ZIP and both PDFs; and back in the kit
// tab the band sees the visit and the downloads. Then, on a second built server whose online
// lookups read a loopback fake of Bandcamp, a plain Bandcamp album link becomes the player.
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import sharp from 'sharp';
import { bandcampPageHtml, startFakeBandcamp, type FakeBandcamp } from '@server/modules/press-kit/fake-bandcamp-server';
import { test, expect } from './fixtures';
import { becomeMember } from './buy-plan';
import { uniqueEmail } from './outbox';
import { startOnlineServer, type OnlineServer } from './online-server';

const VISITOR_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const BANDCAMP = '<iframe style="border: 0; width: 100%; height: 120px;" src="https://bandcamp.com/EmbeddedPlayer/album=1536701931/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/artwork=small/transparent=true/" seamless></iframe>';
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** A photo as a camera makes one: a gradient JPEG with the camera's GPS position in its EXIF. */
async function photo(n: number): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const width = 1200 + n * 100;
  const height = 1000;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set([(x + n * 40) % 256, y % 256, (x * y) % 256], (y * width + x) * 3);
  const buffer = await sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 47/1 53/1', GPSLongitudeRef: 'W', GPSLongitude: '1/1 33/1 0/1' } })
    .jpeg()
    .toBuffer();
  return { name: `gig-${n}.jpg`, mimeType: 'image/jpeg', buffer };
}

test('a band uploads photos and a logo, adds players and a rider, publishes, and sees a venue’s booker look and download', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  await becomeMember(page, uniqueEmail('epk'));
  await page.goto('/premium?tab=press-kit');
  const kit = page.getByTestId('premium-tool-press-kit');
  const status = kit.getByTestId('pk-save-status');
  await kit.getByLabel('Band name').fill('Harbour Lights');
  await kit.getByLabel('Tagline').fill('Tidal post-rock from the harbour wall');

  // Four photos at once, the first credited, and a logo.
  await kit.getByLabel('Photographer credit for the next upload').fill('Jo Lens');
  await kit.getByTestId('pk-photo-file').setInputFiles(await Promise.all([1, 2, 3, 4].map(photo)));
  await expect(kit.getByTestId('pk-photo')).toHaveCount(4, { timeout: 30_000 });
  await expect(kit.getByTestId('pk-photo').first().getByLabel('Credit')).toHaveValue('Jo Lens');
  const logo = await sharp({ create: { width: 1200, height: 400, channels: 4, background: '#5b21b6' } }).png().toBuffer();
  await kit.getByTestId('pk-logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(kit.getByTestId('pk-logo').getByRole('img', { name: 'Logo' })).toBeVisible();
  // A small picture is refused with the reason.
  const small = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#345' } }).jpeg().toBuffer();
  await kit.getByTestId('pk-photo-file').setInputFiles({ name: 'tiny.jpg', mimeType: 'image/jpeg', buffer: small });
  await expect(kit.getByTestId('pk-picture-error')).toHaveText('The photo is 600 × 600 px: press photos need at least 1000 px on the short side');
  await expect(kit.getByTestId('pk-photo')).toHaveCount(4);

  // Players: Bandcamp's embed code and a YouTube share link; a link from elsewhere is named.
  await kit.getByTestId('pk-add-player').click();
  await kit.getByLabel('Player 1', { exact: true }).fill('https://example.com/song');
  await kit.getByLabel('Player 1', { exact: true }).blur();
  await expect(kit.locator('#pk-players-0-error')).toHaveText('Paste a share link from Bandcamp, Spotify, SoundCloud, YouTube or Apple Music; example.com is not one of them');
  await kit.getByLabel('Player 1', { exact: true }).fill(BANDCAMP);
  await kit.getByTestId('pk-add-player').click();
  await kit.getByLabel('Player 2', { exact: true }).fill(YOUTUBE);

  // The rider.
  await kit.getByLabel(/Set length/).fill('45 minutes');
  await kit.getByRole('button', { name: 'Add to the line-up' }).click();
  const row = kit.getByTestId('pk-rider-row').first();
  await row.getByLabel('Name').fill('Ada Quill');
  await row.getByLabel('Plays').fill('guitar, vocals');
  await row.getByLabel('Inputs').fill('amp mic, vocal mic');
  await kit.getByLabel(/Backline needed/).fill('Bass amp and a drum kit');
  await kit.getByLabel('Stage plot: row 1 from the back, place 3 from the left').fill('Drums');
  await kit.getByLabel('Stage plot: row 3 from the back, place 3 from the left').fill('Ada (vox)');
  await kit.getByLabel(/Hospitality/).fill('Four hot meals, one vegan');
  await expect(status).toHaveText('Saved', { timeout: 15_000 });

  await kit.getByRole('button', { name: 'Publish' }).click();
  await expect(kit.getByTestId('pk-state')).toHaveAttribute('data-state', 'published');

  // A tracked link for one venue.
  await kit.getByLabel('Make a tracked link for one contact').fill('for The Brudenell');
  await kit.getByRole('button', { name: 'Make link' }).click();
  const tracked = kit.getByTestId('pk-tracked-link');
  await expect(tracked).toHaveCount(1);
  await expect(tracked.getByTestId('pk-tracked-opened')).toHaveText('Opened: Not opened yet');
  const trackedUrl = await tracked.getByTestId('pk-tracked-url').inputValue();
  expect(trackedUrl).toMatch(new RegExp(`^${baseURL}/b/harbour-lights\\?via=`));

  // The booker, in another browser, on a phone.
  const booker = await browser.newContext({ baseURL, userAgent: VISITOR_AGENT, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, acceptDownloads: true });
  // The services' players are stood in for (this machine has no network): the frame's navigation is what is tried.
  await booker.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>YouTube player playing</p>' }));
  const phone = await booker.newPage();
  await phone.goto(trackedUrl);
  await expect(phone.getByRole('heading', { level: 1, name: 'Harbour Lights' })).toBeVisible();
  await expect(phone.getByRole('img', { name: 'Harbour Lights logo' })).toBeVisible();
  const gallery = phone.locator('.gallery img');
  await expect(gallery).toHaveCount(4);
  await gallery.nth(3).scrollIntoViewIfNeeded();
  for (let i = 0; i < 4; i++) await expect.poll(() => gallery.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(phone.getByText('Photo: Jo Lens')).toHaveCount(4);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(phone.getByRole('heading', { name: 'Technical rider' })).toBeVisible();
  await expect(phone.locator('.plot li', { hasText: 'Drums' })).toBeVisible();

  // Play: the YouTube frame loads its player only now.
  const youtube = phone.frameLocator('iframe[title="YouTube player: Harbour Lights"]');
  await youtube.getByRole('link', { name: 'Play Harbour Lights on YouTube' }).click();
  await expect(youtube.getByText('YouTube player playing')).toBeVisible();

  // The downloads: the photos as a ZIP with the credits, the one-sheet and the rider.
  const download = async (name: string) => {
    const waiting = phone.waitForEvent('download');
    await phone.getByRole('link', { name }).click();
    const file = await waiting;
    return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
  };
  const zip = await download('Download press photos');
  expect(zip.name).toBe('Harbour_Lights-press-photos.zip');
  const entries = await JSZip.loadAsync(zip.bytes);
  expect(Object.keys(entries.files)).toEqual(['Harbour_Lights-photo-1.jpg', 'Harbour_Lights-photo-2.jpg', 'Harbour_Lights-photo-3.jpg', 'Harbour_Lights-photo-4.jpg', 'Harbour_Lights-logo.png', 'CREDITS.txt']);
  const first = await entries.file('Harbour_Lights-photo-1.jpg')!.async('nodebuffer');
  expect((await sharp(first).metadata()).exif).toBeUndefined();
  expect(await entries.file('CREDITS.txt')!.async('string')).toContain('Harbour_Lights-photo-1.jpg: Photo: Jo Lens');
  const sheet = await download('One-sheet (PDF, A4)');
  expect(sheet.name).toBe('Harbour_Lights-one-sheet-a4.pdf');
  expect(sheet.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const rider = await download('Technical rider (PDF)');
  expect(rider.name).toBe('Harbour_Lights-rider-a4.pdf');
  expect(rider.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await booker.close();

  // Back in the kit tab: the venue's link was opened, and what was downloaded through it.
  await page.reload();
  await expect(tracked.getByTestId('pk-tracked-opened')).toContainText('Opened: first');
  await expect(tracked.getByTestId('pk-tracked-counts')).toHaveText('1 view · 1 PDF download · 1 photo download · 1 play');
  await expect(kit.getByTestId('pk-looked-totals')).toContainText('1 view');
});

test.describe('a plain Bandcamp album link, on a server that looks pages up', () => {
  let fake: FakeBandcamp;
  let server: OnlineServer;
  let online: string;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    fake = await startFakeBandcamp();
    fake.pages.set('/harbourlights/album/tidewater', { html: bandcampPageHtml({ ogVideo: 'https://bandcamp.com/EmbeddedPlayer/v=2/album=1536701931/size=large/tracklist=false/artwork=small/' }) });
    server = await startOnlineServer(fake.env);
    online = server.url;
  });
  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  test('the band pastes its album page link: a page that is gone is refused saying what to paste, the real one plays', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: online });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await becomeMember(page, uniqueEmail('bandcamp'));
    await page.goto('/premium?tab=press-kit');
    const kit = page.getByTestId('premium-tool-press-kit');
    await kit.getByLabel('Band name').fill('Harbour Lights');
    await kit.getByTestId('pk-add-player').click();
    const player = kit.getByLabel('Player 1', { exact: true });
    await player.fill('https://harbourlights.bandcamp.com/album/tidewaters');
    await expect(kit.locator('#pk-players-0-error')).toHaveText(
      'Bandcamp: the album page https://harbourlights.bandcamp.com/album/tidewaters answered 404 (not found: check the link); paste the embed code or player address from the album’s Share / Embed button (it holds the album number a page address lacks)',
      { timeout: 15_000 },
    );
    await player.fill('https://harbourlights.bandcamp.com/album/tidewater?from=share');
    await expect(kit.getByTestId('pk-save-status')).toHaveText('Saved', { timeout: 15_000 });
    await kit.getByRole('button', { name: 'Publish' }).click();
    await expect(kit.getByTestId('pk-state')).toHaveAttribute('data-state', 'published');
    expect(fake.requests.filter((r) => r.path === '/harbourlights/album/tidewater')).toHaveLength(1);

    // The visitor's page frames Bandcamp's own player, and nothing but Bandcamp.
    await context.route('https://bandcamp.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>Bandcamp player playing</p>' }));
    const visit = await page.goto('/b/harbour-lights');
    expect(/(?:^|;)\s*frame-src ([^;]*)/.exec(visit?.headers()['content-security-policy'] ?? '')?.[1]).toBe('https://bandcamp.com');
    const frame = page.frameLocator('iframe[title="Bandcamp player: Harbour Lights"]');
    const play = frame.getByRole('link', { name: 'Play Harbour Lights on Bandcamp' });
    await expect(play).toHaveAttribute('href', 'https://bandcamp.com/EmbeddedPlayer/album=1536701931/size=large/bgcol=ffffff/linkcol=5b21b6/tracklist=false/artwork=small/transparent=true/');
    await play.click();
    await expect(frame.getByText('Bandcamp player playing')).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
});
