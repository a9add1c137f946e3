// GET /api/premium/library[?kind=...][&cursor=...]: the premium user's kept work, newest first, a
// page at a time (the Library tab pages on; the tools read the first page). Every Library
// query starts with libraryRootKey (lists here, one work as [root, id] in the bio and e-mail
// tools), so the tools' one invalidation after a save refreshes these lists too.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { libraryPageResponseSchema, type LibraryPage, type Work, type WorkKind } from '@shared/contracts/writing';
import { apiJson } from '@client/lib/api';

export const libraryRootKey = ['/api/premium/library'] as const;

/** One work's query key (library-work.ts). */
export const workKey = (id: number) => [...libraryRootKey, id] as const;

function fetchLibraryPage(kind: WorkKind | undefined, cursor: string | null): Promise<LibraryPage> {
  const params = new URLSearchParams();
  if (kind) params.set('kind', kind);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiJson(libraryPageResponseSchema, 'GET', `/api/premium/library${query ? `?${query}` : ''}`);
}

/** The newest page of the account's work (of one kind). */
export function fetchLibrary(kind?: WorkKind): Promise<Work[]> {
  return fetchLibraryPage(kind, null).then((r) => r.items);
}

export function libraryQueryOptions(kind?: WorkKind) {
  return queryOptions({ queryKey: [...libraryRootKey, 'list', kind ?? 'all'] as const, queryFn: () => fetchLibrary(kind) });
}

/** Refetched whenever the Library tab opens: the other tabs add work to it. */
export function useLibrary(kind?: WorkKind) {
  return useQuery({ ...libraryQueryOptions(kind), staleTime: 0 });
}

/** The Library tab's list: page after page, as the user asks for more. */
export function useLibraryPages(kind?: WorkKind) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: [...libraryRootKey, 'pages', kind ?? 'all'] as const,
      queryFn: ({ pageParam }) => fetchLibraryPage(kind, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
    staleTime: 0,
  });
}
