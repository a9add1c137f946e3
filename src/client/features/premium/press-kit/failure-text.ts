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
  const { details } = err.errorBody;
  return Array.isArray(details) ? details : undefined;
}

/** The field a failure names first ('slug', 'content.links.spotify'), from a 400's details or the message's lead. */
export function failedField(err: unknown): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const first: unknown = detailsOf(err)?.[0];
  const path = typeof first === 'object' && first !== null && 'path' in first ? first.path : undefined;
  if (typeof path === 'string' && path) return path;
  const { error } = err.errorBody;
  return typeof error === 'string' ? /^([\w.]+): [A-Z]/.exec(error)?.[1] : undefined;
}
