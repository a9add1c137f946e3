// One Library work, as the bio and e-mail tools use it: GET /api/premium/library/:id reopens it,
// PATCH /api/premium/library/:id {body} keeps the user's edits, DELETE removes it (a tagline).
// The tools' generations save work on the server too, so they refresh the Library's lists.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { workSchema, type Work } from '@shared/contracts/writing';
import { apiJson } from '@client/lib/api';
import { deleteWork } from './delete-work';
import { libraryRootKey, workKey } from './library';

export function fetchWork(id: number): Promise<Work> {
  return apiJson(workSchema, 'GET', `/api/premium/library/${id}`);
}

export function workQueryOptions(id: number) {
  return queryOptions({ queryKey: workKey(id), queryFn: () => fetchWork(id) });
}

/** Fetched afresh each time a tool opens it (nothing when id is undefined). */
export function useLibraryWork(id: number | undefined) {
  return useQuery({ ...workQueryOptions(id ?? 0), enabled: id != null, staleTime: 0 });
}

export function saveWorkBody({ id, body }: { id: number; body: string }): Promise<Work> {
  return apiJson(workSchema, 'PATCH', `/api/premium/library/${id}`, { body });
}

export function useSaveWorkBody() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkBody,
    onSuccess: async (work) => {
      queryClient.setQueryData(workKey(work.id), work);
      // The Library lists; the work's own entry was just set, so it is not fetched again.
      await queryClient.invalidateQueries({ queryKey: libraryRootKey, predicate: (q) => q.queryKey[1] !== work.id });
    },
  });
}

/** Deletes a work by id (a tagline card's item), then drops its entry and refreshes the lists. */
export function useDeleteWorkById() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWork,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: workKey(id) });
      await queryClient.invalidateQueries({ queryKey: libraryRootKey });
    },
  });
}

/** A mutation whose success saved new work in the Library (a bio, taglines, an e-mail): the Library's queries are refetched. */
export function useLibrarySavingMutation<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryRootKey }) });
}
