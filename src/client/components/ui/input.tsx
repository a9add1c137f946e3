// Text inputs in the one look every form shares. Inside a Field they take its id and aria wiring.
// (React 19 passes ref as a prop, so no forwardRef.)
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';
import { useFieldControl } from './field';

/** The box shared by Input, Textarea and Select. */
export const controlClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 disabled:opacity-60 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input {...useFieldControl()} {...props} className={cn(controlClass, 'h-11', className)} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea {...useFieldControl()} {...props} className={cn(controlClass, 'py-2', className)} />;
}
