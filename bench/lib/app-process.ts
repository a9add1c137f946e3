// Runs the app in its own process for the load benchmarks, so the load generator does not share
// the server's event loop. It listens, prints one JSON line {port, kind} and serves until
// SIGTERM. Asked over IPC { insertEndpoint: true },
// it starts the baseline of bench/generate-names.ts beside the app: a bare node:http server on the
// same database connection whose every POST is one single-row INSERT, and answers
// { insertEndpointPort }. Asked { cpuUsage: true }, it answers the CPU time it has used so far
// ({ cpuMicros }, user + system), so a bench can say what a request costs the server. Asked
// { eventLoopDelay: 'reset' | 'read' }, it answers how long its event loop was held up since the
// last reset (bench/api-under-render.ts): measured in the server itself, not seen from a client.
// With BENCH_FIXED_NAMES=1 its name engine answers a ready-made name (see withFixedNames).
// Started by bench/lib/servers.ts: startAppProcess().
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { createEngines, type Engines } from '@server/engines/index';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bns-bench-'));
const config = {
  ...loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, TRUST_PROXY: 'loopback' }),
  clientDir: undefined,
};
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
const engines = process.env.BENCH_FIXED_NAMES === '1' ? withFixedNames(createEngines(config, async () => {})) : undefined;
const app = await buildApp(config, { database, engines });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
console.log(JSON.stringify({ port, kind: database.kind }));

process.on('message', (message: { cpuUsage?: boolean }) => {
  if (message.cpuUsage) process.send!({ cpuMicros: (({ user, system }) => user + system)(process.cpuUsage()) });
});

let insertEndpoint: Server | undefined;
process.on('message', (message: { insertEndpoint?: boolean }) => {
  if (!message.insertEndpoint) return;
  startInsertEndpoint().then(
    (insertEndpointPort) => process.send!({ insertEndpointPort }),
    (error: unknown) => process.send!({ error: String(error) }),
  );
});

/** The simplest write endpoint there can be: read the body, insert it as one row, answer. */
async function startInsertEndpoint(): Promise<number> {
  await database.db.execute(sql`create table if not exists bench_endpoint_inserts (id serial primary key, body text, created_at timestamptz default now())`);
  insertEndpoint = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      database.db.execute(sql`insert into bench_endpoint_inserts (body) values (${body})`).then(
        () => res.writeHead(201, { 'content-type': 'application/json' }).end('{}'),
        () => res.writeHead(500).end(),
      );
    });
  });
  await new Promise<void>((resolve) => insertEndpoint!.listen(0, '127.0.0.1', resolve));
  return (insertEndpoint.address() as AddressInfo).port;
}

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
process.on('message', (message: { eventLoopDelay?: 'reset' | 'read' }) => {
  if (message.eventLoopDelay === 'reset') loopDelay.reset();
  if (message.eventLoopDelay === undefined) return;
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  process.send!({ eventLoopDelay: { maxMs: ms(loopDelay.max), p99Ms: ms(loopDelay.percentile(99)), meanMs: ms(loopDelay.mean) } });
});
process.on('SIGTERM', () => {
  // A shutdown that fails still ends the process, with the reason, rather than hanging the bench.
  shutDown().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error('the app process could not shut down cleanly', err);
      process.exit(1);
    },
  );
});

/**
 * BENCH_FIXED_NAMES=1: the engines, but a name request answers one ready-made name (a new one each
 * time, so none is dropped as a repeat). bench/generate-names.ts uses it to measure the request's
 * path without the name generation, so a gap can be split between the two.
 */
function withFixedNames(real: Engines): Engines {
  let made = 0;
  const description = 'A doom metal name, slow and crushing, with a description as long as the engine writes them.';
  return { ...real, text: { ...real.text, names: async () => [{ name: `Fixed Name ${++made}`, description, isAIGenerated: false }] } };
}

async function shutDown(): Promise<void> {
  if (insertEndpoint) {
    insertEndpoint.closeAllConnections();
    await new Promise((resolve) => insertEndpoint!.close(resolve));
    await database.db.execute(sql`drop table bench_endpoint_inserts`);
  }
  await app.close();
  await engines?.close?.();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
