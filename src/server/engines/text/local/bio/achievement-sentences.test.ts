// Achievements typed as whole clauses or pasted press fields are told as sentences of the bio, never
// dropped into a carrier line ('Along the way came OffBeat Magazine named them …', blind reading, issue #36).
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { bioRequestSchema } from '@shared/contracts/writing';
import { writeBio } from './write-bio';

const saints = bioRequestSchema.parse({
  bandName: 'The Lowdown Saints',
  genre: 'R&B',
  location: 'New Orleans, Louisiana',
  formationYear: 2016,
  length: 'Long',
  tone: 'Professional',
  achievements: [
    "Debut album 'Backstreet Gospel' (2022) on Tipitina's Record Club",
    'OffBeat Magazine named them Best Emerging R&B Act 2023',
    "Press quote: 'A horn section that sounds like a church on fire' - OffBeat Magazine",
    "New EP 'Parish Lines' out June 2025",
    "Second LP 'Myrens Sang' released on Nordvis in 2023",
    'Won Cactus Cafe songwriting showcase',
  ],
});

describe('achievements that are already clauses (blind reading, issue #36)', () => {
  it('tells each one as its own sentence with the act as subject, for every seed', () => {
    for (let seed = 0; seed < 12; seed++) {
      const bio = writeBio(saints, createRng(seed)).bio;
      expect(bio, `seed ${seed}`).not.toMatch(/came OffBeat|point to New EP|Press quote|won Cactus/);
      expect(bio).not.toMatch(/(Along the way came|can also point to) [^.]*\b(named|out|released)\b/);
      expect(bio).toContain('were named Best Emerging R&B Act 2023 by OffBeat Magazine.');
      expect(bio).toContain("OffBeat Magazine put it this way: 'A horn section that sounds like a church on fire'.");
      expect(bio).toMatch(/ha(ve|s) a new EP 'Parish Lines' out in June 2025\./);
      expect(bio).toMatch(/In 2023, [^.]*put out the second LP 'Myrens Sang' on Nordvis\./);
      expect(bio).toMatch(/won the Cactus Cafe songwriting showcase\./);
    }
  });
});
