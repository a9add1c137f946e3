// What the e-mail form holds, how it becomes the request of POST /api/generate-professional-email
// (premium-and-admin.md section 3), and how a Library work's stored request fills it again.
import { EMAIL_PURPOSES, EMAIL_TONES, EXPERIENCE_LEVELS, LINEUPS, RECIPIENT_TYPES } from '@shared/catalog/email-options';
import type { EmailRequestInput } from '@shared/contracts/writing';
import { purposeForVariant, type EmailPurpose, type EmailVariant } from './email-variant';

export type RecipientType = (typeof RECIPIENT_TYPES)[number]['value'];
export type EmailTone = (typeof EMAIL_TONES)[number]['value'];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]['value'];
export type Lineup = (typeof LINEUPS)[number]['value'];

/** One music-link row; the key keeps React's rows stable while rows are removed. */
export interface LinkRow {
  key: number;
  url: string;
}

export interface EmailFormState {
  recipientType: RecipientType | '';
  emailPurpose: EmailPurpose | '';
  bandName: string;
  genre: string;
  location: string;
  experienceLevel: ExperienceLevel | '';
  lineup: Lineup | '';
  toneStyle: EmailTone;
  recipientName: string;
  recipientOrganization: string;
  musicLinks: LinkRow[];
  eventDetails: string;
  /** YYYY-MM-DD from the date input, or ''. */
  eventDate: string;
  budget: string;
  trackTitle: string;
  specificDetails: string;
  /** Who signs the e-mail; blank signs with the band name. */
  senderName: string;
}

export const DEFAULT_TONE: EmailTone = 'friendly-professional';

let nextLinkKey = 1;
export function linkRow(url = ''): LinkRow {
  return { key: nextLinkKey++, url };
}

export function emptyEmailForm(): EmailFormState {
  return {
    recipientType: '',
    emailPurpose: '',
    bandName: '',
    genre: '',
    location: '',
    experienceLevel: '',
    lineup: '',
    toneStyle: DEFAULT_TONE,
    recipientName: '',
    recipientOrganization: '',
    musicLinks: [linkRow()],
    eventDetails: '',
    eventDate: '',
    budget: '',
    trackTitle: '',
    specificDetails: '',
    senderName: '',
  };
}

/** The request for a form whose required fields are filled (see validateEmailForm). */
export function toEmailRequest(form: EmailFormState & { recipientType: RecipientType; emailPurpose: EmailPurpose }): EmailRequestInput {
  return {
    recipientType: form.recipientType,
    emailPurpose: form.emailPurpose,
    bandName: form.bandName.trim(),
    genre: form.genre.trim(),
    location: form.location.trim(),
    experienceLevel: form.experienceLevel,
    lineup: form.lineup,
    toneStyle: form.toneStyle,
    recipientName: form.recipientName.trim(),
    recipientOrganization: form.recipientOrganization.trim(),
    musicLinks: form.musicLinks.map((row) => row.url.trim()).filter((url) => url.length > 0),
    eventDetails: form.eventDetails.trim(),
    eventDate: form.eventDate,
    budget: form.budget.trim(),
    trackTitle: form.trackTitle.trim(),
    specificDetails: form.specificDetails.trim(),
    senderName: form.senderName.trim(),
  };
}

function oneOf<T extends string>(values: readonly { value: T }[], raw: unknown): T | undefined {
  return values.find((v) => v.value === raw)?.value;
}

function str(raw: unknown): string {
  return typeof raw === 'string' ? raw : '';
}

/**
 * The form for a stored request (a Library work's `request`). The stored object is whatever the
 * server kept, so each field is checked: unknown values become blanks, and a purpose this variant
 * does not offer becomes its counterpart or blank.
 */
export function formFromStoredRequest(stored: Record<string, unknown> | null, variant: EmailVariant): EmailFormState {
  const form = emptyEmailForm();
  if (!stored) return form;
  const purpose = oneOf(EMAIL_PURPOSES, stored.emailPurpose);
  const links = Array.isArray(stored.musicLinks) ? stored.musicLinks.filter((l): l is string => typeof l === 'string' && l.trim().length > 0) : [];
  const date = str(stored.eventDate);
  return {
    ...form,
    recipientType: oneOf(RECIPIENT_TYPES, stored.recipientType) ?? '',
    emailPurpose: purpose ? purposeForVariant(purpose, variant) : '',
    bandName: str(stored.bandName),
    genre: str(stored.genre),
    location: str(stored.location),
    experienceLevel: oneOf(EXPERIENCE_LEVELS, stored.experienceLevel) ?? '',
    lineup: oneOf(LINEUPS, stored.lineup) ?? '',
    toneStyle: oneOf(EMAIL_TONES, stored.toneStyle) ?? DEFAULT_TONE,
    recipientName: str(stored.recipientName),
    recipientOrganization: str(stored.recipientOrganization),
    musicLinks: links.length > 0 ? links.map((url) => linkRow(url)) : [linkRow()],
    eventDetails: str(stored.eventDetails),
    eventDate: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '',
    budget: str(stored.budget),
    trackTitle: str(stored.trackTitle),
    specificDetails: str(stored.specificDetails),
    senderName: str(stored.senderName),
  };
}
