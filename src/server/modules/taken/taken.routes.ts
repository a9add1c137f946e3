// POST /api/check-name: "Is it taken?" for a name a user typed. Open to everyone (the home page
// has the field), limited per address like the project's other open endpoints that do real work.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkNameRequestSchema, checkNameResponseSchema, checkNamesRequestSchema, checkNamesResponseSchema, TAKEN_CHECK } from '@shared/contracts/taken';
import type { AppModule } from '@server/app-context';
import { AppError } from '@server/lib/app-error';
import { hitRateLimit } from '@server/modules/auth/rate-limit';
import { createMusicBrainzClient } from './musicbrainz-client';
import { checkName } from './taken.service';

const WINDOW_MS = 60_000;

export const takenModule: AppModule = async (app, { ctx }) => {
  const { musicbrainz } = ctx.config;
  // One client per app: its one-request-a-second spacing and its cache are shared by every visitor.
  const client = musicbrainz.enabled ? createMusicBrainzClient({ baseUrl: musicbrainz.baseUrl, userAgent: musicbrainz.userAgent, clock: ctx.clock }) : null;

  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = async (ip: string) => {
    if (!(await hitRateLimit(ctx.db, `check-name:${ip}`, TAKEN_CHECK.perAddressPerMinute, WINDOW_MS, ctx.clock.now()))) {
      throw new AppError('TOO_MANY_CHECKS', 'Too many name checks from this address. Please wait a minute and try again.', 429, undefined, WINDOW_MS / 1000);
    }
  };

  r.post('/api/check-name', { schema: { tags: ['names'], body: checkNameRequestSchema, response: { 200: checkNameResponseSchema } } }, async (req) => {
    await limit(req.clientIp);
    return checkName(req.body.name, client);
  });

  // A saved-names list: MusicBrainz answers the few it has time for (the rest come from its cache
  // or the list alone), so a long list never waits a second a name.
  r.post('/api/check-names', { schema: { tags: ['names'], body: checkNamesRequestSchema, response: { 200: checkNamesResponseSchema } } }, async (req) => {
    await limit(req.clientIp);
    return { results: await Promise.all(req.body.names.map((name) => checkName(name, client))) };
  });
};
