import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api';
import { verifyPremiumEmailResponseSchema, type VerifyPremiumEmailResponse } from '@shared/contracts/auth';

/** Asks for a sign-in link; success false means the address holds no premium plan. */
export function verifyPremiumEmail(email: string): Promise<VerifyPremiumEmailResponse> {
  return apiJson(verifyPremiumEmailResponseSchema, 'POST', '/api/auth/verify-premium-email', { email });
}

export function useVerifyPremiumEmail() {
  return useMutation({ mutationFn: verifyPremiumEmail });
}
