// GET /api/payment-success/:sessionId for /premium?success=true&session_id=...: the server
// confirms (and fulfils) the checkout, and may sign this browser in; the answer is handed over
// only after the session has been fetched again, so the hub never decides on the old session.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentSuccessResponseSchema, type PaymentSuccessResponse } from '@shared/contracts/payments';
import { apiJson } from '@client/lib/api';
import { sessionQueryOptions } from '@client/lib/session';

export function fetchPaymentConfirmation(sessionId: string): Promise<PaymentSuccessResponse> {
  return apiJson(paymentSuccessResponseSchema, 'GET', `/api/payment-success/${encodeURIComponent(sessionId)}`);
}

export function useCheckoutConfirmation(sessionId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['/api/payment-success', sessionId, 'hub'],
    queryFn: async () => {
      const payment = await fetchPaymentConfirmation(sessionId!);
      if (payment.signedIn) await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
      return payment;
    },
    enabled: !!sessionId,
  });
}
