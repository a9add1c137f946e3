import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api';
import { redirectResponseSchema, type RedirectResponse } from '@shared/contracts/payments';

/** The local billing portal's cancel (test mode only). */
export function cancelTestSubscription(): Promise<RedirectResponse> {
  return apiJson(redirectResponseSchema, 'POST', '/api/test-checkout/subscription/cancel');
}

export function useCancelTestSubscription() {
  return useMutation({ mutationFn: cancelTestSubscription });
}
