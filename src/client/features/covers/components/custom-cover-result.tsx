import { useState } from 'react';
import * as Tooltip from '@radix-ui/react-tooltip';
import { Download, Lock, RefreshCw } from 'lucide-react';
import { CUSTOM_ART_LIMITS } from '../../../../shared/catalog/limits';
import type { CustomCoverResponse } from '../../../../shared/contracts/covers';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';

export const LOCKED_CONCEPT_TIP = 'Upgrade to Premium to edit/access all concepts';

export function CustomCoverResult(props: {
  cover: CustomCoverResponse;
  busy: string | null;
  regenerations: number;
  suggestionUsed: boolean;
  final: boolean;
  onRegenerate: () => void;
  onSuggest: (text: string) => Promise<boolean>;
  onDownload: () => void;
}) {
  const { cover } = props;
  const [broken, setBroken] = useState(false);
  const [suggestion, setSuggestion] = useState('');
  const regenerationsLeft = CUSTOM_ART_LIMITS.regenerations - props.regenerations;
  const others = cover.concepts.filter((c) => c !== cover.selectedConcept);

  const suggest = async () => {
    const text = suggestion.trim();
    if (!text) {
      toast({ title: 'Suggestion required', description: 'Describe the change you would like to see.', variant: 'destructive' });
      return;
    }
    if (await props.onSuggest(text)) setSuggestion('');
  };

  return (
    <section aria-labelledby="custom-result-heading" className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900" data-testid="custom-result">
      <h2 id="custom-result-heading" className="text-xl font-bold">
        Your album cover
      </h2>
      {broken ? (
        <div className="flex aspect-square w-full items-center justify-center rounded-xl bg-slate-200 text-lg font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200" data-testid="cover-placeholder">
          {cover.artStyle.name}
        </div>
      ) : (
        <img src={cover.imageUrl} alt={`Custom album cover in ${cover.artStyle.name} style`} width={1024} height={1024} className="aspect-square w-full rounded-xl object-cover shadow" onError={() => setBroken(true)} />
      )}
      <p className="text-sm">
        Art style: <span className="font-semibold">{cover.artStyle.name}</span>
      </p>
      <div>
        <h3 className="text-sm font-semibold">Concepts</h3>
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
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={props.onRegenerate} disabled={props.final || regenerationsLeft <= 0 || props.busy !== null}>
          <RefreshCw className={`h-4 w-4 ${props.busy === 'regenerate' ? 'animate-spin' : ''}`} aria-hidden />
          Regenerate ({regenerationsLeft} left)
        </Button>
        <Button onClick={props.onDownload} disabled={props.final || props.busy !== null}>
          <Download className="h-4 w-4" aria-hidden /> {props.busy === 'download' ? 'Downloading...' : 'Download'}
        </Button>
      </div>
      <div className="grid gap-2">
        <label htmlFor="suggestion" className="text-sm font-semibold">
          Suggest a change <span className="font-normal text-slate-600 dark:text-slate-400">(one free suggestion)</span>
        </label>
        <textarea
          id="suggestion"
          rows={2}
          maxLength={CUSTOM_ART_LIMITS.suggestionMax}
          value={suggestion}
          disabled={props.suggestionUsed || props.final}
          onChange={(e) => setSuggestion(e.target.value)}
          placeholder="e.g. add a lone palm tree and more purple"
          className="rounded-lg border border-slate-300 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-950"
        />
        <div className="flex items-center justify-between text-xs text-slate-600 dark:text-slate-400">
          <span>
            {suggestion.length}/{CUSTOM_ART_LIMITS.suggestionMax}
          </span>
          <Button size="sm" variant="secondary" onClick={suggest} disabled={props.suggestionUsed || props.final || props.busy !== null}>
            {props.suggestionUsed ? 'Suggestion Used' : props.busy === 'suggestion' ? 'Applying...' : 'Apply Suggestion'}
          </Button>
        </div>
      </div>
    </section>
  );
}
