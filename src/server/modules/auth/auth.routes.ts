// Premium sign-in and session endpoints. Identity always comes from the session cookie, never
// from an id in the address.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  meResponseSchema,
  premiumStatusParamsSchema,
  premiumStatusResponseSchema,
  SIGN_IN_TEXTS,
  verifyPremiumEmailBodySchema,
  verifyPremiumEmailResponseSchema,
  verifyTokenQuerySchema,
  verifyTokenResponseSchema,
} from '@shared/contracts/auth';
import { SUCCESS, successResponseSchema } from '@shared/contracts/common';
import type { AppModule } from '@server/app-context';
import { forbidden } from '@server/lib/app-error';
import { requireUser } from '@server/plugins/auth';
import { signInBrowser, signOutBrowser } from './session-cookie';
import { redeemSignInToken, requestSignInLink, signInDeliveriesSettled } from './sign-in.service';

export const authModule: AppModule = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Sign-in e-mails still being sent finish before the database closes.
  app.addHook('onClose', async () => {
    await signInDeliveriesSettled();
  });

  r.post(
    '/api/auth/verify-premium-email',
    { schema: { tags: ['auth'], body: verifyPremiumEmailBodySchema, response: { 200: verifyPremiumEmailResponseSchema } } },
    async (req) => requestSignInLink(ctx, req.body.email, req.clientIp, req.log),
  );

  // The e-mailed link. Browsers are redirected home; /auth-test asks for JSON instead.
  r.get(
    '/api/auth/verify',
    { schema: { tags: ['auth'], querystring: verifyTokenQuerySchema, response: { 200: verifyTokenResponseSchema } } },
    async (req, reply) => {
      const accept = req.headers.accept ?? '';
      const wantsJson = req.query.format === 'json' || (accept.includes('application/json') && !accept.includes('text/html'));
      reply.header('Cache-Control', 'no-store');
      const account = await redeemSignInToken(ctx, req.query.token);
      if (account) await signInBrowser(ctx, req, reply, account.id);
      if (wantsJson) {
        return account
          ? { success: true, userId: account.id, message: SIGN_IN_TEXTS.verified }
          : { success: false, userId: null, message: SIGN_IN_TEXTS.invalidToken };
      }
      return account ? reply.redirect(`/?auth=success&email=${encodeURIComponent(account.email ?? '')}`, 302) : reply.redirect('/?error=invalid-token', 302);
    },
  );

  r.get(
    '/api/auth/premium-status/:userId',
    { onRequest: requireUser, schema: { tags: ['auth'], params: premiumStatusParamsSchema, response: { 200: premiumStatusResponseSchema } } },
    async (req) => {
      const user = req.session!.user!;
      if (req.params.userId !== user.id) throw forbidden('You can only check your own premium status');
      return { success: true, isPremium: user.isPremium, email: user.email };
    },
  );

  r.get('/api/auth/me', { schema: { tags: ['auth'], response: { 200: meResponseSchema } } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const user = req.session?.kind === 'user' ? req.session.user : null;
    return { user: user ? { id: user.id, email: user.email, isPremium: user.isPremium } : null };
  });

  r.post('/api/auth/logout', { schema: { tags: ['auth'], response: { 200: successResponseSchema } } }, async (req, reply) => {
    await signOutBrowser(ctx, req, reply);
    return SUCCESS;
  });
};
