// Whether a user holds an active premium plan: lifetime access, or a subscription that is
// active (or trialing) and not past its paid period.
export interface EntitlementFields {
  userTier: string;
  lifetimeAccess: boolean;
  subscriptionStatus: string | null;
  subscriptionCurrentPeriodEnd: Date | null;
}

const ACTIVE_STATUSES = new Set(['active', 'trialing']);

export function hasPremium(user: EntitlementFields, now: Date): boolean {
  if (user.lifetimeAccess) return true;
  if (user.userTier !== 'premium') return false;
  if (!user.subscriptionStatus || !ACTIVE_STATUSES.has(user.subscriptionStatus)) return false;
  return !user.subscriptionCurrentPeriodEnd || user.subscriptionCurrentPeriodEnd.getTime() > now.getTime();
}
