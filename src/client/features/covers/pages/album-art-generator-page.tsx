// /album-art-generator: the free custom album art sample, with its walkthrough video and the
// upgrade modal (premium-and-admin.md sections 2, 4, 5, 8, 9). Before the first click it says what
// the server will allow today; a premium user gets the whole studio (no counters, no upgrade).
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Palette } from 'lucide-react';
import { CUSTOM_ART_GENERATIONS_PER_DAY, CUSTOM_ART_LIMITS } from '@shared/catalog/limits';
import { GenreSelect } from '@client/components/genre-select';
import { Button } from '@client/components/ui/button';
import { Field, Optional } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { dismissErrorToasts, toast } from '@client/components/ui/use-toast';
import { useSessionUser } from '@client/lib/session';
import { useHydrated } from '@client/lib/use-hydrated';
import { WalkthroughVideo } from '../components/walkthrough-video';
import { useCustomCover, type CustomAllowance, type CustomInput } from '../hooks/use-custom-cover';

// The page is prerendered and hydrates: what only a made cover or a spent allowance shows stays off
// its first load. Generating starts fetching the result's code, alongside the cover.
const loadCoverResult = () => import('../components/custom-cover-result');
const CustomCoverResult = lazy(() => loadCoverResult().then((m) => ({ default: m.CustomCoverResult })));
const UpgradeModal = lazy(() => import('../components/upgrade-modal').then((m) => ({ default: m.UpgradeModal })));

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Today's free allowance, in the order a visitor spends it: the first generation, then the rest. */
function allowanceText(a: CustomAllowance): string {
  if (a.generations === 0) return `Today's free generations are used. ${a.suggestions > 0 ? `${plural(a.suggestions, 'suggestion')} left for a cover you made today. ` : ''}More tomorrow.`;
  const rest = `${plural(a.suggestions, 'suggestion')} and ${plural(a.downloads, 'download')}`;
  // Once a cover is made, a new one and a regeneration spend the same allowance: count them together.
  if (a.generations < CUSTOM_ART_GENERATIONS_PER_DAY) return `Left today: ${plural(a.generations, 'generation')} (regenerations included), ${rest}.`;
  return `Free today: 1 generation, then ${plural(a.generations - 1, 'regeneration')}, ${rest}.`;
}

// The page starts as a first view without the app's query client (docs/decisions/013); nothing on
// it reads through the query cache (the quota and the session have small stores of their own).
export default function AlbumArtGeneratorPage() {
  const [input, setInput] = useState<CustomInput>({ bandName: '', genre: '', influences: '', vibe: '' });
  const { user } = useSessionUser();
  const premium = user?.isPremium ?? false;
  const c = useCustomCover(premium);
  const hydrated = useHydrated();
  const noGenerationsLeft = !premium && (c.final || c.allowance?.generations === 0);

  const validate = (): boolean => {
    if (input.bandName.trim().length > CUSTOM_ART_LIMITS.bandNameMax)
      toast({ title: 'Band name too long', description: `Band name must be at most ${CUSTOM_ART_LIMITS.bandNameMax} characters.`, variant: 'destructive' });
    else if (!input.genre) toast({ title: 'Genre required', description: 'Please select a music genre.', variant: 'destructive' });
    else if (!input.influences.trim()) toast({ title: 'Influences required', description: 'Please describe your musical influences.', variant: 'destructive' });
    else if (!input.vibe.trim()) toast({ title: 'Vibe required', description: 'Please describe the desired vibe for your album art.', variant: 'destructive' });
    else return true;
    return false;
  };
  const submit = (e: FormEvent) => {
    void loadCoverResult();
    e.preventDefault();
    if (!validate()) return;
    dismissErrorToasts();
    void c.run('generate', input);
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">Free Album Art Generator</h1>
      <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">
        {premium ? 'Describe your sound and get a custom album cover with concept ideas, as many as you like.' : 'Describe your sound and get a custom album cover with concept ideas. Free, no sign-up.'}
      </p>
      <div className="mt-8">
        <WalkthroughVideo />
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <form onSubmit={submit} noValidate className="grid content-start gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900" aria-label="Custom album art" data-testid="custom-form">
          {/* The page is prerendered: the form paints first and is usable once hydrated. */}
          <fieldset disabled={!hydrated} className="contents">
          <Field
            id="art-band-name"
            label={
              <>
                Band name <Optional />
              </>
            }
            hint={`${input.bandName.length}/${CUSTOM_ART_LIMITS.bandNameMax}`}
          >
            <Input
              maxLength={CUSTOM_ART_LIMITS.bandNameMax}
              value={input.bandName}
              onChange={(e) => setInput({ ...input, bandName: e.target.value })}
              placeholder={`Left blank, the cover says '${CUSTOM_ART_LIMITS.defaultBandName}'`}
              autoComplete="off"
            />
          </Field>
          <Field id="art-genre" label="Genre">
            <GenreSelect value={input.genre} onChange={(genre) => setInput({ ...input, genre })} placeholderSelectable />
          </Field>
          <Field id="art-influences" label="Musical influences" hint={`${input.influences.length}/${CUSTOM_ART_LIMITS.influencesMax}`}>
            <Input maxLength={CUSTOM_ART_LIMITS.influencesMax} value={input.influences} onChange={(e) => setInput({ ...input, influences: e.target.value })} placeholder="e.g. Kavinsky, Carpenter Brut" />
          </Field>
          <Field id="art-vibe" label="Vibe" hint={`${input.vibe.length}/${CUSTOM_ART_LIMITS.vibeMax}`}>
            <Input maxLength={CUSTOM_ART_LIMITS.vibeMax} value={input.vibe} onChange={(e) => setInput({ ...input, vibe: e.target.value })} placeholder="e.g. cold neon, midnight drive" />
          </Field>
          <Button type="submit" size="lg" disabled={noGenerationsLeft || c.busy !== null}>
            <Palette className="h-5 w-5" aria-hidden />
            {noGenerationsLeft ? 'Generation Complete - Upgrade for More' : c.busy === 'generate' ? 'Generating...' : 'Generate Album Cover'}
          </Button>
          </fieldset>
          {!premium && (
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="custom-allowance" aria-live="polite">
              {c.allowance ? allowanceText(c.allowance) : "Checking today's free generations..."}
            </p>
          )}
        </form>
        {c.cover ? (
          <Suspense fallback={coverPlaceholder}>
            <CustomCoverResult
              cover={c.cover}
              bandName={c.coverBandName}
              genre={input.genre}
              premium={premium}
              chosenConcept={c.chosenConcept}
              onChooseConcept={c.chooseConcept}
              busy={c.busy}
              allowance={c.allowance}
              final={c.final}
              onRegenerate={() => void c.run('regenerate', input)}
              onSuggest={(text) => c.run('suggestion', input, text)}
              onDownload={() => void c.download()}
            />
          </Suspense>
        ) : (
          coverPlaceholder
        )}
      </div>
      {c.upgradeOpen && (
        <Suspense fallback={null}>
          <UpgradeModal open={c.upgradeOpen} onOpenChange={c.setUpgradeOpen} />
        </Suspense>
      )}
    </div>
  );
}

const coverPlaceholder = (
  <div className="flex aspect-square items-center justify-center rounded-2xl border-2 border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
    Your cover appears here.
  </div>
);
