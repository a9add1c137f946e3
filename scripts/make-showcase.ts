// Renders the featured showcase covers with the site's own local art engine:
//   npx tsx scripts/make-showcase.ts
// For each item of src/client/features/engagement/showcase-items.ts: concepts from the local
// concept composer (seeded), the cover at 1024 px from the local renderer, then ffmpeg scales it
// to 512 px and encodes WebP at quality ~80 (lowered until the file is under the size budget),
// into src/client/public/showcase/<slug>.webp. Same items and seeds give the same pictures.
// Needs ffmpeg with libwebp (Debian: apt-get install -y ffmpeg).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isArtStyle } from '../src/shared/catalog/art-styles';
import { composeConcepts } from '../src/server/engines/art/local/concepts';
import { renderCover } from '../src/server/engines/art/local/render';
import { createRng } from '../src/server/lib/random';
import { itemAt } from '../src/shared/item-at';
import { SHOWCASE_ITEMS } from '../src/client/features/engagement/showcase-items';

const OUT_DIR = path.resolve('src/client/public/showcase');
const SIZE = 512;
const BUDGET_BYTES = 80 * 1024;
const QUALITIES: readonly [number, ...number[]] = [80, 74, 68, 60, 52];

function encodeWebp(png: Buffer, quality: number, work: string): Buffer {
  const input = path.join(work, 'in.png');
  const output = path.join(work, 'out.webp');
  writeFileSync(input, png);
  execFileSync(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-y', '-i', input, '-vf', `scale=${SIZE}:${SIZE}:flags=lanczos`, '-c:v', 'libwebp', '-quality', String(quality), '-compression_level', '6', '-preset', 'picture', output],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  return readFileSync(output);
}

function main(): void {
  mkdirSync(OUT_DIR, { recursive: true });
  const work = mkdtempSync(path.join(os.tmpdir(), 'showcase-'));
  try {
    for (const item of SHOWCASE_ITEMS) {
      if (!isArtStyle(item.style)) throw new Error(`${item.bandName}: unknown art style ${item.style}`);
      const concept = itemAt(composeConcepts({ bandName: item.bandName, genre: item.genre, vibe: item.vibe }, createRng(item.seed), 1), 0);
      const started = performance.now();
      const png = renderCover({ concept, style: item.style, bandName: item.bandName, genre: item.genre, vibe: item.vibe, size: 1024, seed: item.seed });
      const renderMs = performance.now() - started;
      let quality = QUALITIES[0];
      let webp = encodeWebp(png, quality, work);
      for (const q of QUALITIES.slice(1)) {
        if (webp.length <= BUDGET_BYTES) break;
        quality = q;
        webp = encodeWebp(png, q, work);
      }
      if (webp.length > BUDGET_BYTES) throw new Error(`${item.bandName}: ${webp.length} bytes even at quality ${quality}`);
      const file = path.join(OUT_DIR, `${item.slug}.webp`);
      writeFileSync(file, webp);
      console.log(
        `${item.bandName.padEnd(16)} ${item.style.padEnd(14)} q${quality}  ${(statSync(file).size / 1024).toFixed(1).padStart(5)} KB  render ${renderMs.toFixed(0)} ms  "${concept}"`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
