// Who is signed in, as the server says (GET /api/auth/me); null for anonymous visitors. The one set
// of query options for that call lives here, so every caller shares one cache entry of one shape.
// The header and home page load it, so it uses the contract's type only and no zod parse: zod
// stays out of the first-load script.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse, SessionUserView } from '@shared/contracts/auth';
import { apiRequest } from './api';

export type SessionUser = SessionUserView;

/** The route is open to everyone and answers { user: null } without a session, never 401. */
async function fetchSession(): Promise<MeResponse> {
  return (await (await apiRequest('GET', '/api/auth/me')).json()) as MeResponse;
}

export function sessionQueryOptions() {
  return queryOptions({ queryKey: ['/api/auth/me'] as const, queryFn: fetchSession });
}

export function useSessionUser(): {
  user: SessionUser | null;
  isLoading: boolean;
  /** False until the server has answered (also on a prerendered page): offers to upgrade wait for
   * it, so a paying user never sees one flash by. */
  known: boolean;
} {
  const query = useQuery(sessionQueryOptions());
  return { user: query.data?.user ?? null, isLoading: query.isLoading, known: !query.isPending };
}

/** True once the server has said the visitor is not a paying user: the only time to offer premium. */
export function useShowUpsell(): boolean {
  const { user, known } = useSessionUser();
  return known && !user?.isPremium;
}
