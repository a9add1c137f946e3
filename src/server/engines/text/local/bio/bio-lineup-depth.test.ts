// A longer bio tells how the members' parts fit together in one woven sentence around the singer,
// not one 'X takes the Y, which means a duty to…' line per member.
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { bioRequestSchema } from '@shared/contracts/writing';
import { findInventedClaims } from './claim-check';
import { writeBio } from './write-bio';

describe('the members’ parts in a longer bio', () => {
  it('are woven into one sentence around the singer, the singer’s own instrument last', () => {
    const request = bioRequestSchema.parse({
      bandName: 'Copper Saints', genre: 'Country', location: 'Tulsa', length: 'Long', personalityTraits: ['Nostalgic'],
      members: [
        { name: 'June Carrow', instrument: 'Vocals, rhythm guitar' }, { name: 'Dale Pruitt', instrument: 'Pedal steel' },
        { name: 'Marcus Bell', instrument: 'Upright bass' }, { name: 'Hollis Grant', instrument: 'Drums' },
      ],
    });
    for (let seed = 0; seed < 6; seed++) {
      const { bio } = writeBio(request, createRng(seed));
      const woven = bio.split(/(?<=[.!?])\s+/).find((s) => s.includes("June's voice"));
      expect(woven, bio).toBeDefined();
      expect(woven).toMatch(/Dale's pedal steel .+[,;] Marcus's upright bass .+ and June's own guitar/);
      expect(bio).not.toMatch(/that is \w+'s job|which means a duty to|one task above the rest/);
      expect(findInventedClaims(bio, request)).toEqual([]);
    }
  });

  it('tells a booker how many players and on what, once the act was named', () => {
    const request = bioRequestSchema.parse({
      bandName: 'Copper Saints', genre: 'Country', location: 'Tulsa', length: 'Medium', targetAudience: 'Booking Agents',
      members: [{ name: 'June Carrow', instrument: 'Vocals' }, { name: 'Dale Pruitt', instrument: 'Pedal steel' }, { name: 'Marcus Bell', instrument: 'Upright bass' }, { name: 'Hollis Grant', instrument: 'Drums' }],
    });
    for (let seed = 0; seed < 4; seed++) {
      const { bio } = writeBio(request, createRng(seed));
      expect(bio).not.toMatch(/a line-up of vocals/);
    }
  });
});
