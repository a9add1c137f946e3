// The custom album art result: the cover with its band name, the concepts (a free visitor sees only
// the selected one; premium unlocks and lets them pick any to refine), regenerate, download and the
// suggestion box, each with what the server still allows a free visitor today.
import { useState } from 'react';
import * as Tooltip from '@radix-ui/react-tooltip';
import { Download, Lock, RefreshCw } from 'lucide-react';
import { CUSTOM_ART_LIMITS } from '@shared/catalog/limits';
import type { CustomCoverResponse } from '@shared/contracts/covers';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { cn } from '@client/lib/cn';
import type { CustomAllowance } from '../hooks/use-custom-cover';
import { CoverFeedback } from './cover-feedback';

export const LOCKED_CONCEPT_TIP = 'Upgrade to Premium to edit/access all concepts';

export function CustomCoverResult(props: {
  cover: CustomCoverResponse;
  /** The title drawn on this cover. */
  bandName: string;
  /** The genre the cover was made for (kept with the visitor's love / not-for-me answer). */
  genre: string;
  premium: boolean;
  chosenConcept: string | null;
  onChooseConcept: (concept: string) => void;
  busy: string | null;
  /** What the server still allows a free visitor (null while unknown; unused for premium). */
  allowance: CustomAllowance | null;
  final: boolean;
  onRegenerate: () => void;
  onSuggest: (text: string) => Promise<boolean>;
  onDownload: () => void;
}) {
  const { cover, premium, allowance } = props;
  const [broken, setBroken] = useState(false);
  const [suggestion, setSuggestion] = useState('');
  // Free: after a cover exists, what is left of the generation counter is regenerations.
  const regenerationsLeft = allowance?.generations ?? CUSTOM_ART_LIMITS.regenerations;
  const suggestionsLeft = allowance?.suggestions ?? CUSTOM_ART_LIMITS.suggestions;
  const downloadsLeft = allowance?.downloads ?? CUSTOM_ART_LIMITS.downloads;
  const canRegenerate = premium || (!props.final && regenerationsLeft > 0);
  const suggestionUsed = !premium && (props.final || suggestionsLeft <= 0);
  const canDownload = premium || (!props.final && downloadsLeft > 0);
  const others = cover.concepts.filter((c) => c !== cover.selectedConcept);
  const alt = `${cover.imageAlt} (${cover.artStyle.name} style)`;

  const suggest = async () => {
    const text = suggestion.trim();
    if (!text) {
      toast({ title: 'Suggestion required', description: 'Describe the change you would like to see.', variant: 'destructive' });
      return;
    }
    if (await props.onSuggest(text)) setSuggestion('');
  };

  return (
    <section
      aria-labelledby="custom-result-heading"
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="custom-result"
      data-regenerations-left={premium ? undefined : regenerationsLeft}
      data-suggestions-left={premium ? undefined : suggestionsLeft}
      data-downloads-left={premium ? undefined : downloadsLeft}
    >
      <h2 id="custom-result-heading" className="text-xl font-bold">
        Your album cover
      </h2>
      {broken ? (
        <div className="flex aspect-square w-full items-center justify-center rounded-xl bg-slate-200 text-lg font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200" data-testid="cover-placeholder">
          {cover.artStyle.name}
        </div>
      ) : (
        <img src={cover.imageUrl} alt={alt} width={1024} height={1024} className="aspect-square w-full rounded-xl object-cover shadow" onError={() => setBroken(true)} />
      )}
      <p className="text-sm">
        Band name: <span className="font-semibold" data-testid="custom-cover-band-name">{props.bandName}</span>
        <span className="mx-2 text-slate-400" aria-hidden>
          ·
        </span>
        Art style: <span className="font-semibold">{cover.artStyle.name}</span>
      </p>
      <CoverFeedback key={cover.imageUrl} bandName={props.bandName} genre={props.genre} albumCoverStyle={cover.artStyle.value} />
      <div>
        <h3 className="text-sm font-semibold">Concepts</h3>
        {premium ? (
          <ul className="mt-2 grid gap-2" data-testid="custom-concepts">
            {cover.concepts.map((c) => (
              <li key={c}>
                <button
                  type="button"
                  aria-pressed={c === props.chosenConcept}
                  onClick={() => props.onChooseConcept(c)}
                  className={cn('w-full rounded-lg p-3 text-left text-sm', c === props.chosenConcept ? 'border-2 border-purple-600' : 'border border-slate-200 hover:border-purple-400 dark:border-slate-700')}
                  data-selected={c === props.chosenConcept}
                >
                  {c}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <ul className="mt-2 grid gap-2" data-testid="custom-concepts">
            <li className="rounded-lg border-2 border-brand-500 p-3 text-sm" data-selected="true">
              {cover.selectedConcept}
            </li>
            <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
              {others.map((c) => (
                <Tooltip.Root key={c}>
                  <Tooltip.Trigger asChild>
                    <li tabIndex={0} className="flex cursor-not-allowed items-start gap-2 rounded-lg border border-slate-200 p-3 text-sm text-slate-500 blur-[1.5px] select-none dark:border-slate-700" aria-label={`Locked concept. ${LOCKED_CONCEPT_TIP}`} data-locked="true">
                      <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> {c}
                    </li>
                  </Tooltip.Trigger>
                  <Tooltip.Portal>
                    <Tooltip.Content sideOffset={6} className="z-50 rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow">
                      {LOCKED_CONCEPT_TIP}
                      <Tooltip.Arrow className="fill-slate-900" />
                    </Tooltip.Content>
                  </Tooltip.Portal>
                </Tooltip.Root>
              ))}
            </Tooltip.Provider>
          </ul>
        )}
        {premium && <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Pick a concept: Regenerate and suggestions refine the one you pick.</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={props.onRegenerate} disabled={!canRegenerate || props.busy !== null}>
          <RefreshCw className={`h-4 w-4 ${props.busy === 'regenerate' ? 'animate-spin' : ''}`} aria-hidden />
          {premium ? 'Regenerate' : `Regenerate (${props.final ? 0 : regenerationsLeft} left)`}
        </Button>
        <Button onClick={props.onDownload} disabled={!canDownload || props.busy !== null}>
          <Download className="h-4 w-4" aria-hidden /> {props.busy === 'download' ? 'Downloading...' : premium ? 'Download' : `Download (${props.final ? 0 : downloadsLeft} left)`}
        </Button>
      </div>
      <div className="grid gap-2">
        <label htmlFor="suggestion" className="text-sm font-semibold">
          Suggest a change {!premium && <span className="font-normal text-slate-600 dark:text-slate-400">(one free suggestion)</span>}
        </label>
        <textarea
          id="suggestion"
          rows={2}
          maxLength={CUSTOM_ART_LIMITS.suggestionMax}
          value={suggestion}
          disabled={suggestionUsed}
          onChange={(e) => setSuggestion(e.target.value)}
          placeholder="e.g. add a lone palm tree and more purple"
          className="rounded-lg border border-slate-300 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-950"
        />
        <div className="flex items-center justify-between text-xs text-slate-600 dark:text-slate-400">
          <span>
            {suggestion.length}/{CUSTOM_ART_LIMITS.suggestionMax}
          </span>
          <Button size="sm" variant="secondary" onClick={suggest} disabled={suggestionUsed || props.busy !== null}>
            {suggestionUsed ? 'Suggestion Used' : props.busy === 'suggestion' ? 'Applying...' : 'Apply Suggestion'}
          </Button>
        </div>
      </div>
    </section>
  );
}
