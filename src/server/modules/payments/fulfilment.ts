// Turns provider events into entitlements, exactly once. Each event id is recorded in
// stripe_events in the same transaction as its effect (a duplicate delivery changes nothing);
// each checkout is fulfilled once whichever path gets there first (webhook or /success); and a
// subscription's state only replaces an older one, so events may arrive in any order.
import type { AppContext } from '../../app-context';
import { PLANS, type PriceType } from '../../../shared/catalog/prices';
import type { PurchaseType } from '../../../shared/contracts/payments';
import { findAccountByEmail } from '../auth/users.repo';
import {
  applySubscriptionState,
  claimEvent,
  claimFulfilment,
  grantLifetime,
  grantSubscription,
  isEventProcessed,
  setCheckoutUser,
  type SubscriptionState,
} from './payments.repo';
import type { CheckoutSessionObject, InvoiceObject, PaymentProvider, ProviderEvent, SubscriptionObject } from './provider';
import { invoiceSubscriptionId, refId, subscriptionPeriodEnd } from './provider';
import { sendConfirmationOnce, type PaymentsLog } from './confirmation-mail';

export interface FulfilledCheckout {
  sessionId: string;
  kind: 'plan' | 'tip';
  type: PurchaseType;
  email: string | null;
  userId: number | null;
  amountCents: number;
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
  const email = (session.customer_details?.email ?? session.customer_email ?? '').trim().toLowerCase() || null;
  const subscriptionId = refId(session.subscription);
  // The subscription's own current state, not a copy from the moment of payment.
  const subscription = kind === 'plan' && plan === 'monthly' && subscriptionId ? await provider.retrieveSubscription(subscriptionId) : undefined;
  const fallbackCents = plan ? PLANS[plan].amountCents : 0;
  return { session, kind, plan, email, customerId: refId(session.customer), subscription, amountCents: session.amount_total ?? fallbackCents };
}

/** Fulfils a paid checkout inside a transaction: grants the plan once; tips grant nothing. */
async function applyCheckout(ctx: AppContext, db: AppContext['db'], p: PreparedCheckout, asOf: Date, provider: PaymentProvider): Promise<FulfilledCheckout> {
  const now = ctx.clock.now();
  const result: FulfilledCheckout = {
    sessionId: p.session.id,
    kind: p.kind,
    type: p.kind === 'tip' ? 'tip' : p.plan!,
    email: p.email,
    userId: null,
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
    bandName: p.session.metadata?.bandName?.slice(0, 255) || null,
    status: 'complete',
    customerId: p.customerId,
    subscriptionId: refId(p.session.subscription),
    completedAt: now,
    fulfilledAt: now,
    createdAt: new Date(p.session.created * 1000),
  });
  if (p.kind === 'tip' || !p.email) return result;
  if (!claimed) {
    result.userId = (await findAccountByEmail(db, p.email))?.id ?? null;
    return result;
  }
  if (p.plan === 'lifetime') {
    result.userId = await grantLifetime(db, p.email, p.customerId, now);
  } else {
    const sub = p.subscription;
    const state: SubscriptionState = {
      subscriptionId: sub?.id ?? refId(p.session.subscription) ?? '',
      customerId: p.customerId ?? refId(sub?.customer),
      // Without the subscription object (should not happen) the paid checkout itself says active.
      status: sub?.status ?? 'active',
      periodEnd: sub ? subscriptionPeriodEnd(sub) : null,
      asOf,
    };
    result.userId = await grantSubscription(db, p.email, state, now);
  }
  await setCheckoutUser(db, p.session.id, result.userId);
  return result;
}

/** Fulfils a checkout confirmed on /success (the webhook may not have arrived yet). */
export async function fulfilConfirmedCheckout(ctx: AppContext, provider: PaymentProvider, session: CheckoutSessionObject, log: PaymentsLog): Promise<FulfilledCheckout> {
  const prepared = await prepareCheckout(provider, session);
  const result = await ctx.db.transaction((tx) => applyCheckout(ctx, tx, prepared, ctx.clock.now(), provider));
  await sendConfirmationOnce(ctx, result.sessionId, log);
  return result;
}

export type EventOutcome = 'processed' | 'duplicate';

/** The one handler of provider events: Stripe's webhooks and the local checkout's alike. */
export async function handleProviderEvent(ctx: AppContext, provider: PaymentProvider, event: ProviderEvent, log: PaymentsLog): Promise<EventOutcome> {
  if (await isEventProcessed(ctx.db, event.id)) return 'duplicate';
  const asOf = new Date(event.created * 1000);
  let apply: (db: AppContext['db']) => Promise<FulfilledCheckout | undefined> = async () => undefined;

  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object as CheckoutSessionObject;
      // Not paid yet (an asynchronous payment: its success event follows), or not this site's.
      if (!isPaid(session) || !purchaseOf(session)) break;
      const prepared = await prepareCheckout(provider, session);
      apply = (db) => applyCheckout(ctx, db, prepared, asOf, provider);
      break;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object as SubscriptionObject;
      const state = stateOf(sub, asOf, event.type === 'customer.subscription.deleted');
      apply = async (db) => {
        await applySubscriptionState(db, state);
        return undefined;
      };
      break;
    }
    case 'invoice.payment_failed':
    case 'invoice.paid': {
      const subscriptionId = invoiceSubscriptionId(event.data.object as InvoiceObject);
      const sub = subscriptionId ? await provider.retrieveSubscription(subscriptionId) : undefined;
      if (sub) {
        const state = stateOf(sub, asOf, false);
        apply = async (db) => {
          await applySubscriptionState(db, state);
          return undefined;
        };
      }
      break;
    }
    default:
      break;
  }

  const outcome = await ctx.db.transaction(async (tx) => {
    if (!(await claimEvent(tx, event.id, event.type, ctx.clock.now()))) return { duplicate: true as const };
    return { duplicate: false as const, fulfilled: await apply(tx) };
  });
  if (outcome.duplicate) return 'duplicate';
  if (outcome.fulfilled) await sendConfirmationOnce(ctx, outcome.fulfilled.sessionId, log);
  return 'processed';
}

function stateOf(sub: SubscriptionObject, asOf: Date, deleted: boolean): SubscriptionState {
  return {
    subscriptionId: sub.id,
    customerId: refId(sub.customer),
    status: deleted ? 'canceled' : sub.status,
    periodEnd: subscriptionPeriodEnd(sub),
    asOf,
  };
}
