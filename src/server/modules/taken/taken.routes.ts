// POST /api/check-name: "Is it taken?" for the name a visitor typed and pressed Check for (the
// online part counted on the visitor's daily online checks); POST /api/check-names: a saved-names
// list against the shipped list only, since names are never sent out one by one. Both open to
// everyone and limited per address a minute, like the project's other open endpoints.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { availabilityResponseSchema, checkNameRequestSchema, checkNamesRequestSchema, checkNamesResponseSchema, TAKEN_CHECK } from '@shared/contracts/taken';
import type { AppModule } from '@server/app-context';
import { AppError } from '@server/lib/app-error';
import { hitRateLimit } from '@server/modules/auth/rate-limit';
import { quotaHolder } from '../quota/quota.routes';
import { checkName, checkNameOffline } from './taken.service';

const WINDOW_MS = 60_000;

export const takenModule: AppModule = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = async (ip: string) => {
    if (!(await hitRateLimit(ctx.db, `check-name:${ip}`, TAKEN_CHECK.perAddressPerMinute, WINDOW_MS, ctx.clock))) {
      throw new AppError('TOO_MANY_CHECKS', 'Too many name checks from this address. Please wait a minute and try again.', 429, undefined, WINDOW_MS / 1000);
    }
  };

  r.post('/api/check-name', { schema: { tags: ['names'], body: checkNameRequestSchema, response: { 200: availabilityResponseSchema } } }, async (req) => {
    await limit(req.clientIp);
    return checkName(ctx, req.body.name, quotaHolder(req));
  });

  r.post('/api/check-names', { schema: { tags: ['names'], body: checkNamesRequestSchema, response: { 200: checkNamesResponseSchema } } }, async (req) => {
    await limit(req.clientIp);
    return { results: req.body.names.map((name) => checkNameOffline(name)) };
  });
};
