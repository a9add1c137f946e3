// Visitor feedback, promotion clicks, the band-challenge survey and e-mail signups.
import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ipAddress, recordedByColumns, userAgent, userId } from './columns';

export const userFeedback = pgTable('user_feedback', {
  id: id(),
  rating: integer('rating').notNull(),
  comment: text('comment'),
  ...recordedByColumns(),
}, (t) => [index('user_feedback_created_idx').on(t.createdAt)]);

export const premiumPromotionClicks = pgTable('premium_promotion_clicks', {
  id: id(),
  clickSource: varchar('click_source', { length: 100 }).notNull(),
  limitType: varchar('limit_type', { length: 50 }).notNull(),
  ...recordedByColumns(),
}, (t) => [index('premium_promotion_clicks_created_idx').on(t.createdAt)]);

export const bandChallengeSurvey = pgTable('band_challenge_survey', {
  id: id(),
  challenge: varchar('challenge', { length: 100 }).notNull(),
  otherText: text('other_text'),
  ipAddress: ipAddress(),
  userId: userId(),
  createdAt: createdAt(),
}, (t) => [index('band_challenge_survey_created_idx').on(t.createdAt)]);

export const emailSignups = pgTable(
  'email_signups',
  {
    id: id(),
    email: varchar('email', { length: 255 }).notNull(),
    source: varchar('source', { length: 100 }).notNull(),
    ipAddress: ipAddress(),
    userAgent: userAgent(),
    isVerified: boolean('is_verified').default(false),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('email_signups_created_idx').on(t.createdAt), uniqueIndex('email_signups_email_key').on(t.email)],
);
