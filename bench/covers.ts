// Throughput of POST /api/generate-free-album-cover (local concepts and renderer, image stored in
// the media table), beside a bare node:http server measured in the same run. Rendering is CPU
// work, so a few connections saturate the two cores.
// Run: npx tsx bench/covers.ts   (bench/render.ts gives the render time per style)
import { formatLoad, runLoad } from './lib/load';
import { startAppProcess, startBareNodeServer } from './lib/servers';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);

async function main(): Promise<void> {
  const bare = await startBareNodeServer();
  const baseline = await runLoad({ url: `${bare.url}/`, durationSeconds: 3 });
  await bare.close();
  console.log(formatLoad('bare node:http (baseline)', baseline));

  const app = await startAppProcess();
  let n = 0;
  const body = JSON.stringify({ bandName: 'Groove Thesis', genre: 'funk', vibe: 'sweaty basement party' });
  const result = await runLoad({
    url: `${app.url}/api/generate-free-album-cover`,
    method: 'POST',
    connections: 4,
    durationSeconds: seconds,
    setupClient: (client) => {
      const next = () => client.setHeaders({ 'content-type': 'application/json', 'x-forwarded-for': `10.20.${(++n >> 8) & 255}.${n & 255}` });
      next();
      client.on('response', next);
      client.setBody(body);
    },
  });
  console.log(formatLoad('POST /api/generate-free-album-cover (pglite)', result), ` ${(1000 / Math.max(result.p50, 1)).toFixed(1)} covers/s per connection at p50`);
  await app.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
