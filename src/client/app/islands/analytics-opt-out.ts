// The Privacy page's analytics switch on the prerendered page: the markup of
// features/content/components/analytics-opt-out.tsx, with its state read and kept here.
import { chooseAnalytics, optOutStatusText, readOptOutState, type OptOutState } from '@client/features/content/analytics-opt-out-state';

export function wireAnalyticsOptOut(box: HTMLElement): void {
  const input = box.querySelector<HTMLInputElement>('input[type="checkbox"]');
  const status = box.querySelector<HTMLElement>('[role="status"]');
  if (!input || !status) return;
  const show = (state: OptOutState) => {
    input.checked = state.allowed;
    input.disabled = state.browserSignal;
    status.textContent = optOutStatusText(state);
  };
  show(readOptOutState());
  input.addEventListener('change', () => show(chooseAnalytics(input.checked)));
}
