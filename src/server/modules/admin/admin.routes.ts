// Every /api/admin/* endpoint but login lives in this plugin, whose own onRequest hook is the
// admin guard: a route added here cannot be reached without the owner's admin session (401).
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSessionResponseSchema } from '@shared/contracts/admin';
import { SUCCESS, successResponseSchema } from '@shared/contracts/common';
import type { AppModule } from '@server/app-context';
import { requireAdmin } from '@server/plugins/auth';
import { signOutBrowser } from '../auth/session-cookie';
import { registerAdminDataRoutes } from './admin-data.routes';
import { registerAdminMailRoutes } from './admin-mail.routes';
import { registerAdminPrivacyRoutes } from './admin-privacy.routes';

export const adminModule: AppModule = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get('/api/admin/session', { schema: { tags, response: { 200: adminSessionResponseSchema } } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { authenticated: true as const, idleExpiresAt: req.session!.expiresAt.toISOString() };
  });

  r.post('/api/admin/logout', { schema: { tags, response: { 200: successResponseSchema } } }, async (req, reply) => {
    await signOutBrowser(ctx, req, reply);
    return SUCCESS;
  });

  registerAdminDataRoutes(app, ctx);
  registerAdminPrivacyRoutes(app, ctx);
  registerAdminMailRoutes(app, ctx);
};
