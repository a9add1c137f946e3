// One-time sign-in tokens: only their SHA-256 is stored; redeeming is one atomic UPDATE.
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { authTokens } from '@server/db/schema/index';

export async function insertSignInToken(db: Db, row: { email: string; tokenHash: string; expiresAt: Date; createdAt: Date }): Promise<void> {
  await db.insert(authTokens).values({ email: row.email, token: row.tokenHash, expiresAt: row.expiresAt, createdAt: row.createdAt });
}

/** Marks the token used if it is unused and unexpired, and says whose it was; else undefined. */
export async function consumeSignInToken(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(authTokens)
    .set({ used: true })
    .where(and(eq(authTokens.token, tokenHash), eq(authTokens.used, false), gt(authTokens.expiresAt, now)))
    .returning({ email: authTokens.email });
  return row?.email;
}

export async function deleteStaleSignInTokens(db: Db, before: Date): Promise<void> {
  await db.delete(authTokens).where(or(lt(authTokens.expiresAt, before), and(eq(authTokens.used, true), lt(authTokens.createdAt, before))));
}
