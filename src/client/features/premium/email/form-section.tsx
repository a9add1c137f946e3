// Shared pieces of the e-mail form: a titled group of fields (a fieldset, so screen readers name
// the group), the required marker, the update callback's type and an input's onChange.
import type { ChangeEvent, ReactNode } from 'react';
import type { EmailFormState } from './email-form-state';

export type FieldUpdate = <K extends keyof EmailFormState>(key: K, value: EmailFormState[K]) => void;

/** The fields that hold text as typed. */
export type EmailTextField = { [K in keyof EmailFormState]: string extends EmailFormState[K] ? K : never }[keyof EmailFormState];

/** An input's onChange that copies its text into one field. */
export function textChange(update: FieldUpdate, field: EmailTextField) {
  return (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update(field, e.target.value);
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-base font-semibold text-slate-900 dark:text-slate-100">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The visible required marker; the control itself carries aria-required. */
export function Required() {
  return (
    <span className="text-red-700 dark:text-red-400" aria-hidden>
      *
    </span>
  );
}
