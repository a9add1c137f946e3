// Runs again against PostgreSQL, when TEST_DATABASE_URL is set (.ci/run sets it when the machine's
// PostgreSQL answers), the server tests whose behaviour can differ there; otherwise says it skipped.
// `node scripts/test-postgres.mjs --list` prints the files the rule picks, and why, without running.
//
// PGlite is PostgreSQL itself (the same parser, planner, types and errors), so a test whose
// requests run one after the other reads and writes the same rows on both. What differs is around
// the engine: PGlite has one connection and runs one statement at a time, where PostgreSQL runs a
// pool whose transactions interleave (locks, unique constraints met by two writers, counters
// bumped at the same moment); the drivers parse raw SQL results differently (node-postgres against
// PGlite's own parsers); and the server has its own clock and time zone. So a server test file
// (src/server/db, modules, plugins, lib, testing) runs here when it opens a database and
//   - it is in src/server/db (the driver, migrations, database time), or
//   - it sends requests or jobs at the same time (Promise.all, "concurrent", "simultaneous"), or
//   - it runs SQL of its own (sql`…`, .execute(, .transaction(), or
//   - its name says it is about a counter or a ledger kept in the database (quota, limits,
//     webhook, outbox, maintenance, migrations).
// The rest (validation, rendering, files, the fuzz's thousands of one-at-a-time requests) ran on
// PGlite in `npm run test:unit` and would do the same here. A new test file that meets the rule
// joins by itself.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOTS = ['src/server/db', 'src/server/modules', 'src/server/plugins', 'src/server/lib', 'src/server/testing'];
/** The test opens a database: a test app, a test database, or a helper that makes one. */
const OPENS_DATABASE = /createTestApp|openTestDatabase|\bTestApp\b|premium-user|stripe-mode-app|openai-test-app|startFuzz/;
const REASONS = [
  ['in src/server/db', (file) => file.startsWith('src/server/db/')],
  ['requests at the same time', (_file, text) => /Promise\.all\(|simultaneous|concurren/i.test(text)],
  ['SQL of its own', (_file, text) => /sql`|\.execute\(|\.transaction\(/.test(text)],
  ['a counter or ledger', (file) => /quota|limit|webhook|outbox|maintenance|migrat/.test(path.basename(file))],
];

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const chosen = [];
for (const file of ROOTS.flatMap(testFiles).sort()) {
  const text = readFileSync(file, 'utf8');
  if (!OPENS_DATABASE.test(text)) continue;
  const why = REASONS.filter(([, test]) => test(file, text)).map(([reason]) => reason);
  if (why.length > 0) chosen.push({ file, why });
}

if (process.argv.includes('--list')) {
  for (const { file, why } of chosen) console.log(`${file}: ${why.join(', ')}`);
  console.log(`${chosen.length} files`);
  process.exit(0);
}

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('TEST_DATABASE_URL is not set: API tests ran on PGlite only.');
  process.exit(0);
}
console.log(`${chosen.length} API test files against PostgreSQL (${url.replace(/\/\/[^@]*@/, '//***@')}); --list says why each`);
const result = spawnSync('node', ['node_modules/vitest/vitest.mjs', 'run', ...chosen.map((c) => c.file)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB_KIND: 'postgres' },
});
process.exit(result.status ?? 1);
