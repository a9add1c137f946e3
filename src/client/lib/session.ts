// Who is signed in, as the server says (GET /api/auth/me); null for anonymous visitors.
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from './api';

export interface SessionUser {
  id: number;
  email: string | null;
  isPremium: boolean;
}

export const SESSION_QUERY_KEY = ['/api/auth/me'] as const;

export function useSessionUser(): { user: SessionUser | null; isLoading: boolean } {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getQueryFn<{ user: SessionUser | null }>({ on401: 'returnNull' }),
  });
  return { user: query.data?.user ?? null, isLoading: query.isLoading };
}
