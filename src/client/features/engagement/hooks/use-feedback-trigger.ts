// When the feedback dialog opens (free-area.md sections 4 and 9). It fires once only, ever:
//  - the generation-count rule: generationCount >= 10 and exitPopupShown not set, checked at
//    start and again on every generationCountChanged event;
//  - exit intent (desktop only): the pointer leaves the page within 20 px of the top, once the
//    eligibility delay has passed;
//  - page unload, on any device, once the eligibility delay has passed.
// The last two exist but the page frame turns them off (exitIntent: false), so in practice only
// the generation-count rule applies. Once fired, exitPopupShown='true' is stored.
import { useCallback, useEffect, useRef, useState } from 'react';
import { FEEDBACK } from '@shared/catalog/limits';
import { EVENTS, STORAGE_KEYS, storage } from '@client/lib/storage-keys';
import { isMobileDevice } from './device';

export interface FeedbackTriggerOptions {
  /** Exit intent and page unload; the page frame turns them off. */
  exitIntent: boolean;
  eligibilityDelayMs: number;
  pointerSensitivityPx: number;
  generationThreshold: number;
}

export const FEEDBACK_TRIGGER_DEFAULTS: FeedbackTriggerOptions = {
  exitIntent: true,
  eligibilityDelayMs: FEEDBACK.defaultEligibilityDelayMs,
  pointerSensitivityPx: FEEDBACK.pointerSensitivityPx,
  generationThreshold: FEEDBACK.generationThreshold,
};

function generationCount(): number {
  const n = Number.parseInt(storage.get(STORAGE_KEYS.generationCount) ?? '0', 10);
  return Number.isFinite(n) ? n : 0;
}

export function useFeedbackTrigger(overrides: Partial<FeedbackTriggerOptions> = {}): { open: boolean; setOpen: (open: boolean) => void } {
  const options = { ...FEEDBACK_TRIGGER_DEFAULTS, ...overrides };
  const { exitIntent, eligibilityDelayMs, pointerSensitivityPx, generationThreshold } = options;
  const [open, setOpen] = useState(false);
  const fired = useRef(false);

  const fire = useCallback(() => {
    if (fired.current || storage.get(STORAGE_KEYS.exitPopupShown) === 'true') return;
    fired.current = true;
    storage.set(STORAGE_KEYS.exitPopupShown, 'true');
    setOpen(true);
  }, []);

  useEffect(() => {
    const check = () => {
      if (generationCount() >= generationThreshold) fire();
    };
    check();
    window.addEventListener(EVENTS.generationCountChanged, check);
    return () => window.removeEventListener(EVENTS.generationCountChanged, check);
  }, [fire, generationThreshold]);

  useEffect(() => {
    if (!exitIntent) return;
    let eligible = false;
    const timer = window.setTimeout(() => {
      eligible = true;
    }, eligibilityDelayMs);
    const onMouseOut = (e: MouseEvent) => {
      // Leaving the document (no element to go to) through its top edge.
      if (!eligible || e.relatedTarget !== null || e.clientY > pointerSensitivityPx || isMobileDevice()) return;
      fire();
    };
    const onUnload = () => {
      if (eligible) fire();
    };
    document.addEventListener('mouseout', onMouseOut);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('mouseout', onMouseOut);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [exitIntent, eligibilityDelayMs, pointerSensitivityPx, fire]);

  return { open, setOpen };
}
