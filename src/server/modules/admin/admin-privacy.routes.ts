// The admin's export (GET) and deletion (DELETE) of one person's data, registered by adminModule
// into its guarded plugin.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { personalDataDeletionSchema, personalDataExportSchema, personalDataQuerySchema } from '@shared/contracts/admin-privacy';
import type { AppContext } from '@server/app-context';
import { deletePersonalData, exportPersonalData } from './admin-privacy.service';

export function registerAdminPrivacyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['admin'], querystring: personalDataQuerySchema };

  r.get('/api/admin/personal-data', { schema: { ...schema, response: { 200: personalDataExportSchema } } }, async (req, reply) => {
    const found = await exportPersonalData(ctx, req.query);
    const who = (req.query.email ?? req.query.address ?? 'person').replace(/[^\w.@-]+/g, '_');
    void reply.header('Cache-Control', 'no-store').header('Content-Disposition', `attachment; filename="personal-data-${who}.json"`);
    return found;
  });

  r.delete('/api/admin/personal-data', { schema: { ...schema, response: { 200: personalDataDeletionSchema } } }, async (req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const done = await deletePersonalData(ctx, req.query);
    // The log says that a deletion happened, not whose: that would keep what was just deleted.
    req.log.info({ by: req.query.email ? 'email' : 'address', rowCount: done.rowCount }, 'admin: personal data deleted');
    return done;
  });
}
