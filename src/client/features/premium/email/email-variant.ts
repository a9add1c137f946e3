// The generator's two homes (premium-and-admin.md section 2): the premium hub's Email tab and the
// /email-writer page. They differ in their purpose lists, error texts, copy method and download.
import { EMAIL_PURPOSES } from '@shared/catalog/email-options';

export type EmailVariant = 'premium' | 'email-writer';

export type EmailPurpose = (typeof EMAIL_PURPOSES)[number]['value'];

/** The purposes a variant offers, in catalogue order (the `where` column of EMAIL_PURPOSES). */
export function purposesFor(variant: EmailVariant): (typeof EMAIL_PURPOSES)[number][] {
  return EMAIL_PURPOSES.filter((p) => p.where === 'both' || p.where === variant);
}

/** Each variant's own press purpose, so an e-mail made on one reopens on the other with its nearest purpose. */
const COUNTERPARTS: Partial<Record<EmailPurpose, EmailPurpose>> = { 'press-release': 'press-kit', 'press-kit': 'press-release' };

/** The purpose as this variant can show it: itself, its counterpart, or '' when the variant has neither. */
export function purposeForVariant(purpose: EmailPurpose, variant: EmailVariant): EmailPurpose | '' {
  const offered = purposesFor(variant).map((p) => p.value);
  if (offered.includes(purpose)) return purpose;
  const counterpart = COUNTERPARTS[purpose];
  return counterpart && offered.includes(counterpart) ? counterpart : '';
}
