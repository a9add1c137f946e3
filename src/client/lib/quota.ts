// What the server will still allow today (GET /api/quota). Pages show these numbers before the
// first click, so a counter never promises more than the server grants; after each action the
// page either reads the new figures from the action's answer or refetches this query.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuotaStatusResponse } from '@shared/contracts/quota';
import { apiRequest } from './api';

export type { QuotaCounter, QuotaStatusResponse } from '@shared/contracts/quota';

/** The one set of query options for GET /api/quota. The contract's type only: no zod on the home page. */
export function quotaQueryOptions() {
  return queryOptions({
    queryKey: ['/api/quota'] as const,
    queryFn: async () => (await (await apiRequest('GET', '/api/quota')).json()) as QuotaStatusResponse,
    // Counters change with every action, on this page or another tab: read them afresh on mount.
    staleTime: 0,
  });
}

/** The requester's quota; undefined while it loads or when the server could not answer. */
export function useQuota(): { quota: QuotaStatusResponse | undefined; isPending: boolean; refetch: () => void } {
  const queryClient = useQueryClient();
  const query = useQuery(quotaQueryOptions());
  return {
    quota: query.data,
    isPending: query.isPending,
    refetch: () => void queryClient.invalidateQueries({ queryKey: quotaQueryOptions().queryKey }),
  };
}
