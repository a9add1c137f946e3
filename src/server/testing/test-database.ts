// Throwaway databases for API tests: a PGlite loaded from the run's migrated dump (fast), or, when
// TEST_DATABASE_URL is set, a fresh database on that PostgreSQL server copied from the run's
// migrated template, dropped afterwards. The base is made once per run by migrated-base.ts.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, migrate, type Database } from '../db/client';
import { testDatabaseUrl } from '../config';
import { adminQuery } from './migrated-base';

let baseDump: Promise<Blob> | undefined;

/** The run's migrated dump; a file run without the global setup migrates its own once. */
async function migratedDump(): Promise<Blob> {
  const file = inject('migratedPgliteDump');
  if (file) return new Blob([readFileSync(file)]);
  const base = await openDatabase({});
  const dump = await (base.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await base.close();
  return dump;
}

export async function openTestDatabase(): Promise<Database> {
  const url = testDatabaseUrl();
  if (url) return openPostgresTestDatabase(url);
  baseDump ??= migratedDump();
  return openDatabase({ loadDataDir: await baseDump, migrate: false });
}

async function openPostgresTestDatabase(url: string): Promise<Database> {
  const name = `bns_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('migratedPostgresTemplate');
  await createDatabase(url, name, template);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 20, migrate: false });
  if (!template) await migrate(database);
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Two files copying the template at the same instant can meet PostgreSQL's "source database is
 * being accessed by other users" (55006): the copy is retried after a moment. */
async function createDatabase(url: string, name: string, template: string | undefined): Promise<void> {
  const statement = template ? `create database ${name} template ${template}` : `create database ${name}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(url, statement);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 + 50 * attempt));
    }
  }
}
