// Throwaway databases for API tests: a PGlite restored from a migrated dump (fast), or, when
// TEST_DATABASE_URL is set, a fresh database on that PostgreSQL server, dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, migrate, type Database } from '../db/client';
import { testDatabaseUrl } from '../config';

let baseDump: Promise<File | Blob> | undefined;

async function migratedDump(): Promise<File | Blob> {
  const base = await openDatabase({});
  const client = (base.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
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
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 20, migrate: false });
  await migrate(database);
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
