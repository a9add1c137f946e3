// POST /api/premium/saved-names: adds the names the account lacks and answers with all of the
// account's saved names, newest first. The hub's first call sends the browser's local list, so
// names saved in the free area join the account.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryResponseSchema, SAVED_NAMES_MAX, type Work } from '@shared/contracts/writing';
import { apiJson } from '@client/lib/api';
import { readSavedNames } from '@client/lib/saved-names';
import { libraryRootKey } from './library';

export const savedNamesKey = ['/api/premium/saved-names'] as const;

/** What the contract accepts: trimmed, not blank, at most 255 characters, at most 500 at a time. */
function sendable(names: string[]): string[] {
  return names
    .map((n) => n.trim())
    .filter((n) => n.length > 0 && n.length <= 255)
    .slice(0, SAVED_NAMES_MAX);
}

export function mergeSavedNames(names: string[]): Promise<Work[]> {
  return apiJson(libraryResponseSchema, 'POST', '/api/premium/saved-names', { names: sendable(names) }).then((r) => r.items);
}

/** Loaded once per sign-in (the cache is cleared on sign-out): merges the local list, then lists. */
export function accountSavedNamesQueryOptions() {
  return queryOptions({ queryKey: savedNamesKey, queryFn: () => mergeSavedNames(readSavedNames()) });
}

export function useAddAccountSavedName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => mergeSavedNames([name]),
    onSuccess: (items) => {
      queryClient.setQueryData(savedNamesKey, items);
      void queryClient.invalidateQueries({ queryKey: libraryRootKey });
    },
  });
}
