// Who is signed in, as the server says (GET /api/auth/me); null for anonymous visitors.
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from './api';

export interface SessionUser {
  id: number;
  email: string | null;
  isPremium: boolean;
}

export const SESSION_QUERY_KEY = ['/api/auth/me'] as const;

export function useSessionUser(): {
  user: SessionUser | null;
  isLoading: boolean;
  /** False until the server has answered (also on a prerendered page): offers to upgrade wait for
   * it, so a paying user never sees one flash by. */
  known: boolean;
} {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getQueryFn<{ user: SessionUser | null }>({ on401: 'returnNull' }),
  });
  return { user: query.data?.user ?? null, isLoading: query.isLoading, known: !query.isPending };
}

/** True once the server has said the visitor is not a paying user: the only time to offer premium. */
export function useShowUpsell(): boolean {
  const { user, known } = useSessionUser();
  return known && !user?.isPremium;
}
