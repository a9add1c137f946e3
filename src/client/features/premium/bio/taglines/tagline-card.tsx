// Taglines for the bio: up to 3, one may be selected, each downloaded as .txt or deleted from the
// Library; 'Generate More' asks for ones that differ from all shown so far and replaces the list.
import { useEffect, useState } from 'react';
import { Copy, Download, RefreshCw, Sparkles, Trash2 } from 'lucide-react';
import type { BioRequestInput } from '@shared/contracts/writing';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { copyText } from '@client/lib/clipboard';
import { cn } from '@client/lib/cn';
import { useGenerateTaglines } from '../api/generate-taglines';
import { useDeleteWorkById } from '@client/features/premium/api/library-work';
import type { TaglineDraft } from '../bio-draft';
import { failureDescription } from '../error-messages';
import { downloadTagline } from '../result/bio-downloads';
import { EngineBadge } from '../result/engine-badge';
import { rememberSeen, shownTaglines, type TaglineItem } from './tagline-list';

const EMPTY: TaglineDraft = { items: [], seen: [], selectedId: null, isAIGenerated: null };

export function TaglineCard({
  bandName,
  bio,
  config,
  initial,
  onChange,
}: {
  /** The band name of the bio (the download's file name). */
  bandName: string;
  bio: string;
  /** The form as a request, or null when its band name is blank. */
  config: () => BioRequestInput | null;
  /** What the card showed before the tab was left, if anything. */
  initial: TaglineDraft | null;
  /** Told of every change, so the tab can bring the card back. */
  onChange: (state: TaglineDraft) => void;
}) {
  const [state, setState] = useState<TaglineDraft>(initial ?? EMPTY);
  const { items, selectedId, isAIGenerated } = state;
  useEffect(() => onChange(state), [onChange, state]);
  const generate = useGenerateTaglines();
  const remove = useDeleteWorkById();

  const run = () => {
    const request = config();
    if (!request) {
      toast({ title: 'Band name required', description: 'Please enter a band name to generate taglines.', variant: 'destructive' });
      return;
    }
    generate.mutate(
      { config: request, bio, exclude: state.seen },
      {
        onSuccess: (response) => {
          const shown = shownTaglines(response);
          if (shown.length === 0) {
            toast({ title: 'No new taglines', description: 'Try adding details to the bio form for fresh ideas.' });
            return;
          }
          setState((s) => ({ items: shown, seen: rememberSeen(s.seen, shown), selectedId: null, isAIGenerated: response.isAIGenerated }));
        },
        onError: (err) => {
          console.warn('tagline generation failed', err);
          toast({ title: 'Generation failed', description: failureDescription(err), variant: 'destructive' });
        },
      },
    );
  };

  const deleteItem = (item: TaglineItem) => {
    remove.mutate(item.id, {
      onSuccess: () => {
        setState((s) => ({ ...s, items: s.items.filter((t) => t.id !== item.id), selectedId: s.selectedId === item.id ? null : s.selectedId }));
        toast({ title: 'Tagline deleted', description: 'It is removed from your Library.' });
      },
      onError: (err) => {
        console.warn('deleting a tagline failed', err);
        toast({ title: 'Delete failed', description: failureDescription(err, 'Could not delete the tagline. Please try again.'), variant: 'destructive' });
      },
    });
  };

  const copy = async (text: string) => {
    const ok = await copyText(text);
    toast(ok ? { title: 'Copied', description: 'The tagline is on your clipboard.', variant: 'success' } : { title: 'Copy Failed', description: 'Could not copy to clipboard.', variant: 'destructive' });
  };

  return (
    <section aria-labelledby="tagline-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900" data-testid="tagline-card">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="tagline-heading" className="text-xl font-semibold">
          Taglines
        </h3>
        {isAIGenerated !== null && items.length > 0 && <EngineBadge isAIGenerated={isAIGenerated} testId="tagline-engine" />}
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Short lines for your social profiles, posters and press kit, drawn from your bio.</p>

      {items.length > 0 && (
        <fieldset className="mt-4">
          <legend className="sr-only">Choose a tagline</legend>
          <ul className="grid gap-2" data-testid="tagline-list">
            {items.map((item) => {
              const selected = item.id === selectedId;
              const inputId = `tagline-${item.id}`;
              return (
                <li
                  key={item.id}
                  className={cn(
                    'flex flex-col gap-2 rounded-xl border p-3 sm:flex-row sm:items-center',
                    selected ? 'border-brand-600 bg-brand-50 dark:bg-brand-900/30' : 'border-slate-200 dark:border-slate-800',
                  )}
                  data-testid="tagline-item"
                >
                  <label htmlFor={inputId} className="flex flex-1 cursor-pointer items-start gap-3">
                    <input id={inputId} type="radio" name="tagline" className="mt-1 h-4 w-4 flex-none accent-brand-600" checked={selected} onChange={() => setState((s) => ({ ...s, selectedId: item.id }))} data-testid="tagline-radio" />
                    <span className="font-medium" data-testid="tagline-text">
                      {item.text}
                    </span>
                  </label>
                  <div className="flex flex-none gap-1 self-end sm:self-auto">
                    <Button variant="ghost" size="sm" onClick={() => copy(item.text)} aria-label={`Copy tagline: ${item.text}`}>
                      <Copy className="h-4 w-4" aria-hidden />
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => downloadTagline(bandName, item.text)} aria-label={`Download tagline as .txt: ${item.text}`} data-testid="tagline-download">
                      <Download className="h-4 w-4" aria-hidden /> .txt
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => deleteItem(item)}
                      disabled={remove.isPending && remove.variables === item.id}
                      aria-label={`Delete tagline: ${item.text}`}
                      className="text-red-700 dark:text-red-400"
                      data-testid="tagline-delete"
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}

      <div className="mt-4">
        {items.length === 0 ? (
          <Button onClick={run} disabled={generate.isPending} data-testid="tagline-generate">
            <Sparkles className="h-4 w-4" aria-hidden /> {generate.isPending ? 'Generating Taglines...' : 'Generate Taglines'}
          </Button>
        ) : (
          <Button variant="outline" onClick={run} disabled={generate.isPending} data-testid="tagline-generate-more">
            <RefreshCw className={cn('h-4 w-4', generate.isPending && 'animate-spin')} aria-hidden /> {generate.isPending ? 'Generating...' : 'Generate More'}
          </Button>
        )}
      </div>
    </section>
  );
}
