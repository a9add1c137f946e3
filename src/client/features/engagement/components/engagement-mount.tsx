// The page frame's one mount point for the feedback dialog and the premium modal. Tiny and eager:
// it starts queuing their trigger events at once (early-events), and mounts the lazily loaded
// host only after the first client render, so prerendered pages hydrate without waiting on it.
import { lazy, Suspense, useEffect, useState } from 'react';
import '../hooks/early-events';

const EngagementHost = lazy(() => import('./engagement-host').then((m) => ({ default: m.EngagementHost })));

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
