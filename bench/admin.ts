// The admin dashboard with a million band names: seeds one million names over the last year (and
// in proportion 100k cover actions, 50k name downloads, 300k page views, 20k AI calls, 50k
// submissions, from 125k visits of 8 names each) with generate_series, builds the daily rollups once as
// the scheduled job does, then times the summary, genre and band-name endpoints through the real
// app (app.inject), on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. Goal: p95 < 300 ms each.
// Run: npx tsx bench/admin.ts   (BENCH_NAMES=1000000, BENCH_REQUESTS=20)
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { itemAt } from '@shared/item-at';
import { buildApp } from '@server/app';
import type { AppContext } from '@server/app-context';
import { loadConfig } from '@server/config';
import { openDatabase, type Database } from '@server/db/client';
import { systemClock } from '@server/lib/clock';
import { refreshRollups } from '@server/modules/maintenance/rollups';

const NAMES = Number(process.env.BENCH_NAMES ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const GOAL_MS = 300;
const PASSWORD = 'admin bench password';
const per = (share: number) => Math.round(NAMES * share);

const ENDPOINTS = [
  '/api/admin/summary',
  '/api/admin/band-name-likes-by-genre',
  '/api/admin/album-interactions-by-genre',
  '/api/admin/band-names',
  '/api/admin/api-usage',
];

async function seed(database: Database): Promise<void> {
  const run = (q: ReturnType<typeof sql>) => database.db.execute(q);
  // Row i is i/n of a year back from now. A visit makes 8 names (125k visits a year, about 10k in
  // the dashboard's 30 days), from its own address; one visit in 50 is internal. The other tables'
  // rows fall on the same visits, at the same time of the year.
  const when = (n: number) => sql.raw(`now() - (interval '365 days' * (1 - i::float8 / ${n}))`);
  const visit = (n: number) => `(i::bigint * ${NAMES} / ${n} / 8)`;
  const ipOf = (n: number) =>
    sql.raw(`case when ${visit(n)} % 50 = 0 then '10.0.' || (${visit(n)} % 7) || '.1' else '198.' || (${visit(n)} % 250) || '.' || ((${visit(n)} / 250) % 250) || '.' || ((${visit(n)} / 62500) % 250) end`);
  const genre = sql.raw(`'genre-' || (i % 40)`);
  await run(sql`insert into band_names (name, genre, influences, vibe, ip_address, is_favorite, created_at)
    select 'Band ' || (i % 700000), ${genre}, 'influence ' || (i % 300), 'vibe ' || (i % 50), ${ipOf(NAMES)}, i % 17 = 0, ${when(NAMES)}
    from generate_series(1, ${NAMES}) i`);
  await run(sql`insert into album_cover_interactions (interaction_type, band_name, genre, art_style, ip_address, created_at)
    select (array['generate','generate','download','regenerate'])[1 + i % 4], 'Band ' || i, ${genre}, 'style-' || (i % 12), ${ipOf(per(0.1))}, ${when(per(0.1))}
    from generate_series(1, ${per(0.1)}) i`);
  await run(sql`insert into name_downloads (download_type, band_names, name_count, genre, ip_address, created_at)
    select 'txt', 'Band ' || i, 3, ${genre}, ${ipOf(per(0.05))}, ${when(per(0.05))} from generate_series(1, ${per(0.05)}) i`);
  await run(sql`insert into analytics_events (name, path, visitor_id, ip_address, created_at)
    select 'page_view', '/', 'v' || (i % 90000), ${ipOf(per(0.3))}, ${when(per(0.3))} from generate_series(1, ${per(0.3)}) i`);
  await run(sql`insert into api_usage_logs (api_type, endpoint, model, total_tokens, estimated_cost, is_success, ip_address, created_at)
    select (array['text','image'])[1 + i % 2], '/api/generate-names', 'gpt-4.1-mini', 500, 0.05, i % 30 <> 0, ${ipOf(per(0.02))}, ${when(per(0.02))}
    from generate_series(1, ${per(0.02)}) i`);
  await run(sql`insert into form_submissions (source, subject, genre, influences, vibe, ip_address, created_at)
    select 'generator', 'Band Name Generation', ${genre}, 'influence ' || (i % 300), 'vibe ' || (i % 50), ${ipOf(per(0.05))}, ${when(per(0.05))}
    from generate_series(1, ${per(0.05)}) i`);
  await run(sql`analyze`);
}

const percentile = (values: number[], p: number) => itemAt([...values].sort((a, b) => a - b), Math.min(values.length - 1, Math.ceil(values.length * p) - 1));

async function measure(label: string, database: Database): Promise<boolean> {
  const config = { ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ADMIN_PASSWORD: PASSWORD, DATA_DIR: '/nonexistent-bench' }), clientDir: undefined };
  const app = await buildApp(config, { database });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: PASSWORD } });
  const cookie = login.cookies.find((c) => c.name === 'bns_session')?.value ?? '';
  let ok = true;
  for (const url of ENDPOINTS) {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS + 2; i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url, cookies: { bns_session: cookie } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (i >= 2) times.push(performance.now() - start); // the first two warm the caches
    }
    const p95 = percentile(times, 0.95);
    if (p95 >= GOAL_MS) ok = false;
    console.log(`${label.padEnd(22)} ${url.padEnd(42)} p50 ${percentile(times, 0.5).toFixed(0).padStart(5)} ms  p95 ${p95.toFixed(0).padStart(5)} ms  ${p95 < GOAL_MS ? 'ok' : 'OVER'}`);
  }
  await app.close();
  return ok;
}

async function bench(kind: string, database: Database): Promise<boolean> {
  let start = performance.now();
  await seed(database);
  console.log(`${kind}: seeded ${NAMES.toLocaleString('en')} names and the rest in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  const live = await measure(`${kind}, no rollups`, database);
  start = performance.now();
  await refreshRollups({ db: database.db, clock: systemClock } as unknown as AppContext);
  console.log(`${kind}: built the daily rollups (a year) in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  const rolled = await measure(`${kind}, rollups`, database);
  return rolled || live;
}

async function postgres(url: string): Promise<boolean> {
  const name = `bns_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 10 });
  try {
    return await bench('PostgreSQL', database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  const pglite = await openDatabase({});
  let ok = await bench('PGlite', pglite);
  await pglite.close();
  if (process.env.TEST_DATABASE_URL) ok = (await postgres(process.env.TEST_DATABASE_URL)) && ok;
  else console.log('PostgreSQL: skipped (set TEST_DATABASE_URL)');
  console.log(ok ? `every endpoint under ${GOAL_MS} ms at p95` : `some endpoint over ${GOAL_MS} ms at p95`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
