// Turns provider events into entitlements, exactly once. Each event id is recorded in
// stripe_events in the same transaction as its effect (a duplicate delivery changes nothing);
// each checkout is fulfilled once whichever path gets there first (webhook or /success); and a
// subscription's state only replaces an older one, so events may arrive in any order.
import type { AppContext } from '@server/app-context';
import { PLANS, type PriceType } from '@shared/catalog/prices';
import type { PurchaseType } from '@shared/contracts/payments';
import {
  applySubscriptionState,
  claimEvent,
  claimFulfilment,
  findCheckout,
  grantLifetime,
  grantSubscription,
  isEventProcessed,
  setCheckoutUser,
  type Grant,
  type SubscriptionState,
} from './payments.repo';
import type { CheckoutSessionObject, PaymentProvider, ProviderEvent, SubscriptionObject } from './provider';
import { invoiceSubscriptionId, readCheckoutSession, readSubscription, refId, storableText, subscriptionCancelAt, subscriptionPeriodEnd } from './provider';
import { hasLiveSubscription } from '../auth/entitlement';
import { findAccountById } from '../auth/users.repo';
import { sendConfirmationOnce, type PaymentsLog } from './confirmation-mail';

export interface FulfilledCheckout {
  sessionId: string;
  kind: 'plan' | 'tip';
  type: PurchaseType;
  email: string | null;
  /** The account the purchase is on (null for tips and for a plan without a usable address). */
  userId: number | null;
  /** Whether this checkout created that account (only then may its confirmation sign a browser in). */
  createdAccount: boolean;
  amountCents: number;
  /** A Lifetime Pro purchase onto an account paying for Monthly Pro: the subscription it ends. */
  supersededSubscriptionId?: string;
}

/** A paid checkout with everything fetched that fulfilment needs (fetched before the transaction). */
interface PreparedCheckout {
  session: CheckoutSessionObject;
  kind: 'plan' | 'tip';
  plan: PriceType | null;
  email: string | null;
  customerId: string | null;
  subscription: SubscriptionObject | undefined;
  amountCents: number;
}

export function isPaid(session: CheckoutSessionObject): boolean {
  return session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
}

/** What a checkout bought, from the metadata this site put on it; null for a session that is
 * not this site's (a Stripe account may serve other products too). */
export function purchaseOf(session: CheckoutSessionObject): { kind: 'plan' | 'tip'; plan: PriceType | null } | null {
  const meta = session.metadata ?? {};
  if (meta.kind === 'tip') return { kind: 'tip', plan: null };
  if (meta.kind !== 'plan') return null;
  const plan: PriceType = meta.plan === 'monthly' || meta.plan === 'lifetime' ? meta.plan : session.mode === 'subscription' ? 'monthly' : 'lifetime';
  return { kind: 'plan', plan };
}

async function prepareCheckout(provider: PaymentProvider, session: CheckoutSessionObject): Promise<PreparedCheckout> {
  const purchase = purchaseOf(session);
  if (!purchase) throw new Error('not a checkout of this site');
  const { kind, plan } = purchase;
  // Both addresses were read as usable ones (or null) by readCheckoutSession.
  const email = session.customer_details?.email ?? session.customer_email ?? null;
  const subscriptionId = refId(session.subscription);
  // The subscription's own current state, not a copy from the moment of payment.
  const subscription = kind === 'plan' && plan === 'monthly' && subscriptionId ? await provider.retrieveSubscription(subscriptionId) : undefined;
  const fallbackCents = plan ? PLANS[plan].amountCents : 0;
  return { session, kind, plan, email, customerId: refId(session.customer), subscription, amountCents: session.amount_total ?? fallbackCents };
}

/** Fulfils a paid checkout inside a transaction: grants the plan once to the account of the
 * payer's address (created when new); tips grant nothing. */
async function applyCheckout(
  ctx: AppContext,
  db: AppContext['db'],
  p: PreparedCheckout,
  asOf: Date,
  provider: PaymentProvider,
  log: PaymentsLog,
): Promise<FulfilledCheckout> {
  const now = ctx.clock.now();
  const result: FulfilledCheckout = {
    sessionId: p.session.id,
    kind: p.kind,
    type: p.kind === 'tip' ? 'tip' : p.plan!,
    email: p.email,
    userId: null,
    createdAccount: false,
    amountCents: p.amountCents,
  };
  const claimed = await claimFulfilment(db, {
    id: p.session.id,
    provider: provider.kind,
    kind: p.kind,
    plan: p.plan,
    amountCents: p.amountCents,
    currency: p.session.currency ?? 'usd',
    email: p.email,
    bandName: storableText(p.session.metadata?.bandName, 255),
    status: 'complete',
    customerId: p.customerId,
    subscriptionId: refId(p.session.subscription),
    completedAt: now,
    fulfilledAt: now,
    createdAt: p.session.created !== null ? new Date(p.session.created * 1000) : now,
  });
  if (p.kind === 'tip') return result;
  if (!claimed) {
    // Fulfilled before (by the webhook or another confirmation): report what that did.
    const row = await findCheckout(db, p.session.id);
    return { ...result, userId: row?.userId ?? null, createdAccount: row?.createdAccount ?? false };
  }
  if (!p.email) {
    log.warn({ sessionId: p.session.id, customerId: p.customerId }, 'a paid plan checkout has no usable e-mail address: nothing was granted');
    return result;
  }
  let grant: Grant;
  let subscriptionId: string | null = null;
  let superseded: string | undefined;
  if (p.plan === 'lifetime') {
    grant = await grantLifetime(db, p.email, p.customerId, now);
    // An upgrade from Monthly Pro: the subscription must stop charging (ended after the transaction).
    const account = grant.created ? undefined : await findAccountById(db, grant.userId);
    if (account && hasLiveSubscription(account)) superseded = account.stripeSubscriptionId;
  } else {
    const sub = p.subscription;
    subscriptionId = sub?.id ?? refId(p.session.subscription);
    if (!subscriptionId) {
      log.warn({ sessionId: p.session.id }, 'a paid Monthly Pro checkout has no subscription: nothing was granted');
      return result;
    }
    const state: SubscriptionState = {
      subscriptionId,
      customerId: p.customerId ?? refId(sub?.customer),
      // Without the subscription object (should not happen) the paid checkout itself says active.
      status: sub?.status ?? 'active',
      periodEnd: sub ? subscriptionPeriodEnd(sub) : null,
      cancelAt: sub ? subscriptionCancelAt(sub) : null,
      asOf,
    };
    grant = await grantSubscription(db, p.email, state, now);
  }
  const checkoutCustomer = p.customerId ?? refId(p.subscription?.customer);
  if (!grant.created && checkoutCustomer && grant.customerId !== checkoutCustomer) {
    // The payer checked out as another customer (not signed in, or paying from another
    // account): the purchase is on this account, which keeps its own customer.
    log.info(
      { sessionId: p.session.id, userId: grant.userId, accountCustomerId: grant.customerId, checkoutCustomerId: checkoutCustomer },
      'a purchase by another provider customer was attached to an existing account; its customer id was kept',
    );
  }
  if (subscriptionId && grant.subscriptionId !== subscriptionId) {
    // Two live subscriptions for one account: the stored one stays, so this one charges without
    // being tracked here. The owner must refund or cancel it.
    log.warn(
      { sessionId: p.session.id, userId: grant.userId, subscriptionId, keptSubscriptionId: grant.subscriptionId },
      'the account already has an active subscription: this new subscription was not attached; refund or cancel it',
    );
  }
  await setCheckoutUser(db, p.session.id, grant.userId, grant.created);
  return { ...result, userId: grant.userId, createdAccount: grant.created, ...(superseded ? { supersededSubscriptionId: superseded } : {}) };
}

/**
 * After a fulfilment commits: ends the Monthly Pro subscription a Lifetime Pro purchase replaced,
 * stores its final state (Stripe's own webhook for it changes nothing more), then sends the
 * confirmation. A provider failure leaves the subscription running: it is logged as an error for
 * the owner to cancel by hand, and the buyer's lifetime access stands.
 */
async function afterFulfilment(ctx: AppContext, provider: PaymentProvider, fulfilled: FulfilledCheckout, log: PaymentsLog): Promise<void> {
  const subscriptionId = fulfilled.supersededSubscriptionId;
  if (subscriptionId) {
    try {
      const sub = await provider.cancelSubscription(subscriptionId);
      if (sub) await applySubscriptionState(ctx.db, stateOf(sub, ctx.clock.now(), true));
      log.info({ userId: fulfilled.userId, subscriptionId }, 'a Lifetime Pro purchase ended the Monthly Pro subscription it replaces');
    } catch (err) {
      log.error({ err, userId: fulfilled.userId, subscriptionId }, 'a Lifetime Pro purchase could not end the Monthly Pro subscription it replaces: cancel it by hand');
    }
  }
  await sendConfirmationOnce(ctx, fulfilled.sessionId, log);
}

/** Fulfils a checkout confirmed on /success (the webhook may not have arrived yet). */
export async function fulfilConfirmedCheckout(ctx: AppContext, provider: PaymentProvider, session: CheckoutSessionObject, log: PaymentsLog): Promise<FulfilledCheckout> {
  const prepared = await prepareCheckout(provider, session);
  const result = await ctx.db.transaction((tx) => applyCheckout(ctx, tx, prepared, ctx.clock.now(), provider, log));
  await afterFulfilment(ctx, provider, result, log);
  return result;
}

export type EventOutcome = 'processed' | 'duplicate';

/** The one handler of provider events: Stripe's webhooks and the local checkout's alike. An event
 * this site does not use, or whose object cannot be read, is recorded (so a redelivery is a
 * duplicate) and changes nothing. */
export async function handleProviderEvent(ctx: AppContext, provider: PaymentProvider, event: ProviderEvent, log: PaymentsLog): Promise<EventOutcome> {
  if (await isEventProcessed(ctx.db, event.id)) return 'duplicate';
  const asOf = new Date(event.created * 1000);
  let apply: (db: AppContext['db']) => Promise<FulfilledCheckout | undefined> = async () => undefined;
  // An object that cannot be read is logged and skipped; the event is still recorded as processed.
  const readObject = <T>(read: (object: unknown) => T | undefined): T | undefined => {
    const value = read(event.data.object);
    if (!value) log.warn({ eventId: event.id, type: event.type }, 'ignored a provider event whose object cannot be used');
    return value;
  };

  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const read = readObject(readCheckoutSession);
      if (!read) break;
      if (read.dropped.length > 0) log.warn({ eventId: event.id, sessionId: read.value.id, dropped: read.dropped }, 'a checkout event had unusable fields');
      const session = read.value;
      // Not paid yet (an asynchronous payment: its success event follows), or not this site's.
      if (!isPaid(session) || !purchaseOf(session)) break;
      const prepared = await prepareCheckout(provider, session);
      apply = (db) => applyCheckout(ctx, db, prepared, asOf, provider, log);
      break;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = readObject(readSubscription);
      if (!sub) break;
      apply = applyState(stateOf(sub, asOf, event.type === 'customer.subscription.deleted'));
      break;
    }
    case 'invoice.payment_failed':
    case 'invoice.paid': {
      const subscriptionId = invoiceSubscriptionId(event.data.object);
      const sub = subscriptionId ? await provider.retrieveSubscription(subscriptionId) : undefined;
      if (sub) apply = applyState(stateOf(sub, asOf, false));
      break;
    }
    default:
      log.info({ eventId: event.id, type: event.type }, 'ignored a provider event of a type this site does not use');
      break;
  }

  const outcome = await ctx.db.transaction(async (tx) => {
    if (!(await claimEvent(tx, event.id, event.type, ctx.clock.now()))) return { duplicate: true as const };
    return { duplicate: false as const, fulfilled: await apply(tx) };
  });
  if (outcome.duplicate) return 'duplicate';
  if (outcome.fulfilled) await afterFulfilment(ctx, provider, outcome.fulfilled, log);
  return 'processed';
}

/** Stores a subscription's state; such an event fulfils no checkout. */
function applyState(state: SubscriptionState) {
  return async (db: AppContext['db']): Promise<FulfilledCheckout | undefined> => {
    await applySubscriptionState(db, state);
    return undefined;
  };
}

function stateOf(sub: SubscriptionObject, asOf: Date, deleted: boolean): SubscriptionState {
  return {
    subscriptionId: sub.id,
    customerId: refId(sub.customer),
    status: deleted ? 'canceled' : sub.status,
    periodEnd: subscriptionPeriodEnd(sub),
    // An ended subscription has nothing left to end.
    cancelAt: deleted ? null : subscriptionCancelAt(sub),
    asOf,
  };
}
