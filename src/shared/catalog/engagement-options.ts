// Option lists of the free area's engagement calls (free-area.md sections 3 and 7).
export const SURVEY_CHALLENGES = ['getting_gigs', 'finding_bandmates', 'recordings', 'songwriting', 'other'] as const;
export type SurveyChallenge = (typeof SURVEY_CHALLENGES)[number];

export const SURVEY_CHALLENGE_LABELS: Record<SurveyChallenge, string> = {
  getting_gigs: 'Getting gigs',
  finding_bandmates: 'Finding bandmates',
  recordings: 'Making recordings',
  songwriting: 'Songwriting',
  other: 'Something else',
};

export const PROMO_CLICK_SOURCES = [
  'band_limit', 'album_limit', 'download_limit', 'album_download_first', 'regenerate_limit', 'featured_showcase', 'hero_section',
] as const;
export type PromoClickSource = (typeof PROMO_CLICK_SOURCES)[number];

export const PROMO_LIMIT_TYPES = ['generation', 'download', 'promotional', 'promotion'] as const;
export type PromoLimitType = (typeof PROMO_LIMIT_TYPES)[number];

export const ALBUM_INTERACTION_TYPES = ['generate', 'regenerate', 'download'] as const;
export type AlbumInteractionType = (typeof ALBUM_INTERACTION_TYPES)[number];

export const STAR_LABELS = ['Rate your experience', 'Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

/** Substrings of a user agent that mark a mobile device (free-area.md section 5). */
export const MOBILE_UA_MARKERS = ['mobile', 'android', 'iphone', 'ipad', 'ipod', 'blackberry', 'windows phone'] as const;
