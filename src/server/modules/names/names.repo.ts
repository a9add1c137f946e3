// Storage of generated names. The generate path is one prepared statement (CTEs): take the day's
// quota, drop candidates this visitor already got today, store the granted names and the
// generator submission, and return them, so a request costs one database round trip.
import { and, eq, or } from 'drizzle-orm';
import type { Database, Db, PreparedStatement } from '../../db/client';
import { bandNames, clipboardClicks, nameDownloads } from '../../db/schema/index';
import type { QuotaRequest } from '../limits/usage-limits.repo';

export interface Candidate {
  name: string;
  description: string;
  isAIGenerated: boolean;
}

export interface StoreNamesInput {
  candidates: Candidate[];
  /** How many to store at most (the request's count). */
  wanted: number;
  /** Absent for premium requests, which have no daily limit. Its counter is always bandGenerations. */
  quota?: QuotaRequest;
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
  /** Today's count after this request (quota requests only). */
  used: number | null;
  /** False when the daily limit was already reached. */
  granted: boolean;
}

const STORE_TYPES = ['varchar', 'date', 'int', 'int', 'jsonb', 'int', 'varchar', 'text', 'text', 'text', 'int', 'timestamptz', 'timestamptz'] as const;

/** Free requests take the day's quota: at most $3 names, none once $4 are used. */
const FREE_QUOTA = `insert into usage_limits (ip_address, day, band_generations, last_granted)
    values ($1, $2, least($3, $4), least($3, $4))
    on conflict (ip_address, day) do update set
      last_granted = least($4 - usage_limits.band_generations, $3),
      band_generations = least($4, usage_limits.band_generations + $3)
    where usage_limits.band_generations < $4
    returning last_granted, band_generations as used`;
/** Premium requests have no daily limit (and leave the free counter alone). It mentions the
 * quota parameters ($2 and $4 are null here) so both variants share one parameter list:
 * PostgreSQL cannot type a parameter that a statement never uses. */
const NO_QUOTA = `select least($3, $6) as last_granted, $4 as used where $2 is null`;

const storeStatement = (quota: string) => `
  with quota as (${quota}),
  candidates as (
    select * from jsonb_to_recordset($5) as c(ord int, name text, description text, is_ai boolean)
  ),
  fresh as (
    select c.* from candidates c
    where not exists (
      select 1 from band_names b
      where b.ip_address = $1 and b.created_at >= $13 and lower(b.name) = lower(c.name)
    )
    order by c.ord
    limit coalesce((select least(last_granted, $6) from quota), 0)
  ),
  ins as (
    insert into band_names (name, description, genre, influences, vibe, ip_address, user_id, is_ai_generated, created_at)
    select name, description, $7, $8, $9, $1, $11, is_ai, $12 from fresh order by ord
    returning id, name, description, is_ai_generated
  ),
  submission as (
    insert into form_submissions (subject, source, genre, influences, vibe, ip_address, user_agent, created_at)
    values ('Band Name Generation', 'generator', $7, $8, $9, $1, $10, $12)
    returning id
  )
  -- One row per stored name (or one row of nulls when every candidate was a repeat); no row at
  -- all when the quota was already used up.
  select q.used, i.id, i.name, i.description, i.is_ai_generated
  from quota q left join ins i on true
  order by i.id`;

const STORE_FREE: PreparedStatement = { name: 'store_names_free', text: storeStatement(FREE_QUOTA), types: STORE_TYPES };
const STORE_PREMIUM: PreparedStatement = { name: 'store_names_premium', text: storeStatement(NO_QUOTA), types: STORE_TYPES };

export async function storeGeneratedNames(database: Database, input: StoreNamesInput): Promise<StoreNamesResult> {
  const candidates = JSON.stringify(input.candidates.map((c, ord) => ({ ord, name: c.name, description: c.description, is_ai: c.isAIGenerated })));
  const q = input.quota;
  type Row = { used: number | null; id: number | null; name: string | null; description: string | null; is_ai_generated: boolean | null };
  const rows = await database.prepared<Row>(q ? STORE_FREE : STORE_PREMIUM, [
    input.ipAddress,
    q?.day ?? null,
    q?.amount ?? input.wanted,
    q?.limit ?? null,
    candidates,
    input.wanted,
    input.genre,
    input.influences,
    input.vibe,
    input.userAgent,
    input.userId,
    input.now,
    input.dayStart,
  ]);
  if (rows.length === 0) return { names: [], used: null, granted: false };
  const names = rows
    .filter((r) => r.id !== null)
    .map((r) => ({ id: Number(r.id), name: r.name!, description: r.description ?? '', isAIGenerated: Boolean(r.is_ai_generated) }));
  return { names, used: rows[0].used === null ? null : Number(rows[0].used), granted: true };
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
