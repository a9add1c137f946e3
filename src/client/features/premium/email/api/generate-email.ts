// POST /api/generate-professional-email: a new e-mail, or a refinement of the current one
// (isRefinement with originalEmail, suggestedEdits and the workId it replaces in the Library).
import { apiJson, apiRequest } from '@client/lib/api';
import { emailResponseSchema, type EmailRequestInput, type EmailResponse } from '@shared/contracts/writing';
import { useLibrarySavingMutation } from '@client/features/premium/api/library-work';
import { MissingRefinedEmailError } from '../email-errors';

const ENDPOINT = '/api/generate-professional-email';

export function generateEmail(request: EmailRequestInput): Promise<EmailResponse> {
  return apiJson(emailResponseSchema, 'POST', ENDPOINT, { ...request, isRefinement: false });
}

export interface RefineEmailInput {
  request: EmailRequestInput;
  originalEmail: string;
  suggestedEdits: string;
  workId?: number;
}

/** An answer without e-mail text is its own error ('No refined email received from server'). */
export async function refineEmail({ request, originalEmail, suggestedEdits, workId }: RefineEmailInput): Promise<EmailResponse> {
  const res = await apiRequest('POST', ENDPOINT, { ...request, isRefinement: true, originalEmail, suggestedEdits, workId });
  const parsed = emailResponseSchema.safeParse(await res.json().catch(() => null));
  if (!parsed.success || !parsed.data.email.trim()) throw new MissingRefinedEmailError();
  return parsed.data;
}

/** Both save a Library entry on the server, so the Library's lists are refetched afterwards. */
export const useGenerateEmail = () => useLibrarySavingMutation(generateEmail);
export const useRefineEmail = () => useLibrarySavingMutation(refineEmail);
