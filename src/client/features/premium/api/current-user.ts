import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api';
import { meResponseSchema, type MeResponse } from '../../../../shared/contracts/auth';

/** Who the session cookie says is signed in (null when nobody is). */
export function fetchCurrentUser(): Promise<MeResponse> {
  return apiJson(meResponseSchema, 'GET', '/api/auth/me');
}

export function useCurrentUser() {
  return useQuery({ queryKey: ['/api/auth/me'], queryFn: fetchCurrentUser, staleTime: 0 });
}
