// The visitor's switch for first-party analytics (src/client/lib/analytics.ts). Its state is read
// after mounting: the page is prerendered, and storage and Do Not Track exist only in the browser.
import { useEffect, useState } from 'react';
import { analyticsAllowed, setAnalyticsOptOut } from '@client/lib/analytics';

interface State {
  allowed: boolean;
  /** The browser sends Do Not Track or Global Privacy Control: analytics stay off regardless. */
  browserSignal: boolean;
}

function readState(): State {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return { allowed: analyticsAllowed(), browserSignal: nav.doNotTrack === '1' || nav.globalPrivacyControl === true };
}

export function AnalyticsOptOut() {
  const [state, setState] = useState<State | null>(null);
  useEffect(() => setState(readState()), []);

  const status = !state
    ? 'Checking your analytics setting…'
    : state.browserSignal
      ? 'Your browser sends a Do Not Track or Global Privacy Control signal, so analytics are off on this site in this browser.'
      : state.allowed
        ? 'Analytics are on: this browser sends anonymous page-view and usage events to our own server.'
        : 'Analytics are off: this browser sends no analytics events to us.';

  return (
    <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="analytics-opt-out">
      <label className="flex items-start gap-3 text-base text-slate-900 dark:text-slate-100">
        <input
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          checked={state?.allowed ?? false}
          disabled={!state || state.browserSignal}
          onChange={(e) => {
            setAnalyticsOptOut(!e.target.checked);
            setState(readState());
          }}
        />
        <span className="font-semibold">Allow first-party analytics in this browser</span>
      </label>
      <div className="mt-2 text-sm text-slate-700 dark:text-slate-300" role="status">
        {status}
      </div>
    </div>
  );
}
