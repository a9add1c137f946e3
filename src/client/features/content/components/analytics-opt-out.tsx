// The visitor's switch for first-party analytics (src/client/lib/analytics.ts). Its state is read
// after mounting: the page is prerendered, and storage and Do Not Track exist only in the browser.
// On the prerendered Privacy page the island in app/islands wires this same markup.
import { useEffect, useState } from 'react';
import { chooseAnalytics, optOutStatusText, readOptOutState, type OptOutState } from '../analytics-opt-out-state';

export function AnalyticsOptOut() {
  const [state, setState] = useState<OptOutState | null>(null);
  useEffect(() => setState(readOptOutState()), []);

  return (
    <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="analytics-opt-out" data-island="analytics-opt-out">
      <label className="flex items-start gap-3 text-base text-slate-900 dark:text-slate-100">
        <input
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          checked={state?.allowed ?? false}
          disabled={!state || state.browserSignal}
          onChange={(e) => setState(chooseAnalytics(e.target.checked))}
        />
        <span className="font-semibold">Allow first-party analytics in this browser</span>
      </label>
      <div className="mt-2 text-sm text-slate-700 dark:text-slate-300" role="status">
        {optOutStatusText(state)}
      </div>
    </div>
  );
}
