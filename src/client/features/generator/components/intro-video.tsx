// The home page's intro video: a recorded tour of the generator. Progress is reported at 25, 50
// and 75 percent, once each per page view.
import { useRef } from 'react';
import { VIDEO_PROGRESS_MARKS } from '@shared/catalog/limits';
import { ANALYTICS_EVENTS } from '@shared/catalog/analytics-events';
import { PRODUCT_TOUR_POSTER } from '@shared/catalog/routes';
import { trackEvent } from '@client/lib/analytics';

export function IntroVideo() {
  const reported = useRef(new Set<number>());
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-black shadow-sm dark:border-slate-800">
      <video
        className="aspect-video w-full"
        controls
        muted
        playsInline
        preload="none"
        poster={PRODUCT_TOUR_POSTER}
        width={1280}
        height={720}
        data-testid="intro-video"
        onPlay={() => trackEvent(ANALYTICS_EVENTS.videoPlay, { video: 'intro' })}
        onTimeUpdate={(e) => {
          const v = e.currentTarget;
          if (!v.duration) return;
          const percent = (v.currentTime / v.duration) * 100;
          for (const mark of VIDEO_PROGRESS_MARKS) {
            if (percent >= mark && !reported.current.has(mark)) {
              reported.current.add(mark);
              trackEvent(ANALYTICS_EVENTS.videoProgress, { video: 'intro', percent: mark });
            }
          }
        }}
        onEnded={() => trackEvent(ANALYTICS_EVENTS.videoComplete, { video: 'intro' })}
      >
        <source src="/video/product-tour.webm" type="video/webm" />
        <source src="/video/product-tour.mp4" type="video/mp4" />
      </video>
      <figcaption className="bg-white px-4 py-2 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-300">20 seconds: from genre to band name to album cover.</figcaption>
    </figure>
  );
}
