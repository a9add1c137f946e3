// Whether a user holds an active premium plan: lifetime access, or a subscription that is
// active (or trialing) and not past its paid period.
export interface EntitlementFields {
  userTier: string;
  lifetimeAccess: boolean;
  subscriptionStatus: string | null;
  subscriptionCurrentPeriodEnd: Date | null;
}

const ACTIVE_STATUSES = new Set(['active', 'trialing']);

/** A subscription on the account that still charges, or may (past due, unpaid, incomplete). */
export function hasLiveSubscription<A extends { stripeSubscriptionId: string | null; subscriptionStatus: string | null }>(account: A): account is A & { stripeSubscriptionId: string } {
  const status = account.subscriptionStatus;
  return !!account.stripeSubscriptionId && status !== null && status !== 'canceled' && status !== 'incomplete_expired';
}

export function hasPremium(user: EntitlementFields, now: Date): boolean {
  if (user.lifetimeAccess) return true;
  if (user.userTier !== 'premium') return false;
  if (!user.subscriptionStatus || !ACTIVE_STATUSES.has(user.subscriptionStatus)) return false;
  return !user.subscriptionCurrentPeriodEnd || user.subscriptionCurrentPeriodEnd.getTime() > now.getTime();
}
