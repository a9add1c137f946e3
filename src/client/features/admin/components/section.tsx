// A collapsible section (the Band Names tab's lists): native details/summary, so the keyboard and
// screen readers know it without extra code.
import type { ReactNode } from 'react';

export function Section({ title, defaultOpen = true, children, testId }: { title: ReactNode; defaultOpen?: boolean; children: ReactNode; testId?: string }) {
  return (
    <details open={defaultOpen} className="group rounded-lg border border-slate-200 dark:border-slate-800" data-testid={testId}>
      <summary className="cursor-pointer px-4 py-3 font-semibold select-none">{title}</summary>
      <div className="border-t border-slate-200 p-4 dark:border-slate-800">{children}</div>
    </details>
  );
}

export function Heading({ children }: { children: ReactNode }) {
  return <h2 className="mb-3 text-lg font-semibold">{children}</h2>;
}
