// The summary's numbers: a definition list, so each number is read with its name.
export interface Stat {
  label: string;
  value: string | number;
  hint?: string;
}

export function StatGrid({ stats, testId }: { stats: readonly Stat[]; testId?: string }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid={testId}>
      {stats.map((s) => (
        <div key={s.label} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
          <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{s.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{typeof s.value === 'number' ? s.value.toLocaleString('en-US') : s.value}</dd>
          {s.hint && <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400">{s.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
