// The page frame's one mount point for the feedback dialog and the premium modal. Tiny and eager:
// it starts queuing their trigger events at once (early-events), and mounts the lazily loaded
// host only after the first client render, so prerendered pages hydrate without waiting on it.
import { Suspense, useEffect, useState } from 'react';
import { lazyWithQuery } from '@client/lib/lazy-with-query';
import '../hooks/early-events';

// With the query library: the home page's first view has no query client (lib/lazy-with-query.tsx).
const EngagementHost = lazyWithQuery(() => import('./engagement-host').then((m) => m.EngagementHost));

export function EngagementMount() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <EngagementHost />
    </Suspense>
  );
}
