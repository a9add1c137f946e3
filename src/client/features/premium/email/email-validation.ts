// The form's required fields (premium-and-admin.md section 5): recipient type, purpose and band
// name. A form missing any of them gets the 'Missing Information' toast naming each one.
import type { EmailRequestInput } from '@shared/contracts/writing';
import { toEmailRequest, type EmailFormState } from './email-form-state';

export const REQUIRED_FIELD_LABELS = { recipientType: 'Recipient Type', emailPurpose: 'Email Purpose', bandName: 'Band Name' } as const;
export type RequiredField = keyof typeof REQUIRED_FIELD_LABELS;

export type EmailFormCheck = { ok: true; request: EmailRequestInput } | { ok: false; missing: RequiredField[] };

export function validateEmailForm(form: EmailFormState): EmailFormCheck {
  const missing: RequiredField[] = [];
  if (!form.recipientType) missing.push('recipientType');
  if (!form.emailPurpose) missing.push('emailPurpose');
  if (!form.bandName.trim()) missing.push('bandName');
  const { recipientType, emailPurpose } = form;
  if (missing.length > 0 || !recipientType || !emailPurpose) return { ok: false, missing };
  return { ok: true, request: toEmailRequest({ ...form, recipientType, emailPurpose }) };
}

/** 'Please fill in Recipient Type, Email Purpose and Band Name.' */
export function describeMissing(missing: readonly RequiredField[]): string {
  const labels = missing.map((field) => REQUIRED_FIELD_LABELS[field]);
  const last = labels.pop();
  if (last === undefined) return '';
  return `Please fill in ${labels.length > 0 ? `${labels.join(', ')} and ${last}` : last}.`;
}
