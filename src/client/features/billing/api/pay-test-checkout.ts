import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api';
import { redirectResponseSchema, type RedirectResponse, type TestCheckoutCompleteBody } from '@shared/contracts/payments';

/** 'Pays' a local test checkout; the answer says where the provider would send the buyer. */
export function payTestCheckout(id: string, body: TestCheckoutCompleteBody): Promise<RedirectResponse> {
  return apiJson(redirectResponseSchema, 'POST', `/api/test-checkout/sessions/${encodeURIComponent(id)}/pay`, body);
}

export function usePayTestCheckout() {
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: TestCheckoutCompleteBody }) => payTestCheckout(id, body) });
}
