// The admin dashboard's data calls (premium-and-admin.md sections 3, 6, 7 and 9): every one a GET
// behind the admin session. Field names are the spec's (section 3); the API usage rows keep the
// spec's snake_case. Times are ISO 8601 strings. Lists are newest first and paged: `limit` rows
// (default 100, at most 500) with ids below `before` (the last id of the previous page); tables of
// aggregates page with `offset`. Everything is limited to a date range, `from` to `to` inclusive
// (UTC days), by default the last 30 days.
import { z } from 'zod';
import { dbIdParam } from './common';

export const ADMIN_PAGE = { defaultLimit: 100, maxLimit: 500 } as const;
/** Days the dashboard shows when no range is asked for, today included. */
export const ADMIN_DEFAULT_RANGE_DAYS = 30;
/** Days of the API costs' weekly table, today included. */
export const ADMIN_WEEK_DAYS = 7;
/** Genre tables show the top 15 genres (section 9). */
export const ADMIN_TOP_GENRES = 15;
/** The recent band names list is capped at 500 (section 9). */
export const ADMIN_RECENT_NAMES_MAX = 500;
/** Where a session's address was blanked (retention) or never known: it still counts. */
export const UNKNOWN_IP = 'Unknown IP';
export const SINGLE_SESSION = 'Single session';
export const DEVELOPMENT_NAMES_LABEL = 'Development Band Names (Hidden)';
/** album_cover_feedback.feedback of a loved cover (the other answer is 'not_for_me'). */
export const ALBUM_FEEDBACK_LOVE = 'love';

const YEAR_MIN = 1970;
const YEAR_MAX = 9998;
const isoDay = z.iso
  .date({ error: 'must be a date written YYYY-MM-DD' })
  .refine((d) => Number(d.slice(0, 4)) >= YEAR_MIN && Number(d.slice(0, 4)) <= YEAR_MAX, `must be a date from ${YEAR_MIN} to ${YEAR_MAX}`);

const rangeShape = {
  /** First day shown (UTC), inclusive. */
  from: isoDay.optional(),
  /** Last day shown (UTC), inclusive. */
  to: isoDay.optional(),
};
const limitShape = {
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(ADMIN_PAGE.maxLimit, `limit must be at most ${ADMIN_PAGE.maxLimit}`)
    .default(ADMIN_PAGE.defaultLimit),
};
const beforeShape = { before: dbIdParam.optional() };
const offsetShape = {
  offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset must be at least 0').max(1_000_000, 'offset must be at most 1000000').default(0),
};

type RangeInput = { from?: string | undefined; to?: string | undefined };
const orderedRange = (q: RangeInput) => !q.from || !q.to || q.from <= q.to;
const RANGE_ORDER = { path: ['from'], message: 'from must not be after to' };

export const adminRangeQuerySchema = z.object(rangeShape).refine(orderedRange, RANGE_ORDER);
export const adminListQuerySchema = z.object({ ...rangeShape, ...limitShape, ...beforeShape }).refine(orderedRange, RANGE_ORDER);
export const adminAggregateQuerySchema = z.object({ ...rangeShape, ...limitShape, ...offsetShape }).refine(orderedRange, RANGE_ORDER);
export type AdminRangeQuery = z.infer<typeof adminRangeQuerySchema>;
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;
export type AdminAggregateQuery = z.infer<typeof adminAggregateQuerySchema>;

export const SUBMISSION_SOURCES = ['generator', 'contact'] as const;
export const adminSubmissionsQuerySchema = z
  .object({ ...rangeShape, ...limitShape, ...beforeShape, source: z.enum(SUBMISSION_SOURCES).optional() })
  .refine(orderedRange, RANGE_ORDER);
export type AdminSubmissionsQuery = z.infer<typeof adminSubmissionsQuerySchema>;

/** The exports: everything unless a range is asked for. */
export const adminExportQuerySchema = z.object({ ...rangeShape, source: z.enum(SUBMISSION_SOURCES).optional() }).refine(orderedRange, RANGE_ORDER);
export type AdminExportQuery = z.infer<typeof adminExportQuerySchema>;

const time = z.string();
const text = z.string().nullable();
const count = z.number().int().min(0);
/** A rate as a rounded whole percentage (section 9). */
const percentage = z.number().int().min(0).max(100);

export const adminBandNameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  genre: z.string(),
  influences: text,
  vibe: text,
  ipAddress: text,
  isFavorite: z.boolean(),
  /** From an internal address: the dashboard hides it under 'Development Band Names (Hidden)'. */
  isInternal: z.boolean(),
  createdAt: time,
});
export type AdminBandName = z.infer<typeof adminBandNameSchema>;

export const adminBandNameAggregateSchema = z.object({ name: z.string(), count, liked: count, firstSeen: time, lastSeen: time });
export const adminBandNamesResponseSchema = z.object({
  raw: z.array(adminBandNameSchema),
  /** The names generated more than once in the range (any case), most often first. */
  aggregated: z.array(adminBandNameAggregateSchema),
});
export type AdminBandNamesResponse = z.infer<typeof adminBandNamesResponseSchema>;
export const adminBandNameListSchema = z.array(adminBandNameSchema);

export const adminNameDownloadSchema = z.object({
  id: z.number().int(),
  bandNames: z.string(),
  nameCount: z.number().int().nullable(),
  downloadType: z.string(),
  genre: text,
  ipAddress: text,
  createdAt: time,
});
export const adminNameDownloadListSchema = z.array(adminNameDownloadSchema);

export const adminAlbumInteractionSchema = z.object({
  id: z.number().int(),
  interactionType: z.string(),
  bandName: text,
  genre: text,
  vibe: text,
  artStyle: text,
  imageUrl: text,
  ipAddress: text,
  createdAt: time,
});
export const adminAlbumInteractionListSchema = z.array(adminAlbumInteractionSchema);

export const adminAlbumInteractionGenreSchema = z.object({
  genre: z.string(),
  generated: count,
  downloaded: count,
  regenerated: count,
  /** Downloads per generated cover, as a whole percentage (at most 100). */
  downloadPercentage: percentage,
  /** Regenerations per generated cover, as a whole percentage (at most 100). */
  regenerationPercentage: percentage,
});
export const adminAlbumInteractionGenreListSchema = z.array(adminAlbumInteractionGenreSchema);

export const adminPromotionClickSchema = z.object({ id: z.number().int(), clickSource: z.string(), limitType: z.string(), ipAddress: text, createdAt: time });
export const adminPromotionClickListSchema = z.array(adminPromotionClickSchema);

export const adminSurveySchema = z.object({ id: z.number().int(), challenge: z.string(), otherText: text, ipAddress: text, createdAt: time });
export const adminSurveyListSchema = z.array(adminSurveySchema);

export const adminEmailSignupSchema = z.object({ id: z.number().int(), email: z.string(), source: z.string(), createdAt: time, ipAddress: text, notes: text });
export const adminEmailSignupListSchema = z.array(adminEmailSignupSchema);

export const adminUserFeedbackSchema = z.object({ id: z.number().int(), rating: z.number().int(), comment: text, ipAddress: text, createdAt: time });
export const adminUserFeedbackListSchema = z.array(adminUserFeedbackSchema);

export const adminSubmissionSchema = z.object({
  id: z.number().int(),
  /** 'generator' or another source ('contact'). */
  source: z.string(),
  subject: text,
  genre: text,
  influences: text,
  vibe: text,
  name: text,
  email: text,
  message: text,
  createdAt: time,
});
export const adminSubmissionAggregateSchema = z.object({ genre: text, influences: text, vibe: text, count, firstSeen: time, lastSeen: time });
export const adminSubmissionsResponseSchema = z.object({
  raw: z.array(adminSubmissionSchema),
  /** Generator submissions grouped by their inputs, most frequent first. */
  aggregated: z.array(adminSubmissionAggregateSchema),
});
export type AdminSubmissionsResponse = z.infer<typeof adminSubmissionsResponseSchema>;

export const adminGenreLikesSchema = z.object({ genre: z.string(), total: count, liked: count, likePercentage: percentage });
export const adminGenreLikesListSchema = z.array(adminGenreLikesSchema);

export const adminAlbumFeedbackRowSchema = z.object({
  id: z.number().int(),
  bandId: z.number().int().nullable(),
  bandName: text,
  genre: text,
  feedback: text,
  albumCoverStyle: text,
  createdAt: time,
});
export const adminAlbumFeedbackStatSchema = z.object({ albumCoverStyle: text, total: count, loved: count, lovePercentage: percentage });
export const adminAlbumFeedbackResponseSchema = z.object({
  raw: z.array(adminAlbumFeedbackRowSchema),
  /** Per cover style: answers, loves and the love rate. */
  stats: z.array(adminAlbumFeedbackStatSchema),
  /** The newest loved covers. */
  lovedCovers: z.array(adminAlbumFeedbackRowSchema),
});
export type AdminAlbumFeedbackResponse = z.infer<typeof adminAlbumFeedbackResponseSchema>;
export const adminAlbumFeedbackGenreSchema = z.object({ genre: z.string(), total: count, loved: count, lovePercentage: percentage });
export const adminAlbumFeedbackGenreListSchema = z.array(adminAlbumFeedbackGenreSchema);

export const apiUsageRowSchema = z.object({
  api_type: text,
  endpoint: text,
  model: text,
  call_count: count,
  total_tokens: count,
  /** US cents, fractional. */
  total_cost_cents: z.number(),
  error_count: count,
  /** UTC day, YYYY-MM-DD. */
  date: z.string(),
});
export const apiUsageSummarySchema = z.object({
  todayCostDollars: z.number(),
  totalCostDollars: z.number(),
  totalCalls: count,
  totalErrors: count,
});
export const adminApiUsageResponseSchema = z.object({
  /** The week ending on the range's last day, by day, api_type, endpoint and model. */
  weeklyStats: z.object({ dailyStats: z.array(apiUsageRowSchema), summary: apiUsageSummarySchema }),
  /** Today's rows (UTC). */
  todayStats: z.array(apiUsageRowSchema),
  /** The whole range; todayCostDollars is today's. */
  summary: apiUsageSummarySchema,
});
export type AdminApiUsageResponse = z.infer<typeof adminApiUsageResponseSchema>;

export const adminUserSessionSchema = z.object({
  /** The stored address, or 'Unknown IP' when it was blanked or never known. */
  address: z.string(),
  firstSeen: time,
  lastSeen: time,
  /** Whole minutes from first to last seen; null for a single visit. */
  durationMinutes: z.number().int().min(0).nullable(),
  /** '12 minutes', or 'Single session'. */
  duration: z.string(),
  names: count,
  likes: count,
  downloads: count,
  coverActions: count,
});
export type AdminUserSession = z.infer<typeof adminUserSessionSchema>;

export const adminSummaryResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Counts of real visitors' activity: internal addresses are left out. */
  namesGenerated: count,
  likes: count,
  downloads: count,
  coversGenerated: count,
  coverDownloads: count,
  premiumClicks: count,
  emailSignups: count,
  /** Distinct real-visitor addresses, 'Unknown IP' counted once. */
  sessions: count,
  /** Names made from internal addresses: 'Development Band Names (Hidden)'. */
  developmentNamesHidden: count,
  /** Distinct internal addresses seen. */
  internalAddresses: count,
  /** Real visitors' sessions, the latest first (paged by limit and offset). */
  userSessions: z.array(adminUserSessionSchema),
});
export type AdminSummaryResponse = z.infer<typeof adminSummaryResponseSchema>;

/** The CSV downloads, described for the API document. */
export const csvResponseSchema = z.string().describe('A CSV file (text/csv), sent as an attachment');
export const EMAIL_SIGNUPS_CSV_COLUMNS = ['Email', 'Source', 'Signup Date', 'IP Address', 'Notes'] as const;
