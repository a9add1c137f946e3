// What a premium user makes, kept in their account: saved names, bios (with their edits),
// taglines, outreach e-mails and studio images (whose pictures are media rows with this owner). The Library lists them; deleting the account deletes them.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './accounts';

export const premiumWorks = pgTable(
  'premium_works',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** name | bio | tagline | email | image (WORK_KINDS in contracts/writing.ts). */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The band name of a bio, tagline or e-mail; the name itself for a saved name. */
    title: varchar('title', { length: 255 }).notNull(),
    body: text('body').notNull(),
    /** The validated request the work was made from, so its tool can reopen it. */
    request: jsonb('request').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    index('premium_works_user_idx').on(t.userId, t.kind, t.id),
    // A saved name is kept once per account, whatever its case.
    uniqueIndex('premium_works_saved_name_key').on(t.userId, sql`lower(${t.title})`).where(sql`${t.kind} = 'name'`),
  ],
);
