// Queries of the payment module: checkout records and their once-only claims, processed event
// ids, and the entitlement columns of users. Every claim is one atomic statement.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { checkoutSessions, stripeEvents, users } from '@server/db/schema/index';
import type { CheckoutRequest } from './provider';

export type CheckoutRow = typeof checkoutSessions.$inferSelect;
export type NewCheckoutRow = typeof checkoutSessions.$inferInsert;

/** The row of a checkout just created: what the buyer asked for, under the provider's id. */
export function newCheckoutRow(id: string, provider: NewCheckoutRow['provider'], request: CheckoutRequest, createdAt: Date): NewCheckoutRow {
  return {
    id,
    provider,
    kind: request.kind,
    plan: request.plan ?? null,
    amountCents: request.amountCents,
    email: request.email ?? null,
    bandName: request.bandName ?? null,
    createdAt,
  };
}

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

export async function setCheckoutUser(db: Db, id: string, userId: number, createdAccount: boolean): Promise<void> {
  await db.update(checkoutSessions).set({ userId, createdAccount }).where(eq(checkoutSessions.id, id));
}

/** Claims sending the confirmation e-mail (a plan) or receipt (a tip) of a fulfilled checkout;
 * the row when claimed. */
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
  /** When a subscription set to end stops; null while it renews. */
  cancelAt: Date | null;
  /** The provider's time of this state: an older state never replaces a newer one. */
  asOf: Date;
}

/** What a purchase did to the account of its e-mail address. */
export interface Grant {
  userId: number;
  /** The purchase created the account (it did not exist before). */
  created: boolean;
  /** The account's provider customer after the grant: a purchase never replaces one it has. */
  customerId: string | null;
  /** The account's subscription after the grant (Monthly Pro). */
  subscriptionId: string | null;
}

/** Creates the account of a first purchase; undefined when the address already has one. The
 * insert waits for a concurrent one of the same address, so exactly one of them creates it. */
async function createAccount(db: Db, values: Omit<typeof users.$inferInsert, 'username'> & { email: string }): Promise<Grant | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...values, username: values.email })
    .onConflictDoNothing()
    .returning({ userId: users.id, customerId: users.stripeCustomerId, subscriptionId: users.stripeSubscriptionId });
  return row ? { ...row, created: true } : undefined;
}

const grantColumns = { userId: users.id, customerId: users.stripeCustomerId, subscriptionId: users.stripeSubscriptionId };

/** Grants Lifetime Pro to an address (the account is created when new). An account keeps the
 * provider customer it has; a customer is recorded only where there was none. */
export async function grantLifetime(db: Db, email: string, customerId: string | null, now: Date): Promise<Grant> {
  const created = await createAccount(db, { email, userTier: 'premium', lifetimeAccess: true, stripeCustomerId: customerId, createdAt: now });
  if (created) return created;
  const [row] = await db
    .update(users)
    .set({ userTier: 'premium', lifetimeAccess: true, stripeCustomerId: sql`coalesce(${users.stripeCustomerId}, ${customerId})` })
    .where(eq(users.email, email))
    .returning(grantColumns);
  if (!row) throw new Error('no account holds this e-mail address, but another holds it as its username');
  return { ...row, created: false };
}

/** Grants Monthly Pro from a subscription's state (the account is created when new). An account
 * holds one subscription: a newer state of the same one replaces the stored state (a canceled one
 * never comes back); a different subscription is attached only when the stored one is not
 * active, so a second subscription never hides a live one. The account keeps its customer. */
export async function grantSubscription(db: Db, email: string, state: SubscriptionState, now: Date): Promise<Grant> {
  const active = state.status === 'active' || state.status === 'trialing';
  const created = await createAccount(db, {
    email,
    userTier: active ? 'premium' : 'free',
    stripeCustomerId: state.customerId,
    stripeSubscriptionId: state.subscriptionId,
    subscriptionStatus: state.status,
    subscriptionCurrentPeriodEnd: state.periodEnd,
    subscriptionCancelAt: state.cancelAt,
    subscriptionStateAt: state.asOf,
    createdAt: now,
  });
  if (created) return created;
  const apply = sql`case when ${users.stripeSubscriptionId} = ${state.subscriptionId}
    then (${users.subscriptionStateAt} is null or ${users.subscriptionStateAt} <= ${ts(state.asOf)})
      and (coalesce(${users.subscriptionStatus}, '') <> 'canceled' or ${state.status} = 'canceled')
    else ${users.stripeSubscriptionId} is null or coalesce(${users.subscriptionStatus}, '') not in ('active', 'trialing') end`;
  const pick = (fresh: unknown, column: unknown) => sql`case when ${apply} then ${fresh} else ${column} end`;
  const [row] = await db
    .update(users)
    .set({
      userTier: pick(tierFor(state.status), users.userTier),
      stripeCustomerId: sql`coalesce(${users.stripeCustomerId}, ${state.customerId})`,
      stripeSubscriptionId: pick(state.subscriptionId, users.stripeSubscriptionId),
      subscriptionStatus: pick(state.status, users.subscriptionStatus),
      subscriptionCurrentPeriodEnd: pick(ts(state.periodEnd), users.subscriptionCurrentPeriodEnd),
      subscriptionCancelAt: pick(ts(state.cancelAt), users.subscriptionCancelAt),
      subscriptionStateAt: pick(ts(state.asOf), users.subscriptionStateAt),
    })
    .where(eq(users.email, email))
    .returning(grantColumns);
  if (!row) throw new Error('no account holds this e-mail address, but another holds it as its username');
  return { ...row, created: false };
}

/** Applies a subscription's state to its user when it is not older than what is stored; a
 * canceled subscription never comes back to life. Returns how many users changed (0 or 1). */
export async function applySubscriptionState(db: Db, state: SubscriptionState): Promise<number> {
  const rows = await db
    .update(users)
    .set({
      subscriptionStatus: state.status,
      // An event without a readable period end keeps the one stored.
      subscriptionCurrentPeriodEnd: sql`coalesce(${ts(state.periodEnd)}, ${users.subscriptionCurrentPeriodEnd})`,
      // Each state says whether it is set to end, so a resumed subscription clears it.
      subscriptionCancelAt: state.cancelAt,
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

/** When the account's subscription, set to end, stops; null while it renews (or without one). */
export async function findSubscriptionCancelAt(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db.select({ cancelAt: users.subscriptionCancelAt }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.cancelAt ?? null;
}

/** Sets a local subscription to end with its paid period; the row when it was not set already. */
export async function setLocalCancelAtPeriodEnd(db: Db, subscriptionId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(checkoutSessions)
    .set({ cancelAtPeriodEnd: true })
    .where(
      and(
        eq(checkoutSessions.subscriptionId, subscriptionId),
        eq(checkoutSessions.provider, 'local'),
        eq(checkoutSessions.subscriptionStatus, 'active'),
        eq(checkoutSessions.cancelAtPeriodEnd, false),
      ),
    )
    .returning();
  return row;
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
