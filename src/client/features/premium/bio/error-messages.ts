// What a failed call tells the musician. The spec's generic text ('Please try again or contact
// support.') is the fallback; a 4xx the server explained (a validation message, the fair-use cap,
// a plan that is not active) is more useful, so its own words are shown instead.
import { ApiError } from '@client/lib/api';

export const GENERIC_FAILURE = 'Please try again or contact support.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** The server's message for a 4xx, without the 'field: ' prefix of a validation error. */
export function serverExplanation(err: unknown): string | undefined {
  if (!(err instanceof ApiError) || err.status < 400 || err.status >= 500) return undefined;
  if (err.status === 401) return SESSION_ENDED;
  try {
    const body = JSON.parse(err.body) as { code?: unknown; details?: unknown };
    if (body.code === 'VALIDATION_ERROR' && Array.isArray(body.details)) {
      const first = body.details[0] as { message?: unknown } | undefined;
      if (typeof first?.message === 'string' && first.message) return first.message;
    }
  } catch {
    // not our JSON error shape: fall back to the plain server message
  }
  return err.serverMessage || undefined;
}

/** The description for an error toast: the server's explanation, else the fallback text. */
export function failureDescription(err: unknown, fallback = GENERIC_FAILURE): string {
  return serverExplanation(err) ?? fallback;
}
