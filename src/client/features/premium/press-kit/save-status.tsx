// The autosave's state in words, announced politely: saved, saving, or why the draft was not saved.
import { Check, CircleAlert, LoaderCircle } from 'lucide-react';
import type { SaveStatus } from './use-autosave';

export function SaveStatusLine({ status, hasKit }: { status: SaveStatus; hasKit: boolean }) {
  const { kind } = status;
  const text =
    kind === 'saved' || (kind === 'idle' && hasKit)
      ? 'Saved'
      : kind === 'idle'
        ? 'Not saved yet: your changes save as you type.'
        : kind === 'pending' || kind === 'saving'
          ? 'Saving…'
          : `Not saved: ${status.message}`;
  const problem = kind === 'invalid' || kind === 'error';
  return (
    <p
      role="status"
      aria-live="polite"
      className={problem ? 'flex items-center gap-2 text-sm font-medium text-red-700 dark:text-red-400' : 'flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400'}
      data-testid="pk-save-status"
      data-kind={kind}
    >
      {problem ? <CircleAlert className="h-4 w-4 flex-none" aria-hidden /> : kind === 'pending' || kind === 'saving' ? <LoaderCircle className="h-4 w-4 flex-none animate-spin" aria-hidden /> : <Check className="h-4 w-4 flex-none" aria-hidden />}
      {text}
    </p>
  );
}
