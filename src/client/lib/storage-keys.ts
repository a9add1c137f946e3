// Browser storage keys and event names, kept as the specifications write them.
export const STORAGE_KEYS = {
  theme: 'theme',
  exitPopupShown: 'exitPopupShown',
  generationCount: 'generationCount',
  savedNames: 'savedBandNames',
  heartPopupShown: 'heartPopupShown',
  promoGenerationCount: 'premiumPromoGenerationCount',
  promoLastShown: 'premiumPromoLastShown',
  analyticsOptOut: 'analyticsOptOut',
  visitorId: 'analyticsVisitorId',
} as const;

export const EVENTS = {
  generationCountChanged: 'generationCountChanged',
  savedNamesChanged: 'savedNamesChanged',
} as const;

/** localStorage that never throws (private modes and blocked storage just lose the value). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // storage unavailable: the value lives only for this page view
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // storage unavailable
    }
  },
};
