// A second built server for the browser tests that need online lookups (ONLINE_CHECKS on, the
// outside services pointed at loopback fakes): the suite's own server keeps the switch off.
// It runs dist/server/main.js, as the suite's own server (playwright.config.ts) and production do,
// on a free port with an empty data folder of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { freePort } from '@server/testing/free-port';
import { E2E_ADMIN_PASSWORD } from './admin-password';

export interface OnlineServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the server with the fakes' settings (`env`) and waits until it answers. */
export async function startOnlineServer(env: Record<string, string>): Promise<OnlineServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bns-e2e-online-'));
  // The fakes never hang here, so a generous time limit only keeps a loaded machine from turning a
  // slow loopback answer into "could not check".
  const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, ...env, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, ONLINE_CHECKS: 'true', ONLINE_CHECK_TIMEOUT_MS: '15000', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', TRUST_PROXY: 'loopback', PUBLIC_URL: url },
    stdio: 'inherit',
  });
  // A loaded machine starts slowly; the first start also creates the embedded database.
  await expect(async () => {
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  }).toPass({ timeout: 80_000 });
  return {
    url,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
