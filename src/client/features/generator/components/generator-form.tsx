import { useState, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { GenreSelect } from '@client/components/genre-select';
import { Field, Optional } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Deferred } from '@client/components/deferred';
import { useHydrated } from '@client/lib/use-hydrated';
import { lazyWithQuery } from '@client/lib/lazy-with-query';

// "Is it taken?" sits under the form but stays off the first load: the home page's budget is tight.
const TakenCheckSection = lazyWithQuery(() => import('@client/lib/taken-check').then((m) => m.TakenCheckSection));

export interface GeneratorInput {
  genre: string;
  influences: string;
  vibe: string;
  avoidCommonWords: boolean;
  /** The premium generator's filters (a member's home page only). */
  oneWordNames: boolean;
  compoundWords: boolean;
  noNumbers: boolean;
}

export function GeneratorForm({ generating, onGenerate, premium }: { generating: boolean; onGenerate: (input: GeneratorInput) => void; premium: boolean }) {
  const [input, setInput] = useState<GeneratorInput>({ genre: '', influences: '', vibe: '', avoidCommonWords: false, oneWordNames: false, compoundWords: false, noNumbers: false });
  // The home page is prerendered: the form paints first and is usable once hydrated.
  const hydrated = useHydrated();
  const set = <K extends keyof GeneratorInput>(key: K, value: GeneratorInput[K]) => setInput((s) => ({ ...s, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!input.genre) return;
    onGenerate(input);
  };
  return (
    <>
      <form onSubmit={submit} className="grid gap-5" aria-label="Band name generator" data-testid="generator-form">
        <fieldset disabled={!hydrated} className="contents">
        <Field id="genre" label="Genre">
          <GenreSelect value={input.genre} onChange={(g) => set('genre', g)} required />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id="influences"
            label={
              <>
                Musical influences <Optional />
              </>
            }
          >
            <Input maxLength={300} placeholder="e.g. Black Sabbath, Electric Wizard" value={input.influences} onChange={(e) => set('influences', e.target.value)} />
          </Field>
          <Field
            id="vibe"
            label={
              <>
                Vibe <Optional />
              </>
            }
          >
            <Input maxLength={300} placeholder="e.g. slow and crushing" value={input.vibe} onChange={(e) => set('vibe', e.target.value)} />
          </Field>
        </div>
        {premium ? (
          // A member's generator: the premium filters, folded away until asked for.
          <details className="rounded-xl border border-purple-200 p-3 dark:border-purple-900" data-testid="premium-filters">
            <summary className="cursor-pointer text-sm font-medium text-purple-800 dark:text-purple-200">Filters</summary>
            <div className="mt-3 grid gap-2">
              <Option checked={input.avoidCommonWords} onChange={(v) => set('avoidCommonWords', v)} label="Avoid common band-name words (the, kings, dead, fire...)" />
              <Option checked={input.oneWordNames} onChange={(v) => set('oneWordNames', v)} label="One-word names only" />
              <Option checked={input.compoundWords} onChange={(v) => set('compoundWords', v)} label="Compound words (e.g. Stormlight)" />
              <Option checked={input.noNumbers} onChange={(v) => set('noNumbers', v)} label="No numbers" />
            </div>
          </details>
        ) : (
          <Option checked={input.avoidCommonWords} onChange={(v) => set('avoidCommonWords', v)} label="Avoid common band-name words (the, kings, dead, fire...)" />
        )}
        <Button type="submit" size="lg" disabled={generating || !input.genre} className={premium ? 'bg-purple-700 hover:bg-purple-800' : undefined}>
          <Sparkles className="h-5 w-5" aria-hidden />
          {generating ? 'Generating Band Names...' : 'Generate Band Names'}
        </Button>
        </fieldset>
      </form>
      {/* The height it will take, kept from the start so nothing below jumps when it arrives. */}
      <div className="min-h-36">
        {/* Not prerendered: it comes with its code once near the viewport or idle, after hydration,
            so its form is never typed into early. */}
        <Deferred>
          <TakenCheckSection />
        </Deferred>
      </div>
    </>
  );
}

function Option({ checked, onChange, label }: { checked: boolean; onChange: (v: boolean) => void; label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
