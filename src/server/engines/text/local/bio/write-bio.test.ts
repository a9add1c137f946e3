import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { BIO_LENGTHS, BIO_SECTIONS, TONES, WRITING_STYLES } from '@shared/catalog/bio-options';
import { bioRequestSchema, type BioRequest, type BioRequestInput } from '@shared/contracts/writing';
import { findInventedClaims } from './claim-check';
import { fullBioForm } from './random-bio-forms';
import { countWords } from './text-tools';
import { DEFAULT_HEADINGS, writeBio } from './write-bio';

const DEFAULTS = Object.values(DEFAULT_HEADINGS);

function range(length: BioRequest['length']): { min: number; max: number } {
  const found = BIO_LENGTHS.find((l) => l.value === length);
  if (!found) throw new Error(length);
  return found;
}

/** Lines that are nothing but bold text: headings (and the press styles' headline on line one). */
function boldLines(bio: string): string[] {
  return bio
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^\*\*[^*]+\*\*$/.test(line))
    .map((line) => line.slice(2, -2));
}

function headings(bio: string): string[] {
  return boldLines(bio).filter((h) => (BIO_SECTIONS as readonly string[]).includes(h) || (DEFAULTS as string[]).includes(h));
}

function sentences(bio: string): string[] {
  return bio
    .replace(/\*+/g, '')
    .split(/(?<=[.!?”])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => countWords(s) >= 4);
}

const leeds: BioRequestInput = {
  bandName: 'Glass Harbour',
  genre: 'Indie',
  formationYear: 2019,
  location: 'Leeds',
  members: [
    { name: 'Amy Reed', instrument: 'Vocals/Guitar', role: 'Founder' },
    { name: 'Tom Hale', instrument: 'Bass' },
    { name: 'Jo Park', instrument: 'Drums' },
    { name: 'Sam Lee', instrument: 'Keys' },
  ],
  influences: ['Joy Division', 'The Cure', 'Slowdive'],
  personalityTraits: ['Melancholic', 'Energetic'],
  backstory: 'We met at a house party in Headingley in 2018. Amy had a notebook of songs and Tom had a van.',
  length: 'Medium',
};

describe('writeBio: length', () => {
  // A full form holds enough for a Short or Medium bio; the longer lengths take what the form holds
  // and no more, so they land in range only when the form allows, and otherwise say so in the note.
  for (const length of BIO_LENGTHS.map((l) => l.value)) {
    it(`lands inside the ${length} range on full forms, or says honestly why not`, () => {
      const { min, max } = range(length);
      let inRange = 0;
      for (let i = 0; i < 24; i++) {
        const rng = createRng(`full-${length}-${i}`);
        const request = fullBioForm(rng, { length, writingStyle: WRITING_STYLES[i % WRITING_STYLES.length], tone: TONES[i % TONES.length] });
        const { bio, note } = writeBio(request, createRng(i));
        const words = countWords(bio);
        expect(words, `${request.writingStyle}/${request.tone} seed ${i}`).toBeLessThanOrEqual(max);
        if (words >= min) inRange++;
        else expect(note).toContain(`${words} words`);
        if (words >= min && request.includeSections.length === 0) expect(note).toBeNull();
      }
      if (length === 'Short' || length === 'Medium') expect(inRange).toBe(24);
    });
  }

  for (const length of ['Long', 'Extended'] as const) {
    it(`writes only what a sparse ${length} form holds, with a note naming what to add`, () => {
      const { min } = range(length);
      for (const genre of ['Rock', 'Jazz', 'Electronic'] as const) {
        const request = bioRequestSchema.parse({ bandName: 'Night Owls', genre, length });
        const { bio, note } = writeBio(request, createRng(genre));
        const words = countWords(bio);
        expect(words).toBeLessThan(min);
        expect(bio).toContain('Night Owls');
        expect(note).not.toBeNull();
        expect(note).toContain(`${words} words`);
        expect(note).toMatch(/members/);
        expect(note).toMatch(/influences/);
        expect(note).toMatch(/backstory/);
        expect(bio).not.toContain(note ?? '');
        expect(findInventedClaims(bio, request, DEFAULTS)).toEqual([]);
      }
    });
  }

  it('gives no note when the bio reaches its range', () => {
    const request = fullBioForm(createRng('no-note'), { length: 'Short', includeSections: [] });
    const { bio, note } = writeBio(request, createRng(1));
    expect(countWords(bio)).toBeGreaterThanOrEqual(range('Short').min);
    expect(note).toBeNull();
  });
});

describe('writeBio: sections', () => {
  it('includes exactly the chosen sections the form has facts for, in catalogue order, each under its heading', () => {
    for (let i = 0; i < 40; i++) {
      const rng = createRng(`sections-${i}`);
      const chosen = rng.shuffle(BIO_SECTIONS).slice(0, rng.int(1, 12));
      const request = fullBioForm(rng, { includeSections: chosen, writingStyle: WRITING_STYLES[i % 12], length: i % 3 === 0 ? 'Long' : 'Medium' });
      const { bio, note } = writeBio(request, createRng(i));
      const shown = headings(bio);
      const expected = BIO_SECTIONS.filter((s) => chosen.includes(s));
      // In catalogue order, only chosen ones; any chosen one left out is named in the note.
      expect(shown, request.writingStyle).toEqual(expected.filter((s) => shown.includes(s)));
      for (const left of expected.filter((s) => !shown.includes(s))) expect(note, left).toContain(left);
      // Nothing else is set as a heading (a press style's headline stands alone on the first line).
      const others = boldLines(bio).filter((h) => !(expected as string[]).includes(h));
      expect(others.length).toBeLessThanOrEqual(1);
      if (others.length === 1) expect(bio.startsWith(`**${others[0]}**`)).toBe(true);
    }
  });

  it('keeps every chosen section with facts under its heading in a Short bio, within the range', () => {
    const request = fullBioForm(createRng('short-all'), { includeSections: [...BIO_SECTIONS], length: 'Short' });
    const { bio } = writeBio(request, createRng(3));
    expect(headings(bio).length).toBeGreaterThanOrEqual(3);
    expect(headings(bio)).toEqual(BIO_SECTIONS.filter((s) => headings(bio).includes(s)));
    expect(countWords(bio)).toBeLessThanOrEqual(range('Short').max);
  });

  it('writes the default set with no section chosen: an introduction, the sound, the members, what is next', () => {
    const { bio } = writeBio(bioRequestSchema.parse(leeds), createRng(5));
    // 'Active' and no plans given: nothing to put under What's Next, so no such heading.
    expect(headings(bio)).toEqual([DEFAULT_HEADINGS.sound, DEFAULT_HEADINGS.lineup]);
    const introduction = bio.slice(0, bio.indexOf(`**${DEFAULT_HEADINGS.sound}**`));
    expect(introduction).toContain('Glass Harbour');
    expect(countWords(introduction)).toBeGreaterThan(20);
    const touring = writeBio(bioRequestSchema.parse({ ...leeds, currentStatus: 'Touring' }), createRng(5)).bio;
    // Said right after the opening names the band, the status line says 'the … four-piece' instead.
    expect(touring).toMatch(/(Glass Harbour|the [a-z]+ four-piece) (is|are) (currently touring|out on the road)/);
  });

  it('leaves out a chosen section it has no facts for, and the note says so', () => {
    const request = bioRequestSchema.parse({ bandName: 'Night Owls', genre: 'Punk', includeSections: ['Discography Highlights', 'Awards & Recognition', 'Critical Reception'] });
    const { bio, note } = writeBio(request, createRng(2));
    expect(headings(bio)).toEqual([]);
    expect(bio).not.toMatch(/listed here|to report|yet/);
    expect(findInventedClaims(bio, request)).toEqual([]);
    expect(note).toContain('Discography Highlights, Awards & Recognition and Critical Reception');
    const given = bioRequestSchema.parse({ ...request, achievements: ['Won the Leeds Battle of the Bands 2022'] });
    expect(headings(writeBio(given, createRng(2)).bio)).toEqual(['Awards & Recognition']);
  });
});

describe('writeBio: a four-piece from Leeds', () => {
  it('names every member, says Leeds, claims no award, chart or sales, and says no more than the form holds', () => {
    for (let seed = 0; seed < 10; seed++) {
      const request = bioRequestSchema.parse(leeds);
      const { bio, note } = writeBio(request, createRng(seed));
      for (const member of ['Amy Reed', 'Tom Hale', 'Jo Park', 'Sam Lee']) expect(bio).toContain(member);
      expect(bio).toContain('Leeds');
      expect(bio).toMatch(/four-piece|four of them|four people/);
      expect(bio).not.toMatch(/award|chart|platinum|\bsold\b|sold-out|sales|million|festival|headlin/i);
      expect(findInventedClaims(bio, request, DEFAULTS)).toEqual([]);
      // Two sentences of story, four members and three influences: a true bio of about 150 words, and a note.
      const words = countWords(bio);
      expect(words).toBeGreaterThanOrEqual(100);
      expect(words).toBeLessThanOrEqual(500);
      expect(note).toContain(`${words} words`);
    }
  });

  it('tells the band’s first-person story in the bio’s voice: third person, or quoted', () => {
    const { bio } = writeBio(bioRequestSchema.parse(leeds), createRng(1));
    expect(bio).toMatch(/They met at a house party in Headingley|“We met at a house party in Headingley/);
    expect(bio).not.toMatch(/(^|[.!?]\s)We met/m);
  });
});

describe('writeBio: style, tone and seed', () => {
  const base = fullBioForm(createRng('styles'), { length: 'Medium', includeSections: [] });

  it('gives each writing style its own shape', () => {
    const bioOf = (writingStyle: BioRequest['writingStyle']) => writeBio({ ...base, writingStyle }, createRng(9)).bio;
    expect(bioOf('Timeline Format')).toMatch(/^\*\*(\d{4}|The start|Now)\*\* — /m);
    expect(bioOf('Interview-Based')).toMatch(/^\*[^*]+\?\*$/m);
    expect(bioOf('Personal Narrative')).toMatch(/\b(We|we) (are|have)\b/);
    expect(bioOf('Industry Professional')).toContain('*Genre:*');
    expect(bioOf('Magazine Feature')).toMatch(/^\*\*[^*]+\*\*\n\n\*[^*]+\*/);
    expect(bioOf('Professional Press Release')).toMatch(/^\*\*[^*]+\*\*\n/);
    const openings = WRITING_STYLES.map((s) => bioOf(s).split('\n\n').slice(0, 2).join('\n\n'));
    expect(new Set(openings).size).toBe(WRITING_STYLES.length);
  });

  it('reads differently in each tone', () => {
    const bios = TONES.map((tone) => writeBio({ ...base, tone }, createRng(4)).bio);
    expect(new Set(bios).size).toBe(TONES.length);
    const first = (tone: BioRequest['tone']) => writeBio({ ...base, tone, writingStyle: 'Industry Professional' }, createRng(4)).bio;
    expect(first('Humorous')).not.toEqual(first('Technical'));
  });

  it('is the same for the same seed and varies with the seed', () => {
    expect(writeBio(base, createRng(11))).toEqual(writeBio(base, createRng(11)));
    const variants = new Set([1, 2, 3, 4, 5].map((seed) => writeBio(base, createRng(seed)).bio));
    expect(variants.size).toBeGreaterThanOrEqual(4);
  });

  it('never repeats a sentence, at any length', () => {
    for (const length of BIO_LENGTHS.map((l) => l.value)) {
      for (let i = 0; i < 6; i++) {
        const { bio } = writeBio(fullBioForm(createRng(`repeat-${length}-${i}`), { length }), createRng(i));
        const all = sentences(bio);
        expect(new Set(all).size, `${length} ${i}`).toBe(all.length);
      }
    }
  });
});

describe('achievements told as sentences (blind reading, issue #36)', () => {
  const request = bioRequestSchema.parse({
    bandName: 'Ring Road', genre: 'Hip-Hop', location: 'Birmingham, UK', length: 'Long',
    members: [{ name: 'Dee Marsh', instrument: 'Vocals' }, { name: 'Kofi Ade', instrument: 'Turntables' }],
    achievements: ["Mixtape 'Ring Road Sermons' (2022)", "Single 'Bin Day' (2023)", 'supported Loyle Carner', 'weekly residency at The Sunflower Lounge since 2019', 'BBC Radio 1Xtra play'],
    includeSections: ['Discography Highlights', 'Live Performance History'],
  });

  it('parses releases, support slots, residencies and radio plays into sentences with a verb', () => {
    const { bio } = writeBio(request, createRng(3));
    expect(bio).toContain("In 2022, Ring Road put out the mixtape 'Ring Road Sermons'.");
    // Set in time against the release before it.
    expect(bio).toMatch(/In 2023, a year later, (they|Ring Road) put out the single 'Bin Day'\./);
    expect(bio).toMatch(/(Ring Road has|They have) supported Loyle Carner\./);
    expect(bio).toMatch(/Since 2019, (they have|Ring Road has) held a weekly residency at The Sunflower Lounge\./);
    expect(bio).toMatch(/been played on BBC Radio 1Xtra\./);
    expect(bio).not.toMatch(/Along the way:|One milestone stands out:|Worth noting:|A highlight so far:/);
    expect(findInventedClaims(bio, request, [])).toEqual([]);
  });
});

describe('frames a reader found shared across bands (blind reading, issue #36)', () => {
  const SHARED = [
    /play it like it matters/, /without settling for either/, /snapshot of where/, /There is \w+ in this .* too, in/, /It belongs to/,
    /and you would not be wrong/, /If you have not heard/, /bittersweet streak that runs through the melodies/,
    /sense of humour that never undercuts the music/, /A detail that sticks/,
  ];

  it('uses none of them in a batch of bands over every tone and style', () => {
    const rng = createRng('shared-frames');
    for (let i = 0; i < 60; i++) {
      const request = fullBioForm(rng, { length: 'Long', writingStyle: WRITING_STYLES[i % WRITING_STYLES.length], tone: TONES[i % TONES.length], personalityTraits: ['Melancholic', 'Humorous'] });
      const { bio } = writeBio(request, createRng(i));
      for (const frame of SHARED) expect(bio, `${i}: ${frame}`).not.toMatch(frame);
    }
  });

  it('writes a unique element that starts with a verb as the band\'s sentence', () => {
    const request = bioRequestSchema.parse({ bandName: 'Concrete Psalms', genre: 'Hip-Hop', location: 'Leeds', length: 'Medium', uniqueElements: ['Samples field recordings from Leeds buses'] });
    const { bio } = writeBio(request, createRng(1));
    expect(bio).toContain('Concrete Psalms sample field recordings from Leeds buses.');
  });
});

describe('line-ups as the form gives them (blind reading, issue #36)', () => {
  const quartet = bioRequestSchema.parse({
    bandName: 'Harbour String Quartet', genre: 'Classical', location: 'Glasgow', length: 'Medium', writingStyle: 'Industry Professional',
    members: [{ name: 'Ana Bell', instrument: 'Violin' }, { name: 'Rui Costa', instrument: 'Violin' }, { name: 'Mira Kessel', instrument: 'Viola' }, { name: 'Tom Hale', instrument: 'Cello' }],
  });

  it('counts the second violin and calls a string quartet a quartet', () => {
    for (let seed = 0; seed < 6; seed++) {
      const { bio } = writeBio(quartet, createRng(seed));
      expect(bio).toContain('violins, viola');
      expect(bio).not.toMatch(/classical band|violin, viola/);
    }
  });

  it('takes an act word from the name only when the line-up agrees: a doom duo called a Choir is a duo', () => {
    const request = bioRequestSchema.parse({
      bandName: 'Vantablack Choir', genre: 'Metal', subGenres: ['Doom'], location: 'Gothenburg', length: 'Medium',
      members: [{ name: 'Erik Lind', instrument: 'Guitar, vocals' }, { name: 'Sofia Berg', instrument: 'Drums' }],
    });
    for (let seed = 0; seed < 4; seed++) {
      const { bio } = writeBio(request, createRng(seed));
      expect(bio).not.toMatch(/\b(the|a|metal) choir\b/i);
      expect(bio).toMatch(/\bduo\b/);
    }
  });

  it('keeps DJ and MC in capitals and lower-cases an instrument\'s adjective', () => {
    const request = bioRequestSchema.parse({
      bandName: 'Kessel', genre: 'Electronic', length: 'Medium',
      members: [{ name: 'Mira Kessel', instrument: 'Modular synthesizer' }, { name: 'Jo Park', instrument: 'Turntables', role: 'producer, dj' }],
    });
    const { bio } = writeBio(request, createRng(1));
    expect(bio).toContain('modular synthesizer');
    expect(bio).not.toMatch(/Modular synthesizer\)|\bdj\b/);
  });
});

describe('free-text genres (blind reading, issue #36)', () => {
  it('maps what bands type to the catalogue and lists the choices otherwise', () => {
    expect(bioRequestSchema.parse({ bandName: 'X', genre: 'indie folk' }).genre).toBe('Folk');
    expect(bioRequestSchema.parse({ bandName: 'X', genre: 'doom metal' }).genre).toBe('Metal');
    expect(bioRequestSchema.parse({ bandName: 'X', genre: 'hip hop' }).genre).toBe('Hip-Hop');
    const refused = bioRequestSchema.safeParse({ bandName: 'X', genre: 'polka' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toContain('Rock, Pop, Hip-Hop');
  });
});

describe('live facts in the backstory (blind reading, issue #36)', () => {
  it('tells a residency and a festival date under Live Performance History', () => {
    const request = bioRequestSchema.parse({
      bandName: 'Blue Lamp', genre: 'Jazz', location: 'Dublin', length: 'Long', includeSections: ['Formation Story', 'Live Performance History'],
      backstory: 'We met at college in 2015. We have played a weekly residency at The Cobblestone since 2017. In 2023 we played Dublin Jazz Week.',
    });
    const { bio, note } = writeBio(request, createRng(2));
    const live = bio.split('**Live Performance History**')[1] ?? '';
    expect(live).toContain('weekly residency at The Cobblestone since 2017');
    expect(live).toContain('Dublin Jazz Week');
    expect(note ?? '').not.toMatch(/Nothing in the form belongs under Live Performance History/);
    expect(findInventedClaims(bio, request, [])).toEqual([]);
  });
});
