// One premium result: the name, its description, the premium flag, where it came from (local or
// AI), the options it was made with, Copy (also saves it) and Regenerate (a new name in its place).
import { Copy, Crown, RefreshCw } from 'lucide-react';
import { genreLabel } from '@shared/catalog/genres';
import { Button } from '@client/components/ui/button';
import { optionLabels } from './premium-name-input';
import type { PremiumNameResult } from './use-premium-names';

/** Local results (or AI answers that fell back to the local engine) say so, as the free generator does. */
function isLocal(result: PremiumNameResult['result']): boolean {
  return !result.isAIGenerated || /local generator|AI error|AI service was unavailable/i.test(result.description);
}

export function PremiumNameCard({
  item,
  busy,
  replacing,
  onCopy,
  onRegenerate,
}: {
  item: PremiumNameResult;
  busy: boolean;
  replacing: boolean;
  onCopy: () => void;
  onRegenerate: () => void;
}) {
  const { result, input } = item;
  const chips = [genreLabel(input.genre), ...optionLabels(input)];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900" data-testid="premium-name-result" aria-busy={replacing}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="font-display text-2xl font-bold tracking-tight [overflow-wrap:anywhere]" data-testid="premium-band-name">
          {result.name}
        </h3>
        <div className="flex flex-wrap gap-2">
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100" data-testid="premium-flag">
            <Crown className="h-3.5 w-3.5" aria-hidden /> Premium
          </span>
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {isLocal(result) ? 'Local (No Tokens Used)' : 'AI-Generated'}
          </span>
        </div>
      </div>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{result.description}</p>
      <div className="mt-3">
        <p className="sr-only">Made with:</p>
        <ul className="flex flex-wrap gap-1.5" data-testid="premium-name-options">
          {chips.map((c) => (
            <li key={c} className="rounded-md border border-slate-200 px-2 py-0.5 text-xs text-slate-700 dark:border-slate-700 dark:text-slate-300">
              {c}
            </li>
          ))}
          {input.influences && <li className="rounded-md border border-slate-200 px-2 py-0.5 text-xs text-slate-700 dark:border-slate-700 dark:text-slate-300">Influences: {input.influences}</li>}
          {input.vibe && <li className="rounded-md border border-slate-200 px-2 py-0.5 text-xs text-slate-700 dark:border-slate-700 dark:text-slate-300">Vibe: {input.vibe}</li>}
        </ul>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onCopy} aria-label={`Copy ${result.name}`}>
          <Copy className="h-4 w-4" aria-hidden /> Copy
        </Button>
        <Button variant="outline" size="sm" onClick={onRegenerate} disabled={busy} aria-label={`Regenerate ${result.name}`}>
          <RefreshCw className={`h-4 w-4 ${replacing ? 'animate-spin' : ''}`} aria-hidden /> {replacing ? 'Regenerating...' : 'Regenerate'}
        </Button>
      </div>
    </li>
  );
}
