import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';
import { forgetAccountInBrowser } from '@client/lib/forget-account';

export async function signOut(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOut, onSuccess: () => forgetAccountInBrowser(queryClient) });
}
