// The page frame's engagement host (feedback dialog, premium modal) on a prerendered content page,
// loaded only when engagement-due.ts says it has something to show.
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@client/lib/query-client';
import { EngagementHost } from '@client/features/engagement/components/engagement-host';

export function mountEngagement(): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <QueryClientProvider client={createQueryClient()}>
      <EngagementHost />
    </QueryClientProvider>,
  );
}
