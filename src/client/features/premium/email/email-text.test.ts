import { describe, expect, it } from 'vitest';
import { EMAIL_FALLBACK_SUBJECT } from '@shared/catalog/email-options';
import { countWords, splitEmail } from './email-text';

describe('countWords', () => {
  it('counts runs of non-whitespace', () => {
    expect(countWords('Subject: Hello there\n\nDear  Sam,\r\n\tthanks!')).toBe(6);
  });
  it('is 0 for blank text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' \n\t ')).toBe(0);
  });
});

describe('splitEmail', () => {
  it('takes the first line as the subject and the rest as the body', () => {
    expect(splitEmail('Subject: Booking The Owls on 12 May\n\nHi Sam,\n\nBest,\nThe Owls')).toEqual({
      subject: 'Booking The Owls on 12 May',
      body: 'Hi Sam,\n\nBest,\nThe Owls',
      hasSubjectLine: true,
    });
  });

  it('uses the fallback subject and the whole text as the body when there is no Subject line', () => {
    expect(splitEmail('\nHi Sam,\n\nBest,\nThe Owls\n')).toEqual({ subject: EMAIL_FALLBACK_SUBJECT, body: 'Hi Sam,\n\nBest,\nThe Owls', hasSubjectLine: false });
  });

  it('handles CRLF line breaks', () => {
    const parts = splitEmail('Subject: Demo for your show\r\n\r\nHello,\r\nOur EP is out.\r\n');
    expect(parts.subject).toBe('Demo for your show');
    expect(parts.body).toBe('Hello,\nOur EP is out.');
  });

  it('finds a Subject line that is not first, in any case, and keeps the lines around it', () => {
    expect(splitEmail('Draft v2\nSUBJECT:  Gig at The Crown \nHello')).toEqual({ subject: 'Gig at The Crown', body: 'Draft v2\nHello', hasSubjectLine: true });
  });

  it('falls back when the Subject line is blank', () => {
    expect(splitEmail('Subject:   \n\nHello').subject).toBe(EMAIL_FALLBACK_SUBJECT);
  });

  it('leaves later lines that mention a subject in the body', () => {
    expect(splitEmail('Subject: A\n\nOn the subject: of dates\nSubject: B').body).toBe('On the subject: of dates\nSubject: B');
  });
});
