import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api';
import { testCheckoutSessionSchema, type TestCheckoutSession } from '@shared/contracts/payments';

export function fetchTestCheckoutSession(id: string): Promise<TestCheckoutSession> {
  return apiJson(testCheckoutSessionSchema, 'GET', `/api/test-checkout/sessions/${encodeURIComponent(id)}`);
}

export function useTestCheckoutSession(id: string | null) {
  return useQuery({ queryKey: ['/api/test-checkout/sessions', id], queryFn: () => fetchTestCheckoutSession(id!), enabled: !!id });
}
