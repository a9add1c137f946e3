// /api/premium/library and /api/premium/saved-names: a premium user's own work. Every route is
// behind the premium guard and reads only the signed-in user's rows.
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUCCESS, dbIdParam, successResponseSchema } from '@shared/contracts/common';
import { libraryPageResponseSchema, libraryQuerySchema, libraryResponseSchema, mergeSavedNamesRequestSchema, updateWorkRequestSchema, workSchema } from '@shared/contracts/writing';
import type { AppModule } from '@server/app-context';
import { requirePremium } from '@server/plugins/auth';
import { editWork, libraryPage, mergeSavedNames, removeWork, workOf } from './library.service';

const idParams = z.object({ id: dbIdParam });
/** The guard ran first, so a user is there. */
const owner = (req: FastifyRequest): number => req.session!.user!.id;

export const libraryModule: AppModule = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['library'];
  // Every route of this module is premium: the guard is the plugin's own hook, so a route added
  // here cannot miss it (the hook applies to this encapsulated plugin only).
  app.addHook('onRequest', requirePremium);

  r.get('/api/premium/library', { schema: { tags, querystring: libraryQuerySchema, response: { 200: libraryPageResponseSchema } } }, async (req) =>
    libraryPage(ctx, owner(req), req.query.kind, req.query.cursor),
  );

  r.get('/api/premium/library/:id', { schema: { tags, params: idParams, response: { 200: workSchema } } }, async (req) =>
    workOf(ctx, owner(req), req.params.id),
  );

  r.patch(
    '/api/premium/library/:id',
    { schema: { tags, params: idParams, body: updateWorkRequestSchema, response: { 200: workSchema } } },
    async (req) => editWork(ctx, owner(req), req.params.id, req.body.body),
  );

  r.delete('/api/premium/library/:id', { schema: { tags, params: idParams, response: { 200: successResponseSchema } } }, async (req) => {
    await removeWork(ctx, owner(req), req.params.id);
    return SUCCESS;
  });

  r.post(
    '/api/premium/saved-names',
    { schema: { tags, body: mergeSavedNamesRequestSchema, response: { 200: libraryResponseSchema } } },
    async (req) => ({ items: await mergeSavedNames(ctx, owner(req), req.body.names) }),
  );
};
