// Shared pieces of the press kit editor: a titled group of fields (a fieldset, so screen readers
// name the group) and the props every group takes. The lists' pieces are in row-list.tsx.
import type { ReactNode } from 'react';
import type { FieldErrors, PressKitDraft } from '../press-kit-draft';

export interface SectionProps {
  draft: PressKitDraft;
  edit: (change: (draft: PressKitDraft) => PressKitDraft) => void;
  /** The messages to show now, by field id. */
  errors: FieldErrors;
}

export function Section({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="grid items-start gap-4 rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800">
      <legend className="px-1 text-base font-semibold text-slate-900 dark:text-slate-100">{title}</legend>
      {hint && <p className="-mt-2 text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
      {children}
    </fieldset>
  );
}
