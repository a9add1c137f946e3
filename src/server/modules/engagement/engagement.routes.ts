import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bandChallengeSurveyRequestSchema,
  contactRequestSchema,
  emailSignupRequestSchema,
  emailSignupResponseSchema,
  trackPremiumPromotionClickRequestSchema,
  userFeedbackRequestSchema,
} from '@shared/contracts/engagement';
import { SUCCESS, successResponseSchema } from '@shared/contracts/common';
import { quotaLimitErrorSchema } from '@shared/contracts/quota';
import type { AppModule } from '@server/app-context';
import { requester } from '@server/plugins/requester';
import { recordFeedback, recordPremiumPromotionClick, recordSurveyAnswer, sendContactMessage, signUpForEmail } from './engagement.service';

export const engagementModule: AppModule = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['engagement'];

  r.post('/api/user-feedback', { schema: { tags, body: userFeedbackRequestSchema, response: { 200: successResponseSchema } } }, async (req) => {
    await recordFeedback(ctx, req.body, requester(req));
    return SUCCESS;
  });

  r.post(
    '/api/track-premium-promotion-click',
    { schema: { tags, body: trackPremiumPromotionClickRequestSchema, response: { 200: successResponseSchema } } },
    async (req) => {
      await recordPremiumPromotionClick(ctx, req.body, requester(req));
      return SUCCESS;
    },
  );

  r.post('/api/band-challenge-survey', { schema: { tags, body: bandChallengeSurveyRequestSchema, response: { 200: successResponseSchema } } }, async (req) => {
    await recordSurveyAnswer(ctx, req.body, requester(req));
    return SUCCESS;
  });

  // Both forms take a few sends an hour from one address (modules/quota/window-quota.service.ts).
  r.post('/api/email-signup', { schema: { tags, body: emailSignupRequestSchema, response: { 200: emailSignupResponseSchema, 429: quotaLimitErrorSchema } } }, async (req) =>
    signUpForEmail(ctx, req.body, requester(req), req.log),
  );

  r.post('/api/contact', { schema: { tags, body: contactRequestSchema, response: { 200: successResponseSchema, 429: quotaLimitErrorSchema } } }, async (req) => {
    await sendContactMessage(ctx, req.body, requester(req), req.log);
    return SUCCESS;
  });
};
