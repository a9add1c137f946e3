// The walkthrough video of the custom album art page, with play, pause and complete events. Its
// poster is the page's largest paint on a phone: nothing of the video itself loads before a
// press of play (preload none), so the poster has the bandwidth to itself, and the page's head
// asks for it at high priority (largestImage in the page table, server/plugins/page-head.ts).
import { ANALYTICS_EVENTS } from '@shared/catalog/analytics-events';
import { PRODUCT_TOUR_POSTER } from '@shared/catalog/routes';
import { trackEvent } from '@client/lib/analytics';

export function WalkthroughVideo() {
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-black shadow-sm dark:border-slate-800">
      <video
        className="aspect-video w-full"
        controls
        preload="none"
        playsInline
        poster={PRODUCT_TOUR_POSTER}
        onPlay={(e) => trackEvent(ANALYTICS_EVENTS.videoPlay, { video: 'album-art-walkthrough', at: Math.round(e.currentTarget.currentTime) })}
        onPause={(e) => {
          if (!e.currentTarget.ended) trackEvent(ANALYTICS_EVENTS.videoPause, { video: 'album-art-walkthrough', at: Math.round(e.currentTarget.currentTime) });
        }}
        onEnded={() => trackEvent(ANALYTICS_EVENTS.videoComplete, { video: 'album-art-walkthrough' })}
        data-testid="walkthrough-video"
      >
        <source src="/video/product-tour.webm" type="video/webm" />
        <source src="/video/product-tour.mp4" type="video/mp4" />
      </video>
      <figcaption className="bg-white px-4 py-2 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-300">How it works: describe your sound, pick a concept, download your cover.</figcaption>
    </figure>
  );
}
