// The band's name said sentence after sentence was a reader's complaint; these pin that a sentence
// holding this band's own facts says 'the trio' (or she, or they) when the name was just said, and
// that the humorous tone's jokes state nothing the form does not.
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { bioRequestSchema, type BioRequestInput } from '@shared/contracts/writing';
import { findInventedClaims } from './claim-check';
import { fullBioForm } from './random-bio-forms';
import { DEFAULT_HEADINGS, writeBio } from './write-bio';

const TRIO: BioRequestInput = {
  bandName: 'Cinder Vale', genre: 'Rock', subGenres: ['Garage'], formationYear: 2017, location: 'Sheffield',
  members: [{ name: 'Mia Kerr', instrument: 'Vocals/Guitar' }, { name: 'Joe Platt', instrument: 'Bass' }, { name: 'Ravi Dutt', instrument: 'Drums' }],
  influences: ['The Stooges', 'PJ Harvey', 'Queens of the Stone Age'],
  achievements: ["Debut album 'Ash Road' (2022)", 'Played Tramlines Festival 2023', 'Supported Drenge on a UK tour'],
  personalityTraits: ['Rebellious', 'Energetic'],
  backstory: "We started in a rented garage behind a chip shop in Hillsborough. Mia wrote the first songs on a borrowed guitar with four strings. Our first gig was at the Leadmill's small room in 2018.",
  focusAreas: ['Creative Process'], focusAreaDetails: { 'Creative Process': 'Every song starts as a riff Joe hums into his phone.' },
  uniqueElements: ['We record everything live to tape'], tone: 'Humorous', length: 'Long',
};

/** [pairs of sentences running in a paragraph, pairs where both name the band]. */
function echoes(bio: string, name: string): [number, number] {
  let pairs = 0;
  let both = 0;
  for (const para of bio.split('\n\n').filter((p) => !p.startsWith('*'))) {
    const sentences = para.split(/(?<=[.!?])\s+/);
    for (let i = 1; i < sentences.length; i++) {
      pairs++;
      if (sentences[i]?.includes(name) && sentences[i - 1]?.includes(name)) both++;
    }
  }
  return [pairs, both];
}

describe('the band name in a bio', () => {
  it('rarely says the name in two sentences running (it was 7.6% of pairs, now about 4%), and opens with it', () => {
    const rng = createRng('name-echo');
    let pairs = 0;
    let both = 0;
    for (let i = 0; i < 80; i++) {
      const form = fullBioForm(rng);
      const { bio } = writeBio(form, createRng(i));
      const [p, b] = echoes(bio, form.bandName);
      pairs += p;
      both += b;
    }
    expect(pairs).toBeGreaterThan(1000);
    expect(both / pairs).toBeLessThan(0.05);
    const { bio } = writeBio(bioRequestSchema.parse(TRIO), createRng(1));
    expect(bio.split('\n\n')[1]).toMatch(/^Cinder Vale is/);
  });

  it('tells jokes about the facts given, and invents no neighbours, rules kept or broken, or broken phrases', () => {
    const request = bioRequestSchema.parse(TRIO);
    for (let seed = 0; seed < 10; seed++) {
      const { bio } = writeBio(request, createRng(seed));
      expect(bio).not.toMatch(/neighbours|never broken|behind a to\b|\b(a|an|the) to\b/i);
      expect(findInventedClaims(bio, request, Object.values(DEFAULT_HEADINGS))).toEqual([]);
    }
  });
});
