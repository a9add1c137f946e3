// Mounted once by the page frame (itself loaded lazily after the first paint): listens for the
// triggers of the feedback dialog and the premium promotion modal, and loads each dialog's code
// only when it first opens.
import { lazy, Suspense } from 'react';
import { FEEDBACK } from '../../../../shared/catalog/limits';
import { useSessionUser } from '../../../lib/session';
import { useFeedbackTrigger } from '../hooks/use-feedback-trigger';
import { usePremiumPromo } from '../hooks/use-premium-promo';

const FeedbackDialog = lazy(() => import('./feedback-dialog').then((m) => ({ default: m.FeedbackDialog })));
const PremiumPromoModal = lazy(() => import('./premium-promo-modal').then((m) => ({ default: m.PremiumPromoModal })));

export function EngagementHost() {
  const { user } = useSessionUser();
  // The frame's configuration: exit intent (and page unload) off, 3000 ms eligibility delay.
  const feedback = useFeedbackTrigger({ exitIntent: false, eligibilityDelayMs: FEEDBACK.frameEligibilityDelayMs });
  const promo = usePremiumPromo(user?.isPremium ?? false);
  return (
    <>
      {feedback.open && (
        <Suspense fallback={null}>
          <FeedbackDialog open={feedback.open} onOpenChange={feedback.setOpen} />
        </Suspense>
      )}
      {promo.opening && (
        <Suspense fallback={null}>
          <PremiumPromoModal open={promo.open} opening={promo.opening} onClose={promo.close} />
        </Suspense>
      )}
    </>
  );
}
