// POST /api/email-signup: answers { message } (also for an address already on the list).
import { useMutation } from '@tanstack/react-query';
import type { EmailSignupRequest, EmailSignupResponse } from '@shared/contracts/engagement';
import { apiRequest } from '@client/lib/api';

export async function signUpForEmail(request: EmailSignupRequest): Promise<EmailSignupResponse> {
  return (await apiRequest('POST', '/api/email-signup', request)).json();
}

export function useEmailSignup() {
  return useMutation({ mutationFn: signUpForEmail });
}
