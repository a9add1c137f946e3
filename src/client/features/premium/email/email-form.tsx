// The generator's form: three groups of fields and the Generate button. Validation is ours (the
// 'Missing Information' toast), so the browser's own checks are off.
import { Mail } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { EmailBandFields } from './email-band-fields';
import { EmailDetailsFields } from './email-details-fields';
import type { EmailFormState } from './email-form-state';
import { EmailRecipientFields } from './email-recipient-fields';
import type { EmailVariant } from './email-variant';
import type { FieldUpdate } from './form-section';

export function EmailForm({
  form,
  update,
  variant,
  generating,
  hasResult,
  onSubmit,
}: {
  form: EmailFormState;
  update: FieldUpdate;
  variant: EmailVariant;
  generating: boolean;
  hasResult: boolean;
  onSubmit: () => void;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!generating) onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-8" aria-label="Email details" data-testid="email-form">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Fields marked <span className="text-red-700 dark:text-red-400">*</span> are required.
      </p>
      <EmailRecipientFields form={form} update={update} variant={variant} />
      <EmailBandFields form={form} update={update} />
      <EmailDetailsFields form={form} update={update} />
      <Button type="submit" size="lg" disabled={generating} aria-busy={generating} className="w-full sm:w-auto sm:justify-self-start" data-testid="email-generate">
        <Mail className="h-5 w-5" aria-hidden />
        {generating ? 'Generating Email...' : hasResult ? 'Generate New Email' : 'Generate Email'}
      </Button>
    </form>
  );
}
