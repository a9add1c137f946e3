// The generated e-mail as the generator holds it: the text (with the user's saved edits), how it
// was written, its Library entry, and the request it came from (for file names and refinements).
import type { EmailRequestInput, Work } from '@shared/contracts/writing';
import { formFromStoredRequest, type EmailFormState } from './email-form-state';
import { validateEmailForm } from './email-validation';
import type { EmailVariant } from './email-variant';

export interface EmailResultState {
  email: string;
  /** null when unknown (an e-mail reopened from the Library). */
  isAIGenerated: boolean | null;
  workId: number | undefined;
  /** The request that produced it; null when a reopened work's stored request is incomplete. */
  request: EmailRequestInput | null;
}

export interface EmailGeneratorStart {
  form: EmailFormState;
  result: EmailResultState | null;
}

/** The form and result for a reopened Library work. */
export function startFromWork(work: Work, variant: EmailVariant): EmailGeneratorStart {
  const form = formFromStoredRequest(work.request, variant);
  const check = validateEmailForm(form);
  return {
    form,
    result: { email: work.body, isAIGenerated: null, workId: work.id, request: check.ok ? check.request : null },
  };
}

export function engineLabel(isAIGenerated: boolean | null): string | null {
  if (isAIGenerated == null) return null;
  return isAIGenerated ? 'AI-Generated' : 'Local (No Tokens Used)';
}
