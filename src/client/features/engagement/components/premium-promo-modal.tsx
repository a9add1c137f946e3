// The premium promotion modal (free-area.md sections 1 and 4): the all-in-one suite pitch, both
// plans, an upgrade action to /subscribe and a decline that closes it.
import * as Dialog from '@radix-ui/react-dialog';
import { DialogPanel } from '@client/components/ui/dialog-panel';
import { Check, Crown } from 'lucide-react';
import { ANALYTICS_EVENTS } from '@shared/catalog/analytics-events';
import { PLANS } from '@shared/catalog/prices';
import { PREMIUM_PRODUCT_NAME } from '@shared/catalog/routes';
import { Button } from '@client/components/ui/button';
import { trackEvent } from '@client/lib/analytics';
import { navigate } from '@client/lib/navigation';
import { isPromoClickSource, isPromoLimitType, trackPremiumPromotionClick } from '../api/premium-click';
import type { PromoOpening } from '../hooks/use-premium-promo';

const SUITE = [
  { title: 'AI Art Studio', text: 'Album covers, posters and banners in 30+ art styles, ready to download.' },
  { title: 'Bio & Story Builder', text: 'A band bio and taglines that tell your story the way fans remember it.' },
  { title: 'Outreach E-mail Engine', text: 'Booking, press and label e-mails that get answers.' },
  { title: 'Band Name Generator with the Magic Mixer', text: 'Unlimited names, and your favourite words mixed into new ones.' },
  { title: 'Bonus: Gig Strategy', text: 'A step-by-step plan for landing and filling your next shows.' },
];

const dollars = (cents: number) => `$${(cents / 100).toFixed(0)}`;

export function PremiumPromoModal({ open, opening, onClose }: { open: boolean; opening: PromoOpening; onClose: () => void }) {
  const upgrade = () => {
    trackEvent(ANALYTICS_EVENTS.premiumUpgradeClick, { trigger: opening.trigger, clickSource: opening.clickSource, limitType: opening.limitType });
    if (isPromoClickSource(opening.clickSource) && isPromoLimitType(opening.limitType)) trackPremiumPromotionClick(opening.clickSource, opening.limitType);
    onClose();
    // In the app (loading the router first on the home page's first view), or a page load on a content page.
    navigate('/subscribe');
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
    >
      <DialogPanel size="lg" data-testid="premium-modal" data-trigger={opening.trigger}>
        <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-widest text-purple-700 dark:text-purple-300">
          <Crown className="h-4 w-4" aria-hidden /> {PREMIUM_PRODUCT_NAME}
        </p>
        <Dialog.Title className="mt-2 font-display text-2xl font-bold">Your all-in-one AI music suite</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          Everything a band needs to look, sound and pitch like the real thing, in one place.
        </Dialog.Description>
        <ul className="mt-4 space-y-3 text-sm">
          {SUITE.map((f) => (
            <li key={f.title} className="flex items-start gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden />
              <span>
                <span className="font-semibold">{f.title}</span>: {f.text}
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-5 grid gap-3 sm:grid-cols-2" data-testid="premium-plans">
          <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <p className="text-sm font-semibold">{PLANS.monthly.label}</p>
            <p className="mt-1 text-2xl font-extrabold">
              {dollars(PLANS.monthly.amountCents)}
              <span className="text-sm font-medium text-slate-600 dark:text-slate-400">/month</span>
            </p>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Cancel any time.</p>
          </div>
          <div className="rounded-xl border-2 border-purple-600 p-4">
            <p className="text-sm font-semibold">{PLANS.lifetime.label}</p>
            <p className="mt-1 text-2xl font-extrabold">
              {dollars(PLANS.lifetime.amountCents)}
              <span className="text-sm font-medium text-slate-600 dark:text-slate-400"> lifetime</span>
            </p>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Pay once, keep it forever.</p>
          </div>
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Maybe later
          </Button>
          <Button className="bg-purple-700 hover:bg-purple-800" onClick={upgrade}>
            Upgrade to Premium
          </Button>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
