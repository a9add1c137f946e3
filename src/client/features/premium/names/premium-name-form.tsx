// The premium generator form: grouped genres, influences and vibe (all required, checked before
// sending), the four options and the seed word shown only when its option is checked.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import { GenreSelect } from '@client/components/genre-select';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { DEFAULT_NAME_INPUT, NAME_INPUT_MAX, validateNameInput, type NameInputErrors, type PremiumNameInput } from './premium-name-input';

const FIELD_ORDER = ['genre', 'influences', 'vibe', 'seedWord'] as const;
const FIELD_ID = { genre: 'pn-genre', influences: 'pn-influences', vibe: 'pn-vibe', seedWord: 'pn-seed-word' } as const;

function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children}{' '}
      <span className="text-red-700 dark:text-red-400" aria-hidden>
        *
      </span>
    </>
  );
}

export function PremiumNameForm({ generating, onGenerate }: { generating: boolean; onGenerate: (input: PremiumNameInput) => void }) {
  const [input, setInput] = useState<PremiumNameInput>(DEFAULT_NAME_INPUT);
  const [errors, setErrors] = useState<NameInputErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const set = <K extends keyof PremiumNameInput>(key: K, value: PremiumNameInput[K]) => {
    setInput((s) => ({ ...s, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateNameInput(input);
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`#${FIELD_ID[first]}`)?.focus();
      return;
    }
    onGenerate(input);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="grid gap-5" aria-label="Premium band name generator" data-testid="premium-name-form">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Fields marked <span className="text-red-700 dark:text-red-400">*</span> are required.
      </p>
      <Field id={FIELD_ID.genre} label={<Required>Genre</Required>} error={errors.genre}>
        <GenreSelect value={input.genre} onChange={(g) => set('genre', g)} required />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={FIELD_ID.influences} label={<Required>Musical Influences</Required>} error={errors.influences}>
          <Input
            required
            maxLength={NAME_INPUT_MAX.influences}
            placeholder="e.g. Radiohead, Portishead"
            value={input.influences}
            onChange={(e) => set('influences', e.target.value)}
          />
        </Field>
        <Field id={FIELD_ID.vibe} label={<Required>Vibe</Required>} error={errors.vibe}>
          <Input required maxLength={NAME_INPUT_MAX.vibe} placeholder="e.g. dark, hypnotic, late-night" value={input.vibe} onChange={(e) => set('vibe', e.target.value)} />
        </Field>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">Options</legend>
        <Option checked={input.avoidCommonWords} onChange={(v) => set('avoidCommonWords', v)} label="Avoid common band-name words (the, kings, dead, fire...)" />
        <Option checked={input.oneWordNames} onChange={(v) => set('oneWordNames', v)} label="One-word names only" />
        <Option checked={input.compoundWords} onChange={(v) => set('compoundWords', v)} label="Compound words (e.g. Stormlight)" />
        <Option checked={input.useSeedWord} onChange={(v) => set('useSeedWord', v)} label="Use a seed word" testId="pn-use-seed-word" />
      </fieldset>
      {input.useSeedWord && (
        <Field id={FIELD_ID.seedWord} label={<Required>Seed word</Required>} hint="This word will appear in every generated band name" error={errors.seedWord}>
          <Input required maxLength={NAME_INPUT_MAX.seedWord} placeholder="e.g. Moth" value={input.seedWord} data-testid="pn-seed-word" onChange={(e) => set('seedWord', e.target.value)} />
        </Field>
      )}
      <div className="grid gap-2">
        <Button type="submit" size="lg" disabled={generating} data-testid="pn-generate">
          <Sparkles className="h-5 w-5" aria-hidden />
          {generating ? 'Generating Band Names...' : 'Generate Band Names'}
        </Button>
        {generating && (
          <p role="status" className="text-center text-sm text-slate-600 dark:text-slate-400">
            Please be patient, the algorithm is working hard!
          </p>
        )}
      </div>
    </form>
  );
}

function Option({ checked, onChange, label, testId }: { checked: boolean; onChange: (v: boolean) => void; label: string; testId?: string }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
      {label}
    </label>
  );
}
