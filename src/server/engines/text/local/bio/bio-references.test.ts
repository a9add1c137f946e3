// A line that points back to the influences ('None of it is worship…', 'It is a list that leans…')
// stands only beside the line that names them (blind reading, issue #36).
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { bioRequestSchema } from '@shared/contracts/writing';
import { writeBio } from './write-bio';

const READING = /None of it is worship|It is (a list|an influence) that leans|Put th(ose names|at name) next to|common thread|What that name stands for|Each of those names|That name leaves|none of these people|nobody has been told/;

describe('lines that refer to the influences (blind reading, issue #36)', () => {
  it('appear only with the influences named, when an influence was already said in an achievement', () => {
    for (const tone of ['Edgy', 'Professional', 'Poetic', 'Humorous'] as const) {
      for (let seed = 0; seed < 8; seed++) {
        const request = bioRequestSchema.parse({
          bandName: 'Kid Ostrava',
          genre: 'hip-hop',
          members: [{ name: 'Dominik Hruska', role: 'rapper', instrument: 'vocals' }],
          achievements: ["Mixtape 'Rye Bread Dreams' (2024)", 'Opened for Freddie Gibbs in Cleveland in 2024'],
          influences: ['MF DOOM', 'Freddie Gibbs'],
          personalityTraits: ['Rebellious', 'Humorous'],
          tone,
          length: 'Medium',
        });
        const bio = writeBio(request, createRng(seed)).bio;
        if (READING.test(bio)) expect(bio, `${tone} ${seed}`).toContain('MF DOOM');
        expect(bio, `${tone} ${seed}`).toContain('MF DOOM');
      }
    }
  });
});
