import { describe, expect, it } from 'vitest';
import { emptyEmailForm, formFromStoredRequest, linkRow } from './email-form-state';
import { describeMissing, validateEmailForm } from './email-validation';
import { purposeForVariant, purposesFor } from './email-variant';

describe('purposesFor', () => {
  it('offers press-release and playlist-submission on the premium tab only, press-kit on the e-mail writer only', () => {
    const premium = purposesFor('premium').map((p) => p.value);
    const writer = purposesFor('email-writer').map((p) => p.value);
    expect(premium).toHaveLength(10);
    expect(writer).toHaveLength(9);
    expect(premium).toEqual(expect.arrayContaining(['press-release', 'playlist-submission']));
    expect(premium).not.toContain('press-kit');
    expect(writer).toContain('press-kit');
    expect(writer).not.toContain('press-release');
    expect(writer).not.toContain('playlist-submission');
  });

  it('maps a purpose the variant lacks to its counterpart or blank', () => {
    expect(purposeForVariant('press-release', 'email-writer')).toBe('press-kit');
    expect(purposeForVariant('press-kit', 'premium')).toBe('press-release');
    expect(purposeForVariant('playlist-submission', 'email-writer')).toBe('');
    expect(purposeForVariant('booking-inquiry', 'email-writer')).toBe('booking-inquiry');
  });
});

describe('validateEmailForm', () => {
  it('names every missing required field', () => {
    const check = validateEmailForm({ ...emptyEmailForm(), bandName: '   ' });
    expect(check).toEqual({ ok: false, missing: ['recipientType', 'emailPurpose', 'bandName'] });
    if (!check.ok) expect(describeMissing(check.missing)).toBe('Please fill in Recipient Type, Email Purpose and Band Name.');
    expect(describeMissing(['bandName'])).toBe('Please fill in Band Name.');
  });

  it('builds a trimmed request without blank links', () => {
    const check = validateEmailForm({
      ...emptyEmailForm(),
      recipientType: 'venue-booker',
      emailPurpose: 'booking-inquiry',
      bandName: ' The Owls ',
      musicLinks: [linkRow(' https://owls.example '), linkRow('  ')],
      eventDate: '2030-05-12',
      senderName: ' Jo ',
    });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.request).toMatchObject({ bandName: 'The Owls', musicLinks: ['https://owls.example'], eventDate: '2030-05-12', senderName: 'Jo', toneStyle: 'friendly-professional' });
  });
});

describe('formFromStoredRequest', () => {
  it('fills the form from a stored request and drops values it does not know', () => {
    const form = formFromStoredRequest(
      { recipientType: 'radio-dj', emailPurpose: 'press-release', bandName: 'The Owls', toneStyle: 'shouty', musicLinks: ['https://a.example', 3, ''], eventDate: 'soon', budget: 5 },
      'email-writer',
    );
    expect(form.recipientType).toBe('radio-dj');
    expect(form.emailPurpose).toBe('press-kit');
    expect(form.bandName).toBe('The Owls');
    expect(form.toneStyle).toBe('friendly-professional');
    expect(form.musicLinks.map((l) => l.url)).toEqual(['https://a.example']);
    expect(form.eventDate).toBe('');
    expect(form.budget).toBe('');
  });

  it('keeps one empty link row', () => {
    expect(formFromStoredRequest(null, 'premium').musicLinks.map((l) => l.url)).toEqual(['']);
    expect(formFromStoredRequest({ musicLinks: [] }, 'premium').musicLinks.map((l) => l.url)).toEqual(['']);
  });
});
