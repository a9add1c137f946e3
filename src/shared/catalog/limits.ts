// Business constants of free-area.md section 9 and premium-and-admin.md section 9.
export const FREE_LIMITS = {
  bandNamesPerDay: 20,
  albumGenerationsPerDay: 3,
  albumDownloadsPerDay: 1,
} as const;

/** The free custom album art page (/album-art-generator): a day allows the first generation and
 * 3 regenerations (one counter, 4), plus 1 suggestion whose generation counts only as the
 * suggestion, so 5 generations in all; and 1 download. */
export const CUSTOM_ART_LIMITS = {
  generations: 1,
  regenerations: 3,
  downloads: 1,
  suggestions: 1,
  influencesMax: 100,
  vibeMax: 100,
  suggestionMax: 200,
  upgradeModalDelayMs: 1500,
  bandNameMax: 50,
  /** The cover's title when the band name is left blank. */
  defaultBandName: 'Custom Album',
} as const;

/** Generations without a suggestion a day on /album-art-generator: the first plus the regenerations. */
export const CUSTOM_ART_GENERATIONS_PER_DAY = CUSTOM_ART_LIMITS.generations + CUSTOM_ART_LIMITS.regenerations;

/** Default daily fair-use caps of a premium user (configurable: FAIR_USE_*_PER_DAY). */
export const FAIR_USE_DEFAULTS = {
  namesPerDay: 500,
  imagesPerDay: 100,
  textsPerDay: 200,
} as const;

export const GENERATION_COUNT = { min: 1, max: 10, default: 1 } as const;
export const PREMIUM_NAMES_PER_REQUEST = 5;
export const CONCEPTS_PER_COVER = 3;
export const TAGLINES_SHOWN = 3;

export const MIXER = { maxWords: 3, minWords: 1, minWordLength: 3, visibleFrom: 2 } as const;

export const FEEDBACK = {
  generationThreshold: 10,
  pointerSensitivityPx: 20,
  frameEligibilityDelayMs: 3000,
  defaultEligibilityDelayMs: 1000,
  commentMax: 500,
  ratingMin: 1,
  ratingMax: 5,
  mobileWidthPx: 768,
} as const;

export const PROMO_MODAL = {
  nameFormThreshold: 10,
  albumThreshold: 3,
  showcaseThreshold: 999,
  defaultCooldownMs: 30 * 60 * 1000,
  componentCooldownMs: 0,
} as const;

export const TOAST = {
  limit: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5000,
  swipeThresholdPx: 50,
} as const;

export const VIDEO_PROGRESS_MARKS = [25, 50, 75] as const;

/** Sends a form takes from one network address in an hour (the contact form, the e-mail signup). */
export const FORM_LIMITS = {
  contactPerHour: 5,
  emailSignupPerHour: 5,
} as const;

/** Length of the network address columns. */
export const IP_ADDRESS_MAX = 45;

/** Daily limit hits answer 429 with a message containing this wording. */
export const DAILY_LIMIT_WORDING = 'Daily limit';

export const FORMATION_YEAR_MIN = 1950;
export const ADMIN_RECENT_NAMES_CAP = 500;
export const ADMIN_TOP_GENRES = 15;

/** "Is it taken?" (src/shared/contracts/taken.ts): what one check may ask. */
export const TAKEN_CHECK = {
  nameMax: 100,
  /** Checks an address may run a minute: a musician trying names, not a script crawling the list.
   * A batch (a saved-names list) counts as one. */
  perAddressPerMinute: 30,
  /** Names one batch may check: a saved-names list. */
  batchMax: 50,
  /** The time each online source has, waiting for its turn included. */
  sourceTimeoutMs: 2000,
} as const;
