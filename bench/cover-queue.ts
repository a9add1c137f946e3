// The free cover endpoint when more visitors ask than the render queue holds. POST
// /api/generate-free-album-cover, served by the app in its own process, is driven by 10 and then
// 40 clients (autocannon, each request from its own address so no daily limit stops them). At 10
// the bounded queue (8 a worker) takes most of them; at 40 most are refused with 503. A refusal
// must cost next to nothing (the queue's room is checked before a unit is counted or a concept
// written), so the renders a second at 40 stay those at 10, and the site stays quick: a health
// probe (GET /api/health every 100 ms, from a thread of its own so the load generator does not
// delay it) measures what a load balancer would see.
// Goals: /api/health p95 under 100 ms at 40 clients; renders/s at 40 at least 0.90 of those at 10.
// Each round measures 10 then 40 clients; the verdict takes the median round, as these machines
// are shared and a neighbour's burst can spoil a few seconds.
// Run: npx tsx bench/cover-queue.ts [--check]   (BENCH_SECONDS=15 per load, BENCH_ROUNDS=3, RENDER_WORKERS)
import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type autocannon from 'autocannon';
import { defaultRenderWorkers, QUEUE_PER_WORKER } from '@server/engines/art/render-pool';
import { itemAt } from '@shared/item-at';
import { runLoad, type LoadResult } from './lib/load';
import { startAppProcess, type AppProcess, type EventLoopDelay } from './lib/servers';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const renderWorkers = Number(process.env.RENDER_WORKERS) || defaultRenderWorkers();
/** The baseline and the load (BENCH_CLIENTS=10,40). */
const [FEW = 10, MANY = 40] = (process.env.BENCH_CLIENTS ?? '10,40').split(',').map(Number);
const CLIENTS = [FEW, MANY] as const;
const HEALTH_P95_GOAL_MS = 100;
const RATIO_GOAL = 0.9;
const PROBE_EVERY_MS = 100;
/** After a load, covers its clients left behind (autocannon hangs up when its time is over, the
 * server still renders what it queued) hold queue places: a rest lets them finish before the next
 * load, which would otherwise start half refused. */
const REST_SECONDS = 4;
/** The whole run's bound: start-up, warm-up, every load and the shutdown, with room to spare. */
const RUN_LIMIT_MS = (20 + 2 + rounds * CLIENTS.length * (seconds + REST_SECONDS + 2)) * 1000 * 2;

const coverBody = JSON.stringify({ bandName: 'Groove Thesis', genre: 'funk', vibe: 'sweaty basement party' });

/** Every request from an address of its own (the app trusts X-Forwarded-For from loopback here);
 * a load's addresses start with their own first octet, so no address is used twice in a run. */
let loads = 0;
function fromEachAddress(): (client: autocannon.Client) => void {
  const first = 10 + ++loads;
  let n = 0;
  return (client) => {
    const next = () => {
      n++;
      client.setHeaders({ 'content-type': 'application/json', 'x-forwarded-for': `${first}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
    };
    next();
    client.on('response', next);
    client.setBody(coverBody);
  };
}

interface Probe {
  p50: number;
  p95: number;
  max: number;
  count: number;
  /** Answers other than 200. */
  failed: number;
}

/** GET /api/health every PROBE_EVERY_MS for the given time, from a worker thread, one at a time. */
function probeHealth(url: string, durationMs: number): Promise<Probe> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { performance } = require('node:perf_hooks');
    (async () => {
      const times = [];
      let failed = 0;
      const end = performance.now() + workerData.durationMs;
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await fetch(workerData.url);
        await res.arrayBuffer();
        const took = performance.now() - t0;
        times.push(took);
        if (res.status !== 200) failed++;
        await new Promise((r) => setTimeout(r, Math.max(0, workerData.everyMs - took)));
      }
      parentPort.postMessage({ times, failed });
    })().catch((err) => parentPort.postMessage({ error: String(err) }));
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { url, durationMs, everyMs: PROBE_EVERY_MS } });
    worker.once('message', (m: { times?: number[]; failed?: number; error?: string }) => {
      void worker.terminate();
      if (m.error || !m.times) return reject(new Error(m.error ?? 'the health probe sent nothing'));
      const sorted = [...m.times].sort((a, b) => a - b);
      const at = (q: number) => itemAt(sorted, Math.min(sorted.length - 1, Math.floor(q * sorted.length)));
      resolve({ p50: at(0.5), p95: at(0.95), max: at(1), count: sorted.length, failed: m.failed ?? 0 });
    });
    worker.once('error', reject);
  });
}

interface Measured {
  clients: number;
  covers: LoadResult;
  health: Probe;
  loop: EventLoopDelay;
  /** The app process's CPU time (all its threads; the render workers are processes of their own)
   * per answer, refusals included: what a refused visitor costs, nearly. */
  cpuMicrosEach: number;
  /** Cores the load generator (this process: autocannon and the probe thread) kept busy: it shares
   * the machine with the app and its render workers. */
  generatorCores: number;
}

async function measure(app: AppProcess, clients: number, durationSeconds: number): Promise<Measured> {
  await delay(REST_SECONDS * 1000);
  await app.eventLoopDelay('reset');
  const cpuBefore = await app.cpuMicros();
  const generatorBefore = process.cpuUsage();
  const started = performance.now();
  const [covers, health] = await Promise.all([
    runLoad({ url: `${app.url}/api/generate-free-album-cover`, method: 'POST', connections: clients, durationSeconds, setupClient: fromEachAddress() }),
    // Started a moment after the load and stopped a moment before it: only loaded time is probed.
    delay(500).then(() => probeHealth(`${app.url}/api/health`, (durationSeconds - 1) * 1000)),
  ]);
  const generator = process.cpuUsage(generatorBefore);
  const generatorCores = (generator.user + generator.system) / 1000 / (performance.now() - started);
  const cpu = (await app.cpuMicros()) - cpuBefore;
  const answers = Object.values(covers.statusCodes).reduce((a, b) => a + b, 0);
  return { clients, covers, health, loop: await app.eventLoopDelay('read'), cpuMicrosEach: cpu / Math.max(1, answers), generatorCores };
}

const ms = (v: number) => `${v.toFixed(0).padStart(4)} ms`;
const line = (m: Measured) =>
  `${String(m.clients).padStart(2)} clients: renders ${m.covers.okPerSecond.toFixed(2).padStart(5)}/s, ` +
  `refused ${(m.covers.requestsPerSecond - m.covers.okPerSecond).toFixed(0).padStart(5)}/s (${Object.entries(m.covers.statusCodes).map(([code, n]) => `${code}: ${n}`).join(', ')}${m.covers.errors ? `, errors ${m.covers.errors}` : ''}), ` +
  `app CPU ${m.cpuMicrosEach.toFixed(0)} µs an answer, load generator ${m.generatorCores.toFixed(2)} cores; ` +
  `health p50 ${ms(m.health.p50)} p95 ${ms(m.health.p95)} max ${ms(m.health.max)} (${m.health.count} probes${m.health.failed ? `, ${m.health.failed} not 200` : ''}); ` +
  `event loop max ${m.loop.maxMs} ms`;

/** The middle value; of an even count, the mean of the two middle ones. */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (itemAt(sorted, mid - 1) + itemAt(sorted, mid)) / 2 : itemAt(sorted, Math.floor(mid));
};

async function main(): Promise<void> {
  const app = await startAppProcess();
  const limit = setTimeout(() => {
    console.error(`cover-queue: still running after ${RUN_LIMIT_MS / 1000} s; stopping`);
    void app.close().finally(() => process.exit(1));
  }, RUN_LIMIT_MS);
  limit.unref();
  try {
    console.log(
      `app on ${app.kind}, ${renderWorkers} render worker${renderWorkers > 1 ? 's' : ''}, room for ${renderWorkers * (1 + QUEUE_PER_WORKER)} covers ` +
        `(rendering and waiting); ${rounds} rounds of ${CLIENTS.join(' then ')} clients, ${seconds} s each`,
    );
    // Warm-up: compiled code, caches and the render workers, as a running server has them.
    await runLoad({ url: `${app.url}/api/generate-free-album-cover`, method: 'POST', connections: CLIENTS[0], durationSeconds: 2, setupClient: fromEachAddress() });

    const ratios: number[] = [];
    const healthP95: number[] = [];
    const rates = { few: [] as number[], many: [] as number[] };
    for (let round = 1; round <= rounds; round++) {
      const [few, many] = [await measure(app, CLIENTS[0], seconds), await measure(app, CLIENTS[1], seconds)];
      console.log(`round ${round}, ${line(few)}`);
      console.log(`round ${round}, ${line(many)}`);
      ratios.push(many.covers.okPerSecond / few.covers.okPerSecond);
      healthP95.push(many.health.p95);
      rates.few.push(few.covers.okPerSecond);
      rates.many.push(many.covers.okPerSecond);
    }
    const ratio = median(ratios);
    const p95 = median(healthP95);
    const ok = p95 < HEALTH_P95_GOAL_MS && ratio >= RATIO_GOAL;
    console.log(
      `health p95 at ${MANY} clients: ${p95.toFixed(0)} ms (goal under ${HEALTH_P95_GOAL_MS} ms); ` +
        `renders/s at ${MANY} / at ${FEW}: ${ratio.toFixed(2)} (${median(rates.many).toFixed(2)} / ${median(rates.few).toFixed(2)}; goal at least ${RATIO_GOAL.toFixed(2)}): ` +
        `${ok ? 'within budget' : 'OVER BUDGET'} (medians of ${rounds} round${rounds > 1 ? 's' : ''})`,
    );
    if (process.argv.includes('--check') && !ok) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
