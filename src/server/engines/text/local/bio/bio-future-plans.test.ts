// A chosen Future Plans section is written from what the form says of now and next (the status, the
// last release, the line-up, the traits), not left out as empty; it promises no date, title or show.
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { CURRENT_STATUSES } from '@shared/catalog/bio-options';
import { bioRequestSchema } from '@shared/contracts/writing';
import { findInventedClaims } from './claim-check';
import { writeBio } from './write-bio';

describe('Future Plans', () => {
  it('is written for every status but Active, naming the last release and the instruments at most once', () => {
    for (const { value: status } of CURRENT_STATUSES) {
      if (status === 'Active') continue;
      const request = bioRequestSchema.parse({
        bandName: 'Copper Saints', genre: 'Country', location: 'Tulsa', currentStatus: status,
        members: [{ name: 'June Carrow', instrument: 'Vocals, guitar' }, { name: 'Dale Pruitt', instrument: 'Pedal steel' }],
        achievements: ["Self-released album 'Red Dirt Hymnal' (2021)"], personalityTraits: ['Nostalgic'],
        includeSections: ['Future Plans'], length: 'Medium',
      });
      for (let seed = 0; seed < 4; seed++) {
        const { bio, note } = writeBio(request, createRng(seed));
        const section = bio.split('**Future Plans**')[1] ?? '';
        expect(section.trim().length, `${status}\n${bio}`).toBeGreaterThan(40);
        expect(note ?? '', status).not.toContain('Future Plans');
        expect(section.split('Red Dirt Hymnal').length - 1, section).toBeLessThanOrEqual(1);
        expect(section.split('pedal steel').length - 1, section).toBeLessThanOrEqual(1);
        expect(findInventedClaims(bio, request)).toEqual([]);
      }
    }
  });
});
