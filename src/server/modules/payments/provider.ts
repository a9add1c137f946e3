// The payment provider seen by the rest of the module: Stripe when STRIPE_SECRET_KEY is set, else
// the local test checkout. Both hand back Stripe-shaped objects, and both feed the same event
// handler (fulfilment.ts), so the embedded mode exercises the very code Stripe's events run.
import type { PriceType } from '../../../shared/catalog/prices';

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
  created: number;
}

export interface SubscriptionObject {
  id: string;
  object: 'subscription';
  customer: Ref;
  status: string;
  /** Before API version 2025-03 the period lived on the subscription; now on its items. */
  current_period_end?: number;
  items?: { data: Array<{ current_period_end?: number }> };
}

export interface InvoiceObject {
  id: string;
  object: 'invoice';
  subscription?: Ref;
  parent?: { subscription_details?: { subscription?: Ref } | null } | null;
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
}

export const refId = (ref: Ref | undefined): string | null => (ref == null ? null : typeof ref === 'string' ? ref : ref.id);

export function subscriptionPeriodEnd(sub: SubscriptionObject): Date | null {
  const seconds = sub.items?.data?.[0]?.current_period_end ?? sub.current_period_end;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

export function invoiceSubscriptionId(invoice: InvoiceObject): string | null {
  return refId(invoice.parent?.subscription_details?.subscription) ?? refId(invoice.subscription);
}

/** Where the buyer lands after paying (the provider fills in the session id). */
export function successPath(type: PriceType | 'tip', sessionId = '{CHECKOUT_SESSION_ID}'): string {
  return `/success?session_id=${sessionId}&type=${type}`;
}

export function cancelPath(kind: 'plan' | 'tip'): string {
  return kind === 'plan' ? '/subscribe' : '/';
}
