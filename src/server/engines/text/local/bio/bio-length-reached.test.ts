import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { BIO_LENGTHS, TONES } from '@shared/catalog/bio-options';
import { bioRequestSchema } from '@shared/contracts/writing';
import { fullBioForm } from './random-bio-forms';
import { countWords } from './text-tools';
import { writeBio } from './write-bio';

const range = (length: string) => BIO_LENGTHS.find((l) => l.value === length) ?? BIO_LENGTHS[1];

describe('the length chosen, reached from the form or honestly explained', () => {
  it('reaches the Long range for full forms in every tone', () => {
    TONES.forEach((tone, i) => {
      const request = fullBioForm(createRng(`long-${i}`), { length: 'Long', tone });
      const words = countWords(writeBio(request, createRng(i)).bio);
      expect(words, tone).toBeGreaterThanOrEqual(range('Long').min);
      expect(words, tone).toBeLessThanOrEqual(range('Long').max);
    });
  });

  it('says plainly, for a short form, that it invents nothing and what to add', () => {
    const sparse = bioRequestSchema.parse({ bandName: 'Lumen Drift', genre: 'Electronic', location: 'Oslo', length: 'Long', tone: 'Edgy' });
    const { bio, note } = writeBio(sparse, createRng(1));
    expect(countWords(bio)).toBeLessThan(range('Long').min);
    expect(note).toContain(`${countWords(bio)} words`);
    expect(note).toMatch(/invents none/);
    expect(note).toMatch(/members/);
  });

  it('gives a mid-sized form more at Long than at Medium, and names what would give more still', () => {
    const form = {
      bandName: 'Copper Wolves', genre: 'Country', formationYear: 2016, location: 'Lubbock, Texas',
      members: [{ name: 'Dale Prentiss', instrument: 'Vocals' }, { name: 'Maya Ortiz', instrument: 'Pedal Steel' }, { name: 'Jonah Reed', instrument: 'Bass' }, { name: 'Lou Banks', instrument: 'Drums' }],
      influences: ['Waylon Jennings', 'Lucinda Williams'], achievements: ["Debut album 'Caprock Nights' (2019)"], personalityTraits: ['Authentic'],
      backstory: 'Dale and Maya met working the night shift at a cotton gin outside Lubbock.',
    } as const;
    const medium = writeBio(bioRequestSchema.parse({ ...form, length: 'Medium' }), createRng(2));
    const long = writeBio(bioRequestSchema.parse({ ...form, length: 'Long' }), createRng(2));
    expect(countWords(long.bio)).toBeGreaterThan(countWords(medium.bio));
    expect(long.note).toMatch(/more achievements/);
  });
});
