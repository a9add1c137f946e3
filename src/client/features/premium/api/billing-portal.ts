import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api';
import { billingPortalResponseSchema } from '@shared/contracts/payments';

/** Opens the billing portal (Stripe's, or the local test one); the answer's url is where to go. */
export async function openBillingPortal(): Promise<{ url: string }> {
  return apiJson(billingPortalResponseSchema, 'POST', '/api/billing/portal');
}

export function useBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal });
}
