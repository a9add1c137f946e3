// Limits over a window other than an address's free day, counted by the quota's one upsert
// (quota.repo takeWindowUnits on window_counters): the contact form and the e-mail signup take 5 sends an
// hour from one address, a press kit's address changes 5 times a UTC day, and a flooded form
// tells the owner once an hour. Windows are whole UTC hours or days of the database's clock, so
// every instance agrees on where one starts whatever its own clock says.
import { DAILY_LIMIT_WORDING, FORM_LIMITS } from '@shared/catalog/limits';
import { PRESS_KIT_LIMITS } from '@shared/contracts/press-kit';
import type { AppContext } from '@server/app-context';
import { takeWindowUnits } from './quota.repo';
import { QuotaExceededError, type QuotaGrant } from './quota.service';

export type WindowUse = 'contact' | 'emailSignup' | 'pressKitSlug';
/** The site-wide once-an-hour notices of a flooded form. */
export type FloodNotice = 'contactDigest' | 'emailSignupDigest';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

interface WindowRule {
  windowMs: number;
  limit: number;
  code: string;
  message: string;
}

const RULES: Record<WindowUse, WindowRule> = {
  contact: {
    windowMs: HOUR_MS,
    limit: FORM_LIMITS.contactPerHour,
    code: 'HOURLY_LIMIT',
    message: `Too many messages: the contact form takes ${FORM_LIMITS.contactPerHour} messages an hour from one address.`,
  },
  emailSignup: {
    windowMs: HOUR_MS,
    limit: FORM_LIMITS.emailSignupPerHour,
    code: 'HOURLY_LIMIT',
    message: `Too many signups: the e-mail signup takes ${FORM_LIMITS.emailSignupPerHour} an hour from one address.`,
  },
  pressKitSlug: {
    windowMs: DAY_MS,
    limit: PRESS_KIT_LIMITS.slugChangesPerDay,
    code: 'DAILY_LIMIT',
    message: `${DAILY_LIMIT_WORDING} reached: a press kit's address can change ${PRESS_KIT_LIMITS.slugChangesPerDay} times a day.`,
  },
};

function exceeded(now: Date, windowStart: string, rule: WindowRule): QuotaExceededError {
  const resetsAt = new Date(Date.parse(windowStart) + rule.windowMs);
  const ms = resetsAt.getTime() - now.getTime();
  const inWords = ms >= HOUR_MS ? `${Math.round(ms / HOUR_MS)} h` : `${Math.max(1, Math.ceil(ms / 60_000))} min`;
  const at = resetsAt.toISOString().slice(11, 16);
  return new QuotaExceededError(`${rule.message} Please try again at ${at} UTC (in ${inWords}).`, resetsAt.toISOString(), Math.ceil(ms / 1000), rule.code);
}

/** Takes one unit of a windowed use for `subject` (an address, or `kit:<id>`); throws the 429,
 * saying when the window ends, when none is left. The grant can be refunded (refundQuota). */
export async function takeWindowQuota(ctx: AppContext, use: WindowUse, subject: string): Promise<QuotaGrant> {
  const rule = RULES[use];
  const key = { kind: 'window', subject, counter: use } as const;
  const result = await takeWindowUnits(ctx.db, { subject, counter: use, windowMs: rule.windowMs, amount: 1, limit: rule.limit, clock: ctx.clock });
  if (result.granted === 0) throw exceeded(result.now, result.windowStart, rule);
  return { granted: 1, used: result.used, limit: rule.limit, remaining: Math.max(0, rule.limit - result.used), taken: { key, day: result.windowStart } };
}

/** True for the first caller in a UTC hour, site-wide: whether this refusal is the one the owner
 * hears about. Counted like any other use, so several instances still send one notice. */
export async function firstNoticeThisHour(ctx: AppContext, notice: FloodNotice): Promise<boolean> {
  const result = await takeWindowUnits(ctx.db, { subject: '*', counter: notice, windowMs: HOUR_MS, amount: 1, limit: 1, clock: ctx.clock });
  return result.granted > 0;
}
