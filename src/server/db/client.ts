// Opens the database: embedded PGlite under the data folder by default, PostgreSQL through
// node-postgres when a URL is configured. Both get the same schema and committed migrations.
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Statements that can usefully run at once: 1 on PGlite, the pool size on PostgreSQL. */
  maxConcurrency: number;
  /** Runs a trivial query; throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Runs work on one connection (PGlite has only one). */
  withConnection<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Runs a hot-path statement as a server-side prepared statement, so it is parsed and planned
   * once per connection instead of on every request. */
  prepared<Row>(statement: PreparedStatement, params: readonly SqlValue[]): Promise<Row[]>;
}

export interface PreparedStatement {
  name: string;
  /** The SQL with $1..$n placeholders. */
  text: string;
  /** The Postgres type of each placeholder, in order. */
  types: readonly string[];
}

export type SqlValue = string | number | boolean | Date | null;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  /** PostgreSQL connection string; absent means PGlite. */
  url?: string;
  /** PGlite data folder; absent (with no url) means an in-memory database. */
  dataDir?: string;
  poolSize?: number;
  /** A PGlite data-folder dump to start from (tests clone a migrated base this way). */
  loadDataDir?: Blob | File;
  migrate?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.url ? await openPostgres(options.url, options.poolSize ?? 10) : await openPglite(options);
  if (options.migrate !== false) await migrate(database);
  return database;
}

/**
 * bytea as hex through Buffer, which does it natively. PGlite's own codec builds one string per
 * byte: about 0.6 s on the event loop for a 2 MB cover, where this takes about 5 ms.
 */
const BYTEA = 17;
const pgliteByteaCodec = {
  serializers: { [BYTEA]: (value: Uint8Array) => `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}` },
  parsers: { [BYTEA]: (value: string) => Buffer.from(value.slice(2), 'hex') },
};

async function openPglite(options: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir, ...pgliteByteaCodec });
  // The literal quoting of prepared() relies on it (it is Postgres's default too).
  await client.exec('set standard_conforming_strings = on');
  const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
  const preparedNames = new Set<string>();
  return {
    db,
    kind: 'pglite',
    maxConcurrency: 1,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    withConnection: (work) => work(db),
    // PGlite cannot bind parameters to EXECUTE, so the values go in as quoted literals through
    // the simple protocol (which is also much cheaper here than the extended one); the prepared
    // statement's declared types still type every value.
    prepared: async <Row>(statement: PreparedStatement, params: readonly SqlValue[]) => {
      if (!preparedNames.has(statement.name)) {
        await client.exec(`prepare ${statement.name}(${statement.types.join(', ')}) as ${statement.text}`);
        preparedNames.add(statement.name);
      }
      const results = await client.exec(`execute ${statement.name}(${params.map(sqlLiteral).join(', ')})`);
      return (results.at(-1)?.rows ?? []) as Row[];
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // JIT off: the app's statements are short. PostgreSQL's JIT (on by default for any plan whose
  // estimated cost passes jit_above_cost) compiled the batched names statement for 30-50 ms a run
  // whenever band_names' statistics (at about 600,000 rows) put its estimate over the line, for a
  // statement that executes in 1 ms. An `options` in the URL still wins (node-postgres gives the
  // URL precedence).
  const pool = new Pool({ connectionString: url, max: poolSize, options: '-c jit=off' });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    maxConcurrency: poolSize,
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    prepared: async <Row>(statement: PreparedStatement, params: readonly SqlValue[]) => {
      // node-postgres cannot declare parameter types: cast each placeholder in the text instead.
      const text = statement.text.replace(/\$(\d+)(?!\d)/g, (m, n: string) => `${m}::${statement.types[Number(n) - 1]}`);
      const result = await pool.query({ name: statement.name, text, values: params as unknown[] });
      return result.rows as Row[];
    },
    withConnection: async (work) => {
      const conn = await pool.connect();
      try {
        return await work(drizzle({ client: conn, schema, casing: 'snake_case' }) as unknown as Db);
      } finally {
        conn.release();
      }
    },
  };
}

/** Applies committed migrations; on PostgreSQL under an advisory lock held by one dedicated
 * connection, so instances starting together do not race. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder });
    return;
  }
  await database.withConnection(async (db) => {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await db.execute(sql`select pg_advisory_lock(727274)`);
    try {
      await run(db as never, { migrationsFolder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(727274)`);
    }
  });
}

/** A Postgres literal for a value (standard_conforming_strings on: only the quote is special). */
export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('not a finite number');
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = value instanceof Date ? value.toISOString() : value;
  // NUL cannot be stored in Postgres text; it is dropped rather than failing the request.
  return `'${text.replaceAll('\0', '').replaceAll("'", "''")}'`;
}
