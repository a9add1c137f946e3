import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { BIO_GENRES } from '@shared/catalog/bio-options';
import { bioRequestSchema, TAGLINE_MAX_WORDS } from '@shared/contracts/writing';
import { GENRE_SOUNDS } from './data/genre-sounds';
import { contentWords, nearDuplicate } from './near-duplicate';
import { fullBioForm } from './random-bio-forms';
import { countWords } from './text-tools';
import { writeBio } from './write-bio';
import { writeTaglines } from './write-taglines';

const full = bioRequestSchema.parse({
  bandName: 'Glass Harbour',
  genre: 'Rock',
  subGenres: ['Garage', 'Psychedelic'],
  location: 'Leeds',
  members: [{ name: 'Amy Reed', instrument: 'Vocals' }, { name: 'Tom Hale', instrument: 'Bass' }, { name: 'Jo Park', instrument: 'Drums' }],
  influences: ['Joy Division', 'Slowdive'],
  personalityTraits: ['Melancholic', 'Energetic'],
  uniqueElements: ['A theremin on every song'],
});

/** Words only this band's form could have given a line. */
function detailWords(request: typeof full): Set<string> {
  const words = new Set<string>();
  const texts = [
    request.bandName, request.genre, request.location, ...request.subGenres, ...request.influences, ...request.uniqueElements,
    ...request.personalityTraits, 'melancholy', 'sad', 'forward', 'motion',
  ];
  for (const text of texts) for (const w of contentWords(text)) words.add(w);
  return words;
}

function rounds(request: typeof full, bio: string, count: number, seed: number): string[][] {
  const shown: string[] = [];
  const out: string[][] = [];
  for (let round = 0; round < count; round++) {
    const lines = writeTaglines(request, bio, 3, shown, createRng(seed + round));
    out.push(lines);
    shown.push(...lines);
  }
  return out;
}

describe('writeTaglines', () => {
  it('writes three short, different lines that draw on the band’s own details', () => {
    const bio = writeBio(full, createRng(1)).bio;
    const details = detailWords(full);
    for (let seed = 0; seed < 20; seed++) {
      const lines = writeTaglines(full, bio, 3, [], createRng(seed));
      expect(lines).toHaveLength(3);
      for (const line of lines) expect(countWords(line)).toBeLessThanOrEqual(TAGLINE_MAX_WORDS);
      expect(new Set(lines.map((l) => l.toLowerCase())).size).toBe(3);
      for (let a = 0; a < lines.length; a++) {
        for (let b = a + 1; b < lines.length; b++) expect(nearDuplicate(lines[a] ?? '', lines[b] ?? ''), `${lines[a]} / ${lines[b]}`).toBe(false);
      }
      const specific = lines.filter((line) => [...contentWords(line)].some((w) => details.has(w)));
      expect(specific.length, lines.join(' | ')).toBeGreaterThanOrEqual(2);
    }
  });

  it('brings new lines on three rounds of Generate More, even for a form with only a name and a genre', () => {
    for (const genre of BIO_GENRES) {
      const sparse = bioRequestSchema.parse({ bandName: 'Night Owls', genre });
      const bio = writeBio(sparse, createRng(genre)).bio;
      const all = rounds(sparse, bio, 4, 7);
      for (const round of all) expect(round, genre).toHaveLength(3);
      const flat = all.flat();
      for (let a = 0; a < flat.length; a++) {
        expect(countWords(flat[a] ?? '')).toBeLessThanOrEqual(TAGLINE_MAX_WORDS);
        for (let b = a + 1; b < flat.length; b++) {
          expect(nearDuplicate(flat[a] ?? '', flat[b] ?? '', contentWords('Night Owls')), `${genre}: ${flat[a]} / ${flat[b]}`).toBe(false);
        }
      }
      // Even a sparse form's lines speak of this band or its genre.
      const genreWords = new Set([...contentWords(GENRE_SOUNDS[genre].prose), ...GENRE_SOUNDS[genre].hooks.flatMap((h) => [...contentWords(h)])]);
      const about = flat.filter((line) => /night owls/i.test(line) || [...contentWords(line)].some((w) => genreWords.has(w)));
      expect(about.length, flat.join(' | ')).toBeGreaterThanOrEqual(4);
    }
  });

  it('never returns a line already shown, whatever its case or punctuation', () => {
    const bio = writeBio(full, createRng(2)).bio;
    const first = writeTaglines(full, bio, 3, [], createRng(3));
    const shouted = first.map((l) => l.toUpperCase().replace(/\.$/, '!'));
    for (let seed = 0; seed < 10; seed++) {
      const next = writeTaglines(full, bio, 3, shouted, createRng(seed));
      for (const line of next) for (const old of first) expect(nearDuplicate(line, old, contentWords(full.bandName)), `${line} / ${old}`).toBe(false);
    }
  });

  it('is deterministic for a seed and varies with it', () => {
    const request = fullBioForm(createRng('tag-seed'));
    const bio = writeBio(request, createRng(1)).bio;
    expect(writeTaglines(request, bio, 3, [], createRng(5))).toEqual(writeTaglines(request, bio, 3, [], createRng(5)));
    const sets = new Set([1, 2, 3, 4].map((seed) => writeTaglines(request, bio, 3, [], createRng(seed)).join('|')));
    expect(sets.size).toBeGreaterThanOrEqual(3);
  });

  it('returns fewer lines rather than repeats when everything has been shown', () => {
    const sparse = bioRequestSchema.parse({ bandName: 'Night Owls', genre: 'Punk' });
    const shown: string[] = [];
    for (let round = 0; round < 40; round++) shown.push(...writeTaglines(sparse, '', 3, shown, createRng(round)));
    expect(new Set(shown.map((l) => l.toLowerCase())).size).toBe(shown.length);
    expect(writeTaglines(sparse, '', 3, shown, createRng(99)).length).toBeLessThanOrEqual(3);
  });
});

describe('one frame once in a batch', () => {
  it('puts the band name before a colon in at most one line of three, whatever the genre', () => {
    for (const genre of BIO_GENRES) {
      for (let seed = 0; seed < 4; seed++) {
        const sparse = bioRequestSchema.parse({ bandName: 'Marrow Creek', genre });
        const lines = writeTaglines(sparse, '', 3, [], createRng(`${genre}-${seed}`));
        expect(lines.filter((l) => l.startsWith('Marrow Creek:')).length, `${genre}: ${lines.join(' | ')}`).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('taglines of a trait the genre already names', () => {
  it('never say it twice: no "Experimental experimental from Oslo"', () => {
    const request = bioRequestSchema.parse({ bandName: 'Moth Parade', genre: 'Experimental', location: 'Oslo', personalityTraits: ['Experimental', 'Energetic'] });
    const bio = writeBio(request, createRng(1)).bio;
    const lines: string[] = [];
    for (let seed = 0; seed < 40; seed++) lines.push(...writeTaglines(request, bio, 3, [], createRng(seed)));
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) expect(line, line).not.toMatch(/\bexperimental\b[\s,]+(?:\w+\s+){0,3}?\bexperimental\b/i);
  });
});

describe('nearDuplicate', () => {
  it('sees through case, punctuation, small words and the band name', () => {
    const name = contentWords('Glass Harbour');
    expect(nearDuplicate('Riffs and nerve.', 'RIFFS AND NERVE!')).toBe(true);
    expect(nearDuplicate('Glass Harbour: riffs and nerve.', 'Riffs and nerve.', name)).toBe(true);
    expect(nearDuplicate('Melancholic rock from Leeds.', 'Melancholic garage rock from Leeds.')).toBe(true);
    expect(nearDuplicate('Riffs and nerve.', 'For fans of Joy Division and Slowdive.')).toBe(false);
  });
});

describe('no form text pasted as a tagline (blind reading, issue #36)', () => {
  it('hands back no activity or sentence of the form as a line: those stay in the bio', () => {
    const request = bioRequestSchema.parse({ bandName: 'Concrete Psalms', genre: 'Hip-Hop', location: 'Leeds', members: [{ name: 'Dee Mensah', instrument: 'Vocals' }, { name: 'Kofi Ade', instrument: 'Production' }], uniqueElements: ['Samples field recordings from Leeds buses', 'Teaches a free rap workshop for teenagers every Sunday'] });
    const all: string[] = [];
    for (let seed = 0; seed < 20; seed++) all.push(...writeTaglines(request, '', 3, [], createRng(seed)));
    expect(all.join('\n')).not.toMatch(/field recordings from Leeds buses|rap workshop/i);
  });
});

describe('taglines built from the band’s own facts (blind reading)', () => {
  const request = bioRequestSchema.parse({
    bandName: 'Tin Acre', genre: 'Folk', location: 'Galway', personalityTraits: ['Melancholic', 'Nostalgic'],
    backstory: 'We met on a ferry to Inis Mór. We write songs about the lifeboat crews and the salt marshes.',
    uniqueElements: ['Field recordings of the Atlantic on every record'],
  });
  const lines: string[] = [];
  for (let seed = 0; seed < 30; seed++) lines.push(...writeTaglines(request, '', 3, [], createRng(seed)));

  it('never hang a trait on a stock phrase ("Inventive, and conversation in the key of now")', () => {
    for (const line of lines) expect(line).not.toMatch(/^\w+, and /);
  });

  it('tell what the songs are about, the place and the unique element in lines of their own', () => {
    expect(lines.some((l) => l.includes('the lifeboat crews and the salt marshes'))).toBe(true);
    // 'Galway born and bred' claimed a birthplace the form never gave: the place is where the band is from.
    expect(lines).toContain('Melancholic folk, rooted in Galway.');
    expect(lines.join(' ')).not.toMatch(/born and bred|raised on/);
    expect(lines).toContain('Field recordings of the Atlantic on every record.');
  });

  it('say nothing of the songs’ sound that the form did not give', () => {
    for (const line of lines) expect(line).not.toMatch(/short, sharp|songs that sound like|build and break/i);
  });
});

describe('taglines made of the band’s own story', () => {
  it('draws a line from the places the story names, which no other band shares', () => {
    const stories = [
      { bandName: 'Copper Wolves', genre: 'Country', backstory: 'Dale and Maya met at a cotton gin outside Lubbock. They wrote their first songs in the break room.' },
      { bandName: 'Tidal Engines', genre: 'Rock', backstory: 'They started jamming in a disused boathouse. Their first show was in a church hall.' },
      { bandName: 'Lumen Drift', genre: 'Electronic', backstory: 'The first tracks were made in a bedroom studio. Now they play in a converted tram depot.' },
    ] as const;
    const seen = new Map<string, string>();
    for (const story of stories) {
      const request = bioRequestSchema.parse(story);
      const lines = [1, 2, 3].flatMap((seed) => writeTaglines(request, '', 3, [], createRng(seed)));
      const own = lines.filter((l) => /cotton gin|break room|boathouse|church hall|bedroom studio|tram depot/.test(l));
      expect(own.length, `${story.bandName}: ${lines.join(' | ')}`).toBeGreaterThan(0);
      for (const line of own) {
        const frame = line.replace(/cotton gin|break room|boathouse|church hall|bedroom studio|tram depot/g, '…').replace(story.bandName, 'X');
        expect(seen.get(frame), frame).toBeUndefined();
        seen.set(frame, story.bandName);
      }
    }
  });
});

describe('taglines made of this band', () => {
  it('name the releases by their titles, oldest first, and the line-up with the town', () => {
    const request = bioRequestSchema.parse({
      bandName: 'Salt Mirrors', genre: 'Folk', subGenres: ['Celtic'], location: 'Galway',
      members: [{ name: 'Niamh', instrument: 'Fiddle' }, { name: 'Padraig', instrument: 'Bouzouki' }],
      achievements: ["Album 'Tide Tables' (2022)", "EP 'Dry Stone' (2019)"],
      backstory: 'We started playing sessions in the back of a pub on Tuesday nights.',
    });
    const lines = writeTaglines(request, '', 30, [], createRng(4));
    expect(lines.some((l) => /^From 'Dry Stone' to 'Tide Tables'/.test(l))).toBe(true);
    expect(lines).toContain('Fiddle and bouzouki, out of Galway.');
    // 'in the back of a pub' names the pub, not 'the back'.
    expect(lines.join(' ')).not.toMatch(/\bthe back\b/);
  });
});
