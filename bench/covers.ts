// The free cover endpoint against the renderer it is built on. POST /api/generate-free-album-cover
// (local concepts and renderer, the PNG written to the image store, a media row, the visitor's
// quota) runs in an app of its own process; the bare renderer is the render pool alone, in this
// process, with the same number of workers, given the same renders (the same seeds make the same
// concepts and styles the endpoint would). Both are driven the same way, a fixed number of
// requests in flight, in the same run, so their ratio says what the endpoint adds to a render.
// Goal: at least 0.8. Measurements alternate (bare, endpoint, bare, ...) and each endpoint round
// is compared with the bare rounds on either side of it, as these shared machines drift.
// Then the studio's image time: POST /api/premium/generate-image for a premium user, one at a time.
// Run: npx tsx bench/covers.ts   (BENCH_SECONDS, BENCH_ROUNDS, RENDER_WORKERS, BENCH_CONNECTIONS; bench/render.ts
// gives the render time per style)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ART_STYLES } from '@shared/catalog/art-styles';
import { itemAt } from '@shared/item-at';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import type { RenderRequest } from '@server/engines/art/art-engine';
import { composeConcepts } from '@server/engines/art/local/concepts';
import { createRenderPool, defaultRenderWorkers } from '@server/engines/art/render-pool';
import { createRng } from '@server/lib/random';
import { buyPlan } from '@server/testing/premium-user';
import { startAppProcess } from './lib/servers';

const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const workers = Number(process.env.RENDER_WORKERS) || defaultRenderWorkers();
/** Requests in flight: enough to keep every worker busy with one waiting, as under real load. */
const connections = Number(process.env.BENCH_CONNECTIONS ?? Math.max(4, workers * 2));
const GOAL = 0.8;
const cover = { bandName: 'Groove Thesis', genre: 'funk', vibe: 'sweaty basement party' };

interface Rate {
  perSecond: number;
  count: number;
  p50: number;
  /** CPU time the serving side spent per completed request, all its threads together; null where
   * it cannot be read. Unlike wall time it hardly moves with what else the machine runs. */
  cpuMsEach: number | null;
}

/** Runs `one` back to back on `concurrency` lanes for the given time; what completed per second.
 * cpuMs reads the serving side's CPU time so far. */
async function closedLoop(concurrency: number, durationSeconds: number, one: (i: number) => Promise<void>, cpuMs: () => number | null = () => null): Promise<Rate> {
  const cpuBefore = cpuMs();
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await one(next++);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpuMs();
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    count: latencies.length,
    p50: itemAt(latencies, Math.floor(latencies.length / 2)),
    cpuMsEach: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / latencies.length,
  };
}

/** This process's CPU time, its worker threads included. */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The CPU time of this process's newest child process (the app), from /proc; null elsewhere. */
function childCpuMs(): () => number | null {
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return null;
    }
  };
  const pid = read(`/proc/${process.pid}/task/${process.pid}/children`)?.trim().split(/\s+/).at(-1);
  return () => {
    const stat = pid ? read(`/proc/${pid}/stat`) : null;
    if (!stat) return null;
    // utime and stime, the 14th and 15th fields, counted after the command name's closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS_PER_SECOND);
  };
}
/** Linux's USER_HZ, the unit of /proc's CPU times: 100 on every common build. */
const CLOCK_TICKS_PER_SECOND = 100;

/** The render the endpoint makes for a seed (covers.service.ts makeCover with the local engines). */
function renderFor(seed: number): RenderRequest {
  const concept = itemAt(composeConcepts(cover, createRng(seed), 3), 0);
  return { concept, style: createRng(seed).pick(ART_STYLES), bandName: cover.bandName, genre: cover.genre, vibe: cover.vibe, size: 1024, seed };
}

/** The render pool alone, warmed up: thread start-up and each worker's first render are one-off
 * costs the app has paid by then too. */
async function startBareRenderer() {
  const pool = createRenderPool({ workers });
  await Promise.all(Array.from({ length: workers * 2 }, (_, i) => pool.render(renderFor(-1 - i))));
  let seed = 1_000_000;
  return {
    measure: () => closedLoop(connections, seconds, async () => void (await pool.render(renderFor(seed++))), ownCpuMs),
    close: () => pool.close(),
  };
}

async function startCoverEndpoint() {
  // The app process reads its settings from the environment it inherits.
  process.env.RENDER_WORKERS = String(workers);
  const app = await startAppProcess();
  let visitor = 0;
  const one = async () => {
    // Each request from its own address: a visitor's three covers a day would soon run out.
    const n = ++visitor;
    const res = await fetch(`${app.url}/api/generate-free-album-cover`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      body: JSON.stringify(cover),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`the cover endpoint answered ${res.status}`);
  };
  const appCpuMs = childCpuMs();
  await closedLoop(connections, 2, one);
  return { measure: () => closedLoop(connections, seconds, one, appCpuMs), close: () => app.close() };
}

/**
 * The studio's image time: how long a premium user waits for POST /api/premium/generate-image
 * (the render, the image store, the gallery entry, the fair-use count), one request at a time
 * as from the studio page, in an app built in this process.
 */
async function studioImageTime(runs = 8): Promise<{ medianMs: number; maxMs: number }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bns-bench-studio-'));
  const config = { ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, RENDER_WORKERS: String(workers) }), clientDir: undefined };
  const app = await buildApp(config);
  try {
    const session = await buyPlan({ app }, 'monthly', 'bench-studio@example.com');
    const prompts = ['a lighthouse in a storm, cold blue light', 'a desert highway at dusk', 'a neon city in the rain', 'a forest of paper lanterns'];
    const times: number[] = [];
    for (let i = -1; i < runs; i++) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/premium/generate-image',
        cookies: { bns_session: session },
        payload: { prompt: itemAt(prompts, Math.abs(i) % prompts.length), source: 'description', genre: 'rock' },
      });
      if (res.statusCode !== 200) throw new Error(`the studio answered ${res.statusCode}: ${res.body}`);
      // The first request starts the render workers: not a user's wait.
      if (i >= 0) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return { medianMs: itemAt(times, Math.floor(times.length / 2)), maxMs: itemAt(times, times.length - 1) };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (label: string, r: Rate) =>
  `${label.padEnd(40)} ${r.perSecond.toFixed(2).padStart(6)} /s  (${String(r.count).padStart(3)} in ${seconds} s, p50 ${r.p50.toFixed(0).padStart(4)} ms${r.cpuMsEach === null ? '' : `, CPU ${r.cpuMsEach.toFixed(0)} ms each`})`;

const median = (xs: number[]) => itemAt([...xs].sort((a, b) => a - b), Math.floor(xs.length / 2));

async function main(): Promise<void> {
  console.log(`${workers} render worker(s), ${connections} requests in flight, ${rounds} rounds of ${seconds} s each`);
  const bare = await startBareRenderer();
  const endpoint = await startCoverEndpoint();
  // Rounds alternate, and each round's ratio compares neighbours: on a shared machine the CPU
  // left to us drifts over a minute by more than the difference being measured.
  const ratios: number[] = [];
  const cpu = { bare: [] as number[], endpoint: [] as number[] };
  const keep = (list: number[], r: Rate) => r.cpuMsEach !== null && list.push(r.cpuMsEach);
  try {
    let previous = await bare.measure();
    keep(cpu.bare, previous);
    console.log(fmt('bare renderer (render pool alone)', previous));
    for (let round = 0; round < rounds; round++) {
      const served = await endpoint.measure();
      keep(cpu.endpoint, served);
      console.log(fmt('POST /api/generate-free-album-cover', served));
      const next = await bare.measure();
      keep(cpu.bare, next);
      console.log(fmt('bare renderer (render pool alone)', next));
      ratios.push(served.perSecond / ((previous.perSecond + next.perSecond) / 2));
      previous = next;
    }
  } finally {
    await endpoint.close();
    await bare.close();
  }
  const ratio = median(ratios);
  console.log(`cover endpoint / bare renderer: ${ratio.toFixed(2)} (median of ${ratios.map((r) => r.toFixed(2)).join(', ')}; goal at least ${GOAL}: ${ratio >= GOAL ? 'ok' : 'BELOW'})`);
  if (cpu.bare.length && cpu.endpoint.length) {
    const [render, served] = [median(cpu.bare), median(cpu.endpoint)];
    // The steadier view of the same question: what a cover costs the server beyond its render.
    console.log(`CPU per cover: ${served.toFixed(0)} ms served, ${render.toFixed(0)} ms bare render; the endpoint adds ${(served - render).toFixed(0)} ms (render / served ${(render / served).toFixed(2)})`);
  }
  const studio = await studioImageTime();
  console.log(`studio image time (POST /api/premium/generate-image, one at a time): median ${studio.medianMs.toFixed(0)} ms, max ${studio.maxMs.toFixed(0)} ms`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
