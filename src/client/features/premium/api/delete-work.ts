// DELETE /api/premium/library/:id, applied at once to every cached list (Library lists and the
// saved names) and rolled back if the server refuses. A deleted saved name also leaves the
// browser's local list, or the next merge would bring it back.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Work } from '@shared/contracts/writing';
import { apiRequest } from '@client/lib/api';
import { removeSavedName } from '@client/lib/saved-names';
import { libraryRootKey } from './library';
import { savedNamesKey } from './saved-names';

export async function deleteWork(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/premium/library/${id}`);
}

type Snapshot = [QueryKey, Work[] | undefined][];

export function useDeleteWork() {
  const queryClient = useQueryClient();
  const lists: { queryKey: QueryKey }[] = [{ queryKey: [...libraryRootKey, 'list'] }, { queryKey: savedNamesKey }];
  return useMutation<void, unknown, Work, Snapshot>({
    mutationFn: (work) => deleteWork(work.id),
    onMutate: async (work) => {
      await Promise.all(lists.map((filter) => queryClient.cancelQueries(filter)));
      const snapshot: Snapshot = lists.flatMap((filter) => queryClient.getQueriesData<Work[]>(filter));
      for (const filter of lists) queryClient.setQueriesData<Work[]>(filter, (items) => items?.filter((w) => w.id !== work.id));
      if (work.kind === 'name') removeSavedName(work.title);
      return snapshot;
    },
    onError: (_err, _work, snapshot) => {
      for (const [key, items] of snapshot ?? []) queryClient.setQueryData(key, items);
    },
    onSuccess: (_data, work) => {
      queryClient.removeQueries({ queryKey: [...libraryRootKey, work.id] });
    },
  });
}
