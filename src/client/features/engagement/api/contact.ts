// POST /api/contact.
import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@shared/contracts/engagement';
import { apiRequest } from '@client/lib/api';

export async function sendContactMessage(request: ContactRequest): Promise<void> {
  await apiRequest('POST', '/api/contact', request);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
