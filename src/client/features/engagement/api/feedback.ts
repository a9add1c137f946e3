// POST /api/user-feedback (types only from the contract: zod stays out of the client chunks).
import { useMutation } from '@tanstack/react-query';
import type { UserFeedbackRequest } from '@shared/contracts/engagement';
import { apiRequest } from '@client/lib/api';

export async function submitFeedback(request: UserFeedbackRequest): Promise<void> {
  await apiRequest('POST', '/api/user-feedback', request);
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
