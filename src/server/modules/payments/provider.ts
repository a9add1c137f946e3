// The payment provider seen by the rest of the module: Stripe when STRIPE_SECRET_KEY is set, else
// the local test checkout. Both hand back Stripe-shaped objects, and both feed the same event
// handler (fulfilment.ts), so the embedded mode exercises the very code Stripe's events run.
import type { PriceType } from '@shared/catalog/prices';
import { emailAddressSchema } from '@shared/contracts/auth';

type Ref = string | { id: string } | null;

export interface CheckoutSessionObject {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription' | 'setup';
  status: 'open' | 'complete' | 'expired' | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  customer: Ref;
  subscription: Ref;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  amount_total: number | null;
  currency: string | null;
  metadata: Record<string, string> | null;
  /** Unix seconds; null when the provider sent none that reads as a time. */
  created: number | null;
}

export interface SubscriptionObject {
  id: string;
  object: 'subscription';
  customer: Ref;
  status: string;
  /** Before API version 2025-03 the period lived on the subscription; now on its items. */
  current_period_end?: number;
  items?: { data: Array<{ current_period_end?: number }> };
  /** Cancelled to end with the paid period: it stays active until then, and does not renew. */
  cancel_at_period_end?: boolean;
  /** Unix seconds when a subscription set to end stops (Stripe's portal may set this instead). */
  cancel_at?: number;
}

/** The part of a Stripe event the handler reads. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: unknown };
}

export interface CheckoutRequest {
  kind: 'plan' | 'tip';
  plan?: PriceType;
  amountCents: number;
  email?: string;
  /** The provider customer of the signed-in buyer's own account: the checkout (and a new
   * subscription) then belongs to that customer instead of a new one. */
  customerId?: string;
  bandName?: string;
  tipLabel?: string;
}

export interface PaymentProvider {
  kind: 'stripe' | 'local';
  createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** undefined when the provider does not know the id. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionObject | undefined>;
  retrieveSubscription(id: string): Promise<SubscriptionObject | undefined>;
  createPortalSession(customerId: string): Promise<{ url: string }>;
  /** Ends a subscription now and hands back its final state; undefined when the provider does not
   * know it. Only where the product itself ends it: a Lifetime Pro purchase replacing Monthly Pro,
   * and deleting the account. A member's own cancel keeps the paid period (cancel_at_period_end). */
  cancelSubscription(id: string): Promise<SubscriptionObject | undefined>;
}

// --- Reading provider objects ---
// Webhook bodies are signed by Stripe but their shape is not ours to promise: a field may be
// missing, null, of another type or longer than its column. Every object is read through these
// functions, which keep what fits and drop the rest, so an odd event is ignored (and logged by
// the caller) instead of failing a database write and being retried by Stripe for days.

const MAX_UNIX_SECONDS = 253402300799; // 9999-12-31
const MAX_INT4 = 2 ** 31 - 1;

/** A provider id (cus_..., sub_..., cs_...): ASCII word characters, at most the column's 255. */
export function providerId(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_]{1,255}$/.test(value) ? value : null;
}

/** An id, or an expanded object's id. */
export const refId = (ref: unknown): string | null => providerId(typeof ref === 'object' && ref !== null ? (ref as { id?: unknown }).id : ref);

function unixSeconds(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_UNIX_SECONDS ? value : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An e-mail address as the site stores it (lower-cased, valid, at most 255 characters); else null. */
export function usableEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const parsed = emailAddressSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Text for a column: control characters and lone surrogates (PostgreSQL refuses them) removed,
 * cut to max characters without splitting a surrogate pair. */
export function storableText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const clean = (s: string) =>
    s
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
  const text = clean(clean(value).trim().slice(0, max)).trim();
  return text || null;
}

export interface Read<T> {
  value: T;
  /** Fields that were present but unusable (for the log). */
  dropped: string[];
}

/** A checkout session as the rest of the module may trust it; undefined without a usable id. */
export function readCheckoutSession(value: unknown): Read<CheckoutSessionObject> | undefined {
  if (!isRecord(value)) return undefined;
  const id = providerId(value.id);
  if (!id) return undefined;
  const dropped: string[] = [];
  const email = (field: string, raw: unknown) => {
    const read = usableEmail(raw);
    if (read === null && raw != null) dropped.push(field);
    return read;
  };
  const details = isRecord(value.customer_details) ? value.customer_details : null;
  const metadata: Record<string, string> = {};
  if (isRecord(value.metadata)) {
    for (const [key, v] of Object.entries(value.metadata)) {
      if (typeof v === 'string' && key.length <= 40 && v.length <= 500) metadata[key] = v;
      else dropped.push(`metadata.${key.slice(0, 40)}`);
    }
  }
  const amount = value.amount_total;
  const amountTotal = typeof amount === 'number' && Number.isInteger(amount) && amount >= 0 && amount <= MAX_INT4 ? amount : null;
  if (amountTotal === null && amount != null) dropped.push('amount_total');
  const currency = typeof value.currency === 'string' && /^[A-Za-z]{3}$/.test(value.currency) ? value.currency.toLowerCase() : null;
  return {
    value: {
      id,
      object: 'checkout.session',
      mode: value.mode === 'subscription' || value.mode === 'setup' ? value.mode : 'payment',
      status: value.status === 'open' || value.status === 'complete' || value.status === 'expired' ? value.status : null,
      payment_status: value.payment_status === 'paid' || value.payment_status === 'no_payment_required' ? value.payment_status : 'unpaid',
      customer: refId(value.customer),
      subscription: refId(value.subscription),
      customer_email: email('customer_email', value.customer_email),
      customer_details: details ? { email: email('customer_details.email', details.email) } : null,
      amount_total: amountTotal,
      currency,
      metadata,
      created: unixSeconds(value.created),
    },
    dropped,
  };
}

/** A subscription; undefined without a usable id and status. */
export function readSubscription(value: unknown): SubscriptionObject | undefined {
  if (!isRecord(value)) return undefined;
  const id = providerId(value.id);
  const status = typeof value.status === 'string' && /^[a-z_]{1,50}$/.test(value.status) ? value.status : null;
  if (!id || !status) return undefined;
  const items = isRecord(value.items) && Array.isArray(value.items.data) ? value.items.data : [];
  const itemEnd = items.length > 0 && isRecord(items[0]) ? unixSeconds(items[0].current_period_end) : null;
  const ownEnd = unixSeconds(value.current_period_end);
  const cancelAt = unixSeconds(value.cancel_at);
  return {
    id,
    object: 'subscription',
    customer: refId(value.customer),
    status,
    ...(ownEnd !== null ? { current_period_end: ownEnd } : {}),
    ...(itemEnd !== null ? { items: { data: [{ current_period_end: itemEnd }] } } : {}),
    ...(value.cancel_at_period_end === true ? { cancel_at_period_end: true } : {}),
    ...(cancelAt !== null ? { cancel_at: cancelAt } : {}),
  };
}

export function subscriptionPeriodEnd(sub: SubscriptionObject): Date | null {
  const seconds = sub.items?.data?.[0]?.current_period_end ?? sub.current_period_end;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

/** When a subscription set to end stops (premium runs until then); null while it renews. */
export function subscriptionCancelAt(sub: SubscriptionObject): Date | null {
  if (typeof sub.cancel_at === 'number') return new Date(sub.cancel_at * 1000);
  return sub.cancel_at_period_end ? subscriptionPeriodEnd(sub) : null;
}

/** The subscription an invoice is for (where API versions since 2025-03 put it, or before). */
export function invoiceSubscriptionId(invoice: unknown): string | null {
  if (!isRecord(invoice)) return null;
  const parent = isRecord(invoice.parent) ? invoice.parent : null;
  const details = parent && isRecord(parent.subscription_details) ? parent.subscription_details : null;
  return refId(details?.subscription) ?? refId(invoice.subscription);
}

/** An event's envelope; undefined when it lacks a usable id, type or time. */
export function readEvent(value: unknown): ProviderEvent | undefined {
  if (!isRecord(value) || !isRecord(value.data)) return undefined;
  const id = typeof value.id === 'string' && /^[\x21-\x7e]{1,255}$/.test(value.id) ? value.id : null;
  const type = typeof value.type === 'string' && /^[\x21-\x7e]{1,100}$/.test(value.type) ? value.type : null;
  const created = unixSeconds(value.created);
  if (!id || !type || created === null) return undefined;
  return { id, type, created, data: { object: value.data.object } };
}

/** Where the buyer lands after paying (the provider fills in the session id). */
export function successPath(type: PriceType | 'tip', sessionId = '{CHECKOUT_SESSION_ID}'): string {
  return `/success?session_id=${sessionId}&type=${type}`;
}

export function cancelPath(kind: 'plan' | 'tip'): string {
  return kind === 'plan' ? '/subscribe' : '/';
}
