import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api';
import { billingStatusResponseSchema, type BillingStatusResponse } from '../../../../shared/contracts/payments';

export function fetchBillingStatus(): Promise<BillingStatusResponse> {
  return apiJson(billingStatusResponseSchema, 'GET', '/api/billing/subscription');
}

export function useBillingStatus(enabled = true) {
  return useQuery({ queryKey: ['/api/billing/subscription'], queryFn: fetchBillingStatus, enabled });
}
