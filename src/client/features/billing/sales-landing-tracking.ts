// The sales page's clicks as analytics events, without React: the page's links call these, and on
// the prerendered page (no React) its island finds the same links by their data attributes.
import { ANALYTICS_EVENTS } from '@shared/catalog/analytics-events';
import { trackEvent } from '@client/lib/analytics';

/** The funnel's first step (upgrade click, then checkout started, then paid); where on the page. */
export const trackUpgradeClick = (placement: string) => trackEvent(ANALYTICS_EVENTS.upgradeClick, { from: 'sales-landing', placement });

export const trackTryFreeClick = () => trackEvent(ANALYTICS_EVENTS.tryFreeClick, { from: 'sales-landing' });
