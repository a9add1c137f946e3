// Dates as an e-mail writes them ("Saturday 14 March 2027", weekday computed in UTC), and dates
// found in free text, so a refinement can move the one the e-mail is about.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

interface DayParts {
  year: number;
  month: number; // 1-12
  day: number;
}

function partsOf(iso: string): DayParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDay(parts) ? parts : null;
}

function isRealDay({ year, month, day }: DayParts): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function toIso({ year, month, day }: DayParts): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** "2027-03-14" → "Sunday 14 March 2027"; '' for a blank or invalid date. */
export function formatEventDate(iso: string): string {
  const parts = partsOf(iso);
  if (!parts) return '';
  const weekday = WEEKDAYS[new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay()] ?? '';
  return `${weekday} ${parts.day} ${MONTHS[parts.month - 1] ?? ''} ${parts.year}`;
}

/** "14 March 2027", without the weekday. */
export function formatDayMonthYear(iso: string): string {
  const parts = partsOf(iso);
  return parts ? `${parts.day} ${MONTHS[parts.month - 1] ?? ''} ${parts.year}` : '';
}

const MONTH_WORD = '(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\\.?';
const WEEKDAY_WORD = '(?:(?:Mon|Tues|Tue|Wednes|Wed|Thurs|Thu|Fri|Satur|Sat|Sun)(?:day)?,?\\s+(?:the\\s+)?)?';
const DAY_FIRST = new RegExp(`\\b${WEEKDAY_WORD}(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+${MONTH_WORD}(?:,?\\s+(\\d{4}))?\\b`, 'gi');
const MONTH_FIRST = new RegExp(`\\b${WEEKDAY_WORD}${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`, 'gi');
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/g;

export interface FoundDate {
  index: number;
  text: string;
  day: number;
  month: number;
  /** Missing when the text gave no year. */
  year: number | null;
  hasWeekday: boolean;
}

function monthNumber(word: string): number {
  const key = word.slice(0, 3).toLowerCase();
  return MONTHS.findIndex((m) => m.slice(0, 3).toLowerCase() === key) + 1;
}

/** Every date written in the text, in order, non-overlapping. */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  const add = (index: number, matched: string, day: number, month: number, year: number | null) => {
    if (month < 1 || day < 1 || day > 31) return;
    if (year !== null && !isRealDay({ year, month, day })) return;
    if (found.some((f) => index < f.index + f.text.length && f.index < index + matched.length)) return;
    found.push({ index, text: matched, day, month, year, hasWeekday: /^[A-Za-z]+day\b|^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/i.test(matched) && !/^\d/.test(matched) });
  };
  for (const m of text.matchAll(ISO)) add(m.index, m[0], Number(m[3]), Number(m[2]), Number(m[1]));
  for (const m of text.matchAll(DAY_FIRST)) add(m.index, m[0], Number(m[1]), monthNumber(m[2] ?? ''), m[3] ? Number(m[3]) : null);
  for (const m of text.matchAll(MONTH_FIRST)) add(m.index, m[0], Number(m[2]), monthNumber(m[1] ?? ''), m[3] ? Number(m[3]) : null);
  return found.sort((a, b) => a.index - b.index);
}

/** The first date in an instruction as YYYY-MM-DD; a date without a year takes `fallbackYear`. */
export function dateInText(text: string, fallbackYear: number | null): string | null {
  for (const found of findDates(text)) {
    const year = found.year ?? fallbackYear;
    if (year === null) continue;
    const parts = { year, month: found.month, day: found.day };
    if (isRealDay(parts)) return toIso(parts);
  }
  return null;
}

/** Whether a found date is the given day (a date without a year matches on day and month). */
export function isSameDay(found: FoundDate, iso: string): boolean {
  const parts = partsOf(iso);
  if (!parts) return false;
  return found.day === parts.day && found.month === parts.month && (found.year === null || found.year === parts.year);
}

export function yearOf(iso: string): number | null {
  return partsOf(iso)?.year ?? null;
}
