// What blind readers check in a bio and its taglines: no statement of fact the form does not hold,
// by category; no sentence that reads the same in the bio of a band of another genre; no fact said
// twice in one bio; no tagline frame two bands of a batch share.
import { beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { BIO_GENRES } from '@shared/catalog/bio-options';
import { bioRequestSchema, type BioRequest } from '@shared/contracts/writing';
import { findInventedClaims, givenText } from './claim-check';
import { fullBioForm, randomBioForm } from './random-bio-forms';
import { DEFAULT_HEADINGS, writeBio } from './write-bio';
import { writeTaglines } from './write-taglines';

const DEFAULTS = Object.values(DEFAULT_HEADINGS);

/** Sparse (a name and a genre, or little more), random and full forms. */
function sampleForms(count: number, salt: string): BioRequest[] {
  const rng = createRng(salt);
  return Array.from({ length: count }, (_, i) => {
    if (i % 3 === 0) return bioRequestSchema.parse({ bandName: `Band ${i}`, genre: BIO_GENRES[i % BIO_GENRES.length], length: rng.pick(['Short', 'Medium', 'Long', 'Extended']), tone: rng.pick(['Poetic', 'Humorous', 'Edgy', 'Professional']) });
    return i % 3 === 1 ? randomBioForm(rng) : fullBioForm(rng);
  });
}

let bios: { request: BioRequest; bio: string }[] = [];
beforeAll(() => {
  bios = sampleForms(240, 'readings').map((request, i) => ({ request, bio: writeBio(request, createRng(i)).bio }));
});

/** The check's problem labels, by the categories readers mark. */
const CATEGORIES: Readonly<Record<string, RegExp>> = {
  live: /^(live|festival|headline|crowds|touring|support slots)\b/,
  instruments: /^instruments\b/,
  'line-up': /^(line-up|line-up size|number word)\b/,
  places: /^(places|name not given)\b/,
  dates: /^(number not given|duration)\b/,
  releases: /^(releases|studio|streams|sales|chart|number one|platinum)/,
  press: /^(reviews|acclaim|radio and playlists|following|big numbers)\b/,
  awards: /^(award|famous prizes|deal)\b/,
  "lyrics' subjects": /^lyrics\b/,
};

describe('no statement of fact the form does not hold', () => {
  for (const [category, labels] of Object.entries(CATEGORIES)) {
    it(`says nothing of ${category} that the form does not hold, over sparse, random and full forms`, () => {
      for (const { request, bio } of bios) {
        const problems = findInventedClaims(bio, request, DEFAULTS).filter((p) => labels.test(p));
        expect(problems, `${request.bandName} (${request.genre}):\n${bio}`).toEqual([]);
      }
    });
  }

  it('catches each category in a sentence of the kind readers found', () => {
    const duo = bioRequestSchema.parse({ bandName: 'Wire Garden', genre: 'Electronic', members: [{ name: 'A', instrument: 'Modular synth' }, { name: 'B', instrument: 'Modular synth' }] });
    const found = (text: string) => findInventedClaims(text, duo, DEFAULTS);
    expect(found('Live, expect a set that builds.').join()).toMatch(/live/);
    expect(found('Keys fill the space between the lines.').join()).toMatch(/instruments/);
    expect(found('Expect guitars, bass and drums.').join()).toMatch(/instruments/);
    expect(found('With more than one voice, harmony is part of the sound.').join()).toMatch(/instruments/);
    expect(found('Big riffs and bigger choruses.').join()).toMatch(/instruments/);
    expect(found('Lyrics that look inward.').join()).toMatch(/lyrics/);
    expect(found('They grew up in the same town.').join()).toMatch(/places/);
  });
});

/** A bio's sentences, headings and fact-sheet lines left out. */
function sentencesOf(bio: string): string[] {
  return bio
    .split(/(?<=[.!?”])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && !s.startsWith('*'));
}

/** The musician's own sentences (story, details) and those naming this band's own facts differ band to band in use. */
function writersOwn(sentence: string, request: BioRequest): boolean {
  const lower = sentence.toLowerCase();
  const values = [request.bandName, request.location, ...request.members.map((m) => m.name), ...request.influences, ...request.achievements, ...request.uniqueElements];
  if (values.some((v) => v.length > 2 && lower.includes(v.toLowerCase()))) return false;
  const given = new Set(givenText(request).split(/[^\p{L}\p{N}']+/u));
  const words = lower.split(/[^\p{L}\p{N}']+/u).filter((w) => w.length >= 4 && !['they', 'their', 'them', 'were', 'have', 'with', 'that', 'this', 'from'].includes(w));
  return !(words.length >= 3 && words.filter((w) => given.has(w)).length / words.length >= 0.8);
}

describe('same sentence, other band', () => {
  it('shares under 3% of its sentences with bios of bands of other genres', () => {
    const genresOf = new Map<string, Set<string>>();
    for (const { request, bio } of bios) {
      for (const sentence of sentencesOf(bio).filter((s) => writersOwn(s, request))) {
        const set = genresOf.get(sentence) ?? new Set<string>();
        set.add(request.genre);
        genresOf.set(sentence, set);
      }
    }
    const shared = [...genresOf].filter(([, genres]) => genres.size > 1);
    // Enough of the writer's sentences for the share to mean something (most now name the band's own facts and are left out).
    expect(genresOf.size).toBeGreaterThan(150);
    expect(shared.length / genresOf.size, shared.slice(0, 20).map(([s]) => s).join('\n')).toBeLessThan(0.03);
  });

  it('never repeats a fact within a bio: each place, influence, unique element, achievement and member is said once', () => {
    for (const { request, bio } of bios) {
      const story = [request.backstory, ...Object.values(request.focusAreaDetails), ...request.achievements, ...request.uniqueElements].join('\n').toLowerCase();
      // The industry style's fact sheet ('*Based in:* Leeds') is a recap of the facts by design, and a
      // headline is the title over the text ('Leeds punk duo Cinder Vale: …'), which still says them in full.
      const lower = bio.split('\n').filter((line) => !/^\*[^*]+:\*/.test(line) && !/^\*\*.+\*\*$/.test(line)).join('\n').toLowerCase();
      const facts = [request.location, ...request.influences, ...request.uniqueElements, ...request.achievements, ...request.members.map((m) => m.name)].filter((v) => v.length > 3);
      for (const fact of new Set(facts.map((f) => f.toLowerCase()))) {
        const inBio = lower.split(fact).length - 1;
        const inStory = story.split(fact).length - 1;
        expect(inBio, `"${fact}" in ${request.bandName}:\n${bio}`).toBeLessThanOrEqual(Math.max(1, inStory + 1));
      }
    }
  });
});

/** A tagline with the band's own facts taken out: the wording around them. */
function frameOf(line: string, request: BioRequest): string {
  let frame = line.toLowerCase();
  const values = [request.bandName, request.location, ...request.influences, ...request.uniqueElements, ...request.subGenres, request.genre, ...request.personalityTraits]
    .filter(Boolean)
    .map((v) => v.toLowerCase())
    // The bio's voice turns 'we' into 'they' in a unique element.
    .flatMap((v) => [v, v.replace(/\bwe\b/g, 'they').replace(/\bour\b/g, 'their')])
    .sort((a, b) => b.length - a.length);
  for (const v of values) frame = frame.split(v).join('#');
  return frame.replace(/[^a-z#]+/g, ' ').replace(/(# ?)+/g, '# ').trim();
}

describe('taglines of a batch of different bands', () => {
  it('never give two bands of different genres the same line or frame', () => {
    for (let batch = 0; batch < 6; batch++) {
      const rng = createRng(`batch-${batch}`);
      const owner = new Map<string, string>();
      for (const genre of BIO_GENRES) {
        const request = batch % 2 === 0 ? fullBioForm(rng, { genre }) : bioRequestSchema.parse({ bandName: `The ${genre} Band`, genre });
        const bio = writeBio(request, createRng(batch)).bio;
        for (const line of writeTaglines(request, bio, 3, [], createRng(batch))) {
          const frame = frameOf(line, request);
          // A line that is only the band's facts has no frame to share.
          if (frame.replace(/#/g, '').trim().length === 0) continue;
          expect(owner.get(frame), `"${line}" (${genre}) has the frame of a ${owner.get(frame)} band's line`).toBeUndefined();
          owner.set(frame, genre);
        }
      }
    }
  });
});
