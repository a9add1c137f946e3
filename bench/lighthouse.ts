// Lighthouse (mobile) on the home page, the FAQ and an article, against the built site served by
// the real server on a throwaway database. Prints the four category scores per page against the
// budgets in docs/architecture.md and writes each JSON report to bench/out/.
// Run: npx tsx bench/lighthouse.ts [--check] [--pages=/faq,/about]   (builds first when dist/ is
// missing; --check exits 1 when a page misses a budget)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const DEFAULT_PAGES = ['/', '/faq', '/blog/famous-band-names'];
const pagesArg = process.argv.find((a) => a.startsWith('--pages='));
const PAGES = pagesArg ? pagesArg.slice('--pages='.length).split(',') : DEFAULT_PAGES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const BUDGET: Record<Category, number> = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 };
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const root = path.resolve('.');
const outDir = path.join(root, 'bench/out');

function ensureBuilt(): void {
  const dist = path.join(root, 'dist/client');
  if (existsSync(path.join(dist, 'index.html')) && existsSync(path.join(dist, 'prerendered'))) return;
  console.log('dist/client is missing or not prerendered: running npm run build');
  const res = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('npm run build failed');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  // node + tsx's CLI directly (not npx), so the PID we stop is the server's own.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stopServer(child);
  throw new Error('the server did not become healthy within 60 s');
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => process.kill(child.pid!, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    process.kill(child.pid!, 'SIGTERM');
  });
}

function reportName(pagePath: string): string {
  return `lighthouse-${pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-')}.json`;
}

function runLighthouse(url: string, outputPath: string): Record<Category, number> {
  const res = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outputPath}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--form-factor=mobile',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'inherit', 'inherit'], timeout: 180_000 },
  );
  if (res.status !== 0) throw new Error(`lighthouse failed on ${url} (exit ${res.status})`);
  const report = JSON.parse(readFileSync(outputPath, 'utf8')) as {
    categories: Record<Category, { score: number | null }>;
    audits: Record<string, { score: number | null; title: string; scoreDisplayMode: string }>;
  };
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c].score ?? 0) * 100)])) as Record<Category, number>;
  const failing = Object.entries(report.audits)
    .filter(([, a]) => a.score !== null && a.score < 0.9 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric'))
    .map(([id, a]) => `${id} (${a.score})`);
  if (failing.length > 0) console.log(`    audits below 0.9: ${failing.join(', ')}`);
  return scores;
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): run it again. */
function withRetries<T>(run: () => T, attempts = 3): T {
  for (let i = 1; ; i++) {
    try {
      return run();
    } catch (err) {
      if (i >= attempts) throw err;
      console.log(`    ${err instanceof Error ? err.message : String(err)}; retrying`);
    }
  }
}

async function main(): Promise<void> {
  ensureBuilt();
  mkdirSync(outDir, { recursive: true });
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bns-lighthouse-'));
  const server = await startServer(port, dataDir);
  const rows: { page: string; scores: Record<Category, number> }[] = [];
  try {
    for (const page of PAGES) {
      console.log(`lighthouse ${page}`);
      rows.push({ page, scores: withRetries(() => runLighthouse(`http://127.0.0.1:${port}${page}`, path.join(outDir, reportName(page)))) });
    }
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\nLighthouse, mobile (budget: ${CATEGORIES.map((c) => `${c} ${BUDGET[c]}`).join(', ')})`);
  console.log(`${'page'.padEnd(28)}${CATEGORIES.map((c) => c.padStart(16)).join('')}`);
  let missed = false;
  for (const { page, scores } of rows) {
    const cells = CATEGORIES.map((c) => {
      const ok = scores[c] >= BUDGET[c];
      missed ||= !ok;
      return `${scores[c]}${ok ? ' ' : '!'}`.padStart(16);
    });
    console.log(`${page.padEnd(28)}${cells.join('')}`);
  }
  console.log(`Reports: ${path.relative(root, outDir)}/${PAGES.map(reportName).join(', ')}`);
  if (missed) console.log('! = below budget');
  if (missed && process.argv.includes('--check')) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
