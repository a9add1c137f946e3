// The page frame's one mount point for the feedback dialog and the premium modal. Tiny and eager:
// it starts queuing their trigger events at once (early-events), and mounts the lazily loaded
// host in an idle turn after the page's load event (components/deferred.tsx), or at once when one
// of those events comes first, so a page's start neither waits on the host nor runs it.
import { startTransition, Suspense, useEffect, useState } from 'react';
import { nextIdleTurn } from '@client/components/deferred';
import { lazyWithQuery } from '@client/lib/lazy-with-query';
import { HOST_EVENTS } from '../hooks/early-events';

// With the query library: the home page's first view has no query client (lib/lazy-with-query.tsx).
const EngagementHost = lazyWithQuery(() => import('./engagement-host').then((m) => m.EngagementHost));

export function EngagementMount() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let done = false;
    const mount = () => {
      if (done) return;
      done = true;
      for (const name of HOST_EVENTS) window.removeEventListener(name, mount);
      startTransition(() => setMounted(true));
    };
    for (const name of HOST_EVENTS) window.addEventListener(name, mount);
    void nextIdleTurn().then(mount);
    return () => {
      done = true;
      for (const name of HOST_EVENTS) window.removeEventListener(name, mount);
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <EngagementHost />
    </Suspense>
  );
}
