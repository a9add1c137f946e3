// "Love it" / "Not for me" under a generated cover. One answer per cover: the first click is
// recorded and the choice stays shown (aria-pressed), so the owner's love rates count each cover once.
import { useState } from 'react';
import { Heart, ThumbsDown } from 'lucide-react';
import type { CoverFeedbackValue } from '@shared/contracts/cover-feedback';
import { cn } from '@client/lib/cn';
import { sendCoverFeedback } from '../api/cover-feedback';

const CHOICES: ReadonlyArray<{ value: CoverFeedbackValue; label: string; Icon: typeof Heart }> = [
  { value: 'love', label: 'Love it', Icon: Heart },
  { value: 'not_for_me', label: 'Not for me', Icon: ThumbsDown },
];

export function CoverFeedback({ bandName, genre, albumCoverStyle }: { bandName: string; genre: string | null; albumCoverStyle: string }) {
  const [chosen, setChosen] = useState<CoverFeedbackValue | null>(null);
  const choose = (value: CoverFeedbackValue) => {
    if (chosen) return;
    setChosen(value);
    // A lost answer costs the visitor nothing; let them try again.
    sendCoverFeedback({ feedback: value, bandName, genre, albumCoverStyle }).catch((err: unknown) => {
      console.warn('cover feedback failed', err);
      setChosen(null);
    });
  };
  return (
    <div role="group" aria-label="How do you like this cover?" className="flex flex-wrap items-center gap-2 text-sm" data-testid="cover-feedback">
      {CHOICES.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={chosen === value}
          aria-disabled={chosen !== null && chosen !== value}
          onClick={() => choose(value)}
          className={cn(
            'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-2',
            chosen === value ? 'border-brand-600 bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200' : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800',
            chosen !== null && chosen !== value && 'opacity-60',
          )}
        >
          <Icon className={cn('h-4 w-4', chosen === value && value === 'love' && 'fill-current')} aria-hidden /> {label}
        </button>
      ))}
      {chosen && (
        <span className="text-slate-600 dark:text-slate-400" aria-live="polite">
          Thanks for telling us
        </span>
      )}
    </div>
  );
}
