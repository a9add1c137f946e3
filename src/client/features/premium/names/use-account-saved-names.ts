// The hub's saved names: the account's list (merged with this browser's local list on the hub's
// first load), with the local list kept in step: a save goes to both, a delete leaves both. When
// the account cannot be reached (no premium plan: 403), the local list is shown on its own.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Work } from '@shared/contracts/writing';
import { toast } from '@client/components/ui/use-toast';
import { addSavedName, hasSavedName, removeSavedName, useSavedNames } from '@client/lib/saved-names';
import { useDeleteWork } from '../api/delete-work';
import { errorMessage } from '../api/error-message';
import { accountSavedNamesQueryOptions, useAddAccountSavedName } from '../api/saved-names';

export interface SavedNameItem {
  key: string;
  name: string;
  /** The account's entry; null for a name kept only in this browser (or not yet stored). */
  work: Work | null;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function useAccountSavedNames() {
  const account = useQuery(accountSavedNamesQueryOptions());
  const local = useSavedNames();
  const add = useAddAccountSavedName();
  const deleteWork = useDeleteWork();
  // Names on their way to the account, shown at the top until the server's list includes them.
  const [pending, setPending] = useState<string[]>([]);

  const stored = account.data?.map((w): SavedNameItem => ({ key: `w${w.id}`, name: w.title, work: w }));
  const items: SavedNameItem[] = stored
    ? [...pending.filter((n) => !stored.some((i) => same(i.name, n))).map((n) => ({ key: `p${n}`, name: n, work: null })), ...stored]
    : local.names.map((n) => ({ key: `l${n}`, name: n, work: null }));

  const has = (name: string) => items.some((i) => same(i.name, name)) || hasSavedName(name);

  /** Saves a name at the top of the local list and into the account; says whether it was new. */
  const save = (name: string): boolean => {
    const isNew = !has(name);
    addSavedName(name);
    if (!account.isSuccess) return isNew;
    setPending((p) => [name, ...p.filter((n) => !same(n, name))]);
    add.mutate(name, {
      onError: (err) => {
        console.warn('saving the name to the account failed', err);
        toast({ title: 'Not saved to your account', description: errorMessage(err, 'The name is saved in this browser only.'), variant: 'destructive' });
      },
      onSettled: () => setPending((p) => p.filter((n) => !same(n, name))),
    });
    return isNew;
  };

  const remove = (item: SavedNameItem) => {
    if (!item.work) {
      removeSavedName(item.name);
      return;
    }
    deleteWork.mutate(item.work, {
      onError: (err) => {
        console.warn('deleting the saved name failed', err);
        toast({ title: 'Could not delete', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
      },
    });
  };

  return {
    items,
    loading: account.isPending,
    /** Why the account's list is not shown (the local list is), if it is not. */
    accountError: account.error ? errorMessage(account.error, 'Your account’s saved names could not be loaded.') : null,
    save,
    remove,
  };
}
