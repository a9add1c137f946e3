// The dashboard's number formats and rate colours (premium-and-admin.md section 9). Pure, so the
// thresholds are tested once here and every tab shows them the same way.
import { SINGLE_SESSION } from '@shared/contracts/admin-data';

/** A rate as a rounded whole percentage: 4.6 -> '5%'. */
export function formatPercent(value: number): string {
  return `${Math.round(value)}%`;
}

/** How a rate reads next to the others; also the colour it is drawn in. */
export type RateTone = 'high' | 'medium' | 'low' | 'neutral';
/** The regeneration rate's own scale (section 9 colours it purple and blue). */
export type RegenerationTone = 'very-high' | 'raised' | 'normal';

function tone(value: number, high: number, medium: number): RateTone {
  const rounded = Math.round(value);
  if (rounded >= high) return 'high';
  if (rounded >= medium) return 'medium';
  return 'low';
}

/** Likes per generated name: at least 5% green, at least 2% yellow, else red. */
export const likeRateTone = (percent: number): RateTone => tone(percent, 5, 2);
/** Downloads per generated cover: at least 30% green, at least 15% yellow, else red. */
export const downloadRateTone = (percent: number): RateTone => tone(percent, 30, 15);

/** Regenerations per generated cover: at least 20% purple, at least 10% blue, else plain. */
export function regenerationRateTone(percent: number): RegenerationTone {
  const rounded = Math.round(percent);
  if (rounded >= 20) return 'very-high';
  if (rounded >= 10) return 'raised';
  return 'normal';
}

/** Colour classes: a badge with text, so colour is never the only signal. */
export const RATE_TONE_CLASS: Record<RateTone | RegenerationTone, string> = {
  high: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  medium: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  low: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  neutral: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  'very-high': 'bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-200',
  raised: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
  normal: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

/** The words a screen reader (and a colour-blind owner) gets with the colour. */
export const RATE_TONE_LABEL: Record<RateTone, string> = { high: 'good', medium: 'fair', low: 'low', neutral: '' };
export const REGENERATION_TONE_LABEL: Record<RegenerationTone, string> = { 'very-high': 'very high', raised: 'high', normal: 'normal' };

/** Whole minutes between first and last seen, or 'Single session' (section 9). */
export function formatSessionDuration(minutes: number | null): string {
  if (minutes === null || minutes <= 0) return SINGLE_SESSION;
  const whole = Math.floor(minutes);
  return `${whole} ${whole === 1 ? 'minute' : 'minutes'}`;
}

/** Dollars with 4 decimals: '$0.0123'. */
export function formatDollars(dollars: number): string {
  return `$${dollars.toFixed(4)}`;
}

/** API costs are stored in (fractional) cents and shown in dollars with 4 decimals. */
export function formatCents(cents: number): string {
  return formatDollars(cents / 100);
}

/** Money taken, from whole cents: '$1,234.50'. */
export function formatMoney(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** An ISO time as 'YYYY-MM-DD HH:MM' UTC: the same on every owner's machine, sortable by eye. */
export function formatTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)} UTC`;
}

/** The UTC day of a date, YYYY-MM-DD. */
export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export type DateRange = {
  from: string;
  to: string;
};

/** The last `days` UTC days, today included (the server's own default is 30). */
export function lastDays(today: Date, days: number): DateRange {
  const from = new Date(today.getTime() - (days - 1) * 86_400_000);
  return { from: isoDay(from), to: isoDay(today) };
}
