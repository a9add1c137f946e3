// A below-the-fold part of a page that neither the first paint nor the first interaction needs
// (the home page's showcase, survey and signup, video): its code loads and it renders once its
// place comes near the viewport or the browser is first idle, whichever is sooner. Until then a
// placeholder keeps its room, and the server's prerendered HTML holds that same placeholder, so
// hydration matches and nothing of it runs while the page is starting.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How long an idle moment may be waited for: on a busy phone the part still comes. */
const IDLE_TIMEOUT_MS = 4000;
/** How near the viewport (below it) a part starts loading, so it is ready when scrolled to. */
const NEAR_VIEWPORT = '400px';

export function Deferred({ placeholderClassName, children }: { placeholderClassName?: string; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    const node = placeholder.current;
    const observer =
      node && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: NEAR_VIEWPORT })
        : undefined;
    if (node) observer?.observe(node);
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS }) : undefined;
    const timer = idle === undefined ? window.setTimeout(show, IDLE_TIMEOUT_MS / 2) : undefined;
    return () => {
      observer?.disconnect();
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [shown]);

  const room = <div ref={placeholder} className={placeholderClassName} aria-hidden />;
  return shown ? <Suspense fallback={room}>{children}</Suspense> : room;
}
