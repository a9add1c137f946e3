import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  copyBandNameRequestSchema,
  favoriteRequestSchema,
  generateNamesRequestSchema,
  generateNamesResponseSchema,
  generatePremiumNamesRequestSchema,
  mixWordsRequestSchema,
  mixWordsResponseSchema,
  trackClipboardClickRequestSchema,
  trackNameDownloadRequestSchema,
} from '@shared/contracts/names';
import { SUCCESS, successResponseSchema } from '@shared/contracts/common';
import type { AppModule } from '@server/app-context';
import { requester } from '@server/plugins/requester';
import { requirePremium } from '@server/plugins/auth';
import { countedSchema, quotaHolder } from '../quota/quota.routes';
import { generateNames, mixWords, recordClipboardClick, recordNameDownload, updateFavorite } from './names.service';

export const namesModule: AppModule = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['names'];

  r.post(
    '/api/generate-names',
    { schema: countedSchema(tags, generateNamesRequestSchema, generateNamesResponseSchema) },
    async (req) => generateNames(ctx, req.body, quotaHolder(req), { endpoint: '/api/generate-names' }),
  );

  r.post(
    '/api/generate-premium-names',
    { onRequest: requirePremium, schema: countedSchema(tags, generatePremiumNamesRequestSchema, generateNamesResponseSchema) },
    async (req) => generateNames(ctx, req.body, quotaHolder(req), { endpoint: '/api/generate-premium-names' }),
  );

  r.post(
    '/api/mix-words',
    { onRequest: requirePremium, schema: countedSchema(tags, mixWordsRequestSchema, mixWordsResponseSchema) },
    async (req) => ({ mixedName: await mixWords(ctx, req.body.selectedWords, req.body.genre, quotaHolder(req)) }),
  );

  r.post('/api/favorites', { schema: { tags, body: favoriteRequestSchema, response: { 200: successResponseSchema } } }, async (req) => {
    await updateFavorite(ctx, req.body.id, req.body.isFavorite, requester(req));
    return SUCCESS;
  });

  r.post('/api/track-clipboard-click', { schema: { tags, body: trackClipboardClickRequestSchema, response: { 200: successResponseSchema } } }, async (req) => {
    await recordClipboardClick(ctx, req.body.bandId ?? null, req.body.bandName);
    return SUCCESS;
  });

  r.post('/api/copy-band-name', { schema: { tags, body: copyBandNameRequestSchema, response: { 200: successResponseSchema } } }, async (req) => {
    await recordClipboardClick(ctx, null, req.body.bandName);
    return SUCCESS;
  });

  r.post('/api/track-name-download', { schema: { tags, body: trackNameDownloadRequestSchema, response: { 200: successResponseSchema } } }, async (req) => {
    await recordNameDownload(ctx, req.body, requester(req));
    return SUCCESS;
  });
};
