// GET /api/billing/subscription: the member's plan and billing state. Shared by the premium hub
// and the test checkout page, so both read and invalidate the same cache entry.
import { queryOptions } from '@tanstack/react-query';
import { billingStatusResponseSchema, type BillingStatusResponse } from '@shared/contracts/payments';
import { apiJson } from './api';

export type { BillingStatusResponse };

function fetchBillingSubscription(): Promise<BillingStatusResponse> {
  return apiJson(billingStatusResponseSchema, 'GET', '/api/billing/subscription');
}

export function billingSubscriptionQueryOptions() {
  return queryOptions({ queryKey: ['/api/billing/subscription'] as const, queryFn: fetchBillingSubscription });
}
