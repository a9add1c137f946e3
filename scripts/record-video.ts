// Records the product tour video: starts the real server on a fresh database, drives the
// generator in headless Chromium (pick a genre, type influences and a vibe, generate, save a
// name, make an album cover), captures frames through the DevTools screencast, and assembles
// them with ffmpeg into src/client/public/video/product-tour.{webm,mp4} plus a poster image (WebP).
// Run: npx tsx scripts/record-video.ts   (needs /usr/bin/chromium and ffmpeg)
import { chromium, type Page } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { itemAt } from '../src/shared/item-at';

const PORT = 4391;
const OUT = path.resolve('src/client/public/video');
const FPS = 15;

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function typeSlowly(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).click();
  await page.keyboard.type(text, { delay: 70 });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bns-video-'));
  const server = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const frameDir = mkdtempSync(path.join(os.tmpdir(), 'bns-frames-'));
  try {
    await waitForServer(`http://127.0.0.1:${PORT}/api/health`);
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, colorScheme: 'dark' });
    await page.goto(`http://127.0.0.1:${PORT}/`);
    await page.waitForLoadState('networkidle');

    // Frames arrive when the page repaints; each is stamped, then resampled to a steady rate.
    const cdp = await page.context().newCDPSession(page);
    const frames: { time: number; data: string }[] = [];
    cdp.on('Page.screencastFrame', (f) => {
      frames.push({ time: f.metadata.timestamp ?? Date.now() / 1000, data: f.data });
      // An ack that fails because the page has closed at the end of the tour is of no interest.
      cdp.send('Page.screencastFrameAck', { sessionId: f.sessionId }).catch(() => undefined);
    });
    await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 80, maxWidth: 1280, maxHeight: 720, everyNthFrame: 1 });
    const pause = (ms: number) => page.waitForTimeout(ms);

    await pause(1200);
    await page.getByLabel('Genre').selectOption('doom-metal');
    await pause(500);
    await typeSlowly(page, '#influences', 'Black Sabbath, Electric Wizard');
    await typeSlowly(page, '#vibe', 'slow and crushing');
    await pause(400);
    await page.getByRole('button', { name: 'Generate Band Names' }).click();
    await page.getByTestId('name-result').first().waitFor();
    await page.getByTestId('results').scrollIntoViewIfNeeded();
    await pause(2000);
    await page.getByRole('button', { name: 'Generate New' }).click();
    await pause(1800);
    await page.getByTestId('name-result').first().getByRole('button', { name: 'Save to Liked' }).click();
    await pause(1500);
    // The first favourite shows the premium promotion once: it is part of the tour, then closed.
    if (await page.getByRole('dialog').count()) {
      await pause(1500);
      await page.keyboard.press('Escape');
      await pause(600);
    }
    await page.getByTestId('name-result').first().getByRole('button', { name: 'Album Cover' }).click();
    await page.getByRole('button', { name: 'Generate Album Cover' }).click();
    await page.getByTestId('cover-panel').getByRole('img').waitFor({ timeout: 20_000 });
    await page.getByTestId('cover-panel').scrollIntoViewIfNeeded();
    await pause(3500);

    await cdp.send('Page.stopScreencast');
    await browser.close();
    if (frames.length < 10) throw new Error(`only ${frames.length} frames captured`);

    const start = itemAt(frames, 0).time;
    const end = frames.at(-1)!.time + 0.5;
    let index = 0;
    let cursor = 0;
    for (let t = start; t < end; t += 1 / FPS) {
      while (cursor + 1 < frames.length && itemAt(frames, cursor + 1).time <= t) cursor++;
      writeFileSync(path.join(frameDir, `f${String(index++).padStart(5, '0')}.jpg`), Buffer.from(itemAt(frames, cursor).data, 'base64'));
    }
    mkdirSync(OUT, { recursive: true });
    const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(frameDir, 'f%05d.jpg')];
    const scale = ['-vf', 'scale=1280:720:flags=lanczos,format=yuv420p'];
    run('ffmpeg', [...input, ...scale, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '4', path.join(OUT, 'product-tour.webm')]);
    run('ffmpeg', [...input, ...scale, '-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-movflags', '+faststart', path.join(OUT, 'product-tour.mp4')]);
    // The poster is the largest paint of the pages that show the video: WebP at 960 px keeps it near 20 KB.
    await sharp(path.join(frameDir, `f${String(Math.floor(index * 0.55)).padStart(5, '0')}.jpg`))
      .resize(960, 540)
      .webp({ quality: 70 })
      .toFile(path.join(OUT, 'product-tour-poster.webp'));
    console.log(`${index} frames (${(index / FPS).toFixed(1)} s) written to ${OUT}`);
  } finally {
    server.kill('SIGTERM');
    rmSync(frameDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} failed`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
