import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api';
import { redirectResponseSchema, type RedirectResponse } from '@shared/contracts/payments';

export function cancelTestCheckout(id: string): Promise<RedirectResponse> {
  return apiJson(redirectResponseSchema, 'POST', `/api/test-checkout/sessions/${encodeURIComponent(id)}/cancel`);
}

export function useCancelTestCheckout() {
  return useMutation({ mutationFn: cancelTestCheckout });
}
