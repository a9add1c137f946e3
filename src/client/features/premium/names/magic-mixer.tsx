// The Magic Mixer (premium-and-admin.md sections 3, 4, 9): the words of the generated names as
// toggle chips, 1 to 3 selected; the AI mix through POST /api/mix-words (the selected words
// space-joined if it fails), Random Mix of 2 or 3 words, and Copy, which also saves the mix at
// the top of the saved names. The parent remounts it (key) when the names change, which resets
// the selection and the mix.
import { useState } from 'react';
import { Copy, Shuffle, Wand2 } from 'lucide-react';
import { MIXER } from '@shared/catalog/limits';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { copyText } from '@client/lib/clipboard';
import { cn } from '@client/lib/cn';
import { useMixWords } from '../api/mix-words';
import { fallbackMix, mixerVisible, mixerWords, randomPick, toggleWord } from './mixer-words';

export function MagicMixer({ names, genre, onSave }: { names: string[]; genre: string; onSave: (name: string) => void }) {
  const words = mixerWords(names);
  const [selected, setSelected] = useState<string[]>([]);
  const [mixed, setMixed] = useState('');
  const mix = useMixWords();
  if (!mixerVisible(words)) return null;

  const aiMix = () => {
    if (selected.length < MIXER.minWords) return;
    mix.mutate(
      { selectedWords: selected, genre },
      {
        onSuccess: (name) => setMixed(name),
        onError: (err) => {
          console.warn('mix-words failed, using the fallback mix', err);
          setMixed(fallbackMix(selected));
          toast({ title: 'Using fallback mix', description: 'The mixer could not blend these words, so they were joined as they are.' });
        },
      },
    );
  };

  const randomMix = () => {
    const picked = randomPick(words, Math.random);
    setSelected(picked);
    setMixed(fallbackMix(picked));
  };

  const copyMix = async () => {
    const name = mixed;
    const copied = await copyText(name);
    onSave(name);
    if (copied) toast({ title: 'Copied!', description: `"${name}" is on your clipboard and at the top of your saved names.`, variant: 'success' });
    else toast({ title: 'Copy failed', description: 'Please copy the name manually', variant: 'destructive' });
  };

  const full = selected.length >= MIXER.maxWords;
  return (
    <section aria-labelledby="mixer-heading" className="rounded-2xl border border-brand-200 bg-brand-50 p-5 dark:border-brand-800 dark:bg-brand-950/40" data-testid="magic-mixer">
      <h2 id="mixer-heading" className="flex items-center gap-2 text-xl font-bold">
        <Wand2 className="h-5 w-5" aria-hidden /> Magic Mixer
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Pick 1 to 3 words from your names and blend them into a new one.</p>
      <div role="group" aria-label="Words to mix" className="mt-4 flex flex-wrap gap-2" data-testid="mixer-words">
        {words.map((word) => {
          const on = selected.includes(word);
          return (
            <button
              key={word}
              type="button"
              aria-pressed={on}
              disabled={!on && full}
              onClick={() => setSelected((s) => toggleWord(s, word))}
              data-testid="mixer-word"
              className={cn(
                'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40',
                on
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
              )}
            >
              {word}
            </button>
          );
        })}
      </div>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400" aria-live="polite" data-testid="mixer-selected-count">
        {selected.length} of {MIXER.maxWords} words selected
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={aiMix} disabled={selected.length < MIXER.minWords || mix.isPending} data-testid="mixer-mix">
          <Wand2 className="h-4 w-4" aria-hidden /> {mix.isPending ? 'Mixing...' : 'Mix Selected Words'}
        </Button>
        <Button variant="outline" onClick={randomMix} disabled={words.length < 2 || mix.isPending} data-testid="mixer-random">
          <Shuffle className="h-4 w-4" aria-hidden /> Random Mix
        </Button>
        {selected.length > 0 && (
          <Button variant="ghost" onClick={() => setSelected([])}>
            Clear selection
          </Button>
        )}
      </div>
      <div aria-live="polite" className="mt-4">
        {mixed && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 dark:bg-slate-900">
            <p>
              <span className="sr-only">Mixed name: </span>
              <output className="font-display text-2xl font-bold [overflow-wrap:anywhere]" data-testid="mixed-name">
                {mixed}
              </output>
            </p>
            <Button variant="outline" size="sm" onClick={() => void copyMix()} data-testid="mixer-copy" aria-label={`Copy and save ${mixed}`}>
              <Copy className="h-4 w-4" aria-hidden /> Copy & Save
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
