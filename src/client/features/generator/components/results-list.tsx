import { RefreshCw } from 'lucide-react';
import type { BandNameResult } from '@shared/contracts/names';
import { Button } from '@client/components/ui/button';
import { NameCard } from './name-card';

export function ResultsList(props: {
  results: BandNameResult[];
  regenerating: boolean;
  onRegenerate: () => void;
  onCopy: (r: BandNameResult) => void;
  onToggleFavorite: (r: BandNameResult) => void;
  /** Opens the cover panel for a name; without it the cards offer no cover. */
  onCover?: (r: BandNameResult) => void;
}) {
  return (
    <section aria-labelledby="results-heading" data-testid="results">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 id="results-heading" className="text-xl font-bold">
          Your band names
        </h2>
        <Button variant="secondary" size="sm" onClick={props.onRegenerate} disabled={props.regenerating}>
          <RefreshCw className={`h-4 w-4 ${props.regenerating ? 'animate-spin' : ''}`} aria-hidden />
          Generate New
        </Button>
      </div>
      <ul className="grid gap-4">
        {props.results.map((r) => (
          <NameCard key={r.id} result={r} onCopy={() => props.onCopy(r)} onToggleFavorite={() => props.onToggleFavorite(r)} onCover={props.onCover ? () => props.onCover?.(r) : undefined} />
        ))}
      </ul>
    </section>
  );
}
