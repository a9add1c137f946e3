// The results list: a live region, so a screen reader hears the new names arrive; 'Regenerate
// all' asks for a new set with the same inputs.
import { RefreshCw } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { PremiumNameCard } from './premium-name-card';
import type { PremiumNameResult } from './use-premium-names';

export function PremiumNameResults({
  results,
  busy,
  replacing,
  onCopy,
  onRegenerateOne,
  onRegenerateAll,
}: {
  results: PremiumNameResult[];
  busy: boolean;
  replacing: number | null;
  onCopy: (item: PremiumNameResult) => void;
  onRegenerateOne: (index: number) => void;
  onRegenerateAll: () => void;
}) {
  return (
    <section aria-label="Generated band names" aria-live="polite" data-testid="premium-name-results">
      {results.length > 0 && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-xl font-bold">
              Your band names
            </h2>
            <Button variant="outline" size="sm" onClick={onRegenerateAll} disabled={busy} data-testid="pn-regenerate-all">
              <RefreshCw className="h-4 w-4" aria-hidden /> Regenerate all
            </Button>
          </div>
          <ul className="mt-4 grid gap-4" data-testid="premium-name-list">
            {results.map((item, index) => (
              <PremiumNameCard
                key={`${index}-${item.result.id}-${item.result.name}`}
                item={item}
                busy={busy}
                replacing={replacing === index}
                onCopy={() => onCopy(item)}
                onRegenerate={() => onRegenerateOne(index)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
