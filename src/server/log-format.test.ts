// LOG_FORMAT=pretty: the server process prints readable lines for a person instead of JSON, and
// the first start's generated admin password line says where to sign in.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@server/testing/free-port';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bns-log-format-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));


describe('LOG_FORMAT=pretty', () => {
  it('prints readable lines, and the first start names the page to sign in on', { timeout: 300_000 }, async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', LOG_FORMAT: 'pretty', DATABASE_URL: '', ADMIN_PASSWORD: '', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    try {
      // A loaded machine takes minutes to compile and start the server through tsx.
      const deadline = Date.now() + 240_000;
      while (Date.now() < deadline && !/Server listening at/.test(out)) await new Promise((r) => setTimeout(r, 200));
      const lines = out.split('\n').filter(Boolean);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.filter((l) => l.startsWith('{'))).toEqual([]);
      expect(out).toMatch(/INFO.*Server listening at http:\/\/127\.0\.0\.1:\d+/);
      expect(out).toMatch(new RegExp(`WARN.*Owner's dashboard: open http://localhost:${port}/admin-dashboard and sign in with the password generated for it`));
      expect(out).toMatch(/adminPassword: "[A-Za-z0-9_-]{24}"/);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  });
});
