// False while a prerendered page is being hydrated (and on the server), true from then on and on
// any page the client renders itself. A prerendered form shows before the app's script has run;
// its controls stay disabled until then, so nothing typed or chosen early is lost to React's state
// (Playwright and people alike wait for an enabled control).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
