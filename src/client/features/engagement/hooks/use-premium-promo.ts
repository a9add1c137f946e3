// Opens the premium promotion modal on every trigger of free-area.md section 4 (the rules and
// which settings apply where are in premium-promo-rules.ts) and records its showings.
import { useCallback, useEffect, useRef, useState } from 'react';
import { STORAGE_KEYS, EVENTS, storage } from '@client/lib/storage-keys';
import { trackEvent } from '@client/lib/analytics';
import { OPEN_PREMIUM_MODAL_EVENT, type PremiumModalRequest } from '@client/lib/premium-modal';
import { isPromoClickSource, isPromoLimitType, trackPremiumPromotionClick } from '../api/premium-click';
import { ALBUM_GENERATED_EVENT, FIRST_FAVORITE_EVENT, FREE_DOWNLOAD_EVENT, takeEarlyEvents } from './early-events';
import { automaticCooldownMs, cooldownPassed, countGeneration, recordShown, type PromoComponent } from './premium-promo-rules';

export interface PromoOpening {
  /** What opened it: a click source of the spec, or the automatic trigger. */
  trigger: string;
  /** The spec's click source when there is one (tracked on the server). */
  clickSource: string | null;
  limitType: string;
}

export const PROMO_OPEN_EVENT_NAME = 'premium_modal_open';

/** Server-side click tracking, for the sources and limit types the contract lists. */
function trackClick(opening: PromoOpening): void {
  if (isPromoClickSource(opening.clickSource) && isPromoLimitType(opening.limitType)) trackPremiumPromotionClick(opening.clickSource, opening.limitType);
}

export function usePremiumPromo(isPremium: boolean) {
  const [opening, setOpening] = useState<PromoOpening | null>(null);
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const premiumRef = useRef(isPremium);
  useEffect(() => {
    premiumRef.current = isPremium;
  }, [isPremium]);

  const show = useCallback((next: PromoOpening) => {
    if (openRef.current) return;
    openRef.current = true;
    recordShown();
    setOpening(next);
    setOpen(true);
    trackEvent(PROMO_OPEN_EVENT_NAME, { trigger: next.trigger, clickSource: next.clickSource, limitType: next.limitType });
    trackClick(next);
  }, []);

  /** Automatic showings: never for premium users, spaced by the cooldown. */
  const showAutomatically = useCallback(
    (component: PromoComponent, next: PromoOpening) => {
      if (premiumRef.current || openRef.current) return;
      if (!cooldownPassed(automaticCooldownMs(component))) return;
      show(next);
    },
    [show],
  );

  useEffect(() => {
    const onAsk = (event: Event) => {
      // A paying user has nothing to upgrade to: no link should ask, and none is answered.
      if (premiumRef.current) return;
      const detail = (event as CustomEvent<PremiumModalRequest>).detail;
      show({ trigger: detail?.clickSource ?? 'unknown', clickSource: detail?.clickSource ?? null, limitType: detail?.limitType ?? 'promotional' });
    };
    const onGeneration = () => {
      if (premiumRef.current) return;
      if (countGeneration('nameForm')) showAutomatically('nameForm', { trigger: 'name_form_generations', clickSource: null, limitType: 'promotion' });
    };
    const onAlbumCover = () => {
      if (premiumRef.current) return;
      if (countGeneration('albumCover')) showAutomatically('albumCover', { trigger: 'album_cover_generations', clickSource: null, limitType: 'promotion' });
    };
    // The free download limit is one a day, so every free download is the day's first.
    const onDownload = () => showAutomatically('albumCover', { trigger: 'album_download_first', clickSource: 'album_download_first', limitType: 'download' });
    const onFavorite = (event: Event) => {
      // use-name-generator raises this on every favourite add: only a non-premium visitor's very first counts.
      const detail = (event as CustomEvent<{ isPremium?: boolean }>).detail;
      if (detail?.isPremium || premiumRef.current || storage.get(STORAGE_KEYS.heartPopupShown) === 'true') return;
      storage.set(STORAGE_KEYS.heartPopupShown, 'true');
      showAutomatically('nameForm', { trigger: 'first_favorite', clickSource: null, limitType: 'promotion' });
    };

    const handlers: Record<string, (event: Event) => void> = {
      [OPEN_PREMIUM_MODAL_EVENT]: onAsk,
      [EVENTS.generationCountChanged]: onGeneration,
      [ALBUM_GENERATED_EVENT]: onAlbumCover,
      [FREE_DOWNLOAD_EVENT]: onDownload,
      [FIRST_FAVORITE_EVENT]: onFavorite,
    };
    for (const [name, handler] of Object.entries(handlers)) window.addEventListener(name, handler);
    for (const event of takeEarlyEvents()) handlers[event.type]?.(event);
    return () => {
      for (const [name, handler] of Object.entries(handlers)) window.removeEventListener(name, handler);
    };
  }, [show, showAutomatically]);

  /** Closing (decline, close icon, Escape or upgrade) records the time the cooldown runs from. */
  const close = useCallback(() => {
    openRef.current = false;
    recordShown();
    setOpen(false);
  }, []);

  return { open, opening, close };
}
