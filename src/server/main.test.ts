// The real server process: starts on the embedded database, keeps its data across a restart,
// and on SIGTERM finishes the request in flight (but not a request still being sent) before
// closing the database and exiting 0.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@server/testing/free-port';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bns-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));


async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A loaded machine (a second copy of the suite) takes minutes to compile and start the server
  // through tsx: the bound only tells a start from a hang.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

const post = (port: number, url: string, body: unknown) =>
  fetch(`http://127.0.0.1:${port}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('server process', () => {
  it('keeps data across a restart and shuts down gracefully on SIGTERM', async () => {
    const port = await freePort();
    let server = await start(port);
    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'pglite' });
    const first = await post(port, '/api/generate-names', { genre: 'folk', count: 3 });
    expect(first.status).toBe(200);

    // A request in flight when SIGTERM arrives still gets its answer.
    const inFlight = post(port, '/api/generate-free-album-cover', { bandName: 'Lantern Creek', genre: 'folk', vibe: 'dusty porch' });
    await new Promise((r) => setTimeout(r, 30));
    const exit = exited(server);
    server.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await exit).toBe(0);

    server = await start(port);
    // The 3 names from before the restart still count: 17 remain today.
    const next = await post(port, '/api/generate-names', { genre: 'folk', count: 10 });
    expect((await next.json()).length).toBe(10);
    const last = await post(port, '/api/generate-names', { genre: 'folk', count: 10 });
    expect((await last.json()).length).toBe(7);
    // A sender still trickling its body does not hold the shutdown open until the force exit.
    const slow = net.connect(port, '127.0.0.1');
    slow.on('error', () => undefined);
    await new Promise<void>((resolve) => slow.once('connect', resolve));
    slow.write('POST /api/generate-names HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"genre":');
    await new Promise((r) => setTimeout(r, 200));
    const stop = exited(server);
    const stopping = performance.now();
    server.kill('SIGTERM');
    expect(await stop).toBe(0);
    expect(performance.now() - stopping).toBeLessThan(8000);
    slow.destroy();
  }, 600_000);
});
