// GET /api/premium/library[?kind=...]: the premium user's kept work, newest first. Every Library
// query starts with libraryRootKey (lists here, one work as [root, id] in the bio and e-mail
// tools), so the tools' one invalidation after a save refreshes these lists too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryResponseSchema, type Work, type WorkKind } from '@shared/contracts/writing';
import { apiJson } from '@client/lib/api';

export const libraryRootKey = ['/api/premium/library'] as const;

/** One work's query key (library-work.ts). */
export const workKey = (id: number) => [...libraryRootKey, id] as const;

export function fetchLibrary(kind?: WorkKind): Promise<Work[]> {
  const url = kind ? `/api/premium/library?kind=${kind}` : '/api/premium/library';
  return apiJson(libraryResponseSchema, 'GET', url).then((r) => r.items);
}

export function libraryQueryOptions(kind?: WorkKind) {
  return queryOptions({ queryKey: [...libraryRootKey, 'list', kind ?? 'all'] as const, queryFn: () => fetchLibrary(kind) });
}

/** Refetched whenever the Library tab opens: the other tabs add work to it. */
export function useLibrary(kind?: WorkKind) {
  return useQuery({ ...libraryQueryOptions(kind), staleTime: 0 });
}
