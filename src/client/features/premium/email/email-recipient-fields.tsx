// Who the e-mail is for and why: recipient type and purpose (required), name and organisation.
import { RECIPIENT_TYPES } from '@shared/catalog/email-options';
import { EMAIL_LIMITS } from '@shared/contracts/writing';
import { Field, Optional } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { OptionSelect } from '@client/components/ui/option-select';
import type { EmailFormState } from './email-form-state';
import { purposesFor, type EmailVariant } from './email-variant';
import { FormSection, Required, textChange, type FieldUpdate } from './form-section';

export function EmailRecipientFields({ form, update, variant }: { form: EmailFormState; update: FieldUpdate; variant: EmailVariant }) {
  return (
    <FormSection title="Who it's for">
      <OptionSelect
        id="email-recipient-type"
        label={<>Recipient Type <Required /></>}
        value={form.recipientType}
        options={RECIPIENT_TYPES}
        onChange={(type) => update('recipientType', type)}
        placeholder="Choose a recipient"
        aria-required
        data-testid="email-recipient-type"
      />
      <OptionSelect
        id="email-purpose"
        label={<>Email Purpose <Required /></>}
        value={form.emailPurpose}
        options={purposesFor(variant)}
        onChange={(purpose) => update('emailPurpose', purpose)}
        placeholder="Choose a purpose"
        aria-required
        data-testid="email-purpose"
      />
      <Field id="email-recipient-name" label={<>Recipient Name <Optional /></>} hint="A named greeting gets read; 'To whom it may concern' rarely does.">
        <Input value={form.recipientName} onChange={textChange(update, 'recipientName')} maxLength={EMAIL_LIMITS.recipientNameMax} autoComplete="off" placeholder="e.g. Sam Rivera" data-testid="email-recipient-name" />
      </Field>
      <Field id="email-recipient-org" label={<>Recipient Organisation <Optional /></>}>
        <Input
          value={form.recipientOrganization}
          onChange={textChange(update, 'recipientOrganization')}
          maxLength={EMAIL_LIMITS.recipientOrganizationMax}
          autoComplete="off"
          placeholder="e.g. The Crown Live Room"
          data-testid="email-recipient-org"
        />
      </Field>
    </FormSection>
  );
}
