// GET /api/admin/mail-outbox: mail that failed for good (recipient masked) and the queue's length,
// registered by adminModule into its guarded plugin.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FAILED_MAIL_SHOWN, mailOutboxResponseSchema } from '@shared/contracts/admin-mail';
import type { AppContext } from '@server/app-context';
import { listFailedMail, mailQueueDepth } from '../mail/mail-outbox.repo';

/** 'drummer@example.com' → 'd•••@example.com': the owner recognises a mail, the screen does not show the address. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${address.slice(0, 1)}•••${address.slice(at)}`;
}

export function registerAdminMailRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/admin/mail-outbox', { schema: { tags: ['admin'], response: { 200: mailOutboxResponseSchema } } }, async (_req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const [depth, failed] = await Promise.all([mailQueueDepth(ctx.db), listFailedMail(ctx.db, FAILED_MAIL_SHOWN)]);
    return {
      waiting: depth.queued + depth.sending,
      failed: failed.map((m) => ({ ...m, recipient: maskEmail(m.recipient), createdAt: m.createdAt.toISOString(), failedAt: m.failedAt.toISOString() })),
    };
  });
}
