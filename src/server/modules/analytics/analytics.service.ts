// First-party analytics: events are stored in our own table, never sent to a third party.
import type { AnalyticsEvent } from '@shared/contracts/system';
import { recordedBy, type AppContext, type Requester } from '@server/app-context';
import { insertAnalyticsEvent } from './analytics.repo';

export interface TrackOptions {
  /** The browser asked not to be tracked (DNT or Global Privacy Control). */
  doNotTrack: boolean;
}

/** Records an event unless analytics are off or the visitor opted out; says whether it was stored. */
export async function recordEvent(ctx: AppContext, event: AnalyticsEvent, who: Requester, options: TrackOptions): Promise<boolean> {
  if (ctx.config.analyticsDisabled || options.doNotTrack) return false;
  await insertAnalyticsEvent(ctx.db, {
    name: event.name,
    path: event.path ?? null,
    properties: event.properties ?? null,
    visitorId: event.visitorId ?? null,
    referrer: event.referrer ?? null,
    ...recordedBy(ctx, who),
  });
  return true;
}
