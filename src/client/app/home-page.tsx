// Home (route /): the generator, composed from the features that share the page: the name
// generator, the cover panel (lazy) and the engagement pieces. Paying users get a purple page that
// generates with the premium generator (5 names, its filters), no free cover panel but a link to
// their studio in its place, no tip card and no offer to upgrade.
import { lazy, Suspense, useState } from 'react';
import type { BandNameResult } from '@shared/contracts/names';
import { useSessionUser } from '../lib/session';
import { AuthNotice } from '../features/generator/components/auth-notice';
import { GeneratorForm } from '../features/generator/components/generator-form';
import { IntroBanner } from '../features/generator/components/intro-banner';
import { SavedNamesPanel } from '../features/generator/components/saved-names-panel';
import { useNameGenerator } from '../features/generator/hooks/use-name-generator';
import { Deferred } from '../components/deferred';
import { lazyWithQuery } from '../lib/lazy-with-query';
import { AppLink } from '../lib/app-link';

// The results list waits for the first generation, so it stays off the first load; generating
// starts fetching it, alongside the names.
const loadResultsList = () => import('../features/generator/components/results-list');
const ResultsList = lazy(() => loadResultsList().then((m) => ({ default: m.ResultsList })));
// The parts that call the server through the query cache bring the query library with them: the
// first view hydrates without it (lib/lazy-with-query.tsx).
const TipModal = lazyWithQuery(() => import('../features/billing/components/tip-modal').then((m) => m.TipModal));
const FreeCoverPanel = lazyWithQuery(() => import('../features/covers/components/free-cover-panel').then((m) => m.FreeCoverPanel));
// Below the fold (Deferred: loaded when near the viewport or idle, never during the first view's
// hydration): the empty state's signup and survey, the featured showcase, the intro video.
const EmptyStateEngagement = lazyWithQuery(() => import('../features/engagement/components/empty-state-engagement').then((m) => m.default));
const FeaturedShowcase = lazy(() => import('../features/engagement/components/featured-showcase'));
const IntroVideo = lazy(() => import('../features/generator/components/intro-video').then((m) => ({ default: m.IntroVideo })));

export default function HomePage() {
  const { user, known } = useSessionUser();
  const premium = user?.isPremium ?? false;
  // Offers wait for the server's answer, so a paying user never sees one flash by.
  const showUpsell = known && !premium;
  const gen = useNameGenerator(premium);
  const [coverFor, setCoverFor] = useState<BandNameResult | null>(null);
  const [tipOpen, setTipOpen] = useState(false);

  return (
    <div className={`px-4 py-10 ${premium ? 'bg-purple-50/60 dark:bg-purple-950/20' : ''}`} data-premium={premium}>
      <AuthNotice />
      <IntroBanner premium={premium} signedIn={user !== null} showUpsell={showUpsell} />
      <div className="mx-auto mt-10 grid max-w-6xl gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-8">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <GeneratorForm
              generating={gen.generating}
              onGenerate={(input) => {
                void loadResultsList();
                void gen.run(input);
              }}
              premium={premium}
            />
          </div>
          {gen.results.length > 0 ? (
            <Suspense fallback={null}>
              <ResultsList
                results={gen.results}
                regenerating={gen.regenerating}
                onRegenerate={gen.regenerateOne}
                onCopy={gen.copy}
                onToggleFavorite={gen.toggleFavorite}
                onCover={premium ? undefined : setCoverFor}
              />
            </Suspense>
          ) : (
            <div className="text-center" data-testid="empty-state">
              <p className="text-slate-600 dark:text-slate-400">Your names will appear here.</p>
              {/* Engagement: e-mail signup and band-challenge survey */}
              <Deferred>
                <EmptyStateEngagement />
              </Deferred>
            </div>
          )}
        </div>
        <aside className="grid content-start gap-6">
          {premium ? (
            // A member's covers are made in the studio, not in the free cover panel.
            <div className="rounded-2xl border border-purple-200 bg-white p-4 text-sm dark:border-purple-900 dark:bg-slate-900" data-testid="studio-link-card">
              <p className="font-semibold text-purple-900 dark:text-purple-100">Album art for your names</p>
              <p className="mt-1 text-slate-700 dark:text-slate-300">Make covers, press photos and more in your premium studio.</p>
              <AppLink to="/premium?tab=image" className="mt-2 inline-block font-semibold text-purple-800 underline underline-offset-4 dark:text-purple-200">
                Open the Image Studio
              </AppLink>
            </div>
          ) : (
            coverFor && (
            <Suspense fallback={null}>
              <FreeCoverPanel key={coverFor.id} bandName={coverFor.name} genre={coverFor.genre} vibe={coverFor.vibe} premium={premium} />
            </Suspense>
            )
          )}
          <SavedNamesPanel />
          {gen.results.length > 0 && showUpsell && (
            <div className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
              <p>Found a name you love? The generator is free: a small tip keeps it that way.</p>
              <button type="button" className="mt-2 font-semibold underline underline-offset-4" onClick={() => setTipOpen(true)} data-testid="open-tip">
                Leave a tip
              </button>
            </div>
          )}
          <Deferred placeholderClassName="aspect-video w-full rounded-2xl border border-slate-200 bg-black pb-9 dark:border-slate-800">
            <IntroVideo />
          </Deferred>
        </aside>
      </div>
      {tipOpen && showUpsell && (
        <Suspense fallback={null}>
          <TipModal open={tipOpen} onOpenChange={setTipOpen} bandName={gen.results[0]?.name ?? ''} />
        </Suspense>
      )}
      {/* Engagement: featured showcase (space kept while it loads, so nothing jumps) */}
      <Deferred placeholderClassName="mx-auto mt-16 min-h-[28rem] max-w-6xl">
        <FeaturedShowcase showUpsell={showUpsell} />
      </Deferred>
    </div>
  );
}
