// GET /api/payment-success/:sessionId, for /success and for /premium?success=true&session_id=...:
// the server confirms (and fulfils) the checkout and may sign this browser in. The answer is handed
// over only after the session has been fetched again, so the next page ('Continue to Premium
// Features', or the hub itself) never decides on the signed-out session it had before.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentSuccessResponseSchema, type PaymentSuccessResponse } from '@shared/contracts/payments';
import { apiJson } from './api';
import { refreshSession, sessionQueryOptions } from './session';

export function fetchCheckoutConfirmation(sessionId: string): Promise<PaymentSuccessResponse> {
  return apiJson(paymentSuccessResponseSchema, 'GET', `/api/payment-success/${encodeURIComponent(sessionId)}`);
}

export function useCheckoutConfirmation(sessionId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['/api/payment-success', sessionId],
    queryFn: async () => {
      const payment = await fetchCheckoutConfirmation(sessionId!);
      // Into the session store and the query cache alike, whether or not a page watches the latter.
      if (payment.signedIn) queryClient.setQueryData(sessionQueryOptions().queryKey, await refreshSession());
      return payment;
    },
    enabled: !!sessionId,
    // One confirmation per visit: a refetch on focus would only ask the provider again.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
