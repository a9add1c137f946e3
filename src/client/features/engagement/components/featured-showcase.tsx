// The featured showcase (free-area.md section 2): seven names with covers from the site's own
// art engine, as a carousel: previous/next buttons, one dot per slide, and auto-advance that
// pauses while the pointer or focus is inside, when the visitor pauses it, and never runs for
// visitors who prefer reduced motion (WAI-ARIA carousel pattern).
import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { genreLabel } from '@shared/catalog/genres';
import { cn } from '@client/lib/cn';
import { openPremiumModal } from '@client/lib/premium-modal';
import { prefersReducedMotion } from '../hooks/device';
import { SHOWCASE_ITEMS } from '../showcase-items';

export const SHOWCASE_INTERVAL_MS = 5000;

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** showUpsell false (a paying user, or not yet known): the slides show no premium link. */
export default function FeaturedShowcase({ showUpsell = true }: { showUpsell?: boolean }) {
  const count = SHOWCASE_ITEMS.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const rotating = !reducedMotion && !stopped;
  const running = rotating && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    // Keyed on index too: a manual turn restarts the wait, so a slide always gets its full time.
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), SHOWCASE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, count]);

  const go = (to: number) => setIndex(((to % count) + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="showcase-heading"
      className="mx-auto mt-16 max-w-6xl"
      data-testid="showcase"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="showcase-heading" className="font-display text-2xl font-bold tracking-tight">
            Featured band names
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">Names from the generator, with covers from our own art engine.</p>
        </div>
        <div className="flex items-center gap-2">
          {!reducedMotion && (
            <button
              type="button"
              onClick={() => setStopped((s) => !s)}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
              aria-label={stopped ? 'Start automatic slide show' : 'Stop automatic slide show'}
            >
              {stopped ? <Play className="h-4 w-4" aria-hidden /> : <Pause className="h-4 w-4" aria-hidden />}
            </button>
          )}
          <button
            type="button"
            onClick={() => go(index - 1)}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
            aria-label="Previous slide"
          >
            <ChevronLeft className="h-5 w-5" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
            aria-label="Next slide"
          >
            <ChevronRight className="h-5 w-5" aria-hidden />
          </button>
        </div>
      </div>

      {/* Announce slide changes only when they are not automatic. */}
      <div className="mt-5" aria-live={running ? 'off' : 'polite'} data-testid="showcase-slides">
        {SHOWCASE_ITEMS.map((item, i) => (
          <div
            key={item.slug}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}: ${item.bandName}`}
            hidden={i !== index}
            data-testid={i === index ? 'showcase-slide' : undefined}
            className="grid items-center gap-6 overflow-hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900 sm:grid-cols-[minmax(0,18rem)_1fr]"
          >
            <img
              src={item.imageUrl}
              alt={`Album cover for ${item.bandName}`}
              width={512}
              height={512}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full rounded-xl object-cover shadow"
            />
            <div>
              <p className="text-xs font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-300">{genreLabel(item.genre)}</p>
              <h3 className="mt-1 font-display text-3xl font-extrabold tracking-tight" data-testid="showcase-name">
                {item.bandName}
              </h3>
              <p className="mt-3 text-slate-700 dark:text-slate-300">{item.description}</p>
              {showUpsell && (
                <button
                  type="button"
                  className="mt-5 text-sm font-semibold text-purple-700 underline-offset-4 hover:underline dark:text-purple-300"
                  onClick={() => openPremiumModal({ clickSource: 'featured_showcase', limitType: 'promotional' })}
                >
                  Want covers like these? See Premium
                </button>
              )}
            </div>
          </div>
        ))}
      </div>

      <div className="mt-4 flex justify-center gap-1" role="group" aria-label="Choose a slide">
        {SHOWCASE_ITEMS.map((item, i) => (
          <button
            key={item.slug}
            type="button"
            onClick={() => go(i)}
            aria-label={`Slide ${i + 1}: ${item.bandName}`}
            aria-current={i === index ? 'true' : undefined}
            className="flex h-6 w-6 items-center justify-center"
          >
            <span className={cn('block h-2.5 rounded-full transition-all', i === index ? 'w-6 bg-brand-600' : 'w-2.5 bg-slate-300 dark:bg-slate-600')} />
          </button>
        ))}
      </div>
    </section>
  );
}
