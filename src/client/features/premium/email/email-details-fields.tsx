// The ask's specifics (event, date, budget, anything else) and the style: tone and who signs.
import { EMAIL_TONES } from '@shared/catalog/email-options';
import { EMAIL_LIMITS } from '@shared/contracts/writing';
import { Field, Optional } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { OptionSelect } from '@client/components/ui/option-select';
import type { EmailFormState } from './email-form-state';
import { FormSection, textChange, type FieldUpdate } from './form-section';

export function EmailDetailsFields({ form, update }: { form: EmailFormState; update: FieldUpdate }) {
  return (
    <FormSection title="The details">
      <Field id="email-event-details" label={<>Event Details <Optional /></>} className="sm:col-span-2">
        <Input value={form.eventDetails} onChange={textChange(update, 'eventDetails')} maxLength={EMAIL_LIMITS.eventDetailsMax} placeholder="e.g. Friday headline slot, 45-minute set" data-testid="email-event-details" />
      </Field>
      <Field id="email-event-date" label={<>Event Date <Optional /></>}>
        <Input type="date" value={form.eventDate} onChange={textChange(update, 'eventDate')} data-testid="email-event-date" />
      </Field>
      <Field id="email-budget" label={<>Budget <Optional /></>}>
        <Input value={form.budget} onChange={textChange(update, 'budget')} maxLength={EMAIL_LIMITS.budgetMax} placeholder="e.g. £200 guarantee or door split" data-testid="email-budget" />
      </Field>
      <Field id="email-track-title" label={<>Track or Release Title <Optional /></>} hint="The song a playlist pitch, premiere or press release is about.">
        <Input value={form.trackTitle} onChange={textChange(update, 'trackTitle')} maxLength={EMAIL_LIMITS.trackTitleMax} data-testid="email-track-title" />
      </Field>
      <Field id="email-specific-details" label={<>Specific Details <Optional /></>} hint="Anything the e-mail should mention: a new release, a draw number, a past show together." className="sm:col-span-2">
        <Textarea value={form.specificDetails} onChange={textChange(update, 'specificDetails')} maxLength={EMAIL_LIMITS.detailsMax} rows={4} data-testid="email-specific-details" />
      </Field>
      <OptionSelect id="email-tone" label="Tone" value={form.toneStyle} options={EMAIL_TONES} onChange={(tone) => update('toneStyle', tone)} data-testid="email-tone" />
      <Field id="email-sender-name" label={<>Your Name <Optional /></>} hint="Who signs the e-mail. Leave blank to sign with the band name.">
        <Input value={form.senderName} onChange={textChange(update, 'senderName')} maxLength={EMAIL_LIMITS.senderNameMax} autoComplete="name" data-testid="email-sender-name" />
      </Field>
    </FormSection>
  );
}
