// Mounted once by the page frame (engagement-mount.tsx, after the first client render): listens
// for the triggers of the feedback dialog and the premium promotion modal; each dialog's code
// loads when it first opens, or earlier once the visitor starts generating.
import { lazy, Suspense, useEffect } from 'react';
import { FEEDBACK } from '@shared/catalog/limits';
import { EVENTS, STORAGE_KEYS, storage } from '@client/lib/storage-keys';
import { useSessionUser } from '@client/lib/session';
import { useFeedbackTrigger } from '../hooks/use-feedback-trigger';
import { usePremiumPromo } from '../hooks/use-premium-promo';

const loadFeedbackDialog = () => import('./feedback-dialog');
const loadPremiumPromoModal = () => import('./premium-promo-modal');
const FeedbackDialog = lazy(() => loadFeedbackDialog().then((m) => ({ default: m.FeedbackDialog })));
const PremiumPromoModal = lazy(() => loadPremiumPromoModal().then((m) => ({ default: m.PremiumPromoModal })));

/**
 * A visitor who generates is on the way to the automatic triggers: fetch both dialogs then, so
 * they open the moment they fire. Readers who never generate never download them.
 */
function usePreloadOnceEngaged(): void {
  useEffect(() => {
    const preload = () => {
      window.removeEventListener(EVENTS.generationCountChanged, preload);
      void loadFeedbackDialog();
      void loadPremiumPromoModal();
    };
    if (Number(storage.get(STORAGE_KEYS.generationCount) ?? 0) > 0) preload();
    else window.addEventListener(EVENTS.generationCountChanged, preload);
    return () => window.removeEventListener(EVENTS.generationCountChanged, preload);
  }, []);
}

export function EngagementHost() {
  const { user } = useSessionUser();
  // The frame's configuration: exit intent (and page unload) off, 3000 ms eligibility delay.
  const feedback = useFeedbackTrigger({ exitIntent: false, eligibilityDelayMs: FEEDBACK.frameEligibilityDelayMs });
  const promo = usePremiumPromo(user?.isPremium ?? false);
  usePreloadOnceEngaged();
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
