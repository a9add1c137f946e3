// The custom album art generator's states (premium-and-admin.md section 4): initial, then
// generated; regenerations, one suggestion and one download a day for a free visitor, counted by
// the server. The counters show what the server will still allow: GET /api/quota before the
// first click, then each answer's regenerationsLeft and suggestionsLeft. A free download sets the
// final state and opens the upgrade modal 1.5 s later. A premium user has no free counters: every
// action stays open until the fair-use cap, whose 429 message is shown as the server words it.
import { useState } from 'react';
import { CUSTOM_ART_GENERATIONS_PER_DAY, CUSTOM_ART_LIMITS } from '@shared/catalog/limits';
import { ANALYTICS_EVENTS } from '@shared/catalog/analytics-events';
import type { CustomCoverResponse } from '@shared/contracts/covers';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { trackEvent } from '@client/lib/analytics';
import { saveBlob } from '@client/lib/download';
import { useQuota } from '@client/lib/quota';
import { downloadCustomCover, generateCustomCover, setFullCustomLimits } from '../api/custom-cover';

export interface CustomInput {
  /** Optional: left blank, the server titles the cover 'Custom Album'. */
  bandName: string;
  genre: string;
  influences: string;
  vibe: string;
}

/** What a free visitor may still do on this page today; null while the server has not said. */
export interface CustomAllowance {
  /** Generations without a suggestion: the first one, then regenerations. */
  generations: number;
  suggestions: number;
  downloads: number;
}

type Kind = 'generate' | 'regenerate' | 'suggestion';
const FAILURE_TITLES: Record<Kind, string> = { generate: 'Generation failed', regenerate: 'Regeneration failed', suggestion: 'Suggestion failed' };

export function useCustomCover(premium: boolean) {
  const [cover, setCover] = useState<CustomCoverResponse | null>(null);
  /** The title drawn on the shown cover (what its request carried). */
  const [coverBandName, setCoverBandName] = useState<string>(CUSTOM_ART_LIMITS.defaultBandName);
  /** Premium users may pick any concept to refine; free visitors refine the selected one. */
  const [chosenConcept, setChosenConcept] = useState<string | null>(null);
  const [busy, setBusy] = useState<Kind | 'download' | null>(null);
  /** The last generation's answer: what the server still allows after it. */
  const [answered, setAnswered] = useState<{ generations: number; suggestions: number } | null>(null);
  const [final, setFinal] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const { quota, isPending: quotaPending, refetch: refetchQuota } = useQuota();

  // When the quota cannot be read, the spec's own numbers stand in (the server still decides).
  const fromQuota: CustomAllowance | null = quota
    ? { generations: quota.customArt.remaining, suggestions: quota.customArtSuggestions.remaining, downloads: quota.customArtDownloads.remaining }
    : quotaPending
      ? null
      : { generations: CUSTOM_ART_GENERATIONS_PER_DAY, suggestions: CUSTOM_ART_LIMITS.suggestions, downloads: CUSTOM_ART_LIMITS.downloads };
  const allowance: CustomAllowance | null = final
    ? { generations: 0, suggestions: 0, downloads: 0 }
    : fromQuota && {
        generations: answered?.generations ?? fromQuota.generations,
        suggestions: answered?.suggestions ?? fromQuota.suggestions,
        downloads: fromQuota.downloads,
      };

  const run = async (kind: Kind, input: CustomInput, suggestion?: string) => {
    setBusy(kind);
    const bandName = input.bandName.trim();
    try {
      const result = await generateCustomCover({
        ...(bandName ? { bandName } : {}),
        genre: input.genre,
        influences: input.influences,
        vibe: input.vibe,
        refineConcept: kind === 'generate' ? undefined : (chosenConcept ?? cover?.selectedConcept),
        userSuggestion: kind === 'suggestion' ? suggestion : undefined,
      });
      setCover(result);
      setCoverBandName(bandName || CUSTOM_ART_LIMITS.defaultBandName);
      setChosenConcept(null);
      setAnswered({ generations: result.regenerationsLeft, suggestions: result.suggestionsLeft });
      refetchQuota();
      const event = kind === 'generate' ? ANALYTICS_EVENTS.albumCoverGenerated : kind === 'regenerate' ? ANALYTICS_EVENTS.albumCoverRegenerate : ANALYTICS_EVENTS.suggestionApplied;
      trackEvent(event, { artStyle: result.artStyle.value, genre: input.genre });
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) {
        const fallback = premium ? 'You have reached the daily fair-use limit.' : "You've reached your daily limit. Upgrade to premium for unlimited access.";
        toast({ title: 'Daily limit reached', description: err.serverMessage ?? fallback, variant: 'destructive' });
        refetchQuota();
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
      // Marking the day's free sample as complete is a free visitor's step only.
      if (!premium) await setFullCustomLimits();
      const blob = await downloadCustomCover(cover.imageUrl);
      saveBlob(blob, 'custom_album_cover.png');
      trackEvent(ANALYTICS_EVENTS.albumCoverDownload, { artStyle: cover.artStyle.value });
      refetchQuota();
      if (!premium) {
        setFinal(true);
        setTimeout(() => setUpgradeOpen(true), CUSTOM_ART_LIMITS.upgradeModalDelayMs);
      }
    } catch (err) {
      if (err instanceof ApiError && err.status === 429 && err.serverMessage) {
        toast({ title: 'Daily limit reached', description: err.serverMessage, variant: 'destructive' });
      } else {
        toast({ title: 'Download failed', description: 'There was an error downloading the image. Try right-clicking and saving.', variant: 'destructive' });
      }
    } finally {
      setBusy(null);
    }
  };

  return {
    cover,
    coverBandName,
    chosenConcept: chosenConcept ?? cover?.selectedConcept ?? null,
    chooseConcept: setChosenConcept,
    busy,
    allowance,
    final,
    upgradeOpen: upgradeOpen && !premium,
    setUpgradeOpen,
    run,
    download,
  };
}
