// Checkout, payment confirmation, billing management, the Stripe webhook, the local test checkout
// (only without Stripe keys), the premium bonus report, and deleting an account (its subscription
// is cancelled at the provider first). The provider itself is chosen by app.ts (payment-provider.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BONUS_REPORT_FILE,
  billingPortalResponseSchema,
  checkoutSessionIdSchema,
  billingStatusResponseSchema,
  createSubscriptionBodySchema,
  createSubscriptionResponseSchema,
  createTipBodySchema,
  createTipResponseSchema,
  paymentSuccessParamsSchema,
  paymentSuccessResponseSchema,
  redirectResponseSchema,
  testCheckoutCompleteBodySchema,
  testCheckoutSessionSchema,
} from '@shared/contracts/payments';
import type { AppContext, AppModule } from '@server/app-context';
import { clearSessionCookie, requirePremium, requireUser } from '@server/plugins/auth';
import { SUCCESS, successResponseSchema } from '@shared/contracts/common';
import { deleteAccountRequestSchema } from '@shared/contracts/writing';
import { deleteAccount } from './account-deletion';
import { signInBrowser } from '../auth/session-cookie';
import { bonusReportPdf } from './bonus-report';
import { billingStatus, confirmPayment, openBillingPortal, startPlanCheckout, startTipCheckout } from './payments.service';
import type { PaymentProvider } from './provider';
import type { PaymentsSetup } from './payment-provider';
import { cancelTestCheckout, cancelTestSubscription, describeTestCheckout, endTestSubscriptionNow, payTestCheckout } from './test-checkout.service';
import { registerStripeWebhook } from './webhook.routes';

export const paymentsModule: AppModule<PaymentsSetup> = async (app, { ctx, provider, stripe }) => {
  if (!stripe) app.log.info('payments: no STRIPE_SECRET_KEY, so checkout runs in the local TEST MODE checkout');
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/create-subscription',
    { schema: { tags: ['payments'], body: createSubscriptionBodySchema, response: { 200: createSubscriptionResponseSchema } } },
    async (req) => startPlanCheckout(ctx, provider, req.body.priceType, req.body.email, req.session?.user ?? null, req.log),
  );

  r.post(
    '/api/create-tip-payment',
    { schema: { tags: ['payments'], body: createTipBodySchema, response: { 200: createTipResponseSchema } } },
    async (req) => startTipCheckout(ctx, provider, req.body.amount, req.body.bandName, req.log),
  );

  r.get(
    '/api/payment-success/:sessionId',
    { schema: { tags: ['payments'], params: paymentSuccessParamsSchema, response: { 200: paymentSuccessResponseSchema } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const viewer = req.session?.kind === 'user' ? (req.session.user?.id ?? null) : null;
      const { response, signInUserId } = await confirmPayment(ctx, provider, req.params.sessionId, viewer, req.log);
      // Paying with an address does not prove it is yours: the session is unverified until the
      // e-mailed link is opened (and ends at the latest after a day).
      if (signInUserId !== null) await signInBrowser(ctx, req, reply, signInUserId, 'checkout');
      return response;
    },
  );

  r.get(
    '/api/billing/subscription',
    { onRequest: requireUser, schema: { tags: ['payments'], response: { 200: billingStatusResponseSchema } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return billingStatus(ctx, provider, req.session!.user!.id);
    },
  );

  r.post(
    '/api/billing/portal',
    { onRequest: requireUser, schema: { tags: ['payments'], response: { 200: billingPortalResponseSchema } } },
    async (req) => openBillingPortal(ctx, provider, req.session!.user!.id, req.log),
  );

  r.post(
    '/api/account/delete',
    { onRequest: requireUser, schema: { tags: ['account'], body: deleteAccountRequestSchema, response: { 200: successResponseSchema } } },
    async (req, reply) => {
      await deleteAccount(ctx, provider, req.session!.user!.id, req.body.email, req.log);
      // The sessions went with the account; the cookie goes too.
      clearSessionCookie(reply);
      return SUCCESS;
    },
  );

  r.get('/api/premium/bonus-report', { onRequest: requirePremium, schema: { tags: ['premium'] } }, async (_req, reply) => {
    const pdf = await bonusReportPdf();
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${BONUS_REPORT_FILE}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });

  registerStripeWebhook(app, ctx, stripe ? provider : undefined, stripe);
  if (!stripe) registerTestCheckoutRoutes(app, ctx, provider);
};

function registerTestCheckoutRoutes(app: FastifyInstance, ctx: AppContext, provider: PaymentProvider): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: checkoutSessionIdSchema });

  r.get(
    '/api/test-checkout/sessions/:id',
    { schema: { tags: ['test checkout'], params, response: { 200: testCheckoutSessionSchema } } },
    async (req) => describeTestCheckout(ctx, req.params.id),
  );

  r.post(
    '/api/test-checkout/sessions/:id/pay',
    { schema: { tags: ['test checkout'], params, body: testCheckoutCompleteBodySchema, response: { 200: redirectResponseSchema } } },
    async (req) => payTestCheckout(ctx, provider, req.params.id, req.body, req.log),
  );

  r.post(
    '/api/test-checkout/sessions/:id/cancel',
    { schema: { tags: ['test checkout'], params, response: { 200: redirectResponseSchema } } },
    async (req) => cancelTestCheckout(ctx, req.params.id),
  );

  r.post(
    '/api/test-checkout/subscription/cancel',
    { onRequest: requireUser, schema: { tags: ['test checkout'], response: { 200: redirectResponseSchema } } },
    async (req) => cancelTestSubscription(ctx, provider, req.session!.user!.id, req.log),
  );

  r.post(
    '/api/test-checkout/subscription/end-now',
    { onRequest: requireUser, schema: { tags: ['test checkout'], response: { 200: redirectResponseSchema } } },
    async (req) => endTestSubscriptionNow(ctx, provider, req.session!.user!.id, req.log),
  );
}
