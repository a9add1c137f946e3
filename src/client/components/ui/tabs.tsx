// Tabs as the WAI-ARIA tabs pattern asks: one tab in the Tab order, arrow keys, Home and End move
// between tabs (and select them), and each panel is labelled by its tab. Small enough that no tabs
// library is needed.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@client/lib/cn';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

export function Tabs<T extends string>({
  label,
  items,
  value,
  onChange,
  idPrefix = 'tab',
  className,
  children,
}: {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** Prefix of the tab and panel ids (`${idPrefix}-${id}`, `${idPrefix}-panel-${id}`), unique on the page. */
  idPrefix?: string;
  className?: string;
  /** The selected tab's panel content. */
  children: ReactNode;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const n = items.length;
    const i = items.findIndex((t) => t.id === value);
    const next = e.key === 'ArrowRight' ? (i + 1) % n : e.key === 'ArrowLeft' ? (i - 1 + n) % n : e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : -1;
    const item = items[next];
    if (!item) return;
    e.preventDefault();
    onChange(item.id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role=tab]')[next]?.focus();
  };
  return (
    <div className={className}>
      <div ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex flex-wrap gap-2 border-b border-slate-200 dark:border-slate-800">
        {items.map(({ id, label: tabLabel }) => (
          <button
            key={id}
            id={`${idPrefix}-${id}`}
            role="tab"
            type="button"
            aria-selected={value === id}
            // Only the selected tab's panel is rendered, so only it is referenced.
            aria-controls={value === id ? `${idPrefix}-panel-${id}` : undefined}
            tabIndex={value === id ? 0 : -1}
            onClick={() => onChange(id)}
            className={cn(
              '-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-3 text-sm font-medium',
              value === id
                ? 'border-brand-600 text-brand-800 dark:border-brand-300 dark:text-brand-100'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
            )}
          >
            {tabLabel}
          </button>
        ))}
      </div>
      <div id={`${idPrefix}-panel-${value}`} role="tabpanel" aria-labelledby={`${idPrefix}-${value}`} tabIndex={0} className="py-6">
        {children}
      </div>
    </div>
  );
}
