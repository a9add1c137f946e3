// POST /api/stripe/webhook: Stripe's signature is checked on the exact bytes received, so this
// route (in its own encapsulated scope) parses every body as a raw Buffer. A bad or stale
// signature is a 400 that changes nothing.
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webhookResponseSchema } from '../../../shared/contracts/payments';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { handleProviderEvent } from './fulfilment';
import type { PaymentProvider, ProviderEvent } from './provider';

/** Seconds a signature stays valid (Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export function registerStripeWebhook(app: FastifyInstance, ctx: AppContext, provider: PaymentProvider | undefined, stripe: Stripe | undefined): void {
  const secret = ctx.config.stripe.webhookSecret;
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/stripe/webhook',
      { schema: { tags: ['payments'], response: { 200: webhookResponseSchema } } },
      async (req) => {
        if (!stripe || !provider || !secret) throw new AppError('WEBHOOK_NOT_CONFIGURED', 'Stripe webhooks are not configured on this server', 400);
        const signature = req.headers['stripe-signature'];
        const raw = req.body;
        if (typeof signature !== 'string' || !Buffer.isBuffer(raw)) throw new AppError('BAD_SIGNATURE', 'Missing Stripe signature or body', 400);
        let event: ProviderEvent;
        try {
          event = stripe.webhooks.constructEvent(raw, signature, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, ctx.clock.now().getTime()) as unknown as ProviderEvent;
        } catch {
          throw new AppError('BAD_SIGNATURE', 'Invalid Stripe signature', 400);
        }
        const outcome = await handleProviderEvent(ctx, provider, event, req.log);
        return { received: true as const, duplicate: outcome === 'duplicate' };
      },
    );
  });
}
