import * as Dialog from '@radix-ui/react-dialog';
import { DialogPanel } from '@client/components/ui/dialog-panel';
import { Check } from 'lucide-react';
import { ANALYTICS_EVENTS } from '@shared/catalog/analytics-events';
import { Button } from '@client/components/ui/button';
import { trackEvent } from '@client/lib/analytics';
import { navigate } from '@client/lib/navigation';

const PERKS = ['Unlimited album covers in 24 art styles', 'All concepts unlocked and editable', 'Lyrics-to-image and genre templates', 'Band bio, taglines and outreach e-mails'];

export function UpgradeModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel data-testid="upgrade-modal">
        <Dialog.Title className="text-xl font-bold">Love your cover? Make unlimited ones.</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          You've used today's free custom album art. Premium unlocks the whole studio from $7 a month, or $29 once for life.
        </Dialog.Description>
        <ul className="mt-4 space-y-2 text-sm">
          {PERKS.map((p) => (
            <li key={p} className="flex items-start gap-2">
              <Check className="mt-0.5 h-4 w-4 text-green-600" aria-hidden /> {p}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Dialog.Close asChild>
            <Button variant="ghost">Maybe later</Button>
          </Dialog.Close>
          <Button
            onClick={() => {
              trackEvent(ANALYTICS_EVENTS.upgradeClick, { from: 'album-art-generator' });
              // The page starts without the router (docs/decisions/013): navigate() loads it if need be.
              navigate('/subscribe');
            }}
          >
            Upgrade to Premium
          </Button>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
