// The outside services' rate rules, held in the database so every instance sharing it keeps them
// together: one row per service (or RDAP server) with the times of its requests still inside its
// window, oldest first. Counted like every other limit by one upsert whose row lock serialises
// instances and whose WHERE sees the latest row. Times are the database's clock, so instances whose
// clocks drift agree on a window: clock_timestamp() rather than now() (the statement's start),
// since on a busy database a slow statement would record a request earlier than it leaves.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';

/** At most `limit` requests in any `windowMs` (a sliding window, not calendar slots). */
export interface RateRule {
  limit: number;
  windowMs: number;
}

type Row = Record<string, unknown>;
const rows = async (db: Db, query: SQL): Promise<Row[]> => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * Takes up to `wanted` places in `source`'s window (a check asks several domains of one RDAP server
 * at once): granted while fewer than the rule's limit started within the window, and recorded. One
 * upsert: its row lock serialises instances and its WHERE sees the latest row. The places granted
 * are the run of one equal time at the array's end (array_fill reads the clock once). With none
 * granted, says how long until a place frees.
 */
export async function takeRequestSlots(db: Db, source: string, rule: RateRule, wanted: number): Promise<{ granted: number; waitMs: number }> {
  const window = sql`(${rule.windowMs}::int * interval '1 millisecond')`;
  const inWindow = sql`(select count(*) from unnest(r.sent) t where t > clock_timestamp() - ${window})`;
  const first = Math.min(wanted, rule.limit);
  const [row] = await rows(
    db,
    sql`insert into outbound_rate as r (source, sent) values (${source}, array_fill(clock_timestamp(), array[${first}::int]))
      on conflict (source) do update set
        sent = array(select t from unnest(r.sent) t where t > clock_timestamp() - ${window} order by t)
          || array_fill(clock_timestamp(), array[least(${wanted}::int, ${rule.limit}::int - ${inWindow})::int])
      where ${inWindow} < ${rule.limit}
      returning sent::text[] as sent`,
  );
  if (row) {
    const sent = row.sent as string[];
    let granted = 0;
    while (granted < sent.length && sent[sent.length - 1 - granted] === sent[sent.length - 1]) granted++;
    return { granted: Math.min(granted, wanted), waitMs: 0 };
  }
  // A place frees when the limit-th newest request leaves the window.
  const [wait] = await rows(
    db,
    sql`select greatest(1, ceil(extract(epoch from (t + ${window} - clock_timestamp())) * 1000))::int as wait
      from outbound_rate, unnest(sent) t where source = ${source} and t > clock_timestamp() - ${window}
      order by t desc offset ${rule.limit - 1} limit 1`,
  );
  return { granted: 0, waitMs: wait ? Number(wait.wait) : 1 };
}

/** Drops the rows of services not asked for an hour (past every window). */
export async function deleteIdleOutboundRates(db: Db): Promise<void> {
  await db.execute(sql`delete from outbound_rate where sent[array_length(sent, 1)] < clock_timestamp() - interval '1 hour'`);
}
