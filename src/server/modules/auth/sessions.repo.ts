import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { sessions, users } from '@server/db/schema/index';

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function findLiveSession(db: Db, idHash: string, now: Date) {
  const [row] = await db
    .select({
      kind: sessions.kind,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      user: {
        id: users.id,
        email: users.email,
        userTier: users.userTier,
        lifetimeAccess: users.lifetimeAccess,
        subscriptionStatus: users.subscriptionStatus,
        subscriptionCurrentPeriodEnd: users.subscriptionCurrentPeriodEnd,
      },
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, idHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, idHash));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

export async function extendSession(db: Db, idHash: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, idHash));
}

export async function deleteUnverifiedSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.kind, 'checkout')));
}
