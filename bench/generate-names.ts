// POST /api/generate-names under load (local engine, database writes included, 50 connections),
// served by the app in its own process, on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL.
// The baseline is the simplest write endpoint on the same database: a bare node:http server in
// the app's process, on the app's own connection (pool), doing one single-row INSERT a request,
// loaded by the same generator with the same 50 connections and body (bench/lib/app-process.ts).
// Each round measures that baseline, then the endpoint, one right after the other; the verdict
// takes the median round, since these machines are shared and a neighbour's burst can halve
// either figure for a few seconds. Each line also says what a request cost the server's process
// in CPU, and PostgreSQL's when it runs on this machine, so a gap says where it comes from.
// BENCH_SPLIT=1 then measures the endpoint again with a ready-made name in place of the name
// engine's, which splits a gap between the request's path and the name generation.
// Budget (docs/architecture.md): at least the baseline's throughput (1.0x), p99 under 50 ms.
// Run: npx tsx bench/generate-names.ts [--check]   (BENCH_SECONDS=5 per load, BENCH_ROUNDS=3, BENCH_SPLIT=1,
// BENCH_WARM_REQUESTS=8000 name requests answered before the rounds)
import { itemAt } from '../src/shared/item-at';
import { formatLoad, runLoad, type LoadResult } from './lib/load';
import { postgresCpuMicros } from './lib/postgres-cpu';
import { startAppProcess, startBareNodeServer, type AppProcess } from './lib/servers';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** Name requests answered before the rounds start (see compare). */
const warmRequests = Number(process.env.BENCH_WARM_REQUESTS ?? 8000);
const body = JSON.stringify({ genre: 'doom-metal', influences: 'Black Sabbath, Electric Wizard', vibe: 'slow and crushing', options: { avoidCommonWords: true } });

/** Every request comes from its own address, as real traffic does: the daily limit is per address. */
let requestNumber = 0;

function loadGenerate(app: AppProcess, durationSeconds: number): Promise<LoadResult> {
  return runLoad({
    url: `${app.url}/api/generate-names`,
    method: 'POST',
    durationSeconds,
    connections: 50,
    setupClient: (client) => {
      const next = () => {
        const n = ++requestNumber;
        client.setHeaders({ 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
      };
      next();
      client.on('response', next);
      client.setBody(body);
    },
  });
}

const median = (values: number[]) => itemAt([...values].sort((a, b) => a - b), Math.floor(values.length / 2));

/** What a load cost per request: the app's process, and PostgreSQL's when it runs on this machine. */
interface Measured {
  result: LoadResult;
  serverMicros: number;
  postgresMicros: number | undefined;
}

async function measure(app: AppProcess, load: () => Promise<LoadResult>): Promise<Measured> {
  const postgresCpu = () => (app.kind === 'postgres' ? postgresCpuMicros() : undefined);
  const [server0, pg0] = [await app.cpuMicros(), postgresCpu()];
  const result = await load();
  const [server1, pg1] = [await app.cpuMicros(), postgresCpu()];
  const requests = Math.max(1, result.requestsPerSecond * seconds);
  const postgresMicros = pg0 !== undefined && pg1 !== undefined && pg1 >= pg0 ? (pg1 - pg0) / requests : undefined;
  return { result, serverMicros: (server1 - server0) / requests, postgresMicros };
}

const cpu = (m: Measured) =>
  `server CPU ${m.serverMicros.toFixed(0)} µs${m.postgresMicros === undefined ? '' : `, PostgreSQL ${m.postgresMicros.toFixed(0)} µs`} a request`;

/** Rounds of the baseline then the endpoint, on one app process; the median round's ratio and p99. */
async function compare(app: AppProcess, label: string): Promise<{ ratio: number; p99: number }> {
  const insertUrl = await app.startInsertEndpoint();
  const loadInserts = (durationSeconds: number) => runLoad({ url: insertUrl, method: 'POST', body: JSON.parse(body) as unknown, durationSeconds });
  // Warm-up: compiled code and caches, as a running server has them. The name engine is a large
  // body of code that V8 optimises function by function as it runs: a fresh process makes its
  // first thousand names at several times the cost of its steady state, and reaches that state
  // after some thousands (bench/name-engine.ts warms it up before measuring too). A server that has been up
  // has long passed them, so the endpoint is loaded until it has answered WARM_REQUESTS.
  let warmed = 0;
  for (let started = Date.now(); warmed < warmRequests && Date.now() - started < 60_000; ) {
    warmed += (await loadGenerate(app, 2)).requestsPerSecond * 2;
  }
  await loadInserts(2);
  const ratios: number[] = [];
  const p99s: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const inserts = await measure(app, () => loadInserts(seconds));
    const names = await measure(app, () => loadGenerate(app, seconds));
    const ratio = names.result.requestsPerSecond / inserts.result.requestsPerSecond;
    ratios.push(ratio);
    p99s.push(names.result.p99);
    console.log(formatLoad(`one INSERT a request (${app.kind}) round ${round}`, inserts.result), ` ${cpu(inserts)}`);
    console.log(formatLoad(`${label} (${app.kind}) round ${round}`, names.result), ` ${ratio.toFixed(2)}x, ${cpu(names)}`);
  }
  return { ratio: median(ratios), p99: median(p99s) };
}

async function main(): Promise<void> {
  const bare = await startBareNodeServer();
  const baseline = await runLoad({ url: `${bare.url}/`, durationSeconds: seconds });
  await bare.close();
  console.log(formatLoad('bare node:http (baseline)', baseline));

  let failed = false;
  const targets = [undefined, process.env.BENCH_DATABASE_URL].filter((u, i) => i === 0 || u);
  for (const databaseUrl of targets) {
    // The app trusts X-Forwarded-For here, so each request can carry its own address.
    const app = await startAppProcess({ databaseUrl });
    const { ratio, p99 } = await compare(app, 'POST /api/generate-names');
    await app.close();
    const ok = ratio >= 1 && p99 < 50;
    failed ||= !ok;
    console.log(`${app.kind}: median ${ratio.toFixed(2)}x the one-INSERT endpoint, median p99 ${p99} ms: ${ok ? 'within budget' : 'OVER BUDGET'} (at least 1.0x, p99 under 50 ms)`);
    if (process.env.BENCH_SPLIT === '1') {
      // The same endpoint with a ready-made name in place of the engine's: what the request's
      // path costs without the name generation (quota, validation, the batched write, the answer).
      const fixed = await startAppProcess({ databaseUrl, fixedNames: true });
      const split = await compare(fixed, 'the same with a ready-made name');
      await fixed.close();
      console.log(`${fixed.kind}: without name generation, median ${split.ratio.toFixed(2)}x the one-INSERT endpoint, median p99 ${split.p99} ms`);
    }
  }
  if (process.argv.includes('--check') && failed) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
