// Every achievement the form gives is told in the bio, at every length from Medium up, and a section
// it belongs to is never said to have nothing: a demo on cassette, a festival slot, three EPs on a
// label and a playlist add are the facts a booker reads a bio for.
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { bioRequestSchema, type BioRequestInput } from '@shared/contracts/writing';
import { writeBio } from './write-bio';

const FORMS: { form: BioRequestInput; mustSay: string[] }[] = [
  {
    form: {
      bandName: 'Frost Chapel', genre: 'Metal', subGenres: ['Black'], location: 'Tromsø, Norway',
      members: [{ name: 'Ola Berg', instrument: 'Guitar' }, { name: 'Kari Vik', instrument: 'Bass' }, { name: 'Jon Dahl', instrument: 'Drums' }],
      influences: ['Emperor', 'Darkthrone'],
      achievements: ["Demo 'Isgrav' (2016) released on cassette, 200 copies", "Debut album 'Nordlys' (2019) on Osmose", 'Played Inferno festival in Oslo, 2021'],
      includeSections: ['Formation Story', 'Discography Highlights', 'Live Performance History', 'Future Plans'],
      tone: 'Dramatic', length: 'Extended',
    },
    mustSay: ['Isgrav', 'Nordlys', 'Inferno'],
  },
  {
    form: {
      bandName: 'Canal Static', genre: 'Indie', location: 'Manchester',
      members: [{ name: 'Priya Shah', instrument: 'Vocals' }, { name: 'Dan Moss', instrument: 'Guitar' }],
      achievements: ["Debut EP 'Bridgewater' (2022) self-released on Bandcamp", 'Played the BBC Introducing stage at Glastonbury 2023', "Single 'Oxford Road' added to BBC 6 Music playlist"],
      includeSections: ['Formation Story', 'Discography Highlights', 'Future Plans'],
      tone: 'Casual', length: 'Medium',
    },
    mustSay: ['Bridgewater', 'Glastonbury', 'Oxford Road'],
  },
  {
    form: {
      bandName: 'Orbit Unit Nine', genre: 'Electronic', location: 'Leipzig',
      members: [{ name: 'Mira Kessler', instrument: 'Modular synth' }],
      achievements: ['Three 12-inch EPs on the Hamburg label Nachtwerk', "Played Berghain's Panorama Bar in 2023"],
      includeSections: ['Discography Highlights', 'Live Performance History'],
      tone: 'Technical', length: 'Long',
    },
    mustSay: ['Nachtwerk', 'Panorama Bar'],
  },
];

describe('a bio tells every achievement it is given', () => {
  for (const { form, mustSay } of FORMS) {
    it(`${form.bandName} (${form.length})`, () => {
      for (let seed = 0; seed < 4; seed++) {
        const { bio, note } = writeBio(bioRequestSchema.parse(form), createRng(`every-achievement-${seed}`));
        for (const fact of mustSay) expect(bio, `seed ${seed}: ${fact}`).toContain(fact);
        for (const section of form.includeSections ?? []) expect(note ?? '', `seed ${seed}`).not.toMatch(new RegExp(`Nothing in the form belongs under [^.]*${section}`));
      }
    });
  }
});
