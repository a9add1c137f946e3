// Vitest's global setup: migrate one base database for the whole run, so a test file starts from
// a copy instead of migrating its own. Migrating costs about 2.6 s on PGlite (and dumping it 0.3 s)
// against 0.3 s to load a dump: with every API test file in its own process, that was most of a
// short file's time. On PostgreSQL (TEST_DB_KIND=postgres) the base is a template database that
// each file's `create database ... template` copies.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { testDatabaseUrl } from '../config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a PGlite dump of a freshly migrated database. */
    migratedPgliteDump: string;
    /** A migrated PostgreSQL database to copy, when the run is on PostgreSQL. */
    migratedPostgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = testDatabaseUrl();
  if (url) return postgresTemplate(project, url);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bns-test-base-'));
  const file = path.join(folder, 'migrated.tar');
  const base = await openDatabase({});
  const dump = await (base.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await base.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedPgliteDump', file);
  project.provide('migratedPostgresTemplate', '');
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject, url: string): Promise<() => Promise<void>> {
  const name = `bns_template_${process.pid}`;
  await adminQuery(url, `drop database if exists ${name} with (force)`);
  await adminQuery(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const base = await openDatabase({ url: target.toString(), poolSize: 1 });
  await base.close();
  project.provide('migratedPostgresTemplate', name);
  project.provide('migratedPgliteDump', '');
  return async () => adminQuery(url, `drop database if exists ${name} with (force)`);
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
