// Navigation inside the app, with or without the router. The home page's first view hydrates
// without react-router (docs/decisions/013): until the router has loaded, a navigation asks the
// page's starter (main.tsx) to load the app and render it at the new address; once the router is
// mounted, it registers its own navigate (app/routes.tsx). Pages and content islands with
// neither fall back to an ordinary page load.
import { useSyncExternalStore } from 'react';

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}
export type Navigator = (to: string, options?: NavigateOptions) => void;

let navigator: Navigator = (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to));
let prepare: () => void = () => undefined;
const listeners = new Set<() => void>();

/** Goes to `to` (a path with its query string) the way the current page can. */
export function navigate(to: string, options?: NavigateOptions): void {
  navigator(to, options);
}

/** Who carries out navigate() from now on: the first view's starter (with what to fetch when a
 * link is about to be followed), then the router. */
export function setNavigator(next: Navigator, prepareNext: () => void = () => undefined): void {
  navigator = next;
  prepare = prepareNext;
}

/** A link is pointed at or focused: fetch what following it needs (the router, on the first view). */
export function prepareNavigation(): void {
  prepare();
}

/** Called when the address changed without a page load (the router, or the first view's own
 * replaceState), so useLocationSearch() readers render again. */
export function notifyLocationChanged(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The address's query string ('?a=b', or ''); '' on the server and while hydrating. */
export function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
}
