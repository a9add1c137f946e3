// The premium writing endpoints of premium-and-admin.md section 7: bio, taglines and e-mail.
// Behind the premium guard: 401 without a session, 403 without an active plan.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bioRequestSchema, bioResponseSchema, emailRequestSchema, emailResponseSchema, taglinesRequestSchema, taglinesResponseSchema } from '@shared/contracts/writing';
import type { AppModule } from '@server/app-context';
import { requirePremium } from '@server/plugins/auth';
import { countedSchema, quotaHolder } from '../quota/quota.routes';
import { generateBio, generateEmail, generateTaglines } from './writing.service';

export const writingModule: AppModule = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['writing'];
  // Every route of this module is premium: the guard is the plugin's own hook, so a route added
  // here cannot miss it (the hook applies to this encapsulated plugin only).
  app.addHook('onRequest', requirePremium);

  r.post(
    '/api/premium/generate-band-bio',
    { schema: countedSchema(tags, bioRequestSchema, bioResponseSchema) },
    async (req) => generateBio(ctx, req.body, quotaHolder(req)),
  );

  r.post(
    '/api/premium/generate-band-taglines',
    { schema: countedSchema(tags, taglinesRequestSchema, taglinesResponseSchema) },
    async (req) => generateTaglines(ctx, req.body, quotaHolder(req)),
  );

  r.post(
    '/api/generate-professional-email',
    { schema: countedSchema(tags, emailRequestSchema, emailResponseSchema) },
    async (req) => generateEmail(ctx, req.body, quotaHolder(req)),
  );
};
