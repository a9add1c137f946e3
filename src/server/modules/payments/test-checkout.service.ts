// The local test checkout (no Stripe keys): paying or cancelling a session and cancelling a
// subscription each build the Stripe-shaped event Stripe would send and hand it to the same
// handler, so the embedded mode runs the real fulfilment code.
import type { AppContext } from '@server/app-context';
import { AppError, notFound } from '@server/lib/app-error';
import { PLANS, type PriceType } from '@shared/catalog/prices';
import type { TestCheckoutSession } from '@shared/contracts/payments';
import { findAccountByEmail, findAccountById } from '../auth/users.repo';
import type { PaymentsLog } from './confirmation-mail';
import { handleProviderEvent } from './fulfilment';
import { localEvent, localId, sessionObject, subscriptionObject } from './local-provider';
import { completeLocalCheckout, expireLocalCheckout, findCheckout, findCheckoutBySubscription, setLocalCancelAtPeriodEnd, setLocalSubscriptionStatus } from './payments.repo';
import type { PaymentProvider } from './provider';
import { cancelPath, successPath } from './provider';

const notOpen = () => new AppError('CHECKOUT_CLOSED', 'This checkout session is no longer open', 409);

async function localCheckout(ctx: AppContext, id: string) {
  const row = await findCheckout(ctx.db, id);
  if (!row || row.provider !== 'local') throw notFound('Checkout session not found');
  return row;
}

export async function describeTestCheckout(ctx: AppContext, id: string): Promise<TestCheckoutSession> {
  const row = await localCheckout(ctx, id);
  return {
    id: row.id,
    kind: row.kind === 'tip' ? 'tip' : 'plan',
    plan: row.plan === 'monthly' || row.plan === 'lifetime' ? row.plan : null,
    amount: row.amountCents / 100,
    email: row.email,
    bandName: row.bandName,
    status: row.status as TestCheckoutSession['status'],
  };
}

/** 'Pays' a local session and delivers the checkout.session.completed event Stripe would send. */
export async function payTestCheckout(
  ctx: AppContext,
  provider: PaymentProvider,
  id: string,
  input: { email: string; plan?: PriceType },
  log: PaymentsLog,
): Promise<{ redirectUrl: string }> {
  const row = await localCheckout(ctx, id);
  if (row.status !== 'open') throw notOpen();
  const payer = await findAccountByEmail(ctx.db, input.email);
  await endLapsedTestSubscription(ctx, provider, payer?.stripeSubscriptionId ?? null, log);
  const now = ctx.clock.now();
  const plan = row.kind === 'plan' ? (input.plan ?? (row.plan as PriceType)) : null;
  // As on Stripe, each checkout is a new customer unless it was started by a signed-in buyer for
  // their own account's customer and is paid as that account's address.
  const customerId = row.customerId && row.email === input.email ? row.customerId : localId('cus');
  const completed = await completeLocalCheckout(ctx.db, id, {
    email: input.email,
    plan,
    amountCents: plan ? PLANS[plan].amountCents : row.amountCents,
    customerId,
    subscriptionId: plan === 'monthly' ? localId('sub') : null,
    subscriptionStatus: plan === 'monthly' ? 'active' : null,
    completedAt: now,
  });
  if (!completed) throw notOpen();
  const session = sessionObject((await findCheckout(ctx.db, id))!);
  await handleProviderEvent(ctx, provider, localEvent('checkout.session.completed', session, now), log);
  return { redirectUrl: successPath(plan ?? 'tip', id) };
}

export async function cancelTestCheckout(ctx: AppContext, id: string): Promise<{ redirectUrl: string }> {
  const row = await localCheckout(ctx, id);
  const expired = await expireLocalCheckout(ctx.db, id);
  if (!expired && row.status !== 'expired') throw notOpen();
  return { redirectUrl: cancelPath(row.kind === 'tip' ? 'tip' : 'plan') };
}

/** The signed-in member's test subscription that has not been ended; 409 naming the action otherwise. */
async function liveTestSubscription(ctx: AppContext, userId: number, action: 'cancel' | 'end') {
  const account = await findAccountById(ctx.db, userId);
  const subscriptionId = account?.stripeSubscriptionId;
  const row = subscriptionId ? await findCheckoutBySubscription(ctx.db, subscriptionId) : undefined;
  if (!subscriptionId || !row || row.provider !== 'local' || row.subscriptionStatus !== 'active') {
    throw new AppError('NO_SUBSCRIPTION', `There is no active test subscription to ${action}`, 409);
  }
  return { subscriptionId, row };
}

/**
 * The local 'manage billing' cancel. A month already paid for is kept: as Stripe's
 * cancel_at_period_end, the subscription stays active until its period ends and does not renew
 * (customer.subscription.updated). This checkout moves no money, so it offers no immediate end
 * with a refund; the product's own immediate ends (an upgrade to Lifetime Pro, deleting the
 * account) go through provider.cancelSubscription.
 */
export async function cancelTestSubscription(ctx: AppContext, provider: PaymentProvider, userId: number, log: PaymentsLog): Promise<{ redirectUrl: string }> {
  const { subscriptionId, row } = await liveTestSubscription(ctx, userId, 'cancel');
  const now = ctx.clock.now();
  const current = subscriptionObject(row, now);
  if (current.status !== 'active') throw new AppError('NO_SUBSCRIPTION', 'There is no active test subscription to cancel', 409);
  const updated = await setLocalCancelAtPeriodEnd(ctx.db, subscriptionId);
  if (!updated) throw new AppError('ALREADY_CANCELLED', 'This subscription is already set to end with its paid period', 409);
  await handleProviderEvent(ctx, provider, localEvent('customer.subscription.updated', subscriptionObject(updated, now), now), log);
  return { redirectUrl: '/premium' };
}

/**
 * Ends the test subscription at once, as the paid period running out would: the local checkout has
 * no clock of its own to wait on, so a tester (and the browser tests) can see what a lapsed plan
 * does today. Test mode only; a real provider's subscription ends with its period.
 */
export async function endTestSubscriptionNow(ctx: AppContext, provider: PaymentProvider, userId: number, log: PaymentsLog): Promise<{ redirectUrl: string }> {
  const { subscriptionId, row } = await liveTestSubscription(ctx, userId, 'end');
  const now = ctx.clock.now();
  await setLocalSubscriptionStatus(ctx.db, subscriptionId, 'canceled');
  const ended = { ...subscriptionObject({ ...row, subscriptionStatus: 'canceled' }, now), status: 'canceled' as const };
  await handleProviderEvent(ctx, provider, localEvent('customer.subscription.deleted', ended, now), log);
  return { redirectUrl: '/premium' };
}

/**
 * Stripe sends customer.subscription.deleted when a subscription set to end reaches its end; the
 * local checkout has no scheduler, so it sends it when the subscription is next looked at (before
 * a new checkout for the account), and a new plan is then not refused or left unattached.
 */
export async function endLapsedTestSubscription(ctx: AppContext, provider: PaymentProvider, subscriptionId: string | null, log: PaymentsLog): Promise<void> {
  if (provider.kind !== 'local' || !subscriptionId) return;
  const row = await findCheckoutBySubscription(ctx.db, subscriptionId);
  if (row?.provider !== 'local' || row.subscriptionStatus !== 'active' || !row.cancelAtPeriodEnd) return;
  const now = ctx.clock.now();
  const sub = subscriptionObject(row, now);
  if (sub.status !== 'canceled') return;
  await setLocalSubscriptionStatus(ctx.db, subscriptionId, 'canceled');
  await handleProviderEvent(ctx, provider, localEvent('customer.subscription.deleted', sub, now), log);
}
