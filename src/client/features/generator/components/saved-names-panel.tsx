// The saved names list: download as text, remove one, or clear all; clearing offers Undo in its
// toast, so one stray tap never loses a list.
import { Suspense } from 'react';
import { Download, Trash2, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { dismissToast, toast } from '@client/components/ui/use-toast';
import { saveText } from '@client/lib/download';
import { trackNameDownload } from '../api/tracking';
import { useSavedNames } from '@client/lib/saved-names';
import { lazyWithQuery } from '@client/lib/lazy-with-query';

// Each name's "Is it taken?" mark loads after the page: the home page's first load is nearly full.
const SavedNameMark = lazyWithQuery(() => import('@client/lib/taken-check').then((m) => m.SavedNameMark));

/** Long enough to notice the mistake and reach the Undo button. */
const UNDO_TOAST_MS = 10_000;

export function SavedNamesPanel() {
  const { names, remove, clear, restore } = useSavedNames();
  if (names.length === 0) return null;
  const download = () => {
    saveText(names.join('\n') + '\n', 'my-band-names.txt');
    trackNameDownload(names);
    toast({ title: 'Downloaded', description: `${names.length} saved name${names.length === 1 ? '' : 's'} saved as my-band-names.txt`, variant: 'success' });
  };
  const clearAll = () => {
    const previous = clear();
    const shown = toast({
      title: 'Cleared',
      description: 'Your saved names list is empty.',
      duration: UNDO_TOAST_MS,
      action: (
        <button
          type="button"
          className="mt-1 justify-self-start rounded-md border border-current px-3 py-1 text-sm font-semibold"
          onClick={() => {
            restore(previous);
            dismissToast(shown.id);
            toast({ title: 'Restored', description: `${previous.length} saved name${previous.length === 1 ? '' : 's'} are back.`, variant: 'success' });
          }}
        >
          Undo
        </button>
      ),
    });
  };
  return (
    <section aria-labelledby="saved-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900" data-testid="saved-names">
      {/* Wraps on a narrow screen: the buttons move under the heading instead of squeezing it. */}
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-2">
        <h2 id="saved-heading" className="whitespace-nowrap text-lg font-bold">
          Saved names <span className="text-sm font-normal text-slate-600 dark:text-slate-400">({names.length})</span>
        </h2>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" size="sm" onClick={download}>
            <Download className="h-4 w-4" aria-hidden /> Download
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={clearAll}
          >
            <Trash2 className="h-4 w-4" aria-hidden /> Clear
          </Button>
        </div>
      </div>
      <ul className="mt-3 h-64 space-y-1 overflow-y-auto pr-1">
        {names.map((name) => (
          <li key={name} className="flex items-center justify-between gap-2 rounded-lg px-2 py-1.5 hover:bg-slate-100 dark:hover:bg-slate-800">
            <span className="min-w-0 flex-1 font-medium">{name}</span>
            <Suspense fallback={null}>
              <SavedNameMark names={names} name={name} />
            </Suspense>
            <button
              type="button"
              aria-label={`Remove ${name}`}
              className="rounded p-1 text-slate-600 hover:text-red-600 dark:text-slate-400"
              onClick={() => {
                remove(name);
                toast({ title: 'Removed', description: `${name} was removed from your saved names.` });
              }}
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
