// The admin session (premium-and-admin.md sections 4 and 5): the server decides who is signed in.
// Nothing is kept in the browser but the httpOnly cookie the server sets.
import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminSessionResponseSchema, type AdminSessionResponse } from '@shared/contracts/admin';
import { successResponseSchema } from '@shared/contracts/common';
import { ApiError, apiJson } from '@client/lib/api';
import { ADMIN_QUERY_ROOT } from './admin-query';

const SESSION_KEY = [ADMIN_QUERY_ROOT, 'session'] as const;

/** The session or null: 401 means signed out, not a failure. */
async function fetchAdminSession(): Promise<AdminSessionResponse | null> {
  try {
    return await apiJson(adminSessionResponseSchema, 'GET', '/api/admin/session');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function adminSessionQueryOptions() {
  return queryOptions({ queryKey: SESSION_KEY, queryFn: fetchAdminSession });
}

export function useAdminSession() {
  return useQuery(adminSessionQueryOptions());
}

/** Drops every admin answer (personal data) and shows the login card. */
export function useSignedOut(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    // The session entry stays (set to null): the page observes it, and a removed entry would
    // leave the page watching a query nobody updates.
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT], predicate: (q) => q.queryKey[1] !== SESSION_KEY[1] });
    queryClient.setQueryData(SESSION_KEY, null);
  }, [queryClient]);
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiJson(adminSessionResponseSchema, 'POST', '/api/admin/login', { password }),
    onSuccess: (session) => queryClient.setQueryData(SESSION_KEY, session),
  });
}

export function useAdminLogout() {
  const signedOut = useSignedOut();
  return useMutation({
    mutationFn: () => apiJson(successResponseSchema, 'POST', '/api/admin/logout'),
    // Signed out either way: a failed logout leaves a session the server ends at its idle timeout.
    onSettled: signedOut,
  });
}
