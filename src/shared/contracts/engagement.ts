// Feedback, survey, e-mail signup, contact and premium promotion clicks (free-area.md sections 3, 5 and 7).
import { z } from 'zod';
import { FEEDBACK } from '../catalog/limits';
import { PROMO_CLICK_SOURCES, PROMO_LIMIT_TYPES, SURVEY_CHALLENGES } from '../catalog/engagement-options';

/** The signup form's simple pattern: something@something.something, no spaces (the client keeps a copy, so zod stays out of its chunk). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Text that PostgreSQL can store: no NUL characters. */
const storableText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, `${field} must be at most ${max} characters`)
    .refine((s) => !s.includes('\u0000'), `${field} must not contain NUL characters`);

const requiredText = (field: string, max: number) =>
  storableText(field, max)
    .trim()
    .refine((s) => s.length > 0, `${field} is required`);


export const userFeedbackRequestSchema = z.object({
  rating: z
    .number({ error: 'Rating is required' })
    .int('Rating must be a whole number')
    .min(FEEDBACK.ratingMin, `Rating must be from ${FEEDBACK.ratingMin} to ${FEEDBACK.ratingMax}`)
    .max(FEEDBACK.ratingMax, `Rating must be from ${FEEDBACK.ratingMin} to ${FEEDBACK.ratingMax}`),
  /** Null (or empty after trimming) when the visitor wrote nothing. */
  comment: storableText('Comment', FEEDBACK.commentMax).nullable().optional(),
});
export type UserFeedbackRequest = z.infer<typeof userFeedbackRequestSchema>;

export const bandChallengeSurveyRequestSchema = z
  .object({
    challenge: z.enum(SURVEY_CHALLENGES, { error: `Challenge must be one of ${SURVEY_CHALLENGES.join(', ')}` }),
    /** Sent only with 'other'; ignored for the fixed choices. */
    otherText: storableText('Other text', 500).nullable().optional(),
  })
  .refine((b) => b.challenge !== 'other' || (b.otherText ?? '').trim().length > 0, {
    path: ['otherText'],
    message: 'Please specify your challenge',
  });
export type BandChallengeSurveyRequest = z.infer<typeof bandChallengeSurveyRequestSchema>;

export const emailSignupRequestSchema = z.object({
  email: requiredText('Email', 255).refine((s) => EMAIL_PATTERN.test(s), 'Email must be a valid e-mail address'),
  source: requiredText('Source', 100).default('homepage'),
});
export type EmailSignupRequest = z.input<typeof emailSignupRequestSchema>;

export const emailSignupResponseSchema = z.object({
  message: z.string(),
  /** True when the address was already on the list (no second row was stored). */
  alreadySignedUp: z.boolean(),
});
export type EmailSignupResponse = z.infer<typeof emailSignupResponseSchema>;

export const contactRequestSchema = z.object({
  name: requiredText('Name', 100),
  email: requiredText('Email', 255).refine((s) => EMAIL_PATTERN.test(s), 'Email must be a valid e-mail address'),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const trackPremiumPromotionClickRequestSchema = z.object({
  clickSource: z.enum(PROMO_CLICK_SOURCES, { error: `clickSource must be one of ${PROMO_CLICK_SOURCES.join(', ')}` }),
  limitType: z.enum(PROMO_LIMIT_TYPES, { error: `limitType must be one of ${PROMO_LIMIT_TYPES.join(', ')}` }),
});
export type TrackPremiumPromotionClickRequest = z.infer<typeof trackPremiumPromotionClickRequestSchema>;
