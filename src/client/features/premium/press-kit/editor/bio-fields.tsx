// The bio in two lengths: the long one chosen from the Library's bios (or typed), the short one
// made from it at the Short length by the server; both stay editable.
import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { PRESS_KIT_LIMITS as L } from '@shared/contracts/press-kit';
import type { Work } from '@shared/contracts/writing';
import { Button } from '@client/components/ui/button';
import { Field, Optional } from '@client/components/ui/field';
import { Textarea } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';
import { toast } from '@client/components/ui/use-toast';
import { useMakeShortBio } from '../api/press-kit-actions';
import { kitFailure } from '../failure-text';
import { Section, type SectionProps } from './section';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

export function BioFields({ draft, edit, errors, bios }: SectionProps & { bios: Work[] }) {
  const [chosen, setChosen] = useState('');
  const shortBio = useMakeShortBio();
  const choose = (id: string) => {
    setChosen(id);
    const work = bios.find((b) => String(b.id) === id);
    if (work) edit((d) => ({ ...d, bioLong: work.body.slice(0, L.bioLongMax) }));
  };
  const makeShort = () => {
    if (!draft.bioLong.trim()) {
      toast({ title: 'No long bio yet', description: 'Choose or write the long bio first.', variant: 'destructive' });
      document.getElementById('pk-bioLong')?.focus();
      return;
    }
    // Blank facts are left out, so the server falls back on the saved kit's.
    const fact = (v: string) => v.trim() || undefined;
    shortBio.mutate({ bio: draft.bioLong, bandName: fact(draft.bandName), genre: fact(draft.genre), location: fact(draft.location) }, {
      onSuccess: (bio) => edit((d) => ({ ...d, bioShort: bio.slice(0, L.bioShortMax) })),
      onError: (err) => {
        console.warn('the short bio could not be made', err);
        toast({ title: 'Short bio failed', description: kitFailure(err), variant: 'destructive' });
      },
    });
  };
  return (
    <Section title="Bio">
      {bios.length > 0 && (
        <Field id="pk-bio-source" label="Start from a saved bio" hint="Fills the long bio with that bio's text; you can edit it here.">
          <Select value={chosen} onChange={(e) => choose(e.target.value)} data-testid="pk-bio-source">
            <option value="">Choose a saved bio…</option>
            {bios.map((b) => (
              <option key={b.id} value={String(b.id)}>
                {b.title} ({words(b.body)} words, {new Date(b.updatedAt).toLocaleDateString()})
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field id="pk-bioLong" label={<>Long bio <Optional /></>} error={errors['pk-bioLong']} hint={`${words(draft.bioLong)} words.`}>
        <Textarea rows={10} value={draft.bioLong} onChange={(e) => edit((d) => ({ ...d, bioLong: e.target.value }))} maxLength={L.bioLongMax} />
      </Field>
      <Button variant="outline" className="justify-self-start" onClick={makeShort} disabled={shortBio.isPending} aria-busy={shortBio.isPending} data-testid="pk-make-short-bio">
        <Sparkles className="h-4 w-4" aria-hidden />
        {shortBio.isPending ? 'Making the short bio…' : 'Make short bio'}
      </Button>
      <Field id="pk-bioShort" label={<>Short bio <Optional /></>} error={errors['pk-bioShort']} hint={`${words(draft.bioShort)} words. Made from the long bio, or write your own.`}>
        <Textarea rows={5} value={draft.bioShort} onChange={(e) => edit((d) => ({ ...d, bioShort: e.target.value }))} maxLength={L.bioShortMax} />
      </Field>
    </Section>
  );
}
