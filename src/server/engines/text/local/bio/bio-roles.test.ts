// A member's role decides the verb, and a solo artist's stage name is tied to the person behind it
// ('Dominik Hruska sings.' for a rapper, never linked to Kid Ostrava: blind reading, issue #36).
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { bioRequestSchema } from '@shared/contracts/writing';
import { writeBio } from './write-bio';

const kid = {
  bandName: 'Kid Ostrava',
  genre: 'hip-hop',
  location: 'Cleveland, Ohio',
  members: [{ name: 'Dominik Hruska', role: 'rapper', instrument: 'vocals' }],
  influences: ['MF DOOM', 'Freddie Gibbs'],
  personalityTraits: ['Rebellious', 'Humorous'],
  tone: 'Edgy',
  length: 'Medium',
};

describe('roles and stage names (blind reading, issue #36)', () => {
  it('a solo rapper raps, and the stage name is tied to the real name, for every seed', () => {
    for (let seed = 0; seed < 10; seed++) {
      const bio = writeBio(bioRequestSchema.parse(kid), createRng(seed)).bio;
      expect(bio, `seed ${seed}`).not.toMatch(/Dominik Hruska sings/);
      expect(bio).toContain('Kid Ostrava is Dominik Hruska, who raps.');
    }
  });

  it('an MC in a band raps in the line-up prose', () => {
    const crew = bioRequestSchema.parse({
      bandName: 'Ring Road',
      genre: 'hip-hop',
      length: 'Long',
      members: [
        { name: 'Tayo Bello', role: 'MC', instrument: 'vocals' },
        { name: 'Cass Lowe', role: '', instrument: 'turntables' },
      ],
    });
    for (let seed = 0; seed < 6; seed++) {
      const bio = writeBio(crew, createRng(seed)).bio;
      expect(bio, `seed ${seed}`).not.toMatch(/Tayo Bello sings/);
    }
  });
});
