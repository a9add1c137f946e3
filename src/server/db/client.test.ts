// The app's PostgreSQL sessions (run by `npm run test:pg`; PGlite has no JIT to turn off).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@server/testing/test-database';
import type { Database } from './client';

describe('database sessions', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('run without JIT on PostgreSQL, which compiled the short batched statements for 30-50 ms a run', async ({ skip }) => {
    if (database.kind !== 'postgres') skip('PGlite has no JIT');
    const rows = await Promise.all(Array.from({ length: 3 }, () => database.db.execute(sql`show jit`)));
    for (const result of rows) expect((result as unknown as { rows: { jit: string }[] }).rows[0]?.jit).toBe('off');
  });
});
