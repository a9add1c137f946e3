// A rich solo form read as a manager would: the artist is 'she' as her own text says, never 'a band'
// or 'they'; achievements and unique elements are told as sentences, never pasted behind a label; a
// review's outlet and its quoted words are both kept.
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { bioRequestSchema } from '@shared/contracts/writing';
import { writeBio } from './write-bio';

const SOLO = bioRequestSchema.parse({
  bandName: 'Mira Okonkwo', genre: 'Jazz', formationYear: 2015, location: 'Chicago',
  members: [{ name: 'Mira Okonkwo', instrument: 'Vocals' }],
  influences: ['Sarah Vaughan', 'Abbey Lincoln'],
  achievements: ["Reviewed in DownBeat: 'a voice that bends time'", 'Winner, Sarah Vaughan International Jazz Vocal Competition 2017', "Debut album 'Night Blooming' (2020)", 'Finalist, Montreux Jazz Voice Competition (2019)'],
  backstory: 'Mira grew up singing in her church choir on the South Side. She studied at Roosevelt University and now leads her own quartet.',
  uniqueElements: ['Teaches a free vocal workshop for teenagers every Sunday', 'Writes her own lyrics to bebop standards'],
  tone: 'Professional', length: 'Long',
});

const bios = [1, 2, 3, 4, 5, 6].map((seed) => writeBio(SOLO, createRng(seed)).bio);

describe('a solo artist in her own bio (blind reading, issue #36)', () => {
  it('is "she", as the form\'s text has it, and never a band or "they"', () => {
    for (const bio of bios) {
      expect(bio).not.toMatch(/\b(band|they|their|them|themselves)\b/i);
      expect(bio).toMatch(/\bshe\b/i);
    }
  });

  it('gives "she" the singular verb in every tone and style ("What she offers", never "she offer")', () => {
    for (const tone of ['Professional', 'Humorous', 'Poetic', 'Dramatic', 'Edgy', 'Casual', 'Technical'] as const) {
      for (const writingStyle of ['Magazine Feature', 'Interview-Based', 'Creative Storytelling', 'Industry Professional'] as const) {
        const bio = writeBio(bioRequestSchema.parse({ ...SOLO, tone, writingStyle, personalityTraits: ['Introspective'] }), createRng(3)).bio;
        expect(bio, `${tone} ${writingStyle}`).not.toMatch(/\b(she|he) (are|were|have|do|offer|take|make|say|tell|put it|sound|go|treat|care|approach|like)\b/i);
        expect(bio).not.toMatch(/\b(have|are) she\b/i);
      }
    }
  });

  it('tells each achievement as a sentence with a verb, keeping the review\'s outlet and words', () => {
    for (const bio of bios) {
      expect(bio).toMatch(/DownBeat reviewed (Mira Okonkwo|her): 'a voice that bends time'\./);
      expect(bio).toMatch(/In 2017, (?:[^,.]+, )?(Mira Okonkwo|she) won the Sarah Vaughan International Jazz Vocal Competition\./);
      expect(bio).toMatch(/In 2019, (?:[^,.]+, )?(Mira Okonkwo|she) was a finalist in the Montreux Jazz Voice Competition\./);
      expect(bio).not.toMatch(/achievements so far take in|can also point to (Winner|Reviewed)|Winner,/);
    }
  });

  it('pastes no unique element behind a label', () => {
    for (const bio of bios) {
      expect(bio).not.toMatch(/(Worth knowing too|Listen out for this as well|Also part of the picture|Add to that): /);
      expect(bio).toMatch(/(Mira Okonkwo|She) teaches a free vocal workshop for teenagers every Sunday\./);
      expect(bio).toMatch(/(Mira Okonkwo|She) writes her own lyrics to bebop standards\./);
    }
  });
});

describe('what the mid-course reading found (issue #36)', () => {
  it('a single member under a stage name is a solo artist, and the release given is kept', () => {
    const request = bioRequestSchema.parse({ bandName: 'NOVA.WAV', genre: 'Hip-Hop', subGenres: ['Trap'], location: 'Houston', members: [{ name: 'Dana Cole', instrument: 'vocals', role: 'rapper' }], achievements: ["Mixtape 'Night Shift' (2024)"], tone: 'Edgy', length: 'Short' });
    for (const seed of [1, 2, 3, 4, 5]) {
      const bio = writeBio(request, createRng(seed)).bio;
      expect(bio).not.toMatch(/\b(group|band|line-up)\b/i);
      expect(bio).toContain("put out the mixtape 'Night Shift'");
    }
  });

  it('keeps what follows a release and the article of a prize', () => {
    const request = bioRequestSchema.parse({ bandName: 'Salt & Iron', genre: 'Jazz', members: [{ name: 'Ana Ruiz', instrument: 'Saxophone' }, { name: 'Tom Hale', instrument: 'Piano' }], achievements: ["Album 'Low Clocks' (2023) on the Lisbon label Clean Feed", 'Won the 2022 Porto Jazz Duo Prize'], length: 'Medium' });
    const bio = writeBio(request, createRng(1)).bio;
    expect(bio).toMatch(/put out the album 'Low Clocks' on the Lisbon label Clean Feed\./);
    expect(bio).toMatch(/In 2022, (?:[^,.]+, )?(they|Salt & Iron) won the Porto Jazz Duo Prize\./);
  });

  it('never writes "These are music…"', () => {
    for (const genre of ['Metal', 'Rock', 'Jazz', 'Electronic', 'Folk', 'Country'] as const) {
      const bio = writeBio(bioRequestSchema.parse({ bandName: 'Vael', genre, tone: 'Dramatic', length: 'Long' }), createRng(2)).bio;
      expect(bio).not.toMatch(/These are (music|a |an )/);
    }
  });
});

describe('achievements of the shapes bands type (issue #36)', () => {
  const request = bioRequestSchema.parse({
    bandName: 'Brass Lantern', genre: 'Jazz', location: 'Glasgow',
    members: [{ name: 'Kofi Mensah', instrument: 'Trumpet' }, { name: 'Ada Quinn', instrument: 'Drums' }, { name: 'Lou Park', instrument: 'Bass' }],
    achievements: ["Debut album 'Iron Field' (2022) and second album 'Sunday Motor' (2024)", "The Skinny called them 'a joyful noise'", 'BBC Radio 6 Music session with Gilles Peterson in 2023', "Debut EP 'Low Hymns' released in 2021"],
    length: 'Long',
  });
  const bio = writeBio(request, createRng(4)).bio;

  it('tells each as a sentence, with no form row behind "can also point to"', () => {
    expect(bio).toMatch(/In 2022, [^.]*put out the debut album 'Iron Field'\. In 2024, [^.]*put out the second album 'Sunday Motor'\./);
    expect(bio).toContain("The Skinny called them 'a joyful noise'.");
    expect(bio).toMatch(/In 2023, [^.]*recorded a BBC Radio 6 Music session with Gilles Peterson\./);
    expect(bio).toMatch(/In 2021, [^.]*put out the debut EP 'Low Hymns'\./);
    expect(bio).not.toMatch(/can also point to|Along the way came|;/);
  });
});
