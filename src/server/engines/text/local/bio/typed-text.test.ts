// The musician's typed story reads as printed: names capitalised as the form spells them, 'i' as 'I',
// sentences started with a capital and a note-form sentence given its subject; the words are kept.
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { bioRequestSchema } from '@shared/contracts/writing';
import { formNames, restoreNames, tidyTypedText } from './typed-text';
import { findInventedClaims } from './claim-check';
import { writeBio } from './write-bio';

const names = formNames({
  bandName: 'Copper Saints', location: 'Tulsa, Oklahoma',
  members: [{ name: 'June Carrow' }, { name: 'Dale Pruitt' }, { name: 'Will Ames' }],
  influences: ['Merle Haggard', 'The Band', 'Can'],
});

describe('tidyTypedText', () => {
  it('restores the capitals of the names the form spells, and only those', () => {
    const out = tidyTypedText('june and dale met in tulsa. we will play the band songs we can, like merle haggard did', names, 'We');
    expect(out).toBe('June and Dale met in Tulsa. We will play the band songs we can, like Merle Haggard did');
  });

  it("gives 'i' its capital and a sentence its first capital, not after 'St.' or 'e.g.'", () => {
    expect(restoreNames("i think i'm right", [])).toBe("I think I'm right");
    expect(tidyTypedText('we met on st. mark street, e.g. the corner. then i left', [])).toBe('We met on st. mark street, e.g. the corner. Then I left');
  });

  it('gives a sentence that opens on its verb its subject, unless the subject follows a comma', () => {
    expect(tidyTypedText('Formed after a landlord evicted the three of us. Met again in 2020.', [], 'We')).toBe(
      'We formed after a landlord evicted the three of us. We met again in 2020.',
    );
    expect(tidyTypedText('Formed in 2019, we played every pub in town.', [], 'We')).toBe('Formed in 2019, we played every pub in town.');
    expect(tidyTypedText('Recorded in a barn, the album took a week.', [], 'Copper Saints')).toBe('Recorded in a barn, the album took a week.');
    expect(tidyTypedText('formed in a garage in 2015.', [], 'Copper Saints')).toBe('Copper Saints formed in a garage in 2015.');
  });
});

describe('a story typed as notes, in a bio', () => {
  it('reads as sentences, with the names capitalised and the formation year set into the forming', () => {
    const request = bioRequestSchema.parse({
      bandName: 'Rent Strike', genre: 'Punk', formationYear: 2022, location: 'Glasgow',
      members: [{ name: 'Roisin Kerr', instrument: 'Vocals' }, { name: 'Kat Doyle', instrument: 'Bass' }],
      backstory: 'formed after a landlord evicted roisin and kat from the same building in one week. played our first gig in a laundrette',
      includeSections: ['Formation Story'], length: 'Medium',
    });
    for (let seed = 0; seed < 6; seed++) {
      const { bio } = writeBio(request, createRng(seed));
      expect(bio).toMatch(/formed in 2022 after a landlord evicted Roisin and Kat/);
      expect(bio).toMatch(/They played their first gig in a laundrette/);
      expect(bio).not.toMatch(/\bformed in 2022\.\s/);
      expect(findInventedClaims(bio, request)).toEqual([]);
    }
  });
});
