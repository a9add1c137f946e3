import './lib/zod-config';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { trackPageView } from './lib/analytics';
import { notifyLocationChanged, setNavigator, type NavigateOptions } from './lib/navigation';
import { FirstView } from './app/first-view';
import { preloadPage, startsAsFirstView } from './app/pages';
import { beginHydration } from './lib/use-hydrated';
import './styles.css';

// The router and the query client, with the routes: loaded once.
let appModule: Promise<typeof import('./app/app-root')> | undefined;
const loadApp = () => (appModule ??= import('./app/app-root'));

async function start(): Promise<void> {
  const { pathname } = window.location;
  // A prerendered page is shown before the app has loaded its page: its view counts from now, so
  // a visitor who moves on before hydration still counts (the frame records later routes). In a
  // task of its own: its storage reads and request stay out of the task that starts the page.
  window.setTimeout(() => trackPageView(pathname), 0);
  const container = document.getElementById('root')!;
  const prerendered = container.dataset.prerendered === 'true';
  if (prerendered) beginHydration();
  if (startsAsFirstView(pathname)) {
    await startFirstView(container, prerendered, pathname);
    return;
  }
  // A prerendered page hydrates: load its lazy route module first so the first client render
  // matches the HTML instead of suspending.
  const [{ App }] = await Promise.all([loadApp(), prerendered ? preloadPage(pathname) : undefined]);
  // Not as a transition: measured with bench/lighthouse.ts, hydrating in a transition made the
  // home and album art pages' total blocking time 450-1,000 ms instead of 60-240.
  if (prerendered) hydrateRoot(container, <App />);
  else createRoot(container).render(<App />);
}

/**
 * The home page and the album art generator hydrate without the router and the query client
 * (docs/decisions/013): 25 KB less
 * script to load and run before it answers. The first navigation to another page loads them with
 * that page's module (already on their way once a link is pointed at or focused), then renders
 * the whole app at the new address in the same root; until the script runs, links are plain links.
 */
async function startFirstView(container: HTMLElement, prerendered: boolean, pathname: string): Promise<void> {
  const Page = await preloadPage(pathname);
  const view = <FirstView pathname={pathname} Page={Page} />;
  let root: Root;
  if (prerendered) root = hydrateRoot(container, view);
  else {
    root = createRoot(container);
    root.render(view);
  }
  let latest = 0;
  const go = async (to: string, options?: NavigateOptions) => {
    const url = new URL(to, window.location.href);
    const entry = options?.replace ? 'replaceState' : 'pushState';
    // The same page with another query string (the sign-in notice clearing it): no app needed.
    if (url.pathname === window.location.pathname) {
      window.history[entry](window.history.state, '', url);
      notifyLocationChanged();
      return;
    }
    const ticket = ++latest;
    try {
      const [{ App }] = await Promise.all([loadApp(), preloadPage(url.pathname)]);
      if (ticket !== latest) return;
      window.history[entry](null, '', url);
      root.render(<App />);
    } catch {
      // The app's code could not be fetched (offline, or a new deploy): the page loads the ordinary way.
      if (ticket === latest) window.location.assign(url);
    }
  };
  setNavigator(
    (to, options) => void go(to, options),
    () => void loadApp().catch(() => undefined),
  );
}

void start();
