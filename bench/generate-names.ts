// POST /api/generate-names under load (local engine, database writes included, 50 connections),
// served by the app in its own process, on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL; each beside the single-row insert rate
// of the same database and a bare node:http server measured in the same run.
// Budget (DESIGN.md): at least half the insert rate, p99 under 50 ms.
// Run: npx tsx bench/generate-names.ts   (BENCH_SECONDS=10 for longer runs)
import { formatLoad, runLoad } from './lib/load';
import { startAppProcess, startBareNodeServer } from './lib/servers';

const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const body = JSON.stringify({ genre: 'doom-metal', influences: 'Black Sabbath, Electric Wizard', vibe: 'slow and crushing', options: { avoidCommonWords: true } });

async function main(): Promise<void> {
  const bare = await startBareNodeServer();
  const baseline = await runLoad({ url: `${bare.url}/`, durationSeconds: seconds });
  await bare.close();
  console.log(formatLoad('bare node:http (baseline)', baseline));

  let failed = false;
  const targets = [undefined, process.env.BENCH_DATABASE_URL].filter((u, i) => i === 0 || u);
  for (const databaseUrl of targets) {
    // The app runs in its own process (trusting X-Forwarded-For): each request comes from its
    // own address, since the daily limit is per address, as real traffic does.
    const app = await startAppProcess({ databaseUrl });
    const { writers, insertRate: inserts } = app;
    let n = 0;
    const result = await runLoad({
      url: `${app.url}/api/generate-names`,
      method: 'POST',
      durationSeconds: seconds,
      connections: 50,
      setupClient: (client) => {
        const next = () => {
          n++;
          client.setHeaders({ 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
        };
        next();
        client.on('response', next);
        client.setBody(body);
      },
    });
    const ratio = result.requestsPerSecond / inserts;
    const ok = ratio >= 0.5 && result.p99 < 50;
    failed ||= !ok;
    console.log(`single-row inserts (${app.kind}, ${writers} writer${writers > 1 ? 's' : ''})`.padEnd(44), String(inserts).padStart(7), 'rows/s');
    console.log(formatLoad(`POST /api/generate-names (${app.kind})`, result), ` ${ratio.toFixed(2)}x inserts, ${(result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}x bare  ${ok ? 'within budget' : 'OVER BUDGET'}`);
    await app.close();
  }
  if (process.argv.includes('--check') && failed) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
