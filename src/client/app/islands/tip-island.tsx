// The sales page's tip dialog on the prerendered page: React, Radix and the payment call load with
// the first press of "Leave a tip", then the dialog opens and closes as in the app.
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@client/lib/query-client';
import { TipModal } from '@client/features/billing/components/tip-modal';

let root: Root | undefined;
let openings = 0;

function Tip() {
  const [open, setOpen] = useState(true);
  return <TipModal open={open} onOpenChange={setOpen} bandName="" />;
}

export function openTip(): void {
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  // A new key per press: each press opens a fresh dialog, as setting the page's state did.
  openings += 1;
  root.render(
    <QueryClientProvider client={createQueryClient()}>
      <Tip key={openings} />
    </QueryClientProvider>,
  );
}
