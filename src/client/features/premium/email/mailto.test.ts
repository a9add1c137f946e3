import { describe, expect, it } from 'vitest';
import { buildMailtoUrl } from './mailto';

describe('buildMailtoUrl', () => {
  it('puts the subject and the body in, percent-encoded with CRLF line breaks', () => {
    const url = buildMailtoUrl('Subject: Booking & dates?\n\nHi Sam,\nWe play 12/05.\n\nBest, The Owls');
    expect(url).toBe(
      'mailto:?subject=Booking%20%26%20dates%3F&body=Hi%20Sam%2C%0D%0AWe%20play%2012%2F05.%0D%0A%0D%0ABest%2C%20The%20Owls',
    );
  });

  it('uses the fallback subject without a Subject line', () => {
    expect(buildMailtoUrl('Hello')).toBe('mailto:?subject=Music%20Industry%20Inquiry&body=Hello');
  });

  it('turns CRLF in the text into single CRLF breaks and encodes non-ASCII and plus signs', () => {
    const url = buildMailtoUrl('Subject: Café + bar\r\n\r\nLine 1\r\nLine 2');
    expect(url).toBe('mailto:?subject=Caf%C3%A9%20%2B%20bar&body=Line%201%0D%0ALine%202');
    expect(decodeURIComponent(url.split('&body=')[1] ?? '')).toBe('Line 1\r\nLine 2');
  });

  it('takes a recipient address', () => {
    expect(buildMailtoUrl('Subject: Hi\n\nHello', 'sam@venue.example')).toBe('mailto:sam@venue.example?subject=Hi&body=Hello');
  });
});
