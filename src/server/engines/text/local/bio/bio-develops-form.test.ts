// Bios that develop what the form holds (blind reading, issue #36): a genre typed in the band's own
// words is the bio's word for it ('post-punk' was told as 'punk', 'bluegrass' refused); the listed
// instruments are told as a sound, never one the form does not list; a well-known influence is glossed
// for what it stands for; the musician's own details are drawn out right after them; and none of it
// claims what the form does not hold.
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { TONES } from '@shared/catalog/bio-options';
import { bioRequestSchema, type BioRequestInput } from '@shared/contracts/writing';
import { findInventedClaims } from './claim-check';
import { DEFAULT_HEADINGS, writeBio } from './write-bio';

const DEFAULTS = Object.values(DEFAULT_HEADINGS);

const TRIO: BioRequestInput = {
  bandName: 'Hollow Pines', genre: 'Bluegrass', formationYear: 2018, location: 'Asheville, North Carolina',
  members: [{ name: 'Nora Vance', instrument: 'Vocals, banjo' }, { name: 'Eli Marsh', instrument: 'Fiddle' }, { name: 'Sam Ortiz', instrument: 'Upright bass' }],
  influences: ['Gillian Welch', 'The Punch Brothers'],
  achievements: ["Debut LP 'Cold Creek Hymns' (2022)"],
  personalityTraits: ['Introspective'],
  backstory: 'Nora and Eli met at a Tuesday jam at a bar that closed the next year. The songs are about family land being sold.',
  uniqueElements: ['Record every album live in one room around a single microphone'],
  length: 'Medium',
};

describe('a genre in the band’s own words', () => {
  it('is filed under the catalogue genre and named as typed', () => {
    const cases: [string, string, string][] = [['Post-punk', 'Alternative', 'post-punk'], ['Bluegrass', 'Folk', 'bluegrass'], ['Soul', 'R&B', 'soul'], ['Trip-hop', 'Electronic', 'trip-hop'], ['Trap', 'Hip-Hop', 'trap']];
    for (const [typed, genre, label] of cases) {
      const request = bioRequestSchema.parse({ bandName: 'Test Band', genre: typed, location: 'Leeds' });
      expect(request.genre).toBe(genre);
      expect(request.genreText).toBe(label);
      expect(writeBio(request, createRng(1)).bio).toContain(` ${label} `);
    }
    expect(bioRequestSchema.parse({ bandName: 'X', genre: 'Hip Hop' }).genreText).toBeUndefined();
    expect(bioRequestSchema.parse({ bandName: 'X', genre: 'Rock' }).genreText).toBeUndefined();
    expect(bioRequestSchema.safeParse({ bandName: 'X', genre: 'Polka-step' }).error?.issues[0]?.message).toMatch(/^Unknown genre/);
  });
});

describe('the form developed, not padded', () => {
  it('tells who keeps time when no one plays a kit, and nothing an instrument was not listed for, in every tone', () => {
    for (const tone of TONES) {
      const request = bioRequestSchema.parse({ ...TRIO, tone });
      const { bio } = writeBio(request, createRng(tone));
      // Who keeps time is what the line-up shows; what each instrument 'does' is a guess and is not told.
      expect(bio, tone).toMatch(/the banjo and the upright bass keep the time|time is kept by the banjo and the upright bass/);
      expect(bio, tone).not.toMatch(/the fiddle (adds|carries|answers)/);
      expect(bio, tone).not.toMatch(/\b(drums?|guitars?|keys|piano)\b/i);
      expect(findInventedClaims(bio, request, DEFAULTS), tone).toEqual([]);
    }
  });

  it('glosses a known influence and draws out the musician’s own details', () => {
    const { bio } = writeBio(bioRequestSchema.parse(TRIO), createRng(3));
    // Two or more glossed names carry their notes in brackets ('Gillian Welch (spare, patient songwriting)').
    expect(bio).toMatch(/Gillian Welch(, for | \()/);
    expect(bio).toContain('Hollow Pines record every album live in one room around a single microphone.');
    // The closed bar and the songs' subject are each answered right after the sentence that names them.
    expect(bio).toMatch(/closed the next year\. [^.]*(gone|did not survive|has closed)/);
    expect(bio).not.toMatch(/: record every album/);
  });

  it('reads no proper name as a motif (the Green Mill is a club, not a mill)', () => {
    const request = bioRequestSchema.parse({ bandName: 'Mara Quinn', genre: 'Jazz', members: [{ name: 'Mara Quinn', instrument: 'Trumpet' }], backstory: 'Her quartet plays every second Thursday at the Green Mill.' });
    for (let seed = 0; seed < 6; seed++) expect(writeBio(request, createRng(seed)).bio).not.toMatch(/working building|industrial/i);
  });
});

describe('achievements of every shape reach the bio (a reader found three albums and an editors’ pick dropped)', () => {
  it('tells a counted list of releases and a clause about a release under the chosen sections', () => {
    const request = bioRequestSchema.parse({
      bandName: 'The Marlowe Quintet', genre: 'Jazz', formationYear: 2012, location: 'Chicago',
      achievements: ["Three albums: 'South Loop' (2014), 'Night Ledger' (2018), 'Lake Effect' (2023)", "'Lake Effect' was a DownBeat Editors' Pick"],
      includeSections: ['Discography Highlights', 'Critical Reception'], length: 'Long',
    });
    const { bio, note } = writeBio(request, createRng(5));
    expect(bio).toContain("The Marlowe Quintet have made three albums: 'South Loop' (2014), 'Night Ledger' (2018), 'Lake Effect' (2023).");
    expect(bio).toContain("'Lake Effect' was a DownBeat Editors' Pick.");
    expect(note ?? '').not.toMatch(/Discography Highlights|Critical Reception/);
    expect(findInventedClaims(bio, request, DEFAULTS)).toEqual([]);
  });
});
