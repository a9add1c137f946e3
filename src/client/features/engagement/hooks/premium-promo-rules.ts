// The premium promotion modal's settings and rules (free-area.md sections 4 and 9).
//
// The spec gives two layers of settings: site-wide defaults (a 30-minute cooldown between
// showings, open on reaching a limit) and per-component settings (no cooldown, no opening on a
// limit). Which applies where:
//  - Explicit asks (the hero 'See More', the showcase link, the links in the limit toasts) open
//    the modal at once: the visitor asked, so no cooldown and no count apply.
//  - Automatic showings (the generation counts, the first free download, the first favourite)
//    are spaced by the larger of the two cooldowns, i.e. the site-wide 30 minutes. The
//    components' 0 only says a component adds no spacing of its own; without the site-wide
//    spacing the name form would pop the modal on every generation after the 10th.
//  - Reaching a limit: the component setting (false) wins, so a limit never opens the modal by
//    itself; the limit toasts carry the link that does.
// Counts fire after the threshold: the name form (10) on the 11th generation, the album cover
// component (3) on its 4th cover, the showcase (999) in effect never. Counts are kept in storage.
import { PROMO_MODAL } from '@shared/catalog/limits';
import { STORAGE_KEYS, storage } from '@client/lib/storage-keys';

export interface PromoSettings {
  cooldownMs: number;
  openOnLimit: boolean;
}

export type PromoComponent = 'nameForm' | 'albumCover' | 'showcase';

export const PROMO_DEFAULT_SETTINGS: PromoSettings = { cooldownMs: PROMO_MODAL.defaultCooldownMs, openOnLimit: true };

export const PROMO_COMPONENT_SETTINGS: Record<PromoComponent, PromoSettings & { generationThreshold: number; countKey: string }> = {
  nameForm: { generationThreshold: PROMO_MODAL.nameFormThreshold, cooldownMs: PROMO_MODAL.componentCooldownMs, openOnLimit: false, countKey: STORAGE_KEYS.promoGenerationCount },
  // Not a key of the spec: the spec stores one generation count, which is the name form's.
  albumCover: { generationThreshold: PROMO_MODAL.albumThreshold, cooldownMs: PROMO_MODAL.componentCooldownMs, openOnLimit: false, countKey: 'premiumPromoAlbumCount' },
  showcase: { generationThreshold: PROMO_MODAL.showcaseThreshold, cooldownMs: PROMO_MODAL.componentCooldownMs, openOnLimit: false, countKey: 'premiumPromoShowcaseCount' },
};

/** The spacing an automatic showing from this component keeps from the last showing. */
export function automaticCooldownMs(component: PromoComponent): number {
  return Math.max(PROMO_DEFAULT_SETTINGS.cooldownMs, PROMO_COMPONENT_SETTINGS[component].cooldownMs);
}

/** Whether reaching a limit opens the modal by itself (it does not: the component setting wins). */
export function opensOnLimit(component: PromoComponent): boolean {
  return PROMO_COMPONENT_SETTINGS[component].openOnLimit;
}

export function lastShownAt(): number | null {
  const value = Number(storage.get(STORAGE_KEYS.promoLastShown));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function recordShown(now = Date.now()): void {
  storage.set(STORAGE_KEYS.promoLastShown, String(now));
}

export function cooldownPassed(cooldownMs: number, now = Date.now(), last = lastShownAt()): boolean {
  return last === null || now - last >= cooldownMs;
}

/** Counts one more generation for a component; true when the count is past its threshold. */
export function countGeneration(component: PromoComponent): boolean {
  const { countKey, generationThreshold } = PROMO_COMPONENT_SETTINGS[component];
  const previous = Number.parseInt(storage.get(countKey) ?? '0', 10);
  const count = (Number.isFinite(previous) && previous > 0 ? previous : 0) + 1;
  storage.set(countKey, String(count));
  return count > generationThreshold;
}
