// The state and wording of the visitor's analytics switch on the Privacy page, without React: the
// page's component (components/analytics-opt-out.tsx) and its island (app/islands) both use it.
import { analyticsAllowed, setAnalyticsOptOut } from '@client/lib/analytics';

export interface OptOutState {
  allowed: boolean;
  /** The browser sends Do Not Track or Global Privacy Control: analytics stay off regardless. */
  browserSignal: boolean;
}

export function readOptOutState(): OptOutState {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return { allowed: analyticsAllowed(), browserSignal: nav.doNotTrack === '1' || nav.globalPrivacyControl === true };
}

/** Stores the visitor's choice and says what holds now. */
export function chooseAnalytics(allowed: boolean): OptOutState {
  setAnalyticsOptOut(!allowed);
  return readOptOutState();
}

/** `state` is null until read in the browser (the page is prerendered). */
export function optOutStatusText(state: OptOutState | null): string {
  if (!state) return 'Checking your analytics setting…';
  if (state.browserSignal) return 'Your browser sends a Do Not Track or Global Privacy Control signal, so analytics are off on this site in this browser.';
  return state.allowed
    ? 'Analytics are on: this browser sends anonymous page-view and usage events to our own server.'
    : 'Analytics are off: this browser sends no analytics events to us.';
}
