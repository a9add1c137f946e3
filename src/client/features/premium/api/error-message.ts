// The text a toast shows for a failed premium call: the server's own message (403 "premium
// required", 429 fair-use cap, 400 validation) when it sent one, else the given fallback.
import { ApiError } from '@client/lib/api';

export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.serverMessage ?? fallback;
  return err instanceof Error && err.message ? err.message : fallback;
}
