import { AppLink } from '@client/lib/app-link';
import { openPremiumModal } from '@client/lib/premium-modal';

/** The hero: a free visitor may open the premium pitch; a signed-in user is led to the studio. */
export function IntroBanner({ premium, signedIn, showUpsell }: { premium: boolean; signedIn: boolean; showUpsell: boolean }) {
  return (
    <section className="mx-auto max-w-3xl text-center">
      <p className={`text-sm font-semibold uppercase tracking-widest ${premium ? 'text-purple-700 dark:text-purple-300' : 'text-brand-700 dark:text-brand-300'}`}>
        {premium ? 'Premium generator' : 'Free band name generator'}
      </p>
      <h1 className="mt-2 font-display text-4xl font-extrabold tracking-tight sm:text-5xl">Find a band name worth printing on a T-shirt</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
        Pick your genre, name your influences, describe the vibe. Every name comes with the story behind it, and a matching album cover is one click away.
      </p>
      {signedIn ? (
        <AppLink
          to="/premium"
          className="mt-5 inline-flex h-11 items-center justify-center rounded-lg bg-purple-700 px-5 text-sm font-semibold text-white shadow-sm hover:bg-purple-800"
          data-testid="home-premium-studio"
        >
          Open your Premium studio
        </AppLink>
      ) : (
        showUpsell && (
          <button
            type="button"
            className="mt-3 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
            onClick={() => openPremiumModal({ clickSource: 'hero_section', limitType: 'promotional' })}
          >
            See More
          </button>
        )
      )}
    </section>
  );
}
