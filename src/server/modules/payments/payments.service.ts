// Starting checkouts, confirming payments on /success, and billing management.
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../lib/app-error';
import { PLANS, TIPS, type PriceType, type TipAmount } from '../../../shared/catalog/prices';
import type { BillingStatusResponse, PaymentSuccessResponse } from '../../../shared/contracts/payments';
import { hasPremium } from '../auth/entitlement';
import { findAccountById } from '../auth/users.repo';
import type { PaymentsLog } from './confirmation-mail';
import { fulfilConfirmedCheckout, isPaid, purchaseOf } from './fulfilment';
import { claimFirstConfirmation, insertCheckout } from './payments.repo';
import type { CheckoutRequest, PaymentProvider } from './provider';

const providerUnavailable = () => new AppError('PAYMENT_PROVIDER_ERROR', 'The payment provider could not be reached. Please try again.', 502);

async function startCheckout(ctx: AppContext, provider: PaymentProvider, request: CheckoutRequest, log: PaymentsLog) {
  let session: { id: string; url: string };
  try {
    session = await provider.createCheckoutSession(request);
  } catch (err) {
    log.warn({ err }, 'could not create a checkout session');
    throw providerUnavailable();
  }
  if (provider.kind === 'stripe') {
    await insertCheckout(ctx.db, {
      id: session.id,
      provider: 'stripe',
      kind: request.kind,
      plan: request.plan ?? null,
      amountCents: request.amountCents,
      email: request.email ?? null,
      bandName: request.bandName ?? null,
      createdAt: ctx.clock.now(),
    });
  }
  return session;
}

export async function startPlanCheckout(ctx: AppContext, provider: PaymentProvider, plan: PriceType, email: string | undefined, log: PaymentsLog) {
  const session = await startCheckout(ctx, provider, { kind: 'plan', plan, amountCents: PLANS[plan].amountCents, email }, log);
  return { sessionUrl: session.url };
}

export async function startTipCheckout(ctx: AppContext, provider: PaymentProvider, amount: TipAmount, bandName: string, log: PaymentsLog) {
  const tip = TIPS.find((t) => t.amount === amount)!;
  const session = await startCheckout(ctx, provider, { kind: 'tip', amountCents: amount * 100, bandName, tipLabel: tip.label }, log);
  return { sessionId: session.id, url: session.url };
}

/** GET /api/payment-success/{id}: confirms with the provider, fulfils if the webhook has not, and
 * says whether this is the first confirmation (which signs the buyer in and reports the conversion). */
export async function confirmPayment(
  ctx: AppContext,
  provider: PaymentProvider,
  sessionId: string,
  log: PaymentsLog,
): Promise<{ response: Omit<PaymentSuccessResponse, 'signedIn'>; signInUserId: number | null }> {
  if (!/^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId)) throw notFound('Payment session not found');
  let session;
  try {
    session = await provider.retrieveCheckoutSession(sessionId);
  } catch (err) {
    log.warn({ err, sessionId }, 'could not retrieve a checkout session');
    throw providerUnavailable();
  }
  if (!session || !purchaseOf(session)) throw notFound('Payment session not found');
  if (!isPaid(session)) throw new AppError('PAYMENT_INCOMPLETE', 'This payment has not been completed', 409);

  const result = await fulfilConfirmedCheckout(ctx, provider, session, log);
  const first = await claimFirstConfirmation(ctx.db, sessionId, ctx.clock.now());
  return {
    response: {
      success: true,
      email: result.email,
      userId: result.userId,
      plan: result.type,
      amount: result.amountCents / 100,
      recordConversion: first && result.kind === 'plan',
    },
    signInUserId: first && result.kind === 'plan' ? result.userId : null,
  };
}

export async function billingStatus(ctx: AppContext, provider: PaymentProvider, userId: number): Promise<BillingStatusResponse> {
  const account = await findAccountById(ctx.db, userId);
  if (!account) throw notFound('Account not found');
  const plan = account.lifetimeAccess ? 'lifetime' : account.stripeSubscriptionId ? 'monthly' : null;
  const canManageBilling =
    !!account.stripeCustomerId && (provider.kind === 'stripe' || (plan === 'monthly' && account.subscriptionStatus !== 'canceled'));
  return {
    plan,
    isPremium: hasPremium(account, ctx.clock.now()),
    status: plan === 'lifetime' ? 'active' : account.subscriptionStatus,
    currentPeriodEnd: plan === 'monthly' ? (account.subscriptionCurrentPeriodEnd?.toISOString() ?? null) : null,
    canManageBilling,
    testMode: provider.kind === 'local',
  };
}

export async function openBillingPortal(ctx: AppContext, provider: PaymentProvider, userId: number, log: PaymentsLog): Promise<{ url: string }> {
  const account = await findAccountById(ctx.db, userId);
  if (!account?.stripeCustomerId) throw new AppError('NO_BILLING_ACCOUNT', 'There is no billing account for this user', 409);
  try {
    return await provider.createPortalSession(account.stripeCustomerId);
  } catch (err) {
    log.warn({ err }, 'could not open the billing portal');
    throw providerUnavailable();
  }
}
