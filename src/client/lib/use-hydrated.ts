// False while a prerendered page is being hydrated (and on the server), true from then on and on
// any page the client renders itself. A prerendered form shows before the app's script has run;
// its controls stay disabled until then, so nothing typed or chosen early is lost to React's state
// (Playwright and people alike wait for an enabled control).
// The switch to true is a transition, rendered in slices after hydration: a store read with
// useSyncExternalStore whose client value differs from the server's would make React render again
// synchronously in hydration's own task, which held a phone's main thread for the whole page.
import { startTransition, useEffect, useState } from 'react';

let hydrating = false;

/** main.tsx, before it hydrates a prerendered page. */
export function beginHydration(): void {
  hydrating = true;
}

/** Whether what renders now must match the server's HTML: while a prerendered page hydrates, and
 * on the server. Components mounted later are rendered by the client alone. */
export function isHydrating(): boolean {
  return hydrating || typeof window === 'undefined';
}

/** Rendered after the page inside the frame (page-frame.tsx): its effect runs once the page has
 * hydrated, and from then on components start from the client's values. */
export function HydrationEnd(): null {
  useEffect(() => {
    hydrating = false;
  }, []);
  return null;
}

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !isHydrating());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
