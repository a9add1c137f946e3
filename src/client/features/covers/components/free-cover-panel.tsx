// The free album cover panel (free-area.md sections 4 and 8): none, generating, generated (image,
// title-cased style, concepts, regenerate), limitReached after a 429; download has its own limit.
import { createElement, useState } from 'react';
import { Download, ImageIcon, RefreshCw } from 'lucide-react';
import type { FreeCoverResponse } from '../../../../shared/contracts/covers';
import { FREE_LIMITS } from '../../../../shared/catalog/limits';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';
import { openPremiumModal } from '../../../lib/premium-modal';
import { downloadFreeCover, generateFreeCover, trackAlbumInteraction } from '../api/free-cover';

type CoverState = 'none' | 'generating' | 'generated' | 'limitReached';

export const ALBUM_GENERATED_EVENT = 'albumCoverGenerated';
export const FREE_DOWNLOAD_EVENT = 'freeAlbumDownload';

function learnMore(text: string, clickSource: string, limitType: string, tail: string) {
  return createElement('span', null, `${text} Learn more about our ${tail} `, createElement('button', { type: 'button', className: 'font-semibold underline', onClick: () => openPremiumModal({ clickSource, limitType }) }, 'here'), '.');
}

export function FreeCoverPanel({ bandName, genre, vibe }: { bandName: string; genre: string; vibe: string | null }) {
  const [state, setState] = useState<CoverState>('none');
  const [cover, setCover] = useState<FreeCoverResponse | null>(null);
  const [remaining, setRemaining] = useState<number>(FREE_LIMITS.albumGenerationsPerDay);
  const [downloading, setDownloading] = useState(false);
  const [imageBroken, setImageBroken] = useState(false);

  const generate = async () => {
    if (!bandName || !genre) return;
    const regenerate = cover !== null;
    setState('generating');
    try {
      const result = await generateFreeCover({ bandName, genre, vibe });
      setCover(result);
      setImageBroken(false);
      setRemaining(result.remaining);
      setState('generated');
      trackAlbumInteraction({ interactionType: regenerate ? 'regenerate' : 'generate', bandName, genre, vibe, artStyle: result.artStyle.value, imageUrl: result.imageUrl });
      toast({ title: 'Album cover generated', description: `${result.remaining} free cover${result.remaining === 1 ? '' : 's'} left today.`, variant: 'success' });
      window.dispatchEvent(new Event(ALBUM_GENERATED_EVENT));
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) {
        setRemaining(0);
        setState('limitReached');
        toast({ title: 'Daily Limit Reached', description: learnMore("You've reached your daily limit of 3 free album cover generations.", 'album_limit', 'generation', 'premium service'), variant: 'destructive' });
      } else {
        setState(cover ? 'generated' : 'none');
        toast({ title: 'Generation failed', description: 'Could not generate album cover. Please try again.', variant: 'destructive' });
      }
    }
  };

  const download = async () => {
    if (!cover) return;
    setDownloading(true);
    try {
      const blob = await downloadFreeCover(cover.imageUrl);
      saveBlob(blob, `${bandName}-album-cover.png`);
      trackAlbumInteraction({ interactionType: 'download', bandName, genre, vibe, artStyle: cover.artStyle.value, imageUrl: cover.imageUrl });
      toast({ title: 'Download started', description: `${bandName}-album-cover.png` });
      window.dispatchEvent(new Event(FREE_DOWNLOAD_EVENT));
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) {
        toast({ title: 'Download Limit Reached!', description: learnMore("You've downloaded your daily album cover.", 'download_limit', 'download', 'premium features'), variant: 'destructive' });
      } else {
        toast({ title: 'Download failed', description: 'Could not download the image. Try right-clicking and saving.', variant: 'destructive' });
      }
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby="cover-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900" data-testid="cover-panel" data-state={state}>
      <h2 id="cover-heading" className="text-lg font-bold">
        Album cover for {bandName}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="cover-remaining">
        {remaining} of {FREE_LIMITS.albumGenerationsPerDay} free covers left today
      </p>
      {(state === 'none' || (state === 'limitReached' && !cover)) && (
        <Button className="mt-4 w-full" onClick={generate} disabled={state === 'limitReached'}>
          <ImageIcon className="h-4 w-4" aria-hidden /> {state === 'limitReached' ? 'Generation Limit Reached' : 'Generate Album Cover'}
        </Button>
      )}
      {state === 'generating' && !cover && (
        <div className="mt-4 flex aspect-square w-full animate-pulse items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300" role="status">
          Painting your cover...
        </div>
      )}
      {cover && (
        <div className="mt-4 grid gap-3">
          {imageBroken ? (
            <div className="flex aspect-square w-full items-center justify-center rounded-xl bg-slate-200 text-center text-sm font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              {cover.artStyle.name}
            </div>
          ) : (
            <img src={cover.imageUrl} alt={`Album cover for ${bandName} in ${cover.artStyle.name} style`} width={1024} height={1024} className="aspect-square w-full rounded-xl object-cover shadow" onError={() => setImageBroken(true)} />
          )}
          <p className="text-sm">
            Style: <span className="font-semibold" data-testid="cover-style">{cover.artStyle.name}</span>
          </p>
          <div>
            <h3 className="text-sm font-semibold">Concept ideas</h3>
            <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300" data-testid="cover-concepts">
              {cover.concepts.map((c) => (
                <li key={c} className={c === cover.selectedConcept ? 'font-medium text-slate-900 dark:text-slate-100' : undefined}>
                  {c}
                </li>
              ))}
            </ol>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={generate} disabled={state === 'limitReached' || state === 'generating'}>
              <RefreshCw className={`h-4 w-4 ${state === 'generating' ? 'animate-spin' : ''}`} aria-hidden />
              {state === 'limitReached' ? 'Generation Limit Reached' : 'Regenerate'}
            </Button>
            <Button size="sm" onClick={download} disabled={downloading}>
              <Download className="h-4 w-4" aria-hidden /> Download
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
