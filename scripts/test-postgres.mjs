// Runs the API tests a second time against PostgreSQL when TEST_DATABASE_URL is set
// (.ci/run sets it when the machine's PostgreSQL answers); otherwise says it skipped them.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('TEST_DATABASE_URL is not set: API tests ran on PGlite only.');
  process.exit(0);
}
console.log(`API tests against PostgreSQL (${url.replace(/\/\/[^@]*@/, '//***@')})`);
const result = spawnSync('node', ['node_modules/vitest/vitest.mjs', 'run', 'src/server/db', 'src/server/modules', 'src/server/plugins', 'src/server/lib', 'src/server/testing'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB_KIND: 'postgres' },
});
process.exit(result.status ?? 1);
