// The sales page's clicks on the prerendered page: its links record the same events as in the app
// (features/billing/sales-landing-tracking.ts), and "Leave a tip" loads the tip dialog when pressed.
import { trackTryFreeClick, trackUpgradeClick } from '@client/features/billing/sales-landing-tracking';

export function wireSalesLanding(page: ParentNode): void {
  for (const link of page.querySelectorAll<HTMLElement>('[data-upgrade-placement]')) {
    link.addEventListener('click', () => trackUpgradeClick(link.dataset.upgradePlacement ?? ''));
  }
  for (const link of page.querySelectorAll<HTMLElement>('[data-try-free]')) link.addEventListener('click', trackTryFreeClick);
  for (const button of page.querySelectorAll<HTMLElement>('[data-island="tip"]')) {
    button.addEventListener('click', () => void import('./tip-island').then((m) => m.openTip()));
  }
}
