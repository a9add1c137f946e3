// The SQL of the online checks' stored answers: a day's cache of what the services said, and the
// RDAP bootstrap file the weekly refresh fetched. Times are the database's now(), so instances
// whose clocks drift still agree on what is a day old. (Their rate rules are counted by the quota
// module, quota/outbound-rate.repo.ts.)
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { rowsAffected } from '@server/db/rows-affected';

type Row = Record<string, unknown>;
const rows = async (db: Db, query: SQL): Promise<Row[]> => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

export interface CacheKey {
  source: string;
  key: string;
}

const cacheId = (k: CacheKey) => `${k.source}\n${k.key}`;

/** Answers kept less than a day for any of these keys, by `source\nkey`. One query for a whole check. */
export async function readCachedAnswers(db: Db, keys: readonly CacheKey[]): Promise<Map<string, unknown>> {
  const found = new Map<string, unknown>();
  if (keys.length === 0) return found;
  const wanted = sql.join(
    keys.map((k) => sql`(${k.source}, ${k.key})`),
    sql`, `,
  );
  const hits = await rows(
    db,
    sql`select source, key, answer from availability_cache
      where fetched_at > now() - interval '1 day' and (source, key) in (${wanted})`,
  );
  for (const hit of hits) found.set(cacheId({ source: String(hit.source), key: String(hit.key) }), hit.answer);
  return found;
}

export function cachedAnswer(found: ReadonlyMap<string, unknown>, key: CacheKey): unknown {
  return found.get(cacheId(key));
}

/** Keeps a check's new answers, in one statement. */
export async function writeCachedAnswers(db: Db, answers: readonly (CacheKey & { answer: unknown })[]): Promise<void> {
  if (answers.length === 0) return;
  const values = sql.join(
    answers.map((a) => sql`(${a.source}, ${a.key}, ${JSON.stringify(a.answer)}::jsonb, now())`),
    sql`, `,
  );
  await db.execute(sql`insert into availability_cache (source, key, answer, fetched_at) values ${values}
    on conflict (source, key) do update set answer = excluded.answer, fetched_at = excluded.fetched_at`);
}

/** Removes answers older than a day. */
export async function deleteExpiredAnswers(db: Db): Promise<number> {
  return rowsAffected(await db.execute(sql`delete from availability_cache where fetched_at <= now() - interval '1 day'`));
}

/** The RDAP bootstrap file the weekly refresh kept, if any. */
export async function readStoredBootstrap(db: Db): Promise<unknown> {
  const [row] = await rows(db, sql`select body from rdap_bootstrap where id = 1`);
  return row?.body;
}

export async function storeBootstrap(db: Db, publication: string, body: unknown): Promise<void> {
  await db.execute(sql`insert into rdap_bootstrap (id, publication, body, fetched_at) values (1, ${publication}, ${JSON.stringify(body)}::jsonb, now())
    on conflict (id) do update set publication = excluded.publication, body = excluded.body, fetched_at = excluded.fetched_at`);
}
