// Where one person's data is: every table that holds an e-mail address, a network address or the
// id of the account behind the e-mail. The same list drives the export and the deletion, so a
// table cannot be exported and then forgotten by the deletion.
import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { rowsAffected } from '@server/db/rows-affected';
import {
  authTokens,
  checkoutSessions,
  dailyAddressActivity,
  emailSignups,
  formSubmissions,
  mailOutbox,
  media,
  pressKits,
  premiumWorks,
  rateLimits,
  sessions,
  users,
} from '@server/db/schema/index';
import { QUOTA_PERSONAL_TABLES } from '../quota/quota.repo';
import { RECORDED_ADDRESS_TABLES } from '../maintenance/address-tables';
import { recordedWithUserId } from '../auth/users.repo';

export interface PersonalSource {
  name: string;
  table: SQL;
  where: SQL;
  /** Columns never exported: secrets (hashes) and picture bytes. */
  omit?: readonly string[];
}

const lowerEq = (column: SQL, value: string) => sql`lower(${column}) = ${value}`;

export async function userIdByEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
  return row?.id ?? null;
}

/** The tables that hold an e-mail address, or rows of its account (userId, when there is one). */
export function emailSources(email: string, userId: number | null): PersonalSource[] {
  const ofUser = (column: SQL): SQL => (userId === null ? sql`false` : sql`${column} = ${userId}`);
  return [
    { name: 'users', table: sql`${users}`, where: lowerEq(sql`email`, email), omit: ['password'] },
    { name: 'auth_tokens', table: sql`${authTokens}`, where: lowerEq(sql`email`, email), omit: ['token'] },
    { name: 'sessions', table: sql`${sessions}`, where: ofUser(sql`user_id`), omit: ['id'] },
    { name: 'premium_works', table: sql`${premiumWorks}`, where: ofUser(sql`user_id`) },
    { name: getTableName(QUOTA_PERSONAL_TABLES.perUser), table: sql`${QUOTA_PERSONAL_TABLES.perUser}`, where: ofUser(sql`user_id`) },
    { name: 'media', table: sql`${media}`, where: ofUser(sql`owner_user_id`), omit: ['bytes'] },
    // Its old addresses and daily view counts go with it by cascade and hold nothing personal.
    { name: 'press_kits', table: sql`${pressKits}`, where: ofUser(sql`user_id`) },
    { name: 'checkout_sessions', table: sql`${checkoutSessions}`, where: sql`(${lowerEq(sql`email`, email)} or ${ofUser(sql`user_id`)})` },
    { name: 'email_signups', table: sql`${emailSignups}`, where: lowerEq(sql`email`, email) },
    { name: 'form_submissions', table: sql`${formSubmissions}`, where: lowerEq(sql`email`, email) },
    { name: 'rate_limits', table: sql`${rateLimits}`, where: sql`key = ${`sign-in:email:${email}`}` },
    // Mail waiting for a try or failed for good; a waiting message's body may hold a sign-in link.
    { name: 'mail_outbox', table: sql`${mailOutbox}`, where: lowerEq(sql`recipient`, email), omit: ['body'] },
    ...recordedWithUserId.map((table) => ({ name: getTableName(table), table: sql`${table}`, where: ofUser(sql`user_id`) })),
  ];
}

/** The tables that hold a network address, matched as written and as the server stores it. */
export function addressSources(spellings: readonly string[]): PersonalSource[] {
  const any = sql`ip_address in (${sql.join(spellings.map((a) => sql`${a}`), sql`, `)})`;
  // Rate-limit keys end with ':' and the address (admin-login:<ip>, sign-in:address:<ip>).
  const keyEnds = sql.join(spellings.map((a) => sql`right(key, ${a.length + 1}) = ${`:${a}`}`), sql` or `);
  return [
    ...Object.entries(RECORDED_ADDRESS_TABLES).map(([name, table]) => ({ name, table: sql`${table}`, where: any })),
    { name: getTableName(QUOTA_PERSONAL_TABLES.perAddress), table: sql`${QUOTA_PERSONAL_TABLES.perAddress}`, where: any },
    {
      name: getTableName(QUOTA_PERSONAL_TABLES.perAddressWindows),
      table: sql`${QUOTA_PERSONAL_TABLES.perAddressWindows}`,
      where: sql`subject in (${sql.join(spellings.map((a) => sql`${a}`), sql`, `)})`,
    },
    { name: 'daily_address_activity', table: sql`${dailyAddressActivity}`, where: any },
    { name: 'rate_limits', table: sql`${rateLimits}`, where: sql`(${keyEnds})` },
  ];
}

export async function exportRows(db: Db, source: PersonalSource): Promise<Array<Record<string, unknown>>> {
  const omit = source.omit?.length ? sql` - array[${sql.join(source.omit.map((c) => sql`${c}`), sql`, `)}]::text[]` : sql``;
  const result = await db.execute(sql`select to_jsonb(t)${omit} as row from ${source.table} t where ${source.where}`);
  return (result as unknown as { rows: Array<{ row: Record<string, unknown> | string }> }).rows.map((r) => (typeof r.row === 'string' ? (JSON.parse(r.row) as Record<string, unknown>) : r.row));
}



export async function deleteRows(db: Db, source: PersonalSource): Promise<number> {
  return rowsAffected(await db.execute(sql`delete from ${source.table} where ${source.where}`));
}

/** Purchase records stay for the books, without the e-mail. */
export async function forgetCheckoutEmail(db: Db, email: string): Promise<number> {
  return rowsAffected(await db.execute(sql`update ${checkoutSessions} set email = null where lower(email) = ${email}`));
}
