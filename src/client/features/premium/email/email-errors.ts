// Error toasts' texts (premium-and-admin.md section 8): the premium tab shows a fixed sentence, the
// e-mail writer page the server's own text.
import { ApiError } from '@client/lib/api';
import type { EmailVariant } from './email-variant';

export const GENERATION_FAILED = 'Generation Failed';
export const REFINEMENT_FAILED = 'Refinement Failed';
export const NO_REFINED_EMAIL = 'No refined email received from server';

const GENERIC = {
  generate: 'There was an error generating your email. Please try again.',
  refine: 'There was an error refining your email. Please try again.',
} as const;

/** Raised when a refinement answer carries no e-mail text. */
export class MissingRefinedEmailError extends Error {
  constructor() {
    super(NO_REFINED_EMAIL);
    this.name = 'MissingRefinedEmailError';
  }
}

export function emailErrorDescription(error: unknown, variant: EmailVariant, action: keyof typeof GENERIC): string {
  if (error instanceof MissingRefinedEmailError) return NO_REFINED_EMAIL;
  // A fair-use limit, and a refinement the writer could not act on (422, with an example of one
  // it can), are named on both pages: 'try again' would be the wrong advice for either.
  if (error instanceof ApiError && (variant === 'email-writer' || error.status === 429 || error.status === 422)) return error.serverMessage ?? error.message;
  return GENERIC[action];
}
