import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { BIO_LENGTHS, BIO_SECTIONS } from '@shared/catalog/bio-options';
import { bioRequestSchema } from '@shared/contracts/writing';
import { capitalisedWords, findInventedClaims } from './claim-check';
import { randomBioForm } from './random-bio-forms';
import { countWords } from './text-tools';
import { DEFAULT_HEADINGS, writeBio } from './write-bio';
import { writeTaglines } from './write-taglines';

const DEFAULTS = Object.values(DEFAULT_HEADINGS);

describe('the claim check itself', () => {
  const plain = bioRequestSchema.parse({ bandName: 'Night Owls', genre: 'Rock', location: 'Leeds' });

  it('catches the claims a bio must not invent', () => {
    const invented = [
      'Night Owls won a Grammy in 2021.',
      'The band headlined the main stage.',
      'Their debut album went platinum.',
      'They have sold out venues across the country.',
      'Signed to a major label, they are on the rise.',
      'With millions of streams, the band is critically acclaimed.',
      'Their single reached No. 1 on the charts.',
      'They played a festival in the summer.',
      'Formed in Leeds, they later moved to Manchester.',
      'The band has three albums out.',
      'Night Owls have toured for years.',
      'The award-winning quartet returns.',
    ];
    for (const text of invented) expect(findInventedClaims(text, plain), text).not.toEqual([]);
  });

  it('accepts what the musician gave, including their own claims', () => {
    const given = bioRequestSchema.parse({
      bandName: 'Night Owls', genre: 'Rock', location: 'Leeds', formationYear: 2019,
      achievements: ['Played Glastonbury Festival 2023', 'Sold out the Brudenell Social Club'],
    });
    expect(findInventedClaims('Night Owls, from Leeds, formed in 2019. Highlights: played Glastonbury Festival 2023; sold out the Brudenell Social Club.', given)).toEqual([]);
  });

  it('treats only words in the middle of a sentence as names', () => {
    expect(capitalisedWords('They met in Leeds. Then they moved. “We left,” they said.')).toEqual(['Leeds']);
  });
});

describe('no invented facts', () => {
  it('holds over 200 random forms: every claim, number and name in a bio comes from the form', () => {
    const rng = createRng('honesty');
    for (let i = 0; i < 200; i++) {
      const request = randomBioForm(rng);
      const { bio, note } = writeBio(request, createRng(i));
      expect(findInventedClaims(bio, request, DEFAULTS), `form ${i}: ${request.writingStyle}/${request.tone}\n${bio}`).toEqual([]);
      const range = BIO_LENGTHS.find((l) => l.value === request.length);
      expect(countWords(bio)).toBeLessThanOrEqual(range?.max ?? 0);
      if (countWords(bio) < (range?.min ?? 0)) expect(note).toContain(`${countWords(bio)} words`);
    }
  });

  it('holds for the taglines of those forms too', () => {
    const rng = createRng('honest-taglines');
    for (let i = 0; i < 60; i++) {
      const request = randomBioForm(rng);
      const { bio } = writeBio(request, createRng(i));
      for (const line of writeTaglines(request, bio, 3, [], createRng(i))) {
        expect(findInventedClaims(line, request), line).toEqual([]);
      }
    }
  });

  it('does not borrow a claim from an edited bio for a tagline', () => {
    const request = bioRequestSchema.parse({ bandName: 'Night Owls', genre: 'Rock' });
    const edited = 'Night Owls headlined Glastonbury festival. Night Owls play rock with platinum records. Rock band Night Owls won a Grammy.';
    for (let seed = 0; seed < 10; seed++) {
      for (const line of writeTaglines(request, edited, 3, [], createRng(seed))) {
        expect(line).not.toMatch(/headlin|glastonbury|platinum|grammy|festival/i);
      }
    }
  });

  it('keeps a claim the musician made when the form holds it', () => {
    const request = bioRequestSchema.parse({
      bandName: 'Night Owls', genre: 'Rock', achievements: ['Played Glastonbury Festival 2023'], includeSections: ['Live Performance History'],
    });
    const { bio } = writeBio(request, createRng(1));
    // Told as a sentence with its year, not pasted ('Played Glastonbury Festival 2023').
    expect(bio).toContain('In 2023, Night Owls played the Glastonbury Festival.');
  });

  it('answers every section with no facts behind it without inventing one', () => {
    for (let seed = 0; seed < 12; seed++) {
      const request = bioRequestSchema.parse({ bandName: 'Night Owls', genre: 'Metal', includeSections: [...BIO_SECTIONS], length: 'Long' });
      const { bio } = writeBio(request, createRng(seed));
      expect(findInventedClaims(bio, request, DEFAULTS)).toEqual([]);
    }
  });
});
