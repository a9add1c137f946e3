// "Is it taken?" in Chromium as a new visitor. With online checks on (a second server this spec
// starts, pointed at loopback fakes of MusicBrainz, iTunes, Deezer and an RDAP server): "Nirvana"
// is taken in the list and in the catalogues, with links; a fresh name shows its web addresses free
// or taken and the handle links. With the switch off (the suite's own server): the panel says which
// checks ran.
import { startFakeAvailability, type FakeAvailability } from '@server/testing/fake-availability-servers';
import { expect, test } from './fixtures';
import { startOnlineServer, type OnlineServer } from './online-server';


test.describe('with online checks on', () => {
  test.describe.configure({ mode: 'serial' });
  let fake: FakeAvailability;
  let server: OnlineServer;
  let online: string;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    fake = await startFakeAvailability();
    fake.registered.add('quietharbourlanterns.net');
    server = await startOnlineServer(fake.env);
    online = server.url;
  });
  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  test('"Nirvana" is taken in our list and in MusicBrainz, iTunes and Deezer, each with its link', async ({ page }) => {
    await page.goto(`${online}/`);
    const check = page.getByRole('form', { name: 'Is it taken?' });
    await check.getByLabel('Is it taken?').fill('Nirvana');
    await check.getByRole('button', { name: 'Check' }).click();
    await expect(check.getByRole('status')).toHaveAttribute('data-taken', 'true');
    const panel = check.getByTestId('taken-panel');
    await expect(panel.getByTestId('taken-source-list')).toHaveAttribute('data-status', 'taken');
    for (const [source, link] of [
      ['musicbrainz', 'https://musicbrainz.org/artist/mbid-nirvana'],
      ['itunes', 'https://music.apple.com/us/artist/nirvana/1000'],
      ['deezer', 'https://www.deezer.com/artist/500'],
    ] as const) {
      const line = panel.getByTestId(`taken-source-${source}`);
      await expect(line).toHaveAttribute('data-status', 'taken');
      await expect(line.getByRole('link', { name: 'Nirvana', exact: true })).toHaveAttribute('href', link);
    }
    await expect(panel.getByTestId('taken-domain').filter({ hasText: 'nirvana.com' }).first()).toHaveAttribute('data-status', 'taken');
    await expect(panel.getByTestId('taken-checks-ran')).toContainText('MusicBrainz, iTunes, Deezer and 9 web addresses');
  });

  test('a fresh name shows its web addresses free or taken, and handle links that are not checked', async ({ page }) => {
    await page.goto(`${online}/`);
    const check = page.getByRole('form', { name: 'Is it taken?' });
    await check.getByLabel('Is it taken?').fill('Quiet Harbour Lanterns');
    await check.getByRole('button', { name: 'Check' }).click();
    await expect(check.getByRole('status')).toHaveAttribute('data-taken', 'false');
    const domains = check.getByTestId('taken-domain');
    await expect(domains).toHaveCount(9);
    await expect(domains.filter({ hasText: /^quietharbourlanterns\.com:/ })).toHaveAttribute('data-status', 'free');
    await expect(domains.filter({ hasText: /^quietharbourlanterns\.com:/ })).toContainText('Free');
    await expect(domains.filter({ hasText: 'quietharbourlanterns.net' })).toHaveAttribute('data-status', 'taken');
    const handles = check.getByTestId('taken-handles');
    await expect(handles).toContainText('These handles are not checked');
    await expect(handles.getByRole('link', { name: '@quietharbourlanterns' }).first()).toHaveAttribute('href', 'https://www.instagram.com/quietharbourlanterns/');
    await expect(handles.getByRole('link', { name: '@quiet-harbour-lanterns' })).toHaveAttribute('href', 'https://www.youtube.com/@quiet-harbour-lanterns');
  });
});

test('with online checks off, the panel says which checks ran', async ({ page }) => {
  await page.goto('/');
  const check = page.getByRole('form', { name: 'Is it taken?' });
  await check.getByLabel('Is it taken?').fill('Nirvana');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByRole('status')).toHaveAttribute('data-taken', 'true');
  await expect(check.getByTestId('taken-checks-ran')).toHaveText(
    'Checked: our list of real bands and sound-alikes. MusicBrainz, iTunes, Deezer and web addresses were not checked: online checks are off on this site.',
  );
  await expect(check.getByTestId('taken-domain')).toHaveCount(0);
  await expect(check.getByTestId('taken-handles')).toContainText('Instagram:');
});
