// Storage of generated names. The generate path is one statement (CTEs): take the day's quota,
// drop candidates this visitor already got today, store the granted names and the generator
// submission, and return them, so a request costs one database round trip.
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bandNames, clipboardClicks, nameDownloads } from '../../db/schema/index';
import { quotaCte, type QuotaRequest } from '../limits/usage-limits.repo';

export interface Candidate {
  name: string;
  description: string;
  isAIGenerated: boolean;
}

export interface StoreNamesInput {
  candidates: Candidate[];
  /** How many to store at most (the request's count). */
  wanted: number;
  /** Absent for premium requests, which have no daily limit. */
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

export async function storeGeneratedNames(db: Db, input: StoreNamesInput): Promise<StoreNamesResult> {
  const candidates = JSON.stringify(input.candidates.map((c, ord) => ({ ord, name: c.name, description: c.description, is_ai: c.isAIGenerated })));
  const quota = input.quota ? sql`${quotaCte(input.quota)}` : sql`select ${input.wanted}::int as last_granted, null::int as used`;
  const result = await db.execute(sql`
    with quota as (${quota}),
    candidates as (
      select * from jsonb_to_recordset(${candidates}::jsonb) as c(ord int, name text, description text, is_ai boolean)
    ),
    fresh as (
      select c.* from candidates c
      where not exists (
        select 1 from band_names b
        where b.ip_address = ${input.ipAddress} and b.created_at >= ${input.dayStart.toISOString()}::timestamptz and lower(b.name) = lower(c.name)
      )
      order by c.ord
      limit coalesce((select least(last_granted, ${input.wanted}) from quota), 0)
    ),
    ins as (
      insert into band_names (name, description, genre, influences, vibe, ip_address, user_id, is_ai_generated, created_at)
      select name, description, ${input.genre}, ${input.influences}, ${input.vibe}, ${input.ipAddress}, ${input.userId}, is_ai, ${input.now.toISOString()}::timestamptz
      from fresh order by ord
      returning id, name, description, is_ai_generated
    ),
    submission as (
      insert into form_submissions (subject, source, genre, influences, vibe, ip_address, user_agent, created_at)
      values ('Band Name Generation', 'generator', ${input.genre}, ${input.influences}, ${input.vibe}, ${input.ipAddress}, ${input.userAgent}, ${input.now.toISOString()}::timestamptz)
      returning id
    )
    select
      (select used from quota) as used,
      exists (select 1 from quota) as granted,
      coalesce((select json_agg(json_build_object('id', id, 'name', name, 'description', description, 'isAIGenerated', is_ai_generated) order by id) from ins), '[]'::json) as names
  `);
  const row = (result as unknown as { rows: { used: number | null; granted: boolean; names: StoredName[] | string }[] }).rows[0];
  const names = typeof row.names === 'string' ? (JSON.parse(row.names) as StoredName[]) : row.names;
  return { names, used: row.used === null ? null : Number(row.used), granted: row.granted };
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
