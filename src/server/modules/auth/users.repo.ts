// Users as sign-in and billing read them. E-mail addresses are stored lower-cased.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import {
  albumCoverInteractions,
  analyticsEvents,
  apiUsageLogs,
  authTokens,
  bandChallengeSurvey,
  bandNames,
  checkoutSessions,
  emailSignups,
  premiumPromotionClicks,
  userFeedback,
  users,
} from '@server/db/schema/index';

/** Tables that record what a visitor did with the user's id beside it: on deletion they keep the
 * anonymous record (the site's statistics) without the id. */
export const recordedWithUserId = [analyticsEvents, albumCoverInteractions, userFeedback, premiumPromotionClicks, bandChallengeSurvey, bandNames, apiUsageLogs];

const accountColumns = {
  id: users.id,
  email: users.email,
  userTier: users.userTier,
  lifetimeAccess: users.lifetimeAccess,
  stripeCustomerId: users.stripeCustomerId,
  stripeSubscriptionId: users.stripeSubscriptionId,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionCurrentPeriodEnd: users.subscriptionCurrentPeriodEnd,
};

export type Account = { [K in keyof typeof accountColumns]: (typeof users.$inferSelect)[K] };

export async function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findAccountById(db: Db, id: number): Promise<Account | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function touchLastLogin(db: Db, id: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
}

/** Deletes an account and everything kept under it, in one transaction: its sessions, saved work
 * and fair-use counters go with the users row (foreign keys cascade); its sign-in links and
 * newsletter sign-up are found by e-mail. Purchase records stay for the books, and the site's
 * anonymous statistics stay, without the e-mail and no longer tied to the account. */
export async function deleteAccountRows(db: Db, userId: number, email: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    if (email) {
      await tx.delete(authTokens).where(eq(authTokens.email, email));
      await tx.delete(emailSignups).where(eq(sql`lower(${emailSignups.email})`, email.toLowerCase()));
    }
    for (const table of recordedWithUserId) await tx.update(table).set({ userId: null }).where(eq(table.userId, userId));
    await tx.update(checkoutSessions).set({ email: null, userId: null }).where(eq(checkoutSessions.userId, userId));
    if (email) await tx.update(checkoutSessions).set({ email: null }).where(eq(sql`lower(${checkoutSessions.email})`, email.toLowerCase()));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
