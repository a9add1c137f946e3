// A set of on/off chips (sub-genres, traits, focus areas) as toggle buttons: each says whether it
// is on through aria-pressed, and the group is a fieldset named by its legend.
import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

export function chipClass(on: boolean): string {
  return cn(
    'inline-flex min-h-9 items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    on
      ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:bg-brand-50 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:hover:bg-slate-800',
  );
}

export function ChipToggleGroup<T extends string>({
  legend,
  hint,
  options,
  selected,
  onToggle,
  testId,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly T[];
  selected: readonly T[];
  onToggle: (value: T) => void;
  testId?: string;
}) {
  return (
    <fieldset className="grid gap-2" data-testid={testId}>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      {hint && <p className="-mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p>}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const on = selected.includes(option);
          return (
            <button key={option} type="button" aria-pressed={on} onClick={() => onToggle(option)} className={chipClass(on)}>
              {option}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
