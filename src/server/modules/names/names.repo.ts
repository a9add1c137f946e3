// Storage of generated names. Concurrent generate requests are stored together: a batcher
// (lib/keyed-batcher.ts) gathers the requests that arrive while the database is busy, and one
// prepared statement then takes each one's share of the day's quota, drops the candidates each
// visitor already got today, stores the granted names and the generator submissions, and returns
// them; so under load a request costs a fraction of one database round trip. The quota part of
// the statement is the quota module's (batchedFreeNamesQuota); a batch holds each address once,
// so its upsert touches each address's counter row once.
import { and, eq, or } from 'drizzle-orm';
import type { Database, Db, PreparedStatement } from '@server/db/client';
import { bandNames, clipboardClicks, nameDownloads } from '@server/db/schema/index';
import { createKeyedBatcher, type KeyedBatcher } from '@server/lib/keyed-batcher';
import { itemAt } from '@shared/item-at';
import { batchedFreeNamesQuota } from '../quota/quota.repo';

export interface Candidate {
  name: string;
  description: string;
  isAIGenerated: boolean;
}

export interface StoreNamesInput {
  candidates: Candidate[];
  /** How many to store at most (the request's count). */
  wanted: number;
  /** A visitor's first store takes its names from the address's free names counter (quota
   * module); null when the names were already granted elsewhere: a premium user's fair use,
   * or a top-up of names this request was already granted. */
  quota: { day: string; limit: number } | null;
  /** Whether to record the generator submission (false for a top-up of the same request). */
  recordSubmission: boolean;
  genre: string;
  influences: string | null;
  vibe: string | null;
  ipAddress: string;
  userAgent: string | null;
  userId: number | null;
  now: Date;
  dayStart: Date;
}

export interface StoredName {
  id: number;
  name: string;
  description: string;
  isAIGenerated: boolean;
}

export interface StoreNamesResult {
  names: StoredName[];
  /** The free counter after this request (quota requests only). */
  used: number | null;
  /** How many names the request may have: at most `wanted`, fewer near the daily limit, 0 when the
   * limit was already reached. More than names.length when candidates were repeats. */
  granted: number;
}

/** $1: the batch's requests as JSON, $2: their candidate names (each with its request's r), $3:
 * the daily limit. Candidates are a recordset of their own rather than an array in each request:
 * the planner then estimates them as one set, not as a set per request, keeps its cost estimate
 * small and so plans one index probe per candidate. */
const STORE_NAMES: PreparedStatement = {
  name: 'store_names',
  types: ['json', 'json', 'int'],
  text: `
  with reqs as (
    select * from json_to_recordset($1) as r(
      r int, quota boolean, submission boolean, ip varchar, day date, wanted int, genre varchar, influences text, vibe text,
      user_agent text, user_id int, created_at timestamptz, day_start timestamptz)
  ),
  quota as (${batchedFreeNamesQuota('reqs', '$3')}),
  -- granted is null when the day's limit was already reached.
  grants as (
    select r.r, r.ip, q.used, case when r.quota then q.last_granted else r.wanted end as granted
    from reqs r left join quota q on q.ip_address = r.ip and q.day = r.day
  ),
  fresh as (
    select r.r, c.ord, c.name, c.description, c.is_ai, row_number() over (partition by r.r order by c.ord) as rank
    from json_to_recordset($2) as c(r int, ord int, name text, description text, is_ai boolean)
    join reqs r on r.r = c.r
    -- A lateral lookup with a limit, not "not exists": the planner cannot turn it into a hash
    -- anti-join that reads the whole table, so each candidate costs one index probe.
    left join lateral (
      select true as seen from band_names b
      where b.ip_address = r.ip and b.created_at >= r.day_start and lower(b.name) = lower(c.name)
      limit 1
    ) earlier on true
    where earlier.seen is null
  ),
  ins as (
    insert into band_names (name, description, genre, influences, vibe, ip_address, user_id, is_ai_generated, created_at)
    select f.name, f.description, r.genre, r.influences, r.vibe, r.ip, r.user_id, f.is_ai, r.created_at
    from fresh f join grants g on g.r = f.r join reqs r on r.r = f.r
    where f.rank <= g.granted
    order by f.r, f.ord
    returning id, ip_address, name
  ),
  submissions as (
    insert into form_submissions (subject, source, genre, influences, vibe, ip_address, user_agent, created_at)
    select 'Band Name Generation', 'generator', genre, influences, vibe, ip, user_agent, created_at from reqs where submission
  )
  -- One row per stored name, or one row of nulls for a request that stored none. The caller has
  -- each name's description already: sending them back would only cost time.
  select g.r, g.granted, g.used, i.id, i.name
  from grants g left join ins i on i.ip_address = g.ip
  order by g.r, i.id`,
};

type StoreRow = { r: number; granted: number | null; used: number | null; id: number | null; name: string | null };

async function storeBatch(database: Database, inputs: StoreNamesInput[]): Promise<StoreNamesResult[]> {
  // The daily limit is the statement's $3, one number for the whole batch.
  const limits = new Set(inputs.flatMap((i) => (i.quota ? [i.quota.limit] : [])));
  if (limits.size > 1) throw new Error('A batch of stored names must share one daily limit');
  const requests = inputs.map((input, r) => ({
    r,
    quota: input.quota !== null,
    submission: input.recordSubmission,
    ip: input.ipAddress,
    day: input.quota?.day ?? null,
    wanted: input.wanted,
    genre: input.genre,
    influences: input.influences,
    vibe: input.vibe,
    user_agent: input.userAgent,
    user_id: input.userId,
    created_at: input.now,
    day_start: input.dayStart,
  }));
  const candidates = inputs.flatMap((input, r) => input.candidates.map((c, ord) => ({ r, ord, name: c.name, description: c.description, is_ai: c.isAIGenerated })));
  const rows = await database.prepared<StoreRow>(STORE_NAMES, [JSON.stringify(requests), JSON.stringify(candidates), [...limits][0] ?? 0]);
  const results: StoreNamesResult[] = inputs.map(() => ({ names: [], used: null, granted: 0 }));
  for (const row of rows) {
    // r is the request's position in inputs, which the statement was given.
    const result = itemAt(results, row.r);
    if (row.granted === null) continue;
    result.granted = Number(row.granted);
    result.used = row.used === null ? null : Number(row.used);
    if (row.id === null) continue;
    const candidate = itemAt(inputs, row.r).candidates.find((c) => c.name === row.name)!;
    result.names.push({ id: Number(row.id), name: candidate.name, description: candidate.description, isAIGenerated: candidate.isAIGenerated });
  }
  return results;
}

/** One batcher per open database. */
const batchers = new WeakMap<Database, KeyedBatcher<StoreNamesInput, StoreNamesResult>>();

/** Stores a request's names, batched with the requests from other addresses that arrive meanwhile. */
export function storeGeneratedNames(database: Database, input: StoreNamesInput): Promise<StoreNamesResult> {
  let batcher = batchers.get(database);
  if (!batcher) {
    batcher = createKeyedBatcher({
      concurrency: database.maxConcurrency,
      maxBatch: 64,
      keyOf: (i) => i.ipAddress,
      run: (inputs) => storeBatch(database, inputs),
    });
    batchers.set(database, batcher);
  }
  return batcher.submit(input);
}

/** Sets the favourite flag of a name the same visitor (address or signed-in user) generated. */
export async function setFavorite(db: Db, id: number, isFavorite: boolean, owner: { ipAddress: string; userId: number | null }): Promise<boolean> {
  const ownedBy = owner.userId != null ? or(eq(bandNames.ipAddress, owner.ipAddress), eq(bandNames.userId, owner.userId)) : eq(bandNames.ipAddress, owner.ipAddress);
  const rows = await db.update(bandNames).set({ isFavorite }).where(and(eq(bandNames.id, id), ownedBy)).returning({ id: bandNames.id });
  return rows.length > 0;
}

export async function insertClipboardClick(db: Db, row: typeof clipboardClicks.$inferInsert): Promise<void> {
  await db.insert(clipboardClicks).values(row);
}

export async function insertNameDownload(db: Db, row: typeof nameDownloads.$inferInsert): Promise<void> {
  await db.insert(nameDownloads).values(row);
}
