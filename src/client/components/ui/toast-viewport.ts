// Where toasts appear: the region Radix Toast draws (toaster.tsx), whose hotkey a prerendered
// content page wires without React (app/islands/notifications.ts), so F8 works on every page.
export const TOAST_VIEWPORT_CLASS = 'fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]';
/** Radix's default hotkey and region name. */
export const TOAST_HOTKEY = 'F8';
export const TOAST_REGION_LABEL = `Notifications (${TOAST_HOTKEY})`;
