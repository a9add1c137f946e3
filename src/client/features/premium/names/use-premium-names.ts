// The premium generator's state (premium-and-admin.md sections 4, 8): idle or generating; each
// result remembers the inputs it came from, so it can show them and be regenerated with them.
import { useState } from 'react';
import type { BandNameResult } from '@shared/contracts/names';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '../api/error-message';
import { generatePremiumNames } from '../api/premium-names';
import { toNameRequest, type PremiumNameInput } from './premium-name-input';

export interface PremiumNameResult {
  result: BandNameResult;
  input: PremiumNameInput;
}

function failed(err: unknown): void {
  console.warn('premium name generation failed', err);
  toast({ title: 'Error generating band names', description: errorMessage(err, 'Please try again with different inputs.'), variant: 'destructive' });
}

async function fetchNames(input: PremiumNameInput, count?: number): Promise<BandNameResult[]> {
  const names = await generatePremiumNames(toNameRequest(input, count));
  if (names.length === 0) throw new Error('No names generated');
  return names;
}

export function usePremiumNames() {
  const [results, setResults] = useState<PremiumNameResult[]>([]);
  const [lastInput, setLastInput] = useState<PremiumNameInput | null>(null);
  const [generating, setGenerating] = useState(false);
  /** The index of the result being replaced by its own regenerate button. */
  const [replacing, setReplacing] = useState<number | null>(null);

  const generate = async (input: PremiumNameInput) => {
    setGenerating(true);
    try {
      const names = await fetchNames(input);
      setLastInput(input);
      setResults(names.map((result) => ({ result, input })));
    } catch (err) {
      failed(err);
    } finally {
      setGenerating(false);
    }
  };

  /** A new set of names with the inputs of the last set. */
  const regenerateAll = async () => {
    if (lastInput) await generate(lastInput);
  };

  /** One new name in place of the one at `index`, from that name's own inputs. */
  const regenerateOne = async (index: number) => {
    const current = results[index];
    if (!current) return;
    setReplacing(index);
    try {
      const [fresh] = await fetchNames(current.input, 1);
      if (fresh) setResults((list) => list.map((r, i) => (i === index ? { result: fresh, input: current.input } : r)));
    } catch (err) {
      failed(err);
    } finally {
      setReplacing(null);
    }
  };

  return { results, generating, replacing, busy: generating || replacing !== null, generate, regenerateAll, regenerateOne };
}
