// A press release's body reads as a journalist could lift it: a quote typed 'X says: ...' is set as
// '"...," says X.', a note gets its verb, and an act whose line-up nobody gave is not called a band.
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { pressSentence } from './press-lines';
import { emailRequest } from './test-requests';
import { writeEmail } from './write-email';

describe('pressSentence', () => {
  it('sets a typed quote as a quote, and gives a note its verb', () => {
    expect(pressSentence("Roisin says: 'Every song is a letter to a landlord.'")).toBe('"Every song is a letter to a landlord," says Roisin.');
    expect(pressSentence('Ana said: "Why would we stop?"')).toBe('"Why would we stop?" said Ana.');
    expect(pressSentence('Launch show at the Hug and Pint on 14 March.')).toBe('The launch show is at the Hug and Pint on 14 March.');
    expect(pressSentence('Our debut EP comes out in March.')).toBe('Our debut EP comes out in March.');
  });
});

describe('a press release and a pitch from sparse details', () => {
  it('quotes and announces in print form, and calls a techno act with no line-up given an act', () => {
    const release = writeEmail(emailRequest({
      emailPurpose: 'press-release', recipientType: 'music-blogger', bandName: 'Sister Ferox', genre: 'punk', location: 'Glasgow',
      specificDetails: "Our debut EP 'Rent Is Theft' comes out on 12 March 2027. Launch show at the Hug and Pint on 14 March. Roisin says: 'Every song is a letter to a landlord.'",
    }), createRng(1));
    expect(release).toContain('The launch show is at the Hug and Pint on 14 March.');
    expect(release).toContain('"Every song is a letter to a landlord," says Roisin.');
    const pitch = writeEmail(emailRequest({
      emailPurpose: 'playlist-submission', recipientType: 'radio-dj', bandName: 'Nullfeld', genre: 'techno', location: 'Leipzig', lineup: undefined,
      recipientOrganization: 'Hard Techno Essentials playlist', specificDetails: "New single 'Kaltfront', 138 BPM, out now.", eventDetails: '',
    }), createRng(1));
    expect(pitch).toContain('a techno act from Leipzig');
    expect(pitch).not.toContain('techno band');
  });
});
