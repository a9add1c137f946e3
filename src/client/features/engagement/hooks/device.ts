// Mobile detection (free-area.md section 5): a mobile user agent, touch support, or a narrow window.
import { MOBILE_UA_MARKERS } from '@shared/catalog/engagement-options';
import { FEEDBACK } from '@shared/catalog/limits';

export function isMobileDevice(): boolean {
  const ua = navigator.userAgent.toLowerCase();
  if (MOBILE_UA_MARKERS.some((marker) => ua.includes(marker))) return true;
  if ('ontouchstart' in window || navigator.maxTouchPoints > 0) return true;
  return window.innerWidth <= FEEDBACK.mobileWidthPx;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
