// Starts what the benchmarks measure: the real app on a throwaway database, and a bare node:http
// baseline in the same process run, so every figure can be printed as a ratio.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';

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

/** The real app; PGlite in a temporary folder, or PostgreSQL when a URL is given. */
export async function startApp(options: { databaseUrl?: string; env?: Record<string, string> } = {}): Promise<Running & { kind: string; database: Database }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bns-bench-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}), ...options.env }),
    clientDir: undefined,
  };
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    kind: options.databaseUrl ? 'postgres' : 'pglite',
    database,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface AppProcess extends Running {
  kind: string;
  insertRate: number;
  writers: number;
}

/** The app in a child process (see app-process.ts), with the insert-rate baseline it measured. */
export async function startAppProcess(options: { databaseUrl?: string } = {}): Promise<AppProcess> {
  const { spawn } = await import('node:child_process');
  // BENCH_CPU_PROF=dir writes a V8 CPU profile of the server process there, to see where time goes.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'bench/lib/app-process.ts'], {
    env: { ...process.env, DATABASE_URL: options.databaseUrl ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
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
  const info = JSON.parse(line) as { port: number; kind: string; insertRate: number; writers: number };
  return {
    ...info,
    url: `http://127.0.0.1:${info.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
