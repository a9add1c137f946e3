// The layout of the About, Privacy and Terms pages: title, optional last-updated date, and text.
import type { ReactNode } from 'react';
import { Prose } from './prose';

export function DocumentPage({
  title,
  updated,
  intro,
  after,
  children,
}: {
  title: string;
  updated?: { label: string; iso: string };
  intro?: ReactNode;
  /** Shown below the text, outside its typography (for example a call to action). */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-display text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{title}</h1>
      {updated && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" data-testid="last-updated">
          Last updated <time dateTime={updated.iso}>{updated.label}</time>
        </p>
      )}
      {intro && <div className="mt-5 max-w-prose text-lg text-slate-700 dark:text-slate-300">{intro}</div>}
      <Prose className="mt-8">{children}</Prose>
      {after}
    </div>
  );
}

export const POLICY_UPDATED = { label: 'May 19, 2025', iso: '2025-05-19' };
