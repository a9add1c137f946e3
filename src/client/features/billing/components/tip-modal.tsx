// The tip modal (free-area.md sections 4, 7, 8, 9): three fixed tips start a redirect to the
// payment provider's checkout. Failures are only logged (console.warn), as the spec says.
// No zod and nothing heavy here: the home page may render it.
import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { DialogPanel } from '@client/components/ui/dialog-panel';
import { Coffee, CupSoda, Heart } from 'lucide-react';
import { TIPS, type TipAmount } from '@shared/catalog/prices';
import { Button } from '@client/components/ui/button';
import { useCreateTipPayment } from '../api/create-tip-payment';

const ICONS = { 3: Coffee, 5: CupSoda, 10: Heart } as const;

export interface TipModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The band name the tip is for (kept with the payment). */
  bandName: string;
}

export function TipModal({ open, onOpenChange, bandName }: TipModalProps) {
  const tip = useCreateTipPayment();
  const [chosen, setChosen] = useState<TipAmount | null>(null);

  const start = (amount: TipAmount) => {
    setChosen(amount);
    tip.mutate(
      { amount, bandName: bandName.slice(0, 200) },
      {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (err) => {
          console.warn('tip payment could not start', err);
          setChosen(null);
        },
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel data-testid="tip-modal">
        <Dialog.Title className="pr-8 text-xl font-bold">Buy the band name makers a drink</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {bandName ? (
            <>
              Glad <span className="font-semibold text-slate-900 dark:text-white">{bandName}</span> clicked! A small tip keeps the free generator free.
            </>
          ) : (
            'A small tip keeps the free generator free for every band.'
          )}
        </Dialog.Description>
        <div className="mt-5 grid grid-cols-3 gap-3" role="group" aria-label="Tip amounts">
          {TIPS.map(({ amount, label }) => {
            const Icon = ICONS[amount];
            const busy = tip.isPending && chosen === amount;
            return (
              <Button
                key={amount}
                variant="outline"
                className="h-auto flex-col gap-1 py-4"
                disabled={tip.isPending || tip.isSuccess}
                aria-busy={busy}
                onClick={() => start(amount)}
                data-testid={`tip-${amount}`}
              >
                <Icon className="h-5 w-5 text-brand-600 dark:text-brand-300" aria-hidden />
                <span className="text-base font-semibold">
                  ${amount} {label}
                </span>
              </Button>
            );
          })}
        </div>
        <p className="mt-4 text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
          {tip.isPending || tip.isSuccess ? 'Taking you to the secure checkout...' : 'You will pay on a secure checkout page. Tips are one-off, with no account needed.'}
        </p>
      </DialogPanel>
    </Dialog.Root>
  );
}
