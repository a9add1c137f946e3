// The generator's state machine (free-area.md section 4): idle, generating, results or an error
// toast; a member generates 5 names a click with the premium generator, and regenerate asks for
// one new name (premium endpoint for premium users); favourites go to the server, then the saved
// list and the clipboard.
import { createElement, useState } from 'react';
import { PREMIUM_NAMES_PER_REQUEST } from '@shared/catalog/limits';
import type { BandNameResult, GenerateNamesRequest } from '@shared/contracts/names';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { copyText } from '@client/lib/clipboard';
import { openPremiumModal } from '@client/lib/premium-modal';
import { useSetFavorite } from '../api/favorite';
import { isDailyLimitError, useGenerateNames, useRegenerateName } from '../api/generate-names';
import { trackClipboardClick } from '../api/tracking';
import type { GeneratorInput } from '../components/generator-form';
import { addSavedName } from '@client/lib/saved-names';
import { incrementGenerationCount } from './use-generation-count';

/** 'Learn more about our premium features here.' with 'here' opening the premium modal. */
function limitDescription(text: string, clickSource: string) {
  return createElement(
    'span',
    null,
    `${text} Learn more about our premium features `,
    createElement(
      'button',
      { type: 'button', className: 'font-semibold underline', onClick: () => openPremiumModal({ clickSource, limitType: 'generation' }) },
      'here',
    ),
    '.',
  );
}

/** The free limit's toast links to the premium pitch; a premium user only ever meets the fair-use
 * cap, whose server message says which limit and when it resets, with nothing to upgrade to. */
function showLimitToast(clickSource: string, isPremium: boolean, err: unknown): void {
  if (isPremium) {
    const message = err instanceof ApiError ? err.serverMessage : undefined;
    toast({ title: 'Daily limit reached', description: message ?? 'You have reached the daily fair-use limit.', variant: 'destructive' });
    return;
  }
  toast({ title: 'Daily Limit Reached!', description: limitDescription("You've used your 20 free band names today.", clickSource), variant: 'destructive' });
}

export function useNameGenerator(isPremium: boolean) {
  const [results, setResults] = useState<BandNameResult[]>([]);
  const [regenerating, setRegenerating] = useState(false);
  const generate = useGenerateNames(isPremium);
  const regenerate = useRegenerateName(isPremium);
  const favorite = useSetFavorite();

  const run = async (input: GeneratorInput) => {
    // A member generates with the premium generator: its filters, and 5 names a click.
    const options = isPremium
      ? { avoidCommonWords: input.avoidCommonWords, oneWordNames: input.oneWordNames, compoundWords: input.compoundWords, noNumbers: input.noNumbers }
      : { avoidCommonWords: input.avoidCommonWords };
    const request: GenerateNamesRequest = { genre: input.genre, influences: input.influences, vibe: input.vibe, options, ...(isPremium ? { count: PREMIUM_NAMES_PER_REQUEST } : {}) };
    try {
      const names = await generate.run(request);
      setResults(names);
      incrementGenerationCount();
    } catch (err) {
      if (isDailyLimitError(err)) showLimitToast('band_limit', isPremium, err);
      else toast({ title: 'Error', description: 'Failed to generate band names. Please try again.', variant: 'destructive' });
    }
  };

  const regenerateOne = async () => {
    const first = results[0];
    if (!first) return;
    setRegenerating(true);
    try {
      const names = await regenerate.run({ genre: first.genre, influences: first.influences ?? '', vibe: first.vibe ?? '', count: 1 });
      setResults(names.slice(0, 1));
      incrementGenerationCount();
    } catch (err) {
      if (isDailyLimitError(err)) showLimitToast('regenerate_limit', isPremium, err);
      else toast({ title: 'Error', description: 'Failed to regenerate band names. Please try again.', variant: 'destructive' });
    } finally {
      // The spec clears the flag shortly afterwards, so a double click cannot fire twice.
      setTimeout(() => setRegenerating(false), 300);
    }
  };

  const copy = async (result: BandNameResult) => {
    const ok = await copyText(result.name);
    if (!ok) {
      toast({ title: 'Copy failed', description: 'Unable to copy to clipboard', variant: 'destructive' });
      return;
    }
    trackClipboardClick(result.id, result.name);
    toast({ title: 'Copied!', description: `"${result.name}" is on your clipboard.` });
  };

  const toggleFavorite = async (result: BandNameResult) => {
    const isFavorite = !result.isFavorite;
    try {
      await favorite.run({ id: result.id, isFavorite });
    } catch {
      toast({ title: 'Error', description: 'Failed to update favorite status', variant: 'destructive' });
      return;
    }
    setResults((list) => list.map((r) => (r.id === result.id ? { ...r, isFavorite } : r)));
    if (!isFavorite) return;
    addSavedName(result.name);
    await copyText(result.name);
    toast({ title: 'Success!', description: `"${result.name}" was saved to your liked names and copied.`, variant: 'success' });
    window.dispatchEvent(new CustomEvent('firstFavorite', { detail: { isPremium } }));
  };

  return { results, generating: generate.isPending, regenerating: regenerating || regenerate.isPending, run, regenerateOne, copy, toggleFavorite };
}
