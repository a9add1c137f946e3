import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api';
import { billingStatusResponseSchema, type BillingStatusResponse } from '../../../../shared/contracts/payments';

/** The member's plan and billing state, for the hub's billing panel. */
export function fetchPremiumBilling(): Promise<BillingStatusResponse> {
  return apiJson(billingStatusResponseSchema, 'GET', '/api/billing/subscription');
}

export function usePremiumBilling(enabled: boolean) {
  return useQuery({ queryKey: ['/api/billing/subscription'], queryFn: fetchPremiumBilling, enabled, staleTime: 0 });
}
