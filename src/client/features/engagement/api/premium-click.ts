// POST /api/track-premium-promotion-click: fire-and-forget, failures never bother the visitor.
import { PROMO_CLICK_SOURCES, PROMO_LIMIT_TYPES, type PromoClickSource, type PromoLimitType } from '@shared/catalog/engagement-options';
import { apiRequest } from '@client/lib/api';

export function isPromoClickSource(value: string | null | undefined): value is PromoClickSource {
  return (PROMO_CLICK_SOURCES as readonly string[]).includes(value ?? '');
}

export function isPromoLimitType(value: string | null | undefined): value is PromoLimitType {
  return (PROMO_LIMIT_TYPES as readonly string[]).includes(value ?? '');
}

export function trackPremiumPromotionClick(clickSource: PromoClickSource, limitType: PromoLimitType): void {
  apiRequest('POST', '/api/track-premium-promotion-click', { clickSource, limitType }).catch((err) => console.warn('premium promotion click tracking failed', err));
}
