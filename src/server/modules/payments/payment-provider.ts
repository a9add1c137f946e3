// Which payment provider the site uses: Stripe when STRIPE_SECRET_KEY is set, else the local test
// checkout. Chosen once by app.ts and handed to the payments module, so the module never decides.
import type Stripe from 'stripe';
import type { AppContext } from '@server/app-context';
import { createLocalProvider } from './local-provider';
import type { PaymentProvider } from './provider';
import { createStripeClient, createStripeProvider } from './stripe-provider';

export interface PaymentsSetup {
  provider: PaymentProvider;
  /** The Stripe client when Stripe is configured (the webhook checks signatures with it). */
  stripe?: Stripe;
}

export function choosePaymentProvider(ctx: AppContext): PaymentsSetup {
  const stripe = ctx.config.stripe.secretKey ? createStripeClient(ctx.config) : undefined;
  return stripe ? { provider: createStripeProvider(ctx.config, stripe), stripe } : { provider: createLocalProvider(ctx) };
}
