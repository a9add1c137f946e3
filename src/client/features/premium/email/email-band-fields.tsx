// The band: name (required), genre, location, experience and music links.
import { EXPERIENCE_LEVELS, LINEUPS } from '@shared/catalog/email-options';
import { EMAIL_LIMITS } from '@shared/contracts/writing';
import { Field, Optional } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { OptionSelect } from '@client/components/ui/option-select';
import type { EmailFormState } from './email-form-state';
import { FormSection, Required, textChange, type FieldUpdate } from './form-section';
import { MusicLinksField } from './music-links-field';

export function EmailBandFields({ form, update }: { form: EmailFormState; update: FieldUpdate }) {
  return (
    <FormSection title="Your band">
      <Field id="email-band-name" label={<>Band Name <Required /></>}>
        <Input value={form.bandName} onChange={textChange(update, 'bandName')} maxLength={EMAIL_LIMITS.bandNameMax} aria-required data-testid="email-band-name" />
      </Field>
      <Field id="email-genre" label={<>Genre <Optional /></>}>
        <Input value={form.genre} onChange={textChange(update, 'genre')} maxLength={EMAIL_LIMITS.genreMax} placeholder="e.g. indie rock" data-testid="email-genre" />
      </Field>
      <Field id="email-location" label={<>Location <Optional /></>}>
        <Input value={form.location} onChange={textChange(update, 'location')} maxLength={EMAIL_LIMITS.locationMax} placeholder="e.g. Leeds, UK" data-testid="email-location" />
      </Field>
      <OptionSelect
        id="email-experience"
        label={<>Experience Level <Optional /></>}
        value={form.experienceLevel}
        options={EXPERIENCE_LEVELS}
        onChange={(level) => update('experienceLevel', level)}
        placeholder="Not specified"
        placeholderSelectable
        data-testid="email-experience"
      />
      <OptionSelect
        id="email-lineup"
        label={<>Line-up <Optional /></>}
        value={form.lineup}
        options={LINEUPS}
        onChange={(lineup) => update('lineup', lineup)}
        placeholder="Not specified"
        placeholderSelectable
        data-testid="email-lineup"
      />
      <MusicLinksField rows={form.musicLinks} onChange={(rows) => update('musicLinks', rows)} />
    </FormSection>
  );
}
