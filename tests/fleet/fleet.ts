// The fleet test (npm run test:fleet): the site as several instances run it. Two processes of the
// built server (dist/server/main.js) on loopback ports behind Caddy, one PostgreSQL (a fresh
// database, dropped at the end) and one S3-compatible server (s3rver). Through the proxy: a
// sign-in made on one instance is valid on the other; the free limit stays exact under 200
// concurrent requests spread over both; a cover made on one is served by the other; the
// scheduled maintenance runs each task once across both; the admin dashboard counts visits made
// on both; and after a kill -9 of one instance no acknowledged write is missing and the proxy
// keeps serving from the other. It prints its figures and exits 1 when a check fails.
//
// It needs `caddy` on the PATH and PostgreSQL at FLEET_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres, trust auth); without them it says so and skips,
// unless FLEET_REQUIRED=1 (CI), where a missing piece is a failure.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { FREE_LIMITS } from '@shared/catalog/limits';
import { s3Env, startS3TestServer } from '@server/testing/s3-test-server';
import { E2E_ADMIN_PASSWORD } from '../e2e/admin-password';
import { freePort } from '@server/testing/free-port';

const started = performance.now();
const root = path.resolve(import.meta.dirname, '../..');
const baseUrl = process.env.FLEET_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const required = process.env.FLEET_REQUIRED === '1';
const METRICS_TOKEN = 'fleet-metrics-token-0123456789';
/** The maintenance timer's first look comes this long after an instance listens (maintenance.routes.ts). */
const FIRST_MAINTENANCE_LOOK_MS = 30_000;

const failures: string[] = [];
function check(ok: boolean, what: string): void {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

function skip(reason: string): never {
  if (required) {
    console.error(`fleet test: ${reason}`);
    process.exit(1);
  }
  console.log(`fleet test skipped: ${reason}`);
  process.exit(0);
}


const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url: string, timeoutMs: number): Promise<number> {
  const from = performance.now();
  while (performance.now() - from < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return performance.now() - from;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** Its JSON log lines, parsed. */
  logs: Record<string, unknown>[];
  dataDir: string;
}

function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bns-fleet-${name}-`));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const instance: Instance = { name, port, url: `http://127.0.0.1:${port}`, child, logs: [], dataDir };
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        instance.logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
  });
  return instance;
}

/** A request as a visitor at `address` makes it: the proxy passes X-Forwarded-For on, and the app trusts loopback. */
function visit(base: string, url: string, address: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  return fetch(`${base}${url}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'x-forwarded-for': address,
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...(init.cookie && { cookie: init.cookie }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** How many requests to a route this instance answered, from its own metrics. */
async function answered(instance: Instance, route: string): Promise<number> {
  const text = await (await fetch(`${instance.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return text
    .split('\n')
    .filter((l) => l.startsWith('http_request_duration_seconds_count{') && l.includes(`route="${route}"`))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

// --- The pieces: PostgreSQL, the bucket, the built server, Caddy ---
if (!existsSync(path.join(root, 'dist/server/main.js')) || !existsSync(path.join(root, 'dist/client/index.html'))) {
  skip('no build: run npm run build first');
}
if (spawnSync('caddy', ['version']).status !== 0) skip('caddy is not installed (apt-get install caddy)');
const admin = new pg.Client({ connectionString: baseUrl });
try {
  await admin.connect();
} catch (err) {
  skip(`PostgreSQL does not answer at ${baseUrl.replace(/\/\/[^@]*@/, '//***@')} (${(err as Error).message})`);
}
const database = `bns_fleet_${process.pid}_${Date.now().toString(36)}`;
await admin.query(`create database ${database}`);
const databaseUrl = new URL(baseUrl);
databaseUrl.pathname = `/${database}`;
const fleetDb = new pg.Client({ connectionString: databaseUrl.toString() });
const bucket = await startS3TestServer('bns-fleet');
const work = mkdtempSync(path.join(os.tmpdir(), 'bns-fleet-'));
const [proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
const proxy = `http://127.0.0.1:${proxyPort}`;
const appEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  DATABASE_URL: databaseUrl.toString(),
  DATABASE_POOL_SIZE: '10',
  ...s3Env(bucket.settings),
  TRUST_PROXY: 'loopback',
  PUBLIC_URL: proxy,
  ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
  METRICS_TOKEN,
  RENDER_WORKERS: '1',
  // The visitors here are documentation addresses, none internal.
  ADMIN_INTERNAL_ADDRESSES: '10.255.255.',
};
// The proxy passes the visitor's address on as the test gives it (the test stands for the edge
// that would); it sends visitors only to an instance whose readiness answers, and a request whose
// instance cannot be reached is tried on the other.
writeFileSync(
  path.join(work, 'Caddyfile'),
  `{
	admin off
	auto_https off
}
http://127.0.0.1:${proxyPort} {
	reverse_proxy 127.0.0.1:${portA} 127.0.0.1:${portB} {
		lb_policy round_robin
		lb_try_duration 5s
		lb_try_interval 100ms
		fail_duration 10s
		health_uri /api/health/ready
		health_interval 1s
		health_timeout 2s
		header_up X-Forwarded-For {http.request.header.X-Forwarded-For}
	}
}
`,
);

const instances: Instance[] = [];
let caddy: ChildProcess | undefined;
async function cleanUp(): Promise<void> {
  caddy?.kill('SIGTERM');
  for (const instance of instances) {
    if (instance.child.exitCode === null && instance.child.signalCode === null) {
      instance.child.kill('SIGTERM');
      await new Promise((r) => instance.child.once('exit', r));
    }
    rmSync(instance.dataDir, { recursive: true, force: true });
  }
  await bucket.close();
  await fleetDb.end().catch(() => undefined);
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
}

try {
  console.log('fleet: 2 instances of dist/server/main.js behind Caddy, PostgreSQL, s3rver');
  // Both start at once: their migrations take turns under an advisory lock.
  const [a, b] = [startInstance('A', portA, appEnv), startInstance('B', portB, appEnv)];
  instances.push(a, b);
  const [readyA, readyB] = await Promise.all([waitFor(`${a.url}/api/health/ready`, 180_000), waitFor(`${b.url}/api/health/ready`, 180_000)]);
  await fleetDb.connect();
  const listenedAt = performance.now();
  console.log(`  instances ready in ${Math.round(readyA)} ms and ${Math.round(readyB)} ms (fresh database: migrations included)`);
  caddy = spawn('caddy', ['run', '--config', path.join(work, 'Caddyfile'), '--adapter', 'caddyfile'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let caddyLog = '';
  caddy.stderr!.on('data', (c: Buffer) => (caddyLog += c.toString()));
  await waitFor(`${proxy}/api/health/ready`, 60_000).catch((err: unknown) => {
    console.error(caddyLog);
    throw err;
  });

  // A sign-in on one instance holds on the other: sessions live in the database.
  console.log('sign-in');
  const login = await visit(proxy, '/api/admin/login', '198.51.100.10', { body: { password: E2E_ADMIN_PASSWORD } });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const sessionOn = async (instance: Instance) => (await visit(instance.url, '/api/admin/session', '198.51.100.10', { cookie })).status;
  const [onA, onB] = [await sessionOn(a), await sessionOn(b)];
  check(login.status === 200 && onA === 200 && onB === 200, `admin sign-in through the proxy (${login.status}); its session answers ${onA} on A and ${onB} on B`);

  // The free limit is exact across both: every request counts on the one row in PostgreSQL.
  console.log('free limit under load');
  const [namesA0, namesB0] = [await answered(a, '/api/generate-names'), await answered(b, '/api/generate-names')];
  const limitStarted = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: 200 }, () => visit(proxy, '/api/generate-names', '198.51.100.20', { body: { genre: 'rock', count: 1 } }).then((r) => r.status)),
  );
  const limitMs = performance.now() - limitStarted;
  const [namesA, namesB] = [(await answered(a, '/api/generate-names')) - namesA0, (await answered(b, '/api/generate-names')) - namesB0];
  const granted = statuses.filter((s) => s === 200).length;
  const refused = statuses.filter((s) => s === 429).length;
  check(
    granted === FREE_LIMITS.bandNamesPerDay && refused === 200 - FREE_LIMITS.bandNamesPerDay,
    `200 concurrent name requests from one visitor in ${Math.round(limitMs)} ms: ${granted} answered 200, ${refused} answered 429 (limit ${FREE_LIMITS.bandNamesPerDay} a day)`,
  );
  check(namesA > 0 && namesB > 0 && namesA + namesB === 200, `the proxy spread them: ${namesA} to A, ${namesB} to B`);

  // A cover made on one instance is served by the other: the bytes are in the bucket.
  console.log('covers');
  const made = await visit(a.url, '/api/generate-free-album-cover', '198.51.100.30', { body: { bandName: 'Harbour Lights', genre: 'folk' } });
  const { imageUrl } = (await made.json()) as { imageUrl: string };
  const servedByB = await visit(b.url, imageUrl, '198.51.100.30');
  const bytes = (await servedByB.arrayBuffer()).byteLength;
  check(made.status === 200 && servedByB.status === 200 && servedByB.headers.get('content-type') === 'image/webp' && bytes > 1000, `a cover made on A (${made.status}) is served by B: ${servedByB.status} ${servedByB.headers.get('content-type')}, ${bytes} bytes`);
  const pngOnA = await visit(a.url, imageUrl.replace(/\.webp$/, '.png'), '198.51.100.30');
  check(pngOnA.status === 200, `its PNG answers on A too (${pngOnA.status})`);

  // The admin dashboard counts visits made on either instance.
  console.log('admin dashboard');
  const views = [a, b, a, b, a, b, a, b].map((instance, i) =>
    visit(instance.url, '/api/analytics/events', `198.51.100.${40 + i}`, { body: { name: 'page_view', path: '/' } }).then((r) => r.status),
  );
  const viewStatuses = await Promise.all(views);
  const traffic = (await (await visit(proxy, '/api/admin/traffic', '198.51.100.10', { cookie })).json()) as { daily: { day: string; pageViews: number; visitors: number }[] };
  const today = traffic.daily.at(-1);
  check(
    viewStatuses.every((s) => s === 200) && today?.pageViews === 8 && today.visitors === 8,
    `8 page views from 8 visitors, 4 on each instance: the dashboard shows ${today?.pageViews} page views and ${today?.visitors} visitors for ${today?.day}`,
  );

  // The scheduled maintenance: each instance looks 30 s after it listens; the claim in the
  // database lets one of them run each task.
  console.log('scheduled maintenance');
  const runsOf = (instance: Instance) => instance.logs.filter((l) => l.msg === 'maintenance').map((l) => String(l.task));
  await sleep(Math.max(0, FIRST_MAINTENANCE_LOOK_MS - (performance.now() - listenedAt)));
  // Each task's outcome is stored when its run ends; wait for all of them (60 s at most: a bound
  // that only catches a stuck task, wide for a machine loaded by other work).
  const lookedBy = performance.now() + 60_000;
  let claimed = 0;
  while (performance.now() < lookedBy) {
    const { rows } = await fleetDb.query<{ total: number; done: number }>(`select count(*)::int as total, count(last_outcome)::int as done from maintenance_tasks`);
    claimed = rows[0]?.done ?? 0;
    if (rows[0] && rows[0].total > 0 && claimed === rows[0].total && runsOf(a).length + runsOf(b).length >= claimed) break;
    await sleep(250);
  }
  const runs = [...runsOf(a), ...runsOf(b)];
  const tasks = [...new Set(runs)];
  const twice = tasks.filter((t) => runs.filter((r) => r === t).length > 1);
  check(
    tasks.length > 0 && tasks.length === claimed && twice.length === 0,
    `${tasks.length} tasks due, ${runs.length} runs in all (A ran ${runsOf(a).length}, B ran ${runsOf(b).length})${twice.length ? `; run twice: ${twice.join(', ')}` : ': each once'}`,
  );

  // kill -9 of one instance: every write it acknowledged is in the database, and the proxy
  // answers from the other.
  console.log('kill -9');
  const acknowledged: number[] = [];
  const outcomes: { status: number; startedAt: number }[] = [];
  let killedAt = Infinity;
  let next = 0;
  const writer = (upTo: number) => async () => {
    while (next < upTo) {
      const i = next++;
      if (i === 60) {
        a.child.kill('SIGKILL');
        killedAt = performance.now();
      }
      const startedAt = performance.now();
      const res = await visit(proxy, '/api/generate-names', `198.51.${101 + Math.floor(i / 200)}.${(i % 200) + 1}`, { body: { genre: 'jazz', count: 1 } }).catch(() => undefined);
      outcomes.push({ status: res?.status ?? 0, startedAt });
      if (res?.status === 200) acknowledged.push(...((await res.json()) as { id: number }[]).map((n) => n.id));
    }
  };
  await Promise.all(Array.from({ length: 4 }, writer(160)));
  // Once the proxy has had its health check's interval and time-out (1 s + 2 s, the Caddyfile
  // above) to learn that A is gone, it serves every write from B. (A write 1.1 s after the kill
  // once met the proxy still between the two: a 503, with no instance it counted as ready.)
  const SETTLE_MS = 3000;
  await sleep(Math.max(0, killedAt + SETTLE_MS - performance.now()));
  await Promise.all(Array.from({ length: 4 }, writer(200)));
  const { rows: found } = await fleetDb.query<{ n: number }>('select count(*)::int as n from band_names where id = any($1::int[])', [acknowledged]);
  const stored = found[0]?.n ?? 0;
  check(stored === acknowledged.length, `${outcomes.length} writes through the proxy, 4 at a time, A killed after 60 (40 of them ${SETTLE_MS / 1000} s later): ${acknowledged.length} acknowledged, ${stored} of them in the database`);
  // Requests in flight on A when it died fail (the proxy does not resend a POST it has sent);
  // once its connection is refused, the proxy sends everything to B.
  const failed = outcomes.filter((o) => o.status !== 200);
  const later = outcomes.filter((o) => o.startedAt > killedAt + SETTLE_MS);
  const laterFailed = later.filter((o) => o.status !== 200).length;
  check(
    failed.every((o) => o.startedAt < killedAt + SETTLE_MS) && later.length > 0 && laterFailed === 0,
    `${failed.length} failed, all sent within ${SETTLE_MS / 1000} s of A's death${failed.length ? ` (${failed.map((o) => `${o.status} at ${Math.round(o.startedAt - killedAt)} ms`).join(', ')})` : ''}; of the ${later.length} sent later, ${later.length - laterFailed} answered 200`,
  );
  const readyAfter = await fetch(`${proxy}/api/health/ready`);
  check(readyAfter.status === 200, `the proxy still answers ready (${readyAfter.status}) from B`);
} catch (err) {
  failures.push(String(err));
  console.error(err);
} finally {
  await cleanUp().catch((err: unknown) => console.error('clean-up:', err));
}

console.log(`fleet test: ${failures.length ? `${failures.length} FAILED` : 'all passed'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(failures.length ? 1 : 0);
