// A below-the-fold part of a page that neither the first paint nor the first interaction needs
// (the home page's showcase, survey and signup, video, "Is it taken?"): its code loads and it
// renders after the page's load event, once its place comes near the viewport or, failing that, in
// its turn when the browser is idle. Until then a placeholder keeps its room, and the server's prerendered HTML holds
// that same placeholder, so hydration matches and nothing of it runs while the page is starting.
//
// Turns: the parts not yet scrolled to come one at a time, each in its own idle moment after the
// page's load event, and each renders as a transition (in slices). Measured with
// bench/lighthouse.ts, mounting them all in the first idle moment made one long task of their
// code, their render and the style and layout of all of them together, during the page's start.
import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How long an idle moment may be waited for: on a busy phone the part still comes. */
const IDLE_TIMEOUT_MS = 4000;
/** How near the viewport (below it) a part starts loading, so it is ready when scrolled to. */
const NEAR_VIEWPORT = '400px';

/** The page's load event (at once when it has passed). */
function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** An idle moment (or the timeout's end on a busy page). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(resolve, IDLE_TIMEOUT_MS / 2);
  });
}

let lastTurn: Promise<void> | undefined;

/** Waits for a part's turn: after the load event, one idle moment after the previous part's turn
 * (the page frame's dialog host takes one too, engagement-mount.tsx). */
export function nextIdleTurn(): Promise<void> {
  const turn = (lastTurn ?? loaded()).then(idle);
  lastTurn = turn;
  return turn;
}

export function Deferred({ placeholderClassName, children }: { placeholderClassName?: string; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (shown) return;
    let cancelled = false;
    const show = () => {
      if (!cancelled) startTransition(() => setShown(true));
    };
    const node = placeholder.current;
    const observer =
      node && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void loaded().then(show), { rootMargin: NEAR_VIEWPORT })
        : undefined;
    if (node) observer?.observe(node);
    void nextIdleTurn().then(show);
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [shown]);

  const room = <div ref={placeholder} className={placeholderClassName} aria-hidden />;
  return shown ? <Suspense fallback={room}>{children}</Suspense> : room;
}
