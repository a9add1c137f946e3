// No zod here: the tip modal may sit on the home page, whose first load must stay small.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';
import type { CreateTipBody, CreateTipResponse } from '@shared/contracts/payments';

/** Starts a tip checkout; the answer's url is the provider's checkout page. */
export async function createTipPayment(body: CreateTipBody): Promise<CreateTipResponse> {
  const res = await apiRequest('POST', '/api/create-tip-payment', body);
  const data = (await res.json()) as Partial<CreateTipResponse>;
  if (typeof data.url !== 'string' || typeof data.sessionId !== 'string') throw new Error('The tip payment answer has no checkout address');
  return { sessionId: data.sessionId, url: data.url };
}

export function useCreateTipPayment() {
  return useMutation({ mutationFn: createTipPayment });
}
