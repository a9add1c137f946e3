// The album cover panel of the home page (free-area.md sections 4 and 8): none, generating,
// generated (image, title-cased style, concepts, regenerate), limitReached after a 429 or when the
// server says none are left; download has its own limit. The free counter comes from the server
// (GET /api/quota) before the first click and from each answer after it. A premium user's covers
// are not counted against the free limit: no counter, no upsell, only the fair-use cap's message
// when it is reached.
import { createElement, useState } from 'react';
import { Download, ImageIcon, RefreshCw } from 'lucide-react';
import type { FreeCoverResponse } from '@shared/contracts/covers';
import { FREE_LIMITS } from '@shared/catalog/limits';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { saveBlob } from '@client/lib/download';
import { openPremiumModal } from '@client/lib/premium-modal';
import { useQuota } from '@client/lib/quota';
import { downloadFreeCover, generateFreeCover, trackAlbumInteraction } from '../api/free-cover';
import { CoverFeedback } from './cover-feedback';

type CoverState = 'none' | 'generating' | 'generated' | 'limitReached';

export const ALBUM_GENERATED_EVENT = 'albumCoverGenerated';
export const FREE_DOWNLOAD_EVENT = 'freeAlbumDownload';

function learnMore(text: string, clickSource: string, limitType: string, tail: string) {
  return createElement('span', null, `${text} Learn more about our ${tail} `, createElement('button', { type: 'button', className: 'font-semibold underline', onClick: () => openPremiumModal({ clickSource, limitType }) }, 'here'), '.');
}

/** The fair-use cap's 429: its message says which limit and when it resets. */
function fairUseToast(err: ApiError): void {
  toast({ title: 'Daily limit reached', description: err.serverMessage ?? 'You have reached the daily fair-use limit.', variant: 'destructive' });
}

export function FreeCoverPanel({ bandName, genre, vibe, premium = false }: { bandName: string; genre: string; vibe: string | null; premium?: boolean }) {
  const [state, setState] = useState<CoverState>('none');
  const [cover, setCover] = useState<FreeCoverResponse | null>(null);
  // What the last answer said is left; until the first answer, the server's quota speaks.
  const [answered, setAnswered] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [imageBroken, setImageBroken] = useState(false);
  const { quota, isPending: quotaPending, refetch: refetchQuota } = useQuota();
  const limit = quota?.covers.limit ?? FREE_LIMITS.albumGenerationsPerDay;
  const remaining = answered ?? quota?.covers.remaining ?? null;
  // Spent before this panel opened: nothing to try. Spent here: the next click gets the spec's
  // limit toast from the server's 429, and the panel then settles in limitReached.
  const exhausted = !premium && (state === 'limitReached' || (answered === null && remaining === 0));

  const generate = async () => {
    if (!bandName || !genre) return;
    const regenerate = cover !== null;
    setState('generating');
    try {
      const result = await generateFreeCover({ bandName, genre, vibe });
      setCover(result);
      setImageBroken(false);
      setState('generated');
      refetchQuota();
      trackAlbumInteraction({ interactionType: regenerate ? 'regenerate' : 'generate', bandName, genre, vibe, artStyle: result.artStyle.value, imageUrl: result.imageUrl });
      if (premium) {
        toast({ title: 'Album cover generated', variant: 'success' });
        return;
      }
      setAnswered(result.remaining);
      toast({ title: 'Album cover generated', description: `${result.remaining} free cover${result.remaining === 1 ? '' : 's'} left today.`, variant: 'success' });
      window.dispatchEvent(new Event(ALBUM_GENERATED_EVENT));
    } catch (err) {
      if (err instanceof ApiError && err.status === 429 && premium) {
        setState(cover ? 'generated' : 'none');
        fairUseToast(err);
      } else if (err instanceof ApiError && err.status === 429) {
        setAnswered(0);
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
      if (!premium) window.dispatchEvent(new Event(FREE_DOWNLOAD_EVENT));
    } catch (err) {
      if (err instanceof ApiError && err.status === 429 && premium) {
        fairUseToast(err);
      } else if (err instanceof ApiError && err.status === 429) {
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
      {premium ? (
        <p className="text-sm text-purple-700 dark:text-purple-300" data-testid="cover-premium">
          Premium: covers and downloads included
        </p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="cover-remaining" aria-live="polite">
          {remaining === null ? (quotaPending ? 'Checking your free covers...' : `Up to ${limit} free covers a day`) : `${remaining} of ${limit} free covers left today`}
        </p>
      )}
      {(state === 'none' || (state === 'limitReached' && !cover)) && (
        <Button className="mt-4 w-full" onClick={generate} disabled={exhausted}>
          <ImageIcon className="h-4 w-4" aria-hidden /> {exhausted ? 'Generation Limit Reached' : 'Generate Album Cover'}
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
            <img src={cover.imageUrl} alt={`${cover.imageAlt} (${cover.artStyle.name} style)`} width={1024} height={1024} className="aspect-square w-full rounded-xl object-cover shadow" onError={() => setImageBroken(true)} />
          )}
          <p className="text-sm">
            Style: <span className="font-semibold" data-testid="cover-style">{cover.artStyle.name}</span>
          </p>
          <CoverFeedback key={cover.imageUrl} bandName={bandName} genre={genre} albumCoverStyle={cover.artStyle.value} />
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
            <Button variant="outline" size="sm" onClick={generate} disabled={exhausted || state === 'generating'}>
              <RefreshCw className={`h-4 w-4 ${state === 'generating' ? 'animate-spin' : ''}`} aria-hidden />
              {exhausted ? 'Generation Limit Reached' : 'Regenerate'}
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
