// The bio tool's state: the form, the latest bio (with edit mode inside its card) and the tagline
// card. It starts from a blank form or from a bio reopened from the Library.
import { useCallback, useEffect, useState } from 'react';
import { dismissErrorToasts, toast } from '@client/components/ui/use-toast';
import { useGenerateBio } from './api/generate-bio';
import { useBioDraft, type BioDraft, type TaglineDraft } from './bio-draft';
import { bandNameOf, toBioRequest, type BioFormState } from './bio-form-state';
import { failureDescription } from './error-messages';
import { BioForm } from './form/bio-form';
import { BioResultCard } from './result/bio-result-card';
import { TaglineCard } from './taglines/tagline-card';

export function BioWorkspace({ initial, currentYear }: { initial: BioDraft; currentYear: number }) {
  const [form, setForm] = useState(initial.form);
  const [result, setResult] = useState(initial.result);
  const { patch } = useBioDraft();
  // Kept outside the component so switching hub tabs loses nothing (an external store, not state).
  useEffect(() => patch({ form, result }), [patch, form, result]);
  const keepTaglines = useCallback((taglines: TaglineDraft) => patch({ taglines }), [patch]);
  // Each new bio remounts the result and tagline cards: edit mode ends and old taglines go.
  const [generation, setGeneration] = useState(0);
  // Set by a Generate with a blank band name; the error shows until a name is typed.
  const [bandNameMissing, setBandNameMissing] = useState(false);
  const generate = useGenerateBio();

  const edit = (change: (f: BioFormState) => BioFormState) => setForm(change);

  const onGenerate = (): boolean => {
    const bandName = bandNameOf(form);
    if (!bandName) {
      setBandNameMissing(true);
      toast({ title: 'Band name required', description: 'Please enter a band name to generate a bio.', variant: 'destructive' });
      return false;
    }
    generate.mutate(toBioRequest(form, currentYear), {
      onSuccess: (response) => {
        dismissErrorToasts();
        patch({ taglines: null });
        setResult({ bandName, bio: response.bio, note: response.note, isAIGenerated: response.isAIGenerated, workId: response.workId });
        setGeneration((g) => g + 1);
        requestAnimationFrame(() => document.getElementById('bio-result-heading')?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
      },
      onError: (err) => {
        console.warn('bio generation failed', err);
        toast({ title: 'Generation failed', description: failureDescription(err), variant: 'destructive' });
      },
    });
    return true;
  };

  const taglineConfig = () => (bandNameOf(form) ? toBioRequest(form, currentYear) : null);

  return (
    <div className="grid gap-6">
      <BioForm form={form} edit={edit} currentYear={currentYear} generating={generate.isPending} bandNameMissing={bandNameMissing && !bandNameOf(form)} onGenerate={onGenerate} />
      {generate.isPending && (
        <p role="status" className="text-center text-sm text-slate-600 dark:text-slate-400">
          Writing your bio...
        </p>
      )}
      {result && (
        <>
          <BioResultCard key={`bio-${generation}`} result={result} onSaved={(bio) => setResult((r) => (r ? { ...r, bio, note: null } : r))} />
          <TaglineCard
            key={`taglines-${generation}`}
            bandName={result.bandName}
            bio={result.bio}
            config={taglineConfig}
            initial={generation === 0 ? initial.taglines : null}
            onChange={keepTaglines}
          />
        </>
      )}
    </div>
  );
}
