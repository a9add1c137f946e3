// POST /api/stripe/webhook: Stripe's signature is checked on the exact bytes received, so this
// route (in its own encapsulated scope) parses every body as a raw Buffer. A bad or stale
// signature is a 400 that changes nothing. Stripe redelivers every answer that is not 2xx for
// days, so a correctly signed event the site cannot use (an unknown type, an odd shape) is logged
// and answered 200; only an outage (database, or Stripe's API when the event needs it) is a 5xx.
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webhookResponseSchema } from '@shared/contracts/payments';
import type { AppContext } from '@server/app-context';
import { AppError } from '@server/lib/app-error';
import { handleProviderEvent } from './fulfilment';
import { readEvent, type PaymentProvider } from './provider';

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
        let parsed: unknown;
        try {
          parsed = stripe.webhooks.constructEvent(raw, signature, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, ctx.clock.now().getTime());
        } catch (err) {
          if (err instanceof Stripe.errors.StripeSignatureVerificationError) throw new AppError('BAD_SIGNATURE', 'Invalid Stripe signature', 400);
          // Signed, so it is Stripe's, but not JSON: nothing to do, and nothing a retry would change.
          req.log.warn({ err }, 'ignored a signed webhook body that is not JSON');
          return { received: true as const, duplicate: false };
        }
        const event = readEvent(parsed);
        if (!event) {
          req.log.warn({ eventId: (parsed as { id?: unknown } | null)?.id }, 'ignored a signed webhook event without a usable id, type or time');
          return { received: true as const, duplicate: false };
        }
        try {
          const outcome = await handleProviderEvent(ctx, provider, event, req.log);
          return { received: true as const, duplicate: outcome === 'duplicate' };
        } catch (err) {
          // Stripe's API could not be reached for what the event needs: let Stripe deliver it again.
          if (err instanceof Stripe.errors.StripeError && !(err instanceof Stripe.errors.StripeInvalidRequestError)) {
            req.log.warn({ err, eventId: event.id }, 'could not reach Stripe while handling a webhook event');
            throw new AppError('PAYMENT_PROVIDER_ERROR', 'The payment provider could not be reached. Please try again.', 503);
          }
          if (err instanceof Stripe.errors.StripeInvalidRequestError) {
            req.log.warn({ err, eventId: event.id }, 'Stripe refused a request made for a webhook event; the event is ignored');
            return { received: true as const, duplicate: false };
          }
          throw err;
        }
      },
    );
  });
}
