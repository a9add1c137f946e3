// Runs the app in its own process for the load benchmarks, so the load generator does not share
// the server's event loop. It first measures the single-row insert rate of the same database
// (the baseline), then listens, prints one JSON line {port, kind, insertRate, writers} and
// serves until SIGTERM. Started by bench/lib/servers.ts: startAppProcess().
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { singleRowInsertRate } from './insert-rate';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bns-bench-'));
const config = {
  ...loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, TRUST_PROXY: 'true' }),
  clientDir: undefined,
};
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
const writers = database.kind === 'pglite' ? 1 : config.databasePoolSize;
const insertSeconds = Number(process.env.BENCH_INSERT_SECONDS ?? 5);
const insertRate = insertSeconds > 0 ? await singleRowInsertRate(database, { seconds: insertSeconds, writers }) : 0;
const app = await buildApp(config, { database });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
console.log(JSON.stringify({ port, kind: database.kind, insertRate, writers }));
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
