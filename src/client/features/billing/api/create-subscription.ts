import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@client/lib/api';
import { createSubscriptionResponseSchema, type CreateSubscriptionBody, type CreateSubscriptionResponse } from '@shared/contracts/payments';

/** Starts a checkout for a plan; the answer's sessionUrl is where the browser goes next. */
export function createSubscription(body: CreateSubscriptionBody): Promise<CreateSubscriptionResponse> {
  return apiJson(createSubscriptionResponseSchema, 'POST', '/api/create-subscription', body);
}

export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}
