// The free custom album art generator's states (premium-and-admin.md section 4): initial, then
// generated; up to 3 regenerations, 1 suggestion; download sets the final state and opens the
// upgrade modal 1.5 s later.
import { useState } from 'react';
import { CUSTOM_ART_LIMITS } from '../../../../shared/catalog/limits';
import { ANALYTICS_EVENTS } from '../../../../shared/catalog/analytics-events';
import type { CustomCoverResponse } from '../../../../shared/contracts/covers';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { trackEvent } from '../../../lib/analytics';
import { saveBlob } from '../../../lib/download';
import { downloadCustomCover, generateCustomCover, setFullCustomLimits } from '../api/custom-cover';

export interface CustomInput {
  genre: string;
  influences: string;
  vibe: string;
}

type Kind = 'generate' | 'regenerate' | 'suggestion';
const FAILURE_TITLES: Record<Kind, string> = { generate: 'Generation failed', regenerate: 'Regeneration failed', suggestion: 'Suggestion failed' };

export function useCustomCover() {
  const [cover, setCover] = useState<CustomCoverResponse | null>(null);
  const [busy, setBusy] = useState<Kind | 'download' | null>(null);
  const [regenerations, setRegenerations] = useState(0);
  const [suggestionUsed, setSuggestionUsed] = useState(false);
  const [final, setFinal] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);

  const run = async (kind: Kind, input: CustomInput, suggestion?: string) => {
    setBusy(kind);
    try {
      const result = await generateCustomCover({
        bandName: 'Custom Album',
        ...input,
        refineConcept: kind === 'generate' ? undefined : cover?.selectedConcept,
        userSuggestion: kind === 'suggestion' ? suggestion : undefined,
      });
      setCover(result);
      if (kind === 'regenerate') setRegenerations((n) => n + 1);
      if (kind === 'suggestion') setSuggestionUsed(true);
      const event = kind === 'generate' ? ANALYTICS_EVENTS.albumCoverGenerated : kind === 'regenerate' ? ANALYTICS_EVENTS.albumCoverRegenerate : ANALYTICS_EVENTS.suggestionApplied;
      trackEvent(event, { artStyle: result.artStyle.value, genre: input.genre });
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) {
        toast({ title: 'Daily limit reached', description: err.serverMessage ?? "You've reached your daily limit. Upgrade to premium for unlimited access.", variant: 'destructive' });
      } else {
        const description = kind === 'generate' ? 'There was an error generating your album cover. Please try again.' : 'Please try again.';
        toast({ title: FAILURE_TITLES[kind], description, variant: 'destructive' });
      }
      return false;
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    if (!cover) return;
    setBusy('download');
    try {
      await setFullCustomLimits();
      const blob = await downloadCustomCover(cover.imageUrl);
      saveBlob(blob, 'custom_album_cover.png');
      trackEvent(ANALYTICS_EVENTS.albumCoverDownload, { artStyle: cover.artStyle.value });
      setFinal(true);
      setRegenerations(CUSTOM_ART_LIMITS.regenerations);
      setSuggestionUsed(true);
      setTimeout(() => setUpgradeOpen(true), CUSTOM_ART_LIMITS.upgradeModalDelayMs);
    } catch {
      toast({ title: 'Download failed', description: 'There was an error downloading the image. Try right-clicking and saving.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return { cover, busy, regenerations, suggestionUsed, final, upgradeOpen, setUpgradeOpen, run, download };
}
