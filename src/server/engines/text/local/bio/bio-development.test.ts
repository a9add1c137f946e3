// What readers found in bios that listed the form instead of developing it: raw form text after a
// label, the genre named in every other sentence, solo artists called a band, the line-up as a
// bracketed list, years given with no relation between them.
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { BIO_GENRES, TONES, WRITING_STYLES } from '@shared/catalog/bio-options';
import { bioRequestSchema, type BioRequestInput } from '@shared/contracts/writing';
import { findInventedClaims, givenText } from './claim-check';
import { placesIn } from './develop';
import { fullBioForm } from './random-bio-forms';
import { DEFAULT_HEADINGS, writeBio } from './write-bio';

const DEFAULTS = Object.values(DEFAULT_HEADINGS);

const BRASS: BioRequestInput = {
  bandName: 'Copper Kettle Brass', genre: 'Jazz', formationYear: 2012, location: 'Mobile, Alabama',
  members: [
    { name: 'Vera Toussaint', instrument: 'Trumpet', role: 'Bandleader' }, { name: 'Omar Haddad', instrument: 'Trombone' },
    { name: 'Jules Marin', instrument: 'Tuba' }, { name: 'Pearl Okoye', instrument: 'Snare Drum' }, { name: 'Bo Nguyen', instrument: 'Banjo' },
  ],
  influences: ['Dirty Dozen Brass Band', 'Sidney Bechet'],
  achievements: ["Album 'Low Tide Parade' (2016)", 'Played Gulf Coast Jazz Festival 2019', '2021 Mardi Gras Ball appearance', 'Won Best Live Act at the Mobile Music Awards 2023'],
  personalityTraits: ['Energetic', 'Humorous'],
  backstory: 'Vera started the band at a fish fry in a church parking lot. The first rehearsals were in a laundromat after closing time.',
  uniqueElements: ['Field recordings of Mobile Bay on every album', 'Every show ends in the street'],
  tone: 'Humorous', length: 'Long',
};

describe('bios develop the facts instead of pasting them', () => {
  it('tells every achievement as a sentence with a verb, never after a label', () => {
    for (let seed = 0; seed < 12; seed++) {
      const { bio } = writeBio(bioRequestSchema.parse({ ...BRASS, writingStyle: WRITING_STYLES[seed % WRITING_STYLES.length] }), createRng(seed));
      expect(bio).not.toMatch(/(?:highlight so far|Worth noting|milestones to date|Along the way|What marks \w+ out): \p{Lu}/u);
      expect(bio).toMatch(/appeared at (?:the )?Mardi Gras Ball|Mardi Gras Ball/);
      expect(bio).not.toMatch(/\b2021 Mardi Gras Ball appearance\b/);
      expect(findInventedClaims(bio, bioRequestSchema.parse(BRASS), DEFAULTS)).toEqual([]);
    }
  });

  it('sets dated releases and shows in time against the formation and each other', () => {
    const { bio } = writeBio(bioRequestSchema.parse(BRASS), createRng(2));
    // The form asks for a Humorous bio, and the tone frames the release too; the time against the formation stays.
    expect(bio).toContain("Exhibit A: the album 'Low Tide Parade', out in 2016, four years after forming.");
    expect(bio).toMatch(/In 2019, three years later, they played the Gulf Coast Jazz Festival\./);
  });

  it('tells the line-up as people doing things, with the bandleader leading', () => {
    const { bio } = writeBio(bioRequestSchema.parse(BRASS), createRng(3));
    expect(bio).toContain('Vera Toussaint leads the band and plays trumpet, with Omar Haddad on trombone and Jules Marin on tuba.');
    expect(bio).not.toMatch(/\(trumpet/);
  });

  it('names the genre in at most four sentences of a bio, whatever the tone (readers counted six to eight)', () => {
    for (const genre of BIO_GENRES) {
      for (const tone of TONES) {
        const request = fullBioForm(createRng(`${genre}-${tone}`), { genre, tone, length: 'Long' });
        const { bio } = writeBio(request, createRng(tone));
        // Headings, the headline and the fact sheet are labels, not prose.
        const prose = bio.split('\n').filter((line) => !/^\*/.test(line)).join(' ');
        const word = new RegExp(`\\b${genre.toLowerCase().replace('&', '\\&')}\\b`, 'i');
        // The musician's own sentences ('They started as a folk duo') are theirs to word.
        const own = givenText(request).replace(/\bwe\b/g, 'they').replace(/\bour\b/g, 'their');
        const sentences = prose.split(/(?<=[.!?])\s+/).filter((s) => word.test(s) && !own.includes(s.toLowerCase().slice(0, 30)));
        expect(sentences.length, `${genre}/${tone}:\n${sentences.join('\n')}`).toBeLessThanOrEqual(4);
      }
    }
  });

  it('never calls a solo artist a band, a duo or a group, and keeps a third-person story in the third person', () => {
    const solo = {
      bandName: 'Wren Alder', genre: 'Folk', formationYear: 2019, location: 'Hobart',
      members: [{ name: 'Wren Alder', instrument: 'Vocals, Nylon Guitar' }], influences: ['Joni Mitchell'],
      personalityTraits: ['Introspective'], achievements: ["EP 'Low Country' (2021)"],
      backstory: 'Wren grew up in a lighthouse keeper\u2019s cottage on Bruny Island. She taught herself guitar from her father\u2019s records.',
    } satisfies BioRequestInput;
    for (const writingStyle of WRITING_STYLES) {
      for (const length of ['Short', 'Medium', 'Long'] as const) {
        const { bio } = writeBio(bioRequestSchema.parse({ ...solo, writingStyle, length }), createRng(length));
        expect(bio, `${writingStyle}/${length}`).not.toMatch(/\b(the band|duo|trio|group|four-piece|formed)\b/i);
        // The story says 'She…': no 'I am Wren Alder' around it.
        expect(bio, writingStyle).not.toMatch(/\bI (am|formed|started)\b|\bmy (music|story)\b/);
      }
    }
  });
});

describe('the story arc', () => {
  it('finds the places a story names, not its objects or its times', () => {
    expect(placesIn('They met at a grain elevator on the harbor.')).toEqual(['a grain elevator']);
    expect(placesIn('The second album is being tracked in a converted church in Two Harbors.')).toEqual(['a converted church']);
    expect(placesIn('We recorded it in the same week.')).toEqual([]);
    expect(placesIn('She started recording on a cassette deck.')).toEqual([]);
    // A place 'behind a' another ends before it: never 'From a rented garage behind a to…'.
    expect(placesIn('We started in a rented garage behind a chip shop in Hillsborough.')).toEqual(['a rented garage', 'a chip shop']);
  });

  it('draws it between two sentences, never within one scene', () => {
    const request = bioRequestSchema.parse({ ...BRASS, backstory: 'They met at a swap meet in a disused tram depot.' });
    for (let seed = 0; seed < 8; seed++) expect(writeBio(request, createRng(seed)).bio).not.toMatch(/a swap meet,? (then|to) a disused tram depot/i);
  });
});
