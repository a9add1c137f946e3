// The embedded payment provider: a local test checkout (marked TEST MODE in the browser) whose
// sessions and subscriptions live in checkout_sessions. It answers with the same Stripe-shaped
// objects as Stripe, and its payments and cancellations become Stripe-shaped events that run
// through the same handler as Stripe's webhooks.
import { randomBytes } from 'node:crypto';
import type { AppContext } from '@server/app-context';
import type { CheckoutRow } from './payments.repo';
import { findCheckout, findCheckoutBySubscription, insertCheckout, newCheckoutRow, setLocalSubscriptionStatus } from './payments.repo';
import type { CheckoutSessionObject, PaymentProvider, ProviderEvent, SubscriptionObject } from './provider';

export const LOCAL_MANAGE_PATH = '/test-checkout?manage=1';

export const localId = (prefix: string) => `${prefix}_test_local_${randomBytes(12).toString('hex')}`;

/** Whether an id was made by the local test checkout. */
export const isLocalId = (id: string) => id.includes('_test_local_');

export function createLocalProvider(ctx: AppContext): PaymentProvider {
  return {
    kind: 'local',
    async createCheckoutSession(request) {
      const id = localId('cs');
      await insertCheckout(ctx.db, {
        ...newCheckoutRow(id, 'local', request, ctx.clock.now()),
        // Like Stripe's checkout for a given customer: paying as that address reuses it.
        customerId: request.customerId ?? null,
        status: 'open',
      });
      return { id, url: `/test-checkout?session_id=${id}` };
    },
    async retrieveCheckoutSession(id) {
      const row = await findCheckout(ctx.db, id);
      return row?.provider === 'local' ? sessionObject(row) : undefined;
    },
    async retrieveSubscription(id) {
      const row = await findCheckoutBySubscription(ctx.db, id);
      return row?.provider === 'local' ? subscriptionObject(row, ctx.clock.now()) : undefined;
    },
    async createPortalSession() {
      return { url: LOCAL_MANAGE_PATH };
    },
    async cancelSubscription(id) {
      const row = await findCheckoutBySubscription(ctx.db, id);
      if (row?.provider !== 'local') return undefined;
      await setLocalSubscriptionStatus(ctx.db, id, 'canceled');
      return subscriptionObject({ ...row, subscriptionStatus: 'canceled' });
    },
  };
}

export function sessionObject(row: CheckoutRow): CheckoutSessionObject {
  const subscription = row.kind === 'plan' && row.plan === 'monthly';
  return {
    id: row.id,
    object: 'checkout.session',
    mode: subscription ? 'subscription' : 'payment',
    status: row.status as CheckoutSessionObject['status'],
    payment_status: row.status === 'complete' ? 'paid' : 'unpaid',
    customer: row.customerId,
    subscription: row.subscriptionId,
    customer_email: row.email,
    customer_details: row.status === 'complete' ? { email: row.email } : null,
    amount_total: row.amountCents,
    currency: row.currency,
    metadata: { kind: row.kind, ...(row.plan ? { plan: row.plan } : {}), ...(row.bandName ? { bandName: row.bandName } : {}) },
    created: Math.floor(row.createdAt.getTime() / 1000),
  };
}

/** A local subscription renews monthly from its start while it is active (no real renewals run).
 * One cancelled to end with its period is, as on Stripe, still active until that end and
 * canceled from then on (as seen at `now`, when given). */
export function subscriptionObject(row: CheckoutRow, now?: Date): SubscriptionObject {
  const start = row.completedAt ?? row.createdAt;
  const periodEnd = new Date(start);
  periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
  const ended = row.cancelAtPeriodEnd && now !== undefined && now.getTime() >= periodEnd.getTime();
  return {
    id: row.subscriptionId!,
    object: 'subscription',
    customer: row.customerId,
    status: ended ? 'canceled' : (row.subscriptionStatus ?? 'incomplete'),
    items: { data: [{ current_period_end: Math.floor(periodEnd.getTime() / 1000) }] },
    ...(row.cancelAtPeriodEnd && !ended ? { cancel_at_period_end: true } : {}),
  };
}

/** A Stripe-shaped event, as the local checkout emits them. */
export function localEvent(type: string, object: unknown, at: Date): ProviderEvent {
  return { id: localId('evt'), type, created: Math.floor(at.getTime() / 1000), data: { object } };
}
