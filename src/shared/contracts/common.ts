// Rules every contract shares: the range of database ids and the text PostgreSQL can store.
import { z } from 'zod';

/** The reply of an endpoint that only records or acknowledges something. */
export const successResponseSchema = z.object({ success: z.literal(true) });
export const SUCCESS = { success: true as const };

/** Ids are PostgreSQL integer (int4) serials: 1 up to 2^31 - 1. */
export const DB_ID_MAX = 2 ** 31 - 1;

const ID_MESSAGE = `must be a whole number from 1 to ${DB_ID_MAX}`;

/** A row id in a JSON body: larger numbers would fail in the query instead of here. */
export const dbId = z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(DB_ID_MAX, ID_MESSAGE);

/** A row id in the address (path or query string): the text must be the number. */
export const dbIdParam = z
  .string()
  .regex(/^[0-9]{1,10}$/, ID_MESSAGE)
  .transform(Number)
  .pipe(dbId);

// In a unicode-mode pattern a surrogate pair is one code point, so only a half of a pair matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Why PostgreSQL could not store this text, or undefined when it can: text columns refuse NUL,
 * and a lone half of a surrogate pair is not Unicode at all (jsonb refuses it; text columns would
 * silently turn it into U+FFFD).
 */
export function unstorableTextReason(text: string): string | undefined {
  if (text.includes('\u0000')) return 'text must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'text must not contain unpaired surrogate characters';
  return undefined;
}

/** At most max UTF-16 units of text, never half of a surrogate pair (an emoji cut in two). */
export function sliceText(text: string, max: number): string {
  const cut = text.slice(0, max);
  return cut.length === text.length ? cut : cut.replace(/[\uD800-\uDBFF]$/, '');
}
