// POST /api/account/delete {email}: cancels any subscription, deletes the account and its work,
// signs this browser out and e-mails a confirmation. A wrong e-mail is a 400.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';

export async function deleteAccount(email: string): Promise<void> {
  await apiRequest('POST', '/api/account/delete', { email });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
