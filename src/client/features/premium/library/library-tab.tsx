// The Library tab: everything the account keeps (saved names, bios, taglines, e-mails), newest
// first, filtered by kind; a bio or e-mail opens in its tool, a name or tagline is copied.
import { useState } from 'react';
import type { Work, WorkKind } from '@shared/contracts/writing';
import { toast } from '@client/components/ui/use-toast';
import { copyText } from '@client/lib/clipboard';
import { cn } from '@client/lib/cn';
import { useDeleteWork } from '../api/delete-work';
import { errorMessage } from '../api/error-message';
import { useLibrary } from '../api/library';
import { LibraryItem } from './library-item';
import { KIND_LABEL, LIBRARY_FILTERS } from './work-kinds';

export function LibraryTab({ onOpenWork }: { onOpenWork: (tool: 'bio' | 'email', workId: number) => void }) {
  const [kind, setKind] = useState<WorkKind | 'all'>('all');
  const library = useLibrary(kind === 'all' ? undefined : kind);
  const deleteWork = useDeleteWork();

  const open = async (work: Work) => {
    if (work.kind === 'bio' || work.kind === 'email') {
      onOpenWork(work.kind, work.id);
      return;
    }
    const text = work.kind === 'name' ? work.title : work.body;
    if (await copyText(text)) toast({ title: 'Copied!', description: `"${text}" is on your clipboard.`, variant: 'success' });
    else toast({ title: 'Copy Failed', description: 'Could not copy to clipboard.', variant: 'destructive' });
  };

  const remove = (work: Work) =>
    deleteWork.mutate(work, {
      onSuccess: () => toast({ title: 'Deleted', description: `The ${KIND_LABEL[work.kind].toLowerCase()} "${work.title}" was deleted.` }),
      onError: (err) => {
        console.warn('deleting a library item failed', err);
        toast({ title: 'Could not delete', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
      },
    });

  const items = library.data ?? [];
  return (
    <section aria-labelledby="library-heading" data-testid="library">
      <h2 id="library-heading" className="text-xl font-bold">
        Your library
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Everything you make is kept in your account, newest first, on any device you sign in on.</p>
      <div role="group" aria-label="Show" className="mt-4 flex flex-wrap gap-2" data-testid="library-filter">
        {LIBRARY_FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={kind === f.value}
            onClick={() => setKind(f.value)}
            className={cn(
              'rounded-full border px-3 py-1.5 text-sm font-medium',
              kind === f.value ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 hover:border-brand-500 dark:border-slate-700',
            )}
          >
            {f.label}
          </button>
        ))}
      </div>
      <div aria-live="polite" className="mt-5">
        {library.isPending ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            Loading your library...
          </p>
        ) : library.error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errorMessage(library.error, 'Your library could not be loaded. Please try again.')}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="library-empty">
            Nothing here yet: names you copy, and the bios, taglines and e-mails you generate, are kept here.
          </p>
        ) : (
          <ul className="grid gap-3" data-testid="library-list">
            {items.map((work) => (
              <LibraryItem key={work.id} work={work} onOpen={(w) => void open(w)} onDelete={remove} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
