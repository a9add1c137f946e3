import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api';
import { verifyTokenResponseSchema, type VerifyTokenResponse } from '@shared/contracts/auth';

/** Runs the sign-in link's verification and answers its JSON (the /auth-test page). Uses the token up. */
export function verifyToken(token: string): Promise<VerifyTokenResponse> {
  return apiJson(verifyTokenResponseSchema, 'GET', `/api/auth/verify?token=${encodeURIComponent(token)}&format=json`);
}

export function useVerifyToken() {
  return useMutation({ mutationFn: verifyToken });
}
