// Every table that stores a visitor's network address, for the retention clean-up and for the
// admin's export and deletion per address. A new table with an address belongs here.
import * as schema from '@server/db/schema/index';

/** Tables of recorded actions whose nullable ip_address is blanked (NULL) after the retention;
 * the action itself stays, anonymous, for the statistics. */
export const RECORDED_ADDRESS_TABLES = {
  band_names: schema.bandNames,
  form_submissions: schema.formSubmissions,
  name_downloads: schema.nameDownloads,
  user_feedback: schema.userFeedback,
  premium_promotion_clicks: schema.premiumPromotionClicks,
  band_challenge_survey: schema.bandChallengeSurvey,
  email_signups: schema.emailSignups,
  album_cover_interactions: schema.albumCoverInteractions,
  analytics_events: schema.analyticsEvents,
  api_usage_logs: schema.apiUsageLogs,
} as const;

/** The others: the quota's free counters per address and day (quota.repo.ts) and rate_limits (keys that end
 * with an address or e-mail) are deleted once old; daily_address_activity (the rollup) has its
 * old addresses merged into '' (modules/maintenance/rollups.ts). */
