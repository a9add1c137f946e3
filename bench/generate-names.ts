// POST /api/generate-names under load (local engine, database writes included, 50 connections),
// served by the app in its own process, on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL.
// The baseline is the simplest write endpoint on the same database: a bare node:http server in
// the app's process, on the app's own connection (pool), doing one single-row INSERT a request,
// loaded by the same generator with the same 50 connections and body (bench/lib/app-process.ts).
// Each round measures that baseline, then the endpoint, one right after the other; the verdict
// takes the median round, since these machines are shared and a neighbour's burst can halve
// either figure for a few seconds. Each line also says what a request cost the server's process
// in CPU, so a gap says where it comes from.
// Budget (docs/architecture.md): at least the baseline's throughput (1.0x), p99 under 50 ms.
// Run: npx tsx bench/generate-names.ts [--check]   (BENCH_SECONDS=5 per load, BENCH_ROUNDS=3)
import { itemAt } from '../src/shared/item-at';
import { formatLoad, runLoad, type LoadResult } from './lib/load';
import { startAppProcess, startBareNodeServer, type AppProcess } from './lib/servers';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
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
    const insertUrl = await app.startInsertEndpoint();
    const loadInserts = (durationSeconds: number) => runLoad({ url: insertUrl, method: 'POST', body: JSON.parse(body) as unknown, durationSeconds });
    // Warm-up: compiled code and caches, as a running server has them.
    await loadGenerate(app, 2);
    await loadInserts(2);
    const ratios: number[] = [];
    const p99s: number[] = [];
    // What a request costs the server's process in CPU, to say where a gap comes from.
    const serverCpu = async (load: () => Promise<LoadResult>) => {
      const before = await app.cpuMicros();
      const result = await load();
      const micros = (await app.cpuMicros()) - before;
      return { result, perRequest: micros / Math.max(1, result.requestsPerSecond * seconds) };
    };
    for (let round = 1; round <= rounds; round++) {
      const inserts = await serverCpu(() => loadInserts(seconds));
      const names = await serverCpu(() => loadGenerate(app, seconds));
      const ratio = names.result.requestsPerSecond / inserts.result.requestsPerSecond;
      ratios.push(ratio);
      p99s.push(names.result.p99);
      console.log(formatLoad(`one INSERT a request (${app.kind}) round ${round}`, inserts.result), ` server CPU ${inserts.perRequest.toFixed(0)} µs a request`);
      console.log(formatLoad(`POST /api/generate-names (${app.kind}) round ${round}`, names.result), ` ${ratio.toFixed(2)}x, server CPU ${names.perRequest.toFixed(0)} µs a request`);
    }
    const ratio = median(ratios);
    const p99 = median(p99s);
    const ok = ratio >= 1 && p99 < 50;
    failed ||= !ok;
    console.log(`${app.kind}: median ${ratio.toFixed(2)}x the one-INSERT endpoint, median p99 ${p99} ms: ${ok ? 'within budget' : 'OVER BUDGET'} (at least 1.0x, p99 under 50 ms)`);
    await app.close();
  }
  if (process.argv.includes('--check') && failed) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
