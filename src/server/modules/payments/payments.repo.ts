// Queries of the payment module: checkout records and their once-only claims, processed event
// ids, and the entitlement columns of users. Every claim is one atomic statement.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutSessions, stripeEvents, users } from '../../db/schema/index';

export type CheckoutRow = typeof checkoutSessions.$inferSelect;
export type NewCheckoutRow = typeof checkoutSessions.$inferInsert;

export async function insertCheckout(db: Db, row: NewCheckoutRow): Promise<void> {
  await db.insert(checkoutSessions).values(row).onConflictDoNothing();
}

export async function findCheckout(db: Db, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
  return row;
}

export async function findCheckoutBySubscription(db: Db, subscriptionId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.subscriptionId, subscriptionId)).limit(1);
  return row;
}

export async function isEventProcessed(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id)).limit(1);
  return !!row;
}

/** Records an event id; false when it was already recorded (a duplicate delivery). */
export async function claimEvent(db: Db, id: string, type: string, now: Date): Promise<boolean> {
  const rows = await db.insert(stripeEvents).values({ id, type: type.slice(0, 100), createdAt: now }).onConflictDoNothing().returning({ id: stripeEvents.id });
  return rows.length > 0;
}

/** Marks a paid checkout fulfilled, creating its record if needed; false when it already was. */
export async function claimFulfilment(db: Db, row: NewCheckoutRow & { fulfilledAt: Date }): Promise<boolean> {
  const rows = await db
    .insert(checkoutSessions)
    .values(row)
    .onConflictDoUpdate({
      target: checkoutSessions.id,
      set: {
        status: 'complete',
        email: sql`coalesce(excluded.email, ${checkoutSessions.email})`,
        customerId: sql`coalesce(excluded.customer_id, ${checkoutSessions.customerId})`,
        subscriptionId: sql`coalesce(excluded.subscription_id, ${checkoutSessions.subscriptionId})`,
        amountCents: sql`excluded.amount_cents`,
        completedAt: sql`coalesce(${checkoutSessions.completedAt}, excluded.completed_at)`,
        fulfilledAt: sql`excluded.fulfilled_at`,
      },
      setWhere: isNull(checkoutSessions.fulfilledAt),
    })
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

export async function setCheckoutUser(db: Db, id: string, userId: number): Promise<void> {
  await db.update(checkoutSessions).set({ userId }).where(eq(checkoutSessions.id, id));
}

/** Claims sending the confirmation e-mail of a fulfilled plan checkout; the row when claimed. */
export async function claimConfirmationMail(db: Db, id: string, now: Date): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(checkoutSessions)
    .set({ confirmationSentAt: now })
    .where(
      and(
        eq(checkoutSessions.id, id),
        isNull(checkoutSessions.confirmationSentAt),
        isNotNull(checkoutSessions.fulfilledAt),
        isNotNull(checkoutSessions.email),
        eq(checkoutSessions.kind, 'plan'),
      ),
    )
    .returning();
  return row;
}

export async function releaseConfirmationMail(db: Db, id: string): Promise<void> {
  await db.update(checkoutSessions).set({ confirmationSentAt: null }).where(eq(checkoutSessions.id, id));
}

/** Claims the first confirmation on /success (sign-in and conversion report happen once). */
export async function claimFirstConfirmation(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(checkoutSessions)
    .set({ confirmedAt: now })
    .where(and(eq(checkoutSessions.id, id), isNull(checkoutSessions.confirmedAt)))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

const ts = (d: Date | null) => (d ? sql`${d.toISOString()}::timestamptz` : sql`null::timestamptz`);
const tierFor = (status: string) => sql`case when ${users.lifetimeAccess} or ${status} in ('active', 'trialing') then 'premium' else 'free' end`;

export interface SubscriptionState {
  subscriptionId: string;
  customerId: string | null;
  status: string;
  periodEnd: Date | null;
  /** The provider's time of this state: an older state never replaces a newer one. */
  asOf: Date;
}

/** Grants Lifetime Pro to an address (the user is created when new). Returns the user id. */
export async function grantLifetime(db: Db, email: string, customerId: string | null, now: Date): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ username: email, email, userTier: 'premium', lifetimeAccess: true, stripeCustomerId: customerId, createdAt: now })
    .onConflictDoUpdate({
      target: users.email,
      set: { userTier: 'premium', lifetimeAccess: true, stripeCustomerId: sql`coalesce(${users.stripeCustomerId}, excluded.stripe_customer_id)` },
    })
    .returning({ id: users.id });
  return row.id;
}

/** Grants Monthly Pro from a subscription's state, unless the user already holds a newer state
 * of that same subscription. Returns the user id. */
export async function grantSubscription(db: Db, email: string, state: SubscriptionState, now: Date): Promise<number> {
  const active = state.status === 'active' || state.status === 'trialing';
  // Apply when nothing newer of this subscription is stored (a different subscription replaces it).
  const newer = sql`(${users.subscriptionStateAt} is null or ${users.subscriptionStateAt} <= ${ts(state.asOf)} or ${users.stripeSubscriptionId} is distinct from ${state.subscriptionId})`;
  const pick = (fresh: ReturnType<typeof sql>, column: unknown) => sql`case when ${newer} then ${fresh} else ${column} end`;
  const [row] = await db
    .insert(users)
    .values({
      username: email,
      email,
      userTier: active ? 'premium' : 'free',
      stripeCustomerId: state.customerId,
      stripeSubscriptionId: state.subscriptionId,
      subscriptionStatus: state.status,
      subscriptionCurrentPeriodEnd: state.periodEnd,
      subscriptionStateAt: state.asOf,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        userTier: pick(tierFor(state.status), users.userTier),
        stripeCustomerId: sql`coalesce(excluded.stripe_customer_id, ${users.stripeCustomerId})`,
        stripeSubscriptionId: pick(sql`excluded.stripe_subscription_id`, users.stripeSubscriptionId),
        subscriptionStatus: pick(sql`excluded.subscription_status`, users.subscriptionStatus),
        subscriptionCurrentPeriodEnd: pick(sql`excluded.subscription_current_period_end`, users.subscriptionCurrentPeriodEnd),
        subscriptionStateAt: pick(sql`excluded.subscription_state_at`, users.subscriptionStateAt),
      },
    })
    .returning({ id: users.id });
  return row.id;
}

/** Applies a subscription's state to its user when it is not older than what is stored; a
 * canceled subscription never comes back to life. Returns how many users changed (0 or 1). */
export async function applySubscriptionState(db: Db, state: SubscriptionState): Promise<number> {
  const rows = await db
    .update(users)
    .set({
      subscriptionStatus: state.status,
      subscriptionCurrentPeriodEnd: state.periodEnd,
      subscriptionStateAt: state.asOf,
      userTier: tierFor(state.status),
      stripeCustomerId: sql`coalesce(${users.stripeCustomerId}, ${state.customerId})`,
    })
    .where(
      and(
        eq(users.stripeSubscriptionId, state.subscriptionId),
        sql`(${users.subscriptionStateAt} is null or ${users.subscriptionStateAt} <= ${ts(state.asOf)})`,
        sql`(coalesce(${users.subscriptionStatus}, '') <> 'canceled' or ${state.status} = 'canceled')`,
      ),
    )
    .returning({ id: users.id });
  return rows.length;
}

export async function setLocalSubscriptionStatus(db: Db, subscriptionId: string, status: string): Promise<void> {
  await db.update(checkoutSessions).set({ subscriptionStatus: status }).where(eq(checkoutSessions.subscriptionId, subscriptionId));
}

export async function completeLocalCheckout(
  db: Db,
  id: string,
  fields: Pick<CheckoutRow, 'email' | 'plan' | 'amountCents' | 'customerId' | 'subscriptionId' | 'subscriptionStatus' | 'completedAt'>,
): Promise<boolean> {
  const rows = await db
    .update(checkoutSessions)
    .set({ ...fields, status: 'complete' })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open'), eq(checkoutSessions.provider, 'local')))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

export async function expireLocalCheckout(db: Db, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open'), eq(checkoutSessions.provider, 'local')))
    .returning();
  return row;
}
