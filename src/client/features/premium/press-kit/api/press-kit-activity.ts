// Who looked at the kit: GET /api/premium/press-kit/activity (per day, per source, and each
// tracked link with when it was opened and what came of it); making and deleting tracked links.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pressKitActivitySchema, type PressKitActivity } from '@shared/contracts/press-kit';
import { apiJson } from '@client/lib/api';

export const activityKey = ['/api/premium/press-kit/activity'] as const;

export function fetchActivity(): Promise<PressKitActivity> {
  return apiJson(pressKitActivitySchema, 'GET', '/api/premium/press-kit/activity');
}

/** Fetched afresh each time the tab opens: someone may have looked since. */
export function useActivity(enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: activityKey, queryFn: fetchActivity }), staleTime: 0, enabled });
}

function useActivityMutation<T>(fn: (input: T) => Promise<PressKitActivity>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: (activity) => queryClient.setQueryData(activityKey, activity) });
}

export const useCreateTrackedLink = () => useActivityMutation((label: string) => apiJson(pressKitActivitySchema, 'POST', '/api/premium/press-kit/tracked-links', { label }));
export const useDeleteTrackedLink = () => useActivityMutation((id: number) => apiJson(pressKitActivitySchema, 'DELETE', `/api/premium/press-kit/tracked-links/${id}`));
