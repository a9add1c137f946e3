// A description's picture belongs to the genre and the brief: never another genre's stock picture
// (a mirrorball in folk, a chain catching a camera flash in black metal), never one that says the
// opposite of the vibe (a full moon for 'moonless'), never a place nobody gave, and never the same
// picture a third time in one list, however many rounds build the list.
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { GENRES } from '@shared/catalog/genres';
import { IMAGE_CLASSES, PICTURE_WORLDS } from './describe/imagery';
import { VIBE_SCENES } from './describe/vibe-reading';
import { scenesFor } from './describe-name';
import { generateLocalNames } from './generate-local-names';
import { genreProfile } from './genre-profile';

/** A list as the names CLI builds one: rounds of ten, each told the names and pictures given so far. */
function list(genre: string, vibe: string, seed: string, count = 60): string[] {
  const rng = createRng(seed);
  const given = new Set<string>();
  const described = new Set<string>();
  const out: string[] = [];
  for (let round = 0; given.size < count && round < 20; round++) {
    for (const idea of generateLocalNames({ genre, vibe, count: 10, avoid: given }, rng, { bandList: null, described })) {
      given.add(idea.name.toLowerCase());
      out.push(idea.description ?? '');
    }
  }
  return out;
}

const VIBES = ['frozen pine forests under a moonless sky', 'sweaty basement dancefloor at sunrise', 'sunny roots rebellion with a heavy bassline', 'slow crushing grief under a dying sun'];

describe('pictures in a list of descriptions', () => {
  it.each(['trap', 'techno', 'folk', 'jazz', 'black-metal', 'doom-metal', 'reggae', 'hip-hop', 'house', 'country'])(
    '%s: no picture from another genre\'s world, none a third time in sixty',
    (genre) => {
      const all = [...IMAGE_CLASSES.flatMap((c) => c.pictures), ...scenesFor(genreProfile(genre)), ...VIBE_SCENES];
      // A picture that is part of a longer one ('a packed dancefloor') is counted as the longer one.
      const pictures = all.filter((p) => !all.some((q) => q !== p && q.includes(p)));
      VIBES.forEach((vibe, i) => {
        const texts = list(genre, vibe, `pictures:${genre}:${i}`);
        const joined = texts.join('\n');
        const counts = pictures.map((p) => [p, texts.filter((t) => t.includes(p)).length] as const).filter(([, n]) => n > 2);
        expect(counts, vibe).toEqual([]);
        const family = genreProfile(genre).familyId;
        if (family !== 'electronic' && family !== 'pop') expect(joined).not.toContain('mirrorball');
        if (family !== 'hip-hop' && family !== 'pop') {
          for (const p of ['a chain catching the flash of a camera', 'a stack of bills', 'a car worth more than the block']) expect(joined).not.toContain(p);
        }
        if (family !== 'rock' && family !== 'metal') expect(joined).not.toMatch(/\briffs\b/);
        if (family === 'metal') expect(joined).not.toContain('a kitchen light left on');
      });
    },
  );

  it('never says the opposite of the vibe or names a place the visitor did not give', () => {
    for (const genre of ['black-metal', 'doom-metal', 'folk', 'synthwave']) {
      const moonless = list(genre, 'frozen pine forests under a moonless sky', `moonless:${genre}`).join('\n');
      expect(moonless).not.toMatch(/full moon|moonlit|moonlight/);
    }
    for (const genre of ['house', 'techno', 'trap']) {
      const sunrise = list(genre, 'sweaty basement dancefloor at sunrise', `sunrise:${genre}`).join('\n');
      expect(sunrise).not.toMatch(/three in the morning|after dark/);
    }
    for (const genre of GENRES) {
      expect(list(genre, 'cold strobe-lit warehouse, relentless machine pulse', `place:${genre}`, 30).join('\n')).not.toMatch(/\bBerlin\b/);
    }
  });
});

describe("a name's picture belongs to the genre's world", () => {
  it('each picture is written for at most three worlds, and a list of every genre shows none in more than three families', () => {
    for (const cls of IMAGE_CLASSES) {
      for (const p of cls.pictures) {
        const worlds = PICTURE_WORLDS.get(p);
        expect(worlds, p).toBeDefined();
        expect(worlds!.size, p).toBeLessThanOrEqual(3);
      }
    }
    const pictures = IMAGE_CLASSES.flatMap((c) => c.pictures);
    const families = new Map<string, Set<string>>();
    for (const genre of GENRES) {
      const family = genreProfile(genre).familyId;
      for (const text of list(genre, '', `worlds:${genre}`, 30)) {
        for (const p of pictures) if (text.includes(p)) (families.get(p) ?? families.set(p, new Set()).get(p)!).add(family);
      }
    }
    const shared = [...families].filter(([, f]) => f.size > 3).map(([p, f]) => `${p}: ${[...f].join(', ')}`);
    expect(shared).toEqual([]);
    // The sea is folk's harbour, techno's waves in the dark, reggae's boat on the sand.
    for (const genre of ['techno', 'trap', 'jazz', 'black-metal', 'reggae']) {
      expect(list(genre, '', `harbour:${genre}`, 30).join('\n')).not.toContain('a harbour at low tide');
    }
  });
});
