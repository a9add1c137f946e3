// Starting checkouts, confirming payments on /success, and billing management.
import type { AppContext } from '@server/app-context';
import { AppError, notFound } from '@server/lib/app-error';
import { PLANS, TIPS, type PriceType, type TipAmount } from '@shared/catalog/prices';
import type { BillingStatusResponse, PaymentSuccessResponse } from '@shared/contracts/payments';
import { hasLiveSubscription, hasPremium } from '../auth/entitlement';
import { findAccountById } from '../auth/users.repo';
import type { PaymentsLog } from './confirmation-mail';
import { fulfilConfirmedCheckout, isPaid, purchaseOf } from './fulfilment';
import { isLocalId } from './local-provider';
import { claimFirstConfirmation, findSubscriptionCancelAt, insertCheckout, newCheckoutRow } from './payments.repo';
import { endLapsedTestSubscription } from './test-checkout.service';
import { refId, type CheckoutRequest, type PaymentProvider } from './provider';

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
    await insertCheckout(ctx.db, newCheckoutRow(session.id, 'stripe', request, ctx.clock.now()));
  }
  return session;
}

/** A plan checkout for the typed address, else the signed-in buyer's. A buyer signed in as the
 * account of that address checks out as its provider customer, so the provider keeps one
 * customer per account. */
export async function startPlanCheckout(
  ctx: AppContext,
  provider: PaymentProvider,
  plan: PriceType,
  typedEmail: string | undefined,
  buyer: { id: number; email: string | null } | null,
  log: PaymentsLog,
) {
  const email = typedEmail ?? buyer?.email ?? undefined;
  let customerId: string | undefined;
  if (buyer && email && buyer.email === email) {
    let account = await findAccountById(ctx.db, buyer.id);
    if (account?.stripeSubscriptionId) {
      await endLapsedTestSubscription(ctx, provider, account.stripeSubscriptionId, log);
      account = await findAccountById(ctx.db, buyer.id);
    }
    refuseWhatTheyHave(account, plan);
    const own = account?.stripeCustomerId;
    // A customer of the local test checkout means nothing to Stripe, and the other way round.
    if (own && isLocalId(own) === (provider.kind === 'local')) customerId = own;
  }
  const session = await startCheckout(ctx, provider, { kind: 'plan', plan, amountCents: PLANS[plan].amountCents, email, customerId }, log);
  return { sessionUrl: session.url };
}

/**
 * A signed-in buyer is not sold what their account already has: a second Monthly Pro would charge
 * beside the first, and Lifetime Pro has nothing above it. Monthly to Lifetime is an upgrade (its
 * fulfilment ends the subscription). An address typed by someone not signed in as it gets no
 * answer here, so the page cannot be used to learn who has a plan.
 */
function refuseWhatTheyHave(account: Awaited<ReturnType<typeof findAccountById>>, plan: PriceType): void {
  if (account?.lifetimeAccess) throw new AppError('ALREADY_PREMIUM', 'You already have Lifetime Pro, so there is nothing more to buy.', 409);
  if (plan === 'monthly' && account && hasLiveSubscription(account)) {
    throw new AppError('ALREADY_PREMIUM', 'You already have a Monthly Pro subscription. Manage it from your premium page, or choose Lifetime Pro to upgrade.', 409);
  }
}

export async function startTipCheckout(ctx: AppContext, provider: PaymentProvider, amount: TipAmount, bandName: string, log: PaymentsLog) {
  const tip = TIPS.find((t) => t.amount === amount)!;
  const session = await startCheckout(ctx, provider, { kind: 'tip', amountCents: amount * 100, bandName, tipLabel: tip.label }, log);
  return { sessionId: session.id, url: session.url };
}

/** GET /api/payment-success/{id}: confirms with the provider and fulfils if the webhook has not.
 * A checkout signs a browser in only on its first confirmation and only when this checkout
 * created the account: knowing an address (and paying with it) never opens an existing account.
 * Even then the session is unverified (the route makes it): a day at most, and ended as soon as
 * the address's owner opens an e-mailed link, so a payer with someone else's address never sees
 * what the owner saves.
 * A purchase onto an existing account tells the page to send its buyer to that inbox, where the
 * confirmation brought a sign-in link. viewerUserId is the account this browser is signed in as. */
export async function confirmPayment(
  ctx: AppContext,
  provider: PaymentProvider,
  sessionId: string,
  viewerUserId: number | null,
  log: PaymentsLog,
): Promise<{ response: PaymentSuccessResponse; signInUserId: number | null }> {
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
  const account = result.kind === 'plan' ? result.userId : null;
  const alreadySignedIn = account !== null && viewerUserId === account;
  const signIn = account !== null && !alreadySignedIn && first && result.createdAccount;
  const signedIn = alreadySignedIn || signIn;
  return {
    response: {
      success: true,
      email: result.email,
      // The account is named only to the browser signed in as it.
      userId: signedIn ? account : null,
      plan: result.type,
      amount: result.amountCents / 100,
      recordConversion: first && result.kind === 'plan',
      signedIn,
      signInByEmail: account !== null && !signedIn,
    },
    signInUserId: signIn ? account : null,
  };
}

export async function billingStatus(ctx: AppContext, provider: PaymentProvider, userId: number): Promise<BillingStatusResponse> {
  const account = await findAccountById(ctx.db, userId);
  if (!account) throw notFound('Account not found');
  const now = ctx.clock.now();
  const plan = account.lifetimeAccess ? 'lifetime' : account.stripeSubscriptionId ? 'monthly' : null;
  const cancelAt = plan === 'monthly' ? await findSubscriptionCancelAt(ctx.db, userId) : null;
  // A subscription set to end has ended once its end has passed, whether or not the provider's
  // event saying so has arrived yet.
  const lapsed = cancelAt !== null && cancelAt.getTime() <= now.getTime();
  const status = plan === 'lifetime' ? 'active' : lapsed ? 'canceled' : account.subscriptionStatus;
  const canManageBilling = !!account.stripeCustomerId && (provider.kind === 'stripe' || (plan === 'monthly' && status !== 'canceled'));
  return {
    plan,
    isPremium: hasPremium(account, now),
    status,
    currentPeriodEnd: plan === 'monthly' ? (account.subscriptionCurrentPeriodEnd?.toISOString() ?? null) : null,
    cancelAt: cancelAt && status !== 'canceled' ? cancelAt.toISOString() : null,
    canManageBilling,
    testMode: provider.kind === 'local',
  };
}

export async function openBillingPortal(ctx: AppContext, provider: PaymentProvider, userId: number, log: PaymentsLog): Promise<{ url: string }> {
  const account = await findAccountById(ctx.db, userId);
  if (!account?.stripeCustomerId) throw new AppError('NO_BILLING_ACCOUNT', 'There is no billing account for this user', 409);
  try {
    // A subscription bought at a checkout that was not signed in belongs to that checkout's
    // customer, while the account keeps its first one: manage the subscription where it lives.
    let customerId = account.stripeCustomerId;
    if (account.stripeSubscriptionId && account.subscriptionStatus !== 'canceled') {
      customerId = refId((await provider.retrieveSubscription(account.stripeSubscriptionId))?.customer) ?? customerId;
    }
    return await provider.createPortalSession(customerId);
  } catch (err) {
    log.warn({ err }, 'could not open the billing portal');
    throw providerUnavailable();
  }
}
