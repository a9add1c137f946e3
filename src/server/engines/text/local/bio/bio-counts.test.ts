import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { TONES, WRITING_STYLES } from '@shared/catalog/bio-options';
import { bioRequestSchema, type BioRequestInput } from '@shared/contracts/writing';
import { findInventedClaims } from './claim-check';
import { writeBio } from './write-bio';
import { writeTaglines } from './write-taglines';

// Count, line-up and instruments must agree with the form: one release is not 'each record', a
// line-up with no voice has no singer, and one musician is never a band or a group.
const ONE_RELEASE: BioRequestInput = {
  bandName: 'Copper Wolves', genre: 'Country', formationYear: 2016, location: 'Lubbock, Texas',
  members: [{ name: 'Dale Prentiss', instrument: 'Vocals' }, { name: 'Maya Ortiz', instrument: 'Pedal Steel' }, { name: 'Lou Banks', instrument: 'Drums' }],
  influences: ['Waylon Jennings'], achievements: ["Debut album 'Caprock Nights' (2019)", 'Featured on Texas Country Reporter', 'Played the Cactus Theater 40 times'],
  personalityTraits: ['Authentic', 'Nostalgic'], backstory: 'Dale and Maya met working the night shift at a cotton gin.',
};
const INSTRUMENTAL: BioRequestInput = {
  bandName: 'Tidal Engines', genre: 'Rock', subGenres: ['Progressive'], formationYear: 2018, location: 'Glasgow',
  members: [{ name: 'Ewan Bell', instrument: 'Guitar' }, { name: 'Iona Shaw', instrument: 'Bass' }, { name: 'Rab Kerr', instrument: 'Drums' }],
  influences: ['Mogwai'], achievements: ["Album 'Foghorn Hymns' (2022)"], personalityTraits: ['Introspective', 'Romantic'],
  backstory: 'They met busking outside Queen Street station.',
};
const SOLO: BioRequestInput = {
  bandName: 'Harriet Vale', genre: 'Folk', formationYear: 2021, location: 'Galway',
  members: [{ name: 'Harriet Vale', instrument: 'Acoustic Guitar & Vocals' }], influences: ['Joni Mitchell'],
  achievements: ["EP 'Saltmarsh' (2023)"], personalityTraits: ['Introspective'], backstory: 'She grew up on a farm on the Aran Islands.',
};

/** The form in every tone and style, at a long length so every block is written. */
function bios(input: BioRequestInput): { bio: string; label: string }[] {
  const out: { bio: string; label: string }[] = [];
  TONES.forEach((tone, i) => {
    const style = WRITING_STYLES[i % WRITING_STYLES.length];
    const request = bioRequestSchema.parse({ ...input, tone, writingStyle: style, length: 'Long' });
    out.push({ bio: writeBio(request, createRng(`counts-${i}`)).bio, label: `${tone}/${style}` });
  });
  return out;
}

describe('the claim check counts', () => {
  it('refuses plural releases when the form gives one', () => {
    const r = bioRequestSchema.parse(ONE_RELEASE);
    expect(findInventedClaims('Each record carries their songs further.', r)).not.toEqual([]);
    expect(findInventedClaims('Every release finds new ears.', r)).not.toEqual([]);
    expect(findInventedClaims("Their records travel.", r)).not.toEqual([]);
    expect(findInventedClaims("The debut album 'Caprock Nights' came out in 2019.", r)).toEqual([]);
    const two = bioRequestSchema.parse({ ...ONE_RELEASE, achievements: ["Debut album 'Caprock Nights' (2019)", "EP 'Dust' (2021)"] });
    expect(findInventedClaims('Each record carries their songs further.', two)).toEqual([]);
  });

  it('refuses a singer for a line-up with no voice, and a band for one musician', () => {
    const inst = bioRequestSchema.parse(INSTRUMENTAL);
    for (const text of ['A voice that takes its time.', 'Ewan sings.', 'A chorus you will hum.', 'Lyrics that look inward.']) {
      expect(findInventedClaims(text, inst), text).not.toEqual([]);
    }
    const solo = bioRequestSchema.parse(SOLO);
    for (const text of ['Harriet Vale is a folk band.', 'The group plays Galway.', 'Her bandmates agree.']) {
      expect(findInventedClaims(text, solo), text).not.toEqual([]);
    }
    expect(findInventedClaims('Harriet Vale sings and plays acoustic guitar.', solo)).toEqual([]);
  });
});

describe('bios agree with the form on count and line-up', () => {
  it('never speaks of records in the plural for a band with one release', () => {
    for (const { bio, label } of bios(ONE_RELEASE)) {
      expect(bio, label).not.toMatch(/\b(?:each|every)\s+(?:[\w-]+\s+){0,2}?(?:record|release|album)\b|\brecords\b|\breleases\b/i);
    }
  });

  it('never gives an instrumental band a singer', () => {
    for (const { bio, label } of bios(INSTRUMENTAL)) {
      expect(bio, label).not.toMatch(/\b(?:voices?|vocals?|singers?|sings?|singing|sung|chorus|lyrics?|verses?)\b/i);
    }
  });

  it('never calls a solo artist a band or a group, in the bio or the taglines', () => {
    for (const { bio, label } of bios(SOLO)) {
      expect(bio, label).not.toMatch(/\b(?:band|group|bandmates|members|ensemble|duo|trio)\b/i);
      const request = bioRequestSchema.parse({ ...SOLO, tone: label.split('/')[0] });
      const taglines = writeTaglines(request, bio, 6, [], createRng(label));
      for (const line of taglines) expect(line, label).not.toMatch(/\b(?:band|group)\b/i);
    }
  });
});
