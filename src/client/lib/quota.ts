// What the server will still allow today (GET /api/quota). Pages show these numbers before the
// first click, so a counter never promises more than the server grants; after each action the
// page either reads the new figures from the action's answer or refetches this query.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuotaStatusResponse } from '../../shared/contracts/quota';
import { getQueryFn } from './api';

export type { QuotaCounter, QuotaStatusResponse } from '../../shared/contracts/quota';

export const QUOTA_QUERY_KEY = ['/api/quota'] as const;

/** The requester's quota; undefined while it loads or when the server could not answer. */
export function useQuota(): { quota: QuotaStatusResponse | undefined; isPending: boolean; refetch: () => void } {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: QUOTA_QUERY_KEY,
    queryFn: getQueryFn<QuotaStatusResponse>({ on401: 'throw' }),
    // Counters change with every action, on this page or another tab: read them afresh on mount.
    staleTime: 0,
  });
  return {
    quota: query.data ?? undefined,
    isPending: query.isPending,
    refetch: () => void queryClient.invalidateQueries({ queryKey: QUOTA_QUERY_KEY }),
  };
}
