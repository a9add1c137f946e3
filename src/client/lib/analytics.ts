// First-party analytics: events go to our own /api/analytics/events, never to a third party.
// Nothing is sent when the visitor opted out or the browser asks not to be tracked.
import { PAGE_VIEW_EVENT } from '@shared/catalog/analytics-events';
import { STORAGE_KEYS, storage } from './storage-keys';

type Props = Record<string, string | number | boolean | null>;

export function analyticsAllowed(): boolean {
  if (storage.get(STORAGE_KEYS.analyticsOptOut) === 'true') return false;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.doNotTrack === '1' || nav.globalPrivacyControl === true) return false;
  return true;
}

export function setAnalyticsOptOut(optOut: boolean): void {
  if (optOut) storage.set(STORAGE_KEYS.analyticsOptOut, 'true');
  else storage.remove(STORAGE_KEYS.analyticsOptOut);
}

function visitorId(): string {
  let id = sessionStorageGet(STORAGE_KEYS.visitorId);
  if (!id) {
    id = crypto.randomUUID?.() ?? Math.random().toString(36).slice(2);
    sessionStorageSet(STORAGE_KEYS.visitorId, id);
  }
  return id;
}

export function trackEvent(name: string, properties?: Props): void {
  if (!analyticsAllowed()) return;
  const body = JSON.stringify({
    name,
    path: location.pathname,
    referrer: document.referrer || undefined,
    visitorId: visitorId(),
    properties,
  });
  // keepalive lets the event leave even when the page is navigating away.
  fetch('/api/analytics/events', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true, credentials: 'include' }).catch(
    () => undefined,
  );
}

/** The page a view was last recorded for: the first view is recorded as the app starts (main.tsx),
 * before the page frame mounts and records its route, and must count once. */
let lastPageView: string | undefined;

export function trackPageView(path: string): void {
  if (path === lastPageView) return;
  lastPageView = path;
  trackEvent(PAGE_VIEW_EVENT, { page: path });
}

function sessionStorageGet(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function sessionStorageSet(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // unavailable: a new id per page view
  }
}
