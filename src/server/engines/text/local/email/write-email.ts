// The local outreach e-mail writer: the signatures the engine and routes rely on.
import type { EmailRequest } from '@shared/contracts/writing';
import type { Rng } from '@server/lib/random';
import { composeEmail } from './compose-email';
import { refineText } from './refine-email';

/** A new e-mail: first line 'Subject: ...', a blank line, then the body. */
export function writeEmail(request: EmailRequest, rng: Rng): string {
  return composeEmail(request, rng);
}

/** request.originalEmail changed as request.suggestedEdits asks, the rest kept. */
export function refineEmail(request: EmailRequest, rng: Rng): string {
  return refineText(request, rng);
}
