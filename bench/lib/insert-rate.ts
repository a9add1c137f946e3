// The baseline the endpoint benchmarks compare against: single-row inserts per second on the
// same database, from as many concurrent writers as the app's pool has connections.
import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';

export async function singleRowInsertRate(database: Database, options: { seconds: number; writers: number }): Promise<number> {
  await database.db.execute(sql`create table if not exists bench_inserts (id serial primary key, name text, created_at timestamptz default now())`);
  const deadline = Date.now() + options.seconds * 1000;
  let count = 0;
  const writer = async () => {
    while (Date.now() < deadline) {
      await database.db.execute(sql`insert into bench_inserts (name) values (${`row-${count}`})`);
      count++;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: options.writers }, writer));
  const rate = count / ((Date.now() - started) / 1000);
  await database.db.execute(sql`drop table bench_inserts`);
  return Math.round(rate);
}
