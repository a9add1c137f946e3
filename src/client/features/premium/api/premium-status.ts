import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api';
import { premiumStatusResponseSchema, type PremiumStatusResponse } from '@shared/contracts/auth';

/** The hub's status check: the server answers only for the signed-in user's own id. */
export function fetchPremiumStatus(userId: number): Promise<PremiumStatusResponse> {
  return apiJson(premiumStatusResponseSchema, 'GET', `/api/auth/premium-status/${userId}`);
}

export function usePremiumStatus(userId: number | undefined) {
  return useQuery({ queryKey: ['/api/auth/premium-status', userId], queryFn: () => fetchPremiumStatus(userId!), enabled: userId != null, staleTime: 0 });
}
