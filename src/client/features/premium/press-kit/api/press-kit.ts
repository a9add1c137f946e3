// GET /api/premium/press-kit: the account's press kit, or null before its first save. Kept apart
// from the kit's changes (press-kit-actions.ts) because the e-mail writer reads it too, to offer
// the published page as one of the band's links, and should load no more than this.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pressKitResponseSchema, type PressKit } from '@shared/contracts/press-kit';
import { apiJson } from '@client/lib/api';

export const pressKitKey = ['/api/premium/press-kit'] as const;

export function fetchPressKit(): Promise<PressKit | null> {
  return apiJson(pressKitResponseSchema, 'GET', '/api/premium/press-kit').then((r) => r.kit);
}

export function pressKitQueryOptions() {
  return queryOptions({ queryKey: pressKitKey, queryFn: fetchPressKit });
}

/** Fetched afresh when a tool opens: the kit may have been published or taken down since. */
export function usePressKit() {
  return useQuery({ ...pressKitQueryOptions(), staleTime: 0 });
}

/** The published page's address, or null while there is none to share (draft, offline, no kit). */
export function usePublishedPressKitUrl(): string | null {
  const kit = useQuery({ ...pressKitQueryOptions(), staleTime: 0 }).data;
  return kit?.state === 'published' ? kit.pageUrl : null;
}
