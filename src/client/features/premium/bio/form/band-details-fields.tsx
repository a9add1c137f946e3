// Band Details: members, influences and achievements (free-text chips), personality traits, backstory.
import { PERSONALITY_TRAITS } from '@shared/catalog/bio-options';
import { BIO_LIMITS } from '@shared/contracts/writing';
import { Field, Optional } from '@client/components/ui/field';
import { Textarea } from '@client/components/ui/input';
import { toggleTrait } from '../bio-form-state';
import { ChipListField } from './chip-list-field';
import { ChipToggleGroup } from './chip-toggle-group';
import { textChange, type SectionProps } from './form-props';
import { MembersEditor } from './members-editor';

export function BandDetailsFields({ form, edit }: SectionProps) {
  return (
    <div className="grid gap-8">
      <MembersEditor form={form} edit={edit} />
      <div className="grid gap-6 md:grid-cols-2">
        <ChipListField form={form} edit={edit} list="influences" />
        <ChipListField form={form} edit={edit} list="achievements" />
      </div>
      <ChipToggleGroup
        legend="Personality traits"
        options={PERSONALITY_TRAITS}
        selected={form.personalityTraits}
        onToggle={(trait) => edit((f) => ({ ...f, personalityTraits: toggleTrait(f.personalityTraits, trait) }))}
        testId="bio-traits"
      />
      <Field
        id="bio-backstory"
        label={
          <>
            Backstory <Optional />
          </>
        }
        hint="How you met, where you play, what the songs are about."
      >
        <Textarea rows={5} maxLength={BIO_LIMITS.backstoryMax} value={form.backstory} onChange={textChange(edit, 'backstory')} />
      </Field>
    </div>
  );
}
