// F8 on a prerendered content page: the page frame's notifications region (Radix Toast's, in
// components/ui/toaster.tsx) is in the HTML, and the hotkey moves focus to it as in the app.
// Nothing on a content page raises a toast, so no toast code comes with it.
import { TOAST_HOTKEY, TOAST_REGION_LABEL } from '@client/components/ui/toast-viewport';

export function wireNotificationsHotkey(): void {
  const list = document.querySelector<HTMLElement>(`[role="region"][aria-label="${TOAST_REGION_LABEL}"] > ol`);
  if (!list) return;
  document.addEventListener('keydown', (event) => {
    if (event.code === TOAST_HOTKEY) list.focus();
  });
}
