// Load benchmark: the app's JSON endpoints against a bare node:http server measured in the same
// run, printed as ratios (these machines are shared and noisy, so absolute figures drift).
// Run: npx tsx bench/load.ts   (BENCH_DATABASE_URL=postgres://... adds a PostgreSQL pass)
import { formatLoad, runLoad } from './lib/load';
import { startAppProcess, startBareNodeServer } from './lib/servers';

const duration = Number(process.env.BENCH_SECONDS ?? 5);

async function main(): Promise<void> {
  const bare = await startBareNodeServer();
  const baseline = await runLoad({ url: `${bare.url}/`, durationSeconds: duration });
  await bare.close();
  console.log(formatLoad('bare node:http (baseline)', baseline));

  const targets = [undefined, process.env.BENCH_DATABASE_URL].filter((u, i) => i === 0 || u);
  for (const databaseUrl of targets) {
    const app = await startAppProcess({ databaseUrl });
    const health = await runLoad({ url: `${app.url}/api/health`, durationSeconds: duration });
    console.log(formatLoad(`GET /api/health (${app.kind})`, health), `  ratio ${(health.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`);
    await app.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
