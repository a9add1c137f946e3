// The one quota rule of the site. Every route that does counted work takes its units here, and
// gives them back when the work fails, so a failed request never spends a visitor's quota.
//
// Who is counted where:
// - a visitor (signed out, or signed in without premium) by network address, on the free daily
//   counters of usage_limits: 20 names, 3 home page covers, 1 cover download, and on
//   /album-art-generator 4 generations (the first and 3 regenerations), 1 suggestion (its
//   generation counts only as the suggestion) and 1 download;
// - a premium user by account, on the fair-use caps (FAIR_USE_*_PER_DAY): names, images (every
//   generated cover or album art, suggestions included) and AI texts. Their use never touches the
//   free counters of the address they share (a rehearsal room is one address), and downloads of an
//   image they already have cost nothing.
// Days are UTC days of ctx.clock; every counter starts from zero at 00:00 UTC.
import { CUSTOM_ART_GENERATIONS_PER_DAY, CUSTOM_ART_LIMITS, DAILY_LIMIT_WORDING, FREE_LIMITS } from '@shared/catalog/limits';
import type { QuotaCounter, QuotaStatusResponse } from '@shared/contracts/quota';
import type { AppContext, Requester } from '@server/app-context';
import { AppError } from '@server/lib/app-error';
import { startOfUtcDay, utcDay } from '@server/lib/clock';
import {
  exhaustAddressCounters,
  readAddressCounters,
  readUserCounters,
  readWindowCounter,
  refundUnits,
  takeUnits,
  takeWindowUnits,
  type AddressCounter,
  type DailyKey,
  type QuotaKey,
  type UserCounter,
} from './quota.repo';

/** A requester as the quota sees them: premium means a signed-in user with an active plan. */
export interface QuotaHolder extends Requester {
  premium: boolean;
}

/** What a request spends. Free visitors count each on its own address counter; premium users
 * count names on their names cap, every image-making use on their images cap, texts on their
 * texts cap, and downloads not at all. 'texts' and 'studioImages' are premium-only uses. */
export type QuotaUse = AddressCounter | 'texts' | 'studioImages';

export interface QuotaGrant {
  /** Units granted: at most the amount asked, fewer when the limit is near; never 0 (that is a 429). */
  granted: number;
  /** The counter after this request; null when the use is not counted (a premium download). */
  used: number | null;
  limit: number | null;
  remaining: number | null;
  /** Where the units were taken, for a refund. */
  readonly taken: { key: QuotaKey; day: string } | null;
}

/** A limit answer (daily unless the code says otherwise): 429, the message naming the limit and when it resets, and resetsAt. */
export class QuotaExceededError extends AppError {
  constructor(
    message: string,
    readonly resetsAt: string,
    retryAfterSeconds: number,
    code = 'DAILY_LIMIT',
  ) {
    super(code, message, 429, undefined, retryAfterSeconds);
  }
}

const DAY_MS = 24 * 3600_000;
const REACHED = `${DAILY_LIMIT_WORDING} reached:`;

/** The free limits' texts (free-area.md section 6's toasts carry the same facts). */
const FREE_MESSAGES: Record<AddressCounter, string> = {
  names: `${REACHED} you've used your ${FREE_LIMITS.bandNamesPerDay} free band names today. Upgrade to premium for unlimited names, or come back tomorrow.`,
  covers: `${REACHED} you've used your ${FREE_LIMITS.albumGenerationsPerDay} free album cover generations today. Upgrade to premium for unlimited covers.`,
  coverDownloads: `${REACHED} you've downloaded your free album cover today. Upgrade to premium for unlimited downloads.`,
  customArt: `${REACHED} you've used today's ${CUSTOM_ART_GENERATIONS_PER_DAY} free custom album art generations (the first and ${CUSTOM_ART_LIMITS.regenerations} regenerations). Upgrade to premium for unlimited access.`,
  customArtSuggestions: `${REACHED} the free custom album art allows ${CUSTOM_ART_LIMITS.suggestions} suggestion a day. Upgrade to premium for unlimited refinements.`,
  customArtDownloads: `${REACHED} you've downloaded your free custom album art today. Upgrade to premium for unlimited downloads.`,
};

const FREE_LIMIT_OF: Record<AddressCounter, number> = {
  names: FREE_LIMITS.bandNamesPerDay,
  covers: FREE_LIMITS.albumGenerationsPerDay,
  coverDownloads: FREE_LIMITS.albumDownloadsPerDay,
  customArt: CUSTOM_ART_GENERATIONS_PER_DAY,
  customArtSuggestions: CUSTOM_ART_LIMITS.suggestions,
  customArtDownloads: CUSTOM_ART_LIMITS.downloads,
};

/** The premium counter of each use; null: not counted (downloading an image one already has). */
const PREMIUM_COUNTER_OF: Record<QuotaUse, UserCounter | null> = {
  names: 'names',
  covers: 'images',
  coverDownloads: null,
  customArt: 'images',
  customArtSuggestions: 'images',
  customArtDownloads: null,
  texts: 'texts',
  studioImages: 'images',
};

const FAIR_USE_WHAT: Record<UserCounter, string> = { names: 'band names', images: 'images (covers and album art)', texts: 'AI texts', onlineChecks: 'online name checks' };

function fairUseLimit(ctx: AppContext, counter: UserCounter): number {
  const caps = ctx.config.fairUse;
  if (counter === 'onlineChecks') return ctx.config.onlineChecks.premiumPerDay;
  return counter === 'names' ? caps.namesPerDay : counter === 'images' ? caps.imagesPerDay : caps.textsPerDay;
}

interface Rule {
  key: DailyKey;
  limit: number;
  message: string;
}

/** Where a use counts for this requester, or null when it is not counted. */
function ruleFor(ctx: AppContext, who: QuotaHolder, use: QuotaUse): Rule | null {
  const userId = premiumUserId(who);
  if (userId !== null) {
    const counter = PREMIUM_COUNTER_OF[use];
    if (!counter) return null;
    const limit = fairUseLimit(ctx, counter);
    return {
      key: { kind: 'user', userId, counter },
      limit,
      message: `${REACHED} your premium plan's fair use allows ${limit} ${FAIR_USE_WHAT[counter]} a day, and today's are used.`,
    };
  }
  // AI texts and studio images are premium uses: the routes that make them require a plan.
  if (use === 'texts' || use === 'studioImages') throw new AppError('PREMIUM_REQUIRED', 'An active premium plan is required', 403);
  return { key: { kind: 'address', ipAddress: who.ipAddress, counter: use }, limit: FREE_LIMIT_OF[use], message: FREE_MESSAGES[use] };
}

function premiumUserId(who: QuotaHolder): number | null {
  return who.premium && who.userId !== null ? who.userId : null;
}

/** The next 00:00 UTC after `now`, and how far off it is in words ("7 h", "25 min"). */
export function nextReset(now: Date): { resetsAt: Date; inWords: string } {
  const resetsAt = new Date(startOfUtcDay(now).getTime() + DAY_MS);
  const ms = resetsAt.getTime() - now.getTime();
  const inWords = ms >= 3600_000 ? `${Math.round(ms / 3600_000)} h` : `${Math.max(1, Math.ceil(ms / 60_000))} min`;
  return { resetsAt, inWords };
}

function exceeded(ctx: AppContext, message: string): QuotaExceededError {
  const { resetsAt, inWords } = nextReset(ctx.clock.now());
  const retryAfterSeconds = Math.ceil((resetsAt.getTime() - ctx.clock.now().getTime()) / 1000);
  return new QuotaExceededError(`${message} The limit resets at 00:00 UTC (in ${inWords}).`, resetsAt.toISOString(), retryAfterSeconds);
}

/**
 * Takes up to `amount` units of a use for this requester; throws the 429 when none are left.
 * A grant may be smaller than asked near the limit (a request for 5 names with 2 left gets 2).
 */
export async function takeQuota(ctx: AppContext, who: QuotaHolder, use: QuotaUse, amount = 1): Promise<QuotaGrant> {
  const rule = ruleFor(ctx, who, use);
  if (!rule) return { granted: amount, used: null, limit: null, remaining: null, taken: null };
  const day = utcDay(ctx.clock.now());
  const result = await takeUnits(ctx.db, { key: rule.key, day, amount, limit: rule.limit });
  if (result.granted === 0) throw exceeded(ctx, rule.message);
  return grantOf(rule, day, result);
}

function grantOf(rule: Rule, day: string, result: { granted: number; used: number }): QuotaGrant {
  return {
    granted: result.granted,
    used: result.used,
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - result.used),
    taken: { key: rule.key, day },
  };
}

/**
 * One online "Is it taken?" check (the outside services asked about a typed name): a visitor's
 * address gets ONLINE_CHECKS_PER_DAY a UTC day (window_counters), a premium user the fair-use cap
 * FAIR_USE_ONLINE_CHECKS_PER_DAY (fair_use_counters). Never a 429: with none left the check still
 * answers from the shipped list, so this says so instead of throwing.
 */
export async function takeOnlineCheck(ctx: AppContext, who: QuotaHolder): Promise<{ granted: true; grant: QuotaGrant } | { granted: false; resetsAt: string }> {
  const now = ctx.clock.now();
  const userId = premiumUserId(who);
  if (userId !== null) {
    const rule = { key: { kind: 'user', userId, counter: 'onlineChecks' } as const, day: utcDay(now), limit: fairUseLimit(ctx, 'onlineChecks') };
    const result = await takeUnits(ctx.db, { key: rule.key, day: rule.day, amount: 1, limit: rule.limit });
    if (result.granted === 0) return { granted: false, resetsAt: nextReset(now).resetsAt.toISOString() };
    return { granted: true, grant: { granted: 1, used: result.used, limit: rule.limit, remaining: Math.max(0, rule.limit - result.used), taken: rule } };
  }
  // A visitor's checks count in a window_counters day, placed by the database's clock.
  const limit = ctx.config.onlineChecks.freePerDay;
  const result = await takeWindowUnits(ctx.db, { subject: who.ipAddress, counter: 'onlineChecks', windowMs: DAY_MS, amount: 1, limit, clock: ctx.clock });
  if (result.granted === 0) return { granted: false, resetsAt: nextReset(result.now).resetsAt.toISOString() };
  const key = { kind: 'window', subject: who.ipAddress, counter: 'onlineChecks' } as const;
  return { granted: true, grant: { granted: 1, used: result.used, limit, remaining: Math.max(0, limit - result.used), taken: { key, day: result.windowStart } } };
}

/** Gives back units of a grant whose work failed (all of them unless `amount` says fewer). */
export async function refundQuota(ctx: AppContext, grant: QuotaGrant, amount = grant.granted): Promise<void> {
  if (!grant.taken) return;
  await refundUnits(ctx.db, grant.taken.key, grant.taken.day, Math.min(amount, grant.granted));
}

/** Runs counted work: one unit is taken first and given back when the work throws. */
export async function withQuota<T>(ctx: AppContext, who: QuotaHolder, use: QuotaUse, work: (grant: QuotaGrant) => Promise<T>): Promise<T> {
  const grant = await takeQuota(ctx, who, use, 1);
  try {
    return await work(grant);
  } catch (error) {
    await refundQuota(ctx, grant);
    throw error;
  }
}

async function readUsed(ctx: AppContext, key: QuotaKey, day: string): Promise<number> {
  if (key.kind === 'address') return (await readAddressCounters(ctx.db, key.ipAddress, day))[key.counter];
  if (key.kind === 'user') return (await readUserCounters(ctx.db, key.userId, day))[key.counter];
  return readWindowCounter(ctx.db, key.subject, key.counter, day);
}

/** Throws the 429 when nothing of a use remains, without taking anything: a cost guard before a
 * paid AI call whose units are then taken by the statement that stores its result. */
export async function ensureQuotaLeft(ctx: AppContext, who: QuotaHolder, use: QuotaUse): Promise<void> {
  const rule = ruleFor(ctx, who, use);
  if (rule && (await readUsed(ctx, rule.key, utcDay(ctx.clock.now()))) >= rule.limit) throw exceeded(ctx, rule.message);
}

/**
 * The names module stores a batch of names and takes the free names counter of each request in
 * one statement (quota.repo's batchedFreeNamesQuota). This is that counter's day and limit for a
 * request, or null when the requester counts elsewhere (a premium user: takeQuota beforehand).
 */
export function batchedNamesQuota(ctx: AppContext, who: QuotaHolder): { day: string; limit: number } | null {
  if (premiumUserId(who) !== null) return null;
  return { day: utcDay(ctx.clock.now()), limit: FREE_LIMIT_OF.names };
}

/** The grant the batched names statement made for a request, refundable like any other; the 429
 * when it granted nothing. */
export function batchedNamesGrant(ctx: AppContext, who: QuotaHolder, day: string, result: { granted: number; used: number | null }): QuotaGrant {
  const rule = ruleFor(ctx, who, 'names')!;
  if (result.granted === 0 || result.used === null) throw exceeded(ctx, rule.message);
  return grantOf(rule, day, { granted: result.granted, used: result.used });
}

/** /album-art-generator's final state after its download: no more generations or suggestions
 * today. A premium user's page has no such state. */
export async function exhaustFreeCustomArt(ctx: AppContext, who: QuotaHolder): Promise<void> {
  if (premiumUserId(who) !== null) return;
  await exhaustAddressCounters(ctx.db, who.ipAddress, utcDay(ctx.clock.now()), [
    { counter: 'customArt', limit: FREE_LIMIT_OF.customArt },
    { counter: 'customArtSuggestions', limit: FREE_LIMIT_OF.customArtSuggestions },
  ]);
}

const counterOf = (used: number, limit: number): QuotaCounter => ({ used: Math.min(used, limit), limit, remaining: Math.max(0, limit - used) });

/** GET /api/quota: what the requester may still do today. */
export async function quotaStatus(ctx: AppContext, who: QuotaHolder): Promise<QuotaStatusResponse> {
  const now = ctx.clock.now();
  const day = utcDay(now);
  const resetsAt = nextReset(now).resetsAt.toISOString();
  const userId = premiumUserId(who);
  if (userId !== null) {
    const used = await readUserCounters(ctx.db, userId, day);
    const names = counterOf(used.names, fairUseLimit(ctx, 'names'));
    const images = counterOf(used.images, fairUseLimit(ctx, 'images'));
    // Downloads of an image the user already has are not counted for premium: they are reported
    // as never used, with the images cap as the limit, a number the pages show like the others
    // ("100 left") rather than a special value every client would have to know.
    const downloads = counterOf(0, images.limit);
    return {
      premium: true,
      resetsAt,
      names,
      covers: images,
      coverDownloads: downloads,
      customArt: images,
      customArtSuggestions: images,
      customArtDownloads: downloads,
      texts: counterOf(used.texts, fairUseLimit(ctx, 'texts')),
    };
  }
  const used = await readAddressCounters(ctx.db, who.ipAddress, day);
  const free = (c: AddressCounter) => counterOf(used[c], FREE_LIMIT_OF[c]);
  return {
    premium: false,
    resetsAt,
    names: free('names'),
    covers: free('covers'),
    coverDownloads: free('coverDownloads'),
    customArt: free('customArt'),
    customArtSuggestions: free('customArtSuggestions'),
    customArtDownloads: free('customArtDownloads'),
    // The writing tools are premium only: a visitor has none.
    texts: counterOf(0, 0),
  };
}
