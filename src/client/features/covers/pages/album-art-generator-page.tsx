// /album-art-generator: the free custom album art sample, with its walkthrough video and the
// upgrade modal (premium-and-admin.md sections 2, 4, 5, 8, 9).
import { useState, type FormEvent } from 'react';
import { Palette } from 'lucide-react';
import { CUSTOM_ART_LIMITS } from '../../../../shared/catalog/limits';
import { GenreSelect } from '../../../components/genre-select';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { CustomCoverResult } from '../components/custom-cover-result';
import { UpgradeModal } from '../components/upgrade-modal';
import { WalkthroughVideo } from '../components/walkthrough-video';
import { useCustomCover, type CustomInput } from '../hooks/use-custom-cover';

const field = 'w-full rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-950';

export default function AlbumArtGeneratorPage() {
  const [input, setInput] = useState<CustomInput>({ genre: '', influences: '', vibe: '' });
  const c = useCustomCover();

  const validate = (): boolean => {
    if (!input.genre) toast({ title: 'Genre required', description: 'Please select a music genre.', variant: 'destructive' });
    else if (!input.influences.trim()) toast({ title: 'Influences required', description: 'Please describe your musical influences.', variant: 'destructive' });
    else if (!input.vibe.trim()) toast({ title: 'Vibe required', description: 'Please describe the desired vibe for your album art.', variant: 'destructive' });
    else return true;
    return false;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (validate()) void c.run('generate', input);
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">Free Album Art Generator</h1>
      <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">Describe your sound and get a custom album cover with concept ideas. Free, no sign-up.</p>
      <div className="mt-8">
        <WalkthroughVideo />
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <form onSubmit={submit} noValidate className="grid content-start gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900" aria-label="Custom album art" data-testid="custom-form">
          <div className="grid gap-2">
            <label htmlFor="art-genre" className="text-sm font-semibold">
              Genre
            </label>
            <GenreSelect id="art-genre" value={input.genre} onChange={(genre) => setInput({ ...input, genre })} placeholderSelectable />
          </div>
          <div className="grid gap-2">
            <label htmlFor="art-influences" className="text-sm font-semibold">
              Musical influences
            </label>
            <input id="art-influences" className={`${field} h-11`} maxLength={CUSTOM_ART_LIMITS.influencesMax} value={input.influences} onChange={(e) => setInput({ ...input, influences: e.target.value })} placeholder="e.g. Kavinsky, Carpenter Brut" />
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {input.influences.length}/{CUSTOM_ART_LIMITS.influencesMax}
            </span>
          </div>
          <div className="grid gap-2">
            <label htmlFor="art-vibe" className="text-sm font-semibold">
              Vibe
            </label>
            <input id="art-vibe" className={`${field} h-11`} maxLength={CUSTOM_ART_LIMITS.vibeMax} value={input.vibe} onChange={(e) => setInput({ ...input, vibe: e.target.value })} placeholder="e.g. cold neon, midnight drive" />
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {input.vibe.length}/{CUSTOM_ART_LIMITS.vibeMax}
            </span>
          </div>
          <Button type="submit" size="lg" disabled={c.final || c.busy !== null}>
            <Palette className="h-5 w-5" aria-hidden />
            {c.final ? 'Generation Complete - Upgrade for More' : c.busy === 'generate' ? 'Generating...' : 'Generate Album Cover'}
          </Button>
        </form>
        {c.cover ? (
          <CustomCoverResult
            cover={c.cover}
            busy={c.busy}
            regenerations={c.regenerations}
            suggestionUsed={c.suggestionUsed}
            final={c.final}
            onRegenerate={() => void c.run('regenerate', input)}
            onSuggest={(text) => c.run('suggestion', input, text)}
            onDownload={() => void c.download()}
          />
        ) : (
          <div className="flex aspect-square items-center justify-center rounded-2xl border-2 border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
            Your cover appears here.
          </div>
        )}
      </div>
      <UpgradeModal open={c.upgradeOpen} onOpenChange={c.setUpgradeOpen} />
    </div>
  );
}
