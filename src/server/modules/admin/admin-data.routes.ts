// The admin dashboard's data calls (premium-and-admin.md section 7, Admin), all GET. They are
// registered by adminModule (admin.routes.ts) into its plugin, whose own onRequest hook is the
// admin guard, so none of them answers without the owner's admin session. The answers are
// personal data: never cached.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAggregateQuerySchema,
  adminAlbumFeedbackGenreListSchema,
  adminAlbumFeedbackResponseSchema,
  adminAlbumInteractionGenreListSchema,
  adminAlbumInteractionListSchema,
  adminApiUsageResponseSchema,
  adminBandNameListSchema,
  adminBandNamesResponseSchema,
  adminEmailSignupListSchema,
  adminExportQuerySchema,
  adminGenreLikesListSchema,
  adminListQuerySchema,
  adminNameDownloadListSchema,
  adminPromotionClickListSchema,
  adminRangeQuerySchema,
  adminSubmissionsQuerySchema,
  adminSubmissionsResponseSchema,
  adminSummaryResponseSchema,
  adminSurveyListSchema,
  adminUserFeedbackListSchema,
  csvResponseSchema,
} from '@shared/contracts/admin-data';
import type { AppContext } from '@server/app-context';
import { adminEventListSchema, adminRevenueResponseSchema, adminTrafficResponseSchema } from '@shared/contracts/admin-insights';
import * as data from './admin-data.service';
import * as insights from './admin-insights.service';
import { allDataExport, emailSignupsExport, submissionsExport, type CsvExport } from './admin-export.service';
import { attachmentHeader, csvStream } from './csv';

const tags = ['admin'];

function noStore(reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-store');
}

export function registerAdminDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const list = { tags, querystring: adminListQuerySchema };
  const range = { tags, querystring: adminRangeQuerySchema };

  r.get('/api/admin/summary', { schema: { tags, querystring: adminAggregateQuerySchema, response: { 200: adminSummaryResponseSchema } } }, async (req, reply) => {
    noStore(reply);
    return data.summary(ctx, req.query);
  });

  r.get('/api/admin/band-names', { schema: { ...list, response: { 200: adminBandNamesResponseSchema } } }, async (req, reply) => {
    noStore(reply);
    return data.bandNamesOverview(ctx, req.query);
  });

  r.get('/api/admin/liked-band-names', { schema: { ...list, response: { 200: adminBandNameListSchema } } }, async (req, reply) => {
    noStore(reply);
    return data.bandNamesList(ctx, req.query, true);
  });

  r.get('/api/admin/band-name-likes-by-genre', { schema: { ...range, response: { 200: adminGenreLikesListSchema } } }, async (req, reply) => {
    noStore(reply);
    return data.bandNameLikesByGenre(ctx, req.query);
  });

  r.get('/api/admin/name-downloads', { schema: { ...list, response: { 200: adminNameDownloadListSchema } } }, async (req, reply) => {
    noStore(reply);
    return data.nameDownloadsList(ctx, req.query);
  });

  r.get('/api/admin/album-interactions', { schema: { ...list, response: { 200: adminAlbumInteractionListSchema } } }, async (req, reply) => {
    noStore(reply);
    return data.albumInteractionsList(ctx, req.query);
  });

  r.get('/api/admin/album-interactions-by-genre', { schema: { ...range, response: { 200: adminAlbumInteractionGenreListSchema } } }, async (req, reply) => {
    noStore(reply);
    return data.albumInteractionsByGenre(ctx, req.query);
  });

  r.get('/api/admin/album-feedback', { schema: { ...list, response: { 200: adminAlbumFeedbackResponseSchema } } }, async (req, reply) => {
    noStore(reply);
    return data.albumFeedbackOverview(ctx, req.query);
  });

  r.get('/api/admin/album-feedback-by-genre', { schema: { ...range, response: { 200: adminAlbumFeedbackGenreListSchema } } }, async (req, reply) => {
    noStore(reply);
    return data.albumFeedbackByGenre(ctx, req.query);
  });

  r.get('/api/admin/user-feedback', { schema: { ...list, response: { 200: adminUserFeedbackListSchema } } }, async (req, reply) => {
    noStore(reply);
    return data.userFeedbackList(ctx, req.query);
  });

  r.get('/api/admin/premium-promotion-clicks', { schema: { ...list, response: { 200: adminPromotionClickListSchema } } }, async (req, reply) => {
    noStore(reply);
    return data.promotionClicksList(ctx, req.query);
  });

  r.get('/api/admin/band-challenge-surveys', { schema: { ...list, response: { 200: adminSurveyListSchema } } }, async (req, reply) => {
    noStore(reply);
    return data.surveysList(ctx, req.query);
  });

  r.get('/api/admin/email-signups', { schema: { ...list, response: { 200: adminEmailSignupListSchema } } }, async (req, reply) => {
    noStore(reply);
    return data.emailSignupsList(ctx, req.query);
  });

  r.get('/api/admin/submissions', { schema: { tags, querystring: adminSubmissionsQuerySchema, response: { 200: adminSubmissionsResponseSchema } } }, async (req, reply) => {
    noStore(reply);
    return data.submissionsOverview(ctx, req.query);
  });

  r.get('/api/admin/api-usage', { schema: { ...range, response: { 200: adminApiUsageResponseSchema } } }, async (req, reply) => {
    noStore(reply);
    return data.apiUsage(ctx, req.query);
  });

  r.get('/api/admin/traffic', { schema: { ...range, response: { 200: adminTrafficResponseSchema } } }, async (req, reply) => {
    noStore(reply);
    return insights.traffic(ctx, req.query);
  });

  r.get('/api/admin/events', { schema: { ...list, response: { 200: adminEventListSchema } } }, async (req, reply) => {
    noStore(reply);
    return insights.eventsList(ctx, req.query);
  });

  r.get('/api/admin/revenue', { schema: { ...range, response: { 200: adminRevenueResponseSchema } } }, async (req, reply) => {
    noStore(reply);
    return insights.revenue(ctx, req.query);
  });

  // The stream is the reply; the handler returns nothing (Fastify sends a stream as it reads).
  const sendCsv = (reply: FastifyReply, file: CsvExport): void => {
    noStore(reply);
    void reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', attachmentHeader(file.name, ctx.clock.now().toISOString().slice(0, 10)))
      .send(csvStream(file.header, file.pages));
  };
  const csv = { tags, querystring: adminExportQuerySchema, produces: ['text/csv'], response: { 200: csvResponseSchema } };

  r.get('/api/admin/export-submissions', { schema: csv }, (req, reply) => {
    sendCsv(reply, submissionsExport(ctx, req.query));
  });
  r.get('/api/admin/export-all', { schema: csv }, (req, reply) => {
    sendCsv(reply, allDataExport(ctx, req.query));
  });
  r.get('/api/admin/email-signups.csv', { schema: { ...csv, querystring: adminRangeQuerySchema } }, (req, reply) => {
    sendCsv(reply, emailSignupsExport(ctx, req.query));
  });
}
