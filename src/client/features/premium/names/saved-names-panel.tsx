// The account's saved names beside the generator: newest first, delete one, download as text.
import { Download, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { saveText } from '@client/lib/download';
import { SavedNameCheck, TakenMark, useTakenChecks } from '@client/lib/taken-check';
import type { SavedNameItem } from './use-account-saved-names';

export function SavedNamesPanel({
  items,
  loading,
  accountError,
  onRemove,
}: {
  items: SavedNameItem[];
  loading: boolean;
  accountError: string | null;
  onRemove: (item: SavedNameItem) => void;
}) {
  const checks = useTakenChecks(loading ? [] : items.map((i) => i.name));
  return (
    <section aria-labelledby="pn-saved-heading" className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="premium-saved-names">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="pn-saved-heading" className="text-lg font-bold">
          Saved names {!loading && <span className="text-sm font-normal text-slate-600 dark:text-slate-400">({items.length})</span>}
        </h2>
        {!loading && items.length > 0 && (
          <Button variant="outline" size="sm" onClick={() => saveText(items.map((i) => i.name).join('\n') + '\n', 'my-band-names.txt')}>
            <Download className="h-4 w-4" aria-hidden /> Download
          </Button>
        )}
      </div>
      {accountError && <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">Showing the names saved in this browser. {accountError}</p>}
      {loading ? (
        <p role="status" className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          Loading your saved names...
        </p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Copy a name or a mix to keep it here, in your account.</p>
      ) : (
        <ul className="mt-3 max-h-80 space-y-1 overflow-y-auto pr-1" aria-live="polite" data-testid="premium-saved-names-list">
          {items.map((item) => (
            <li key={item.key} className="grid gap-1 rounded-lg px-2 py-1.5 hover:bg-slate-100 dark:hover:bg-slate-800" data-testid="premium-saved-name">
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]">{item.name}</span>
                <TakenMark result={checks.get(item.name)} />
                <button
                  type="button"
                  aria-label={`Delete ${item.name}`}
                  className="flex-none rounded p-1 text-slate-600 hover:text-red-600 dark:text-slate-400"
                  onClick={() => onRemove(item)}
                >
                  <X className="h-4 w-4" aria-hidden />
                </button>
              </div>
              <SavedNameCheck name={item.name} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
