// A form field: its label, the control, a hint and an error, wired together. The control (Input,
// Textarea, Select) reads its id and aria-describedby / aria-invalid from the field, so a screen
// reader announces the hint and the error with the control and no caller can forget the wiring.
import { createContext, useContext, type ReactNode } from 'react';
import { cn } from '@client/lib/cn';

interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

const FieldContext = createContext<FieldControl | null>(null);

/** The props a control takes from its surrounding Field (none outside one). */
export function useFieldControl(): Partial<FieldControl> {
  return useContext(FieldContext) ?? {};
}

export function Field({ id, label, hint, error, className, children }: { id: string; label: ReactNode; hint?: ReactNode; error?: ReactNode; className?: string; children: ReactNode }) {
  const hintId = hint != null ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FieldControl = { id, 'aria-describedby': cn(hintId, errorId) || undefined, 'aria-invalid': errorId ? true : undefined };
  return (
    <div className={cn('grid gap-2', className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hintId && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** "(optional)" after a label, in the lighter weight every form uses. */
export function Optional() {
  return <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>;
}
