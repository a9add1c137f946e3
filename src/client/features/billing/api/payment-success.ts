import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api';
import { paymentSuccessResponseSchema, type PaymentSuccessResponse } from '@shared/contracts/payments';

/** Confirms a checkout with the server (which fulfils it and signs the buyer in the first time). */
export function fetchPaymentSuccess(sessionId: string): Promise<PaymentSuccessResponse> {
  return apiJson(paymentSuccessResponseSchema, 'GET', `/api/payment-success/${encodeURIComponent(sessionId)}`);
}

export function usePaymentSuccess(sessionId: string | null) {
  return useQuery({
    queryKey: ['/api/payment-success', sessionId],
    queryFn: () => fetchPaymentSuccess(sessionId!),
    enabled: !!sessionId,
  });
}
