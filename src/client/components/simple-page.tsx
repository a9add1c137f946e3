import type { ReactNode } from 'react';

/** A titled page section in the site's standard width; pages put their content inside. */
export function SimplePage({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {intro && <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{intro}</p>}
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}
