import { describe, expect, it } from 'vitest';
import { emailDocFileName, emailTxtFileName, fileStem } from './email-files';

describe('e-mail file names', () => {
  it('names the .txt after the band and the purpose', () => {
    expect(emailTxtFileName('The Night Owls', 'booking-inquiry')).toBe('The_Night_Owls_booking-inquiry.txt');
  });

  it('names the .doc after the band, the recipient type and email', () => {
    expect(emailDocFileName('The Night Owls', 'venue-booker')).toBe('The_Night_Owls_venue-booker_email.doc');
  });

  it('drops characters no file system accepts and collapses spaces', () => {
    expect(fileStem('  AC/DC:  Tribute?  ')).toBe('ACDC_Tribute');
    expect(fileStem('<img src=x onerror=alert(1)>')).toBe('img_src=x_onerror=alert(1)');
  });

  it('never gives an empty or hidden name', () => {
    expect(fileStem('///')).toBe('Band');
    expect(fileStem('..hidden')).toBe('hidden');
  });
});
