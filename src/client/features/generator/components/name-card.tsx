import { Copy, Heart, ImageIcon } from 'lucide-react';
import type { BandNameResult } from '@shared/contracts/names';
import { Button } from '@client/components/ui/button';

/** The spec's labelling rule: not AI-generated, or a description that admits a local or failed AI origin, is local. */
export function isLocalResult(result: Pick<BandNameResult, 'isAIGenerated' | 'description'>): boolean {
  return !result.isAIGenerated || /local generator|AI error|AI service was unavailable/i.test(result.description);
}

export function NameCard({ result, onCopy, onToggleFavorite, onCover }: { result: BandNameResult; onCopy: () => void; onToggleFavorite: () => void; onCover?: () => void }) {
  const local = isLocalResult(result);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900" data-testid="name-result">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="font-display text-2xl font-bold tracking-tight" data-testid="band-name">
          {result.name}
        </h3>
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${local ? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200' : 'bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100'}`}
          data-testid="engine-label"
        >
          {local ? 'Local (No Tokens Used)' : 'AI-Generated'}
        </span>
      </div>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{result.description}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onCopy} aria-label={`Copy ${result.name}`}>
          <Copy className="h-4 w-4" aria-hidden /> Copy
        </Button>
        <Button variant={result.isFavorite ? 'primary' : 'outline'} size="sm" onClick={onToggleFavorite} aria-pressed={result.isFavorite}>
          <Heart className={`h-4 w-4 ${result.isFavorite ? 'fill-current' : ''}`} aria-hidden />
          {result.isFavorite ? 'Liked' : 'Save to Liked'}
        </Button>
        {onCover && (
          <Button variant="outline" size="sm" onClick={onCover}>
            <ImageIcon className="h-4 w-4" aria-hidden /> Album Cover
          </Button>
        )}
      </div>
    </li>
  );
}
