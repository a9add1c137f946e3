// Users as sign-in and billing read them. E-mail addresses are stored lower-cased.
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/index';

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
