// Starts what the benchmarks measure: the real app in its own process on a throwaway database,
// and a bare node:http baseline measured in the same run, so every figure can be a ratio.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Running {
  url: string;
  close(): Promise<void>;
}

export async function startBareNodeServer(): Promise<Running> {
  const body = JSON.stringify({ status: 'ok', database: 'none', uptimeSeconds: 0 });
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

export interface AppProcess extends Running {
  kind: string;
  /** CPU time (user + system, µs) the app's process has used so far. */
  cpuMicros(): Promise<number>;
  /** Starts the one-INSERT-a-request endpoint beside the app (see app-process.ts); its base URL. */
  startInsertEndpoint(): Promise<string>;
  /** The server's own event loop delay since the last 'reset' (sampled every 10 ms; figures include that interval). */
  eventLoopDelay(action: 'reset' | 'read'): Promise<EventLoopDelay>;
}

export interface EventLoopDelay {
  maxMs: number;
  p99Ms: number;
  meanMs: number;
}

/**
 * A fresh database on the PostgreSQL server for one bench run, dropped afterwards: a run on the
 * server's own database would meet the last runs' rows (tables that grew, addresses whose daily
 * limit earlier runs spent, so requests answer 429) and measure something else each time.
 */
async function freshPostgresDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `bns_bench_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** The app in a child process (see app-process.ts), on PGlite or on a fresh PostgreSQL database. */
export async function startAppProcess(options: { databaseUrl?: string; fixedNames?: boolean } = {}): Promise<AppProcess> {
  const { spawn } = await import('node:child_process');
  const database = options.databaseUrl ? await freshPostgresDatabase(options.databaseUrl) : undefined;
  // BENCH_CPU_PROF=dir writes a V8 CPU profile of the server process there, to see where time goes.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'bench/lib/app-process.ts'], {
    env: { ...process.env, DATABASE_URL: database?.url ?? '', BENCH_FIXED_NAMES: options.fixedNames ? '1' : '' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const nl = buffer.indexOf('\n');
      if (nl >= 0) resolve(buffer.slice(0, nl));
    });
    child.once('exit', (code) => reject(new Error(`app process exited with ${code}`)));
  });
  const info = JSON.parse(line) as { port: number; kind: string };
  /** Sends the app process one question and waits for the reply that carries `field` (or `error`). */
  const ask = <T>(question: object, field: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (reply: Record<string, unknown>) => {
        if (!(field in reply) && !('error' in reply)) return;
        child.off('message', onMessage);
        if (field in reply) resolve(reply[field] as T);
        else reject(new Error(String(reply.error)));
      };
      child.on('message', onMessage);
      child.send(question);
    });
  return {
    ...info,
    url: `http://127.0.0.1:${info.port}`,
    cpuMicros: () => ask<number>({ cpuUsage: true }, 'cpuMicros'),
    startInsertEndpoint: async () => `http://127.0.0.1:${await ask<number>({ insertEndpoint: true }, 'insertEndpointPort')}`,
    eventLoopDelay: (action) => ask<EventLoopDelay>({ eventLoopDelay: action }, 'eventLoopDelay'),
    close: async () => {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      await database?.drop();
    },
  };
}
