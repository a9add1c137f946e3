// What a failed press kit call tells the user: the server's own explanation (a validation
// message, the fair-use cap, an address that is taken) without the field name some of them lead
// with ('slug: The address /b/x is taken…'), since the message already sits by its field.
import { ApiError } from '@client/lib/api';
import { failureDescription } from '@client/features/premium/bio/error-messages';

export function kitFailure(err: unknown, fallback?: string): string {
  return failureDescription(err, fallback).replace(/^[\w.]+: (?=[A-Z])/, '');
}

/** A 400's list of { path, message }, when the server sent one. */
export function detailsOf(err: unknown): unknown[] | undefined {
  if (!(err instanceof ApiError)) return undefined;
  try {
    const { details } = JSON.parse(err.body) as { details?: unknown };
    return Array.isArray(details) ? details : undefined;
  } catch {
    return undefined;
  }
}

/** The field a failure names first ('slug', 'content.links.spotify'), from a 400's details or the message's lead. */
export function failedField(err: unknown): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  try {
    const body = JSON.parse(err.body) as { error?: unknown; details?: { path?: unknown }[] };
    const path = body.details?.[0]?.path;
    if (typeof path === 'string' && path) return path;
    const lead = typeof body.error === 'string' ? /^([\w.]+): [A-Z]/.exec(body.error) : null;
    return lead?.[1];
  } catch {
    return undefined;
  }
}
