// Stripe through its official SDK: Checkout in subscription mode (Monthly Pro) or payment mode
// (Lifetime Pro, tips), prices from configuration or inline at the spec's amounts, and the
// billing portal. STRIPE_API_HOST/PORT/PROTOCOL point the SDK elsewhere (the tests' server).
import Stripe from 'stripe';
import type { AppConfig } from '@server/config';
import { PLANS } from '@shared/catalog/prices';
import { PREMIUM_PRODUCT_NAME } from '@shared/catalog/routes';
import type { PaymentProvider } from './provider';
import { cancelPath, readCheckoutSession, readSubscription, successPath } from './provider';

export function createStripeClient(config: AppConfig): Stripe {
  const s = config.stripe;
  return new Stripe(s.secretKey ?? 'sk_unset', {
    ...(s.host ? { host: s.host } : {}),
    ...(s.port ? { port: s.port } : {}),
    ...(s.protocol ? { protocol: s.protocol } : {}),
    maxNetworkRetries: 1,
    timeout: 20_000,
    appInfo: { name: 'Band Name Studio' },
  });
}

const isMissing = (err: unknown) => err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404;

export function createStripeProvider(config: AppConfig, stripe: Stripe): PaymentProvider {
  const site = config.publicUrl;
  return {
    kind: 'stripe',
    async createCheckoutSession(request) {
      let params: Stripe.Checkout.SessionCreateParams;
      if (request.kind === 'plan' && request.plan) {
        const plan = PLANS[request.plan];
        const priceId = request.plan === 'monthly' ? config.stripe.priceMonthly : config.stripe.priceLifetime;
        const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = priceId
          ? { price: priceId, quantity: 1 }
          : {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: plan.amountCents,
                product_data: { name: `${PREMIUM_PRODUCT_NAME}: ${plan.label}` },
                ...(request.plan === 'monthly' ? { recurring: { interval: 'month' as const } } : {}),
              },
            };
        params = {
          mode: request.plan === 'monthly' ? 'subscription' : 'payment',
          line_items: [lineItem],
          metadata: { kind: 'plan', plan: request.plan },
          success_url: site + successPath(request.plan),
          cancel_url: site + cancelPath('plan'),
          // A signed-in buyer checks out as their account's own customer, so a new subscription
          // sits beside their earlier purchases (Stripe then takes the address from the customer).
          ...(request.customerId ? { customer: request.customerId } : request.email ? { customer_email: request.email } : {}),
          ...(request.plan === 'monthly'
            ? { subscription_data: { metadata: { plan: request.plan } } }
            : request.customerId
              ? {}
              : { customer_creation: 'always' as const }),
        };
      } else {
        params = {
          mode: 'payment',
          submit_type: 'donate',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'usd', unit_amount: request.amountCents, product_data: { name: `Tip: ${request.tipLabel ?? 'Thank you'}` } },
            },
          ],
          metadata: { kind: 'tip', bandName: (request.bandName ?? '').slice(0, 200) },
          success_url: site + successPath('tip'),
          cancel_url: site + cancelPath('tip'),
        };
      }
      const session = await stripe.checkout.sessions.create(params);
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { id: session.id, url: session.url };
    },
    async retrieveCheckoutSession(id) {
      try {
        return readCheckoutSession(await stripe.checkout.sessions.retrieve(id))?.value;
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async retrieveSubscription(id) {
      try {
        return readSubscription(await stripe.subscriptions.retrieve(id));
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async cancelSubscription(id) {
      try {
        return readSubscription(await stripe.subscriptions.cancel(id));
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async createPortalSession(customerId) {
      const portal = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: `${site}/premium` });
      return { url: portal.url };
    },
  };
}
