// The brief reaches the names: a vibe's meaning brings its pictures (leaving home brings departures),
// a colour word before a noun of another mood colours it rather than naming a mood ('cold money' is
// money, not tundra), an influence lends what its records picture and never its words, and a genre
// keeps its own vocabulary (house is not techno's robots, indie rock not rock's fists).
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import type { NameRequest } from '../text-engine';
import { generateLocalNames } from './generate-local-names';
import { extractInputWords } from './input-words';
import { sharesAWord } from './name-checks';

const names = (request: Partial<NameRequest>, rounds = 4): string[] => {
  const out: string[] = [];
  for (let i = 0; i < rounds; i++) out.push(...generateLocalNames({ genre: 'hip-hop', count: 10, ...request }, createRng(`reach:${i}`)).map((n) => n.name));
  return out;
};
const share = (list: readonly string[], re: RegExp) => list.filter((n) => re.test(n)).length / list.length;

describe('the brief reaching the names', () => {
  it('a vibe of leaving home brings departures', () => {
    const leaving = names({ genre: 'hip-hop', vibe: 'leaving home for the first time' });
    const plain = names({ genre: 'hip-hop' });
    const DEPARTURE = /suitcase|greyhound|farewell|ticket|platform|postcard|homesick|outbound/i;
    expect(share(leaving, DEPARTURE)).toBeGreaterThanOrEqual(0.15);
    expect(share(leaving, DEPARTURE)).toBeGreaterThanOrEqual(2 * share(plain, DEPARTURE));
  });

  it('an everyday scene reaches the names: "rainy bus windows, headphones on" brings the ride and the weather, not its own words', () => {
    const RIDE = /drizzl|puddle|umbrella|overcast|fog|mist|gutter|raincoat|streetlight|cloud|storm|thunder|downpour|condensation|wiper|tram|subway|metro|platform|station|ticket|terminus|depot|shelter|timetable|overpass|headlight|taxi|cassette|tape|walkman|playlist|radio|transistor|stereo|commuter/i;
    let scene = 0;
    let plain = 0;
    for (const genre of ['lo-fi', 'hip-hop', 'punk', 'indie-rock', 'synthwave', 'folk', 'techno', 'soul']) {
      const withVibe = names({ genre, vibe: 'rainy bus windows, headphones on' }, 3);
      for (const n of withVibe) expect(n, n).not.toMatch(/\b(rainy|bus|windows|headphones)\b/i);
      const hits = withVibe.filter((n) => RIDE.test(n)).length;
      if (genre === 'lo-fi' || genre === 'hip-hop') expect(hits, `${genre}: ${withVibe.join(' | ')}`).toBeGreaterThanOrEqual(6);
      scene += hits;
      plain += names({ genre }, 3).filter((n) => RIDE.test(n)).length;
    }
    expect(scene).toBeGreaterThanOrEqual(40);
    expect(scene).toBeGreaterThanOrEqual(2.5 * plain);
  });

  it('"cold money" is money, coldly: not the ice picture', () => {
    const input = extractInputWords(undefined, 'cold money, late nights');
    expect(input.vibeCues).not.toContain('cold');
    expect(input.vibeCues).toContain('money');
    const list = names({ genre: 'trap', vibe: 'cold money' });
    const ICE = /frost|glacier|icicle|blizzard|tundra|snow|sleet|iceberg|arctic|polar|hail|freez/i;
    const MONEY = /racks|bandz|bankroll|guap|stacks|cash|money|paper|loot|payday|jackpot|fortune|checks|vault|mogul|tycoon/i;
    expect(share(list, ICE)).toBeLessThan(0.1);
    expect(share(list, MONEY)).toBeGreaterThan(share(list, ICE));
    // A vibe of cold itself still means the cold.
    expect(extractInputWords(undefined, 'cold winter').vibeCues).toContain('cold');
  });

  it('an influence lends its world, never its words', () => {
    const input = extractInputWords('MF DOOM, Madlib', undefined);
    expect(input.worldWords).toEqual(expect.arrayContaining(['villain', 'crate']));
    const list = names({ genre: 'hip-hop', influences: 'MF DOOM, Madlib' });
    for (const n of list) expect(n.toLowerCase()).not.toMatch(/\bdoom\b|madlib|\bmf\b/);
    const WORLD = /villain|mask|rogue|trickster|mischief|crate|vinyl|sample|breakbeat|needle|wax|loop|scribe/i;
    expect(share(list, WORLD)).toBeGreaterThan(share(names({ genre: 'hip-hop' }), WORLD));
  });

  it('house and indie rock keep their own vocabulary', () => {
    const house = names({ genre: 'house' }, 8);
    expect(house.filter((n) => /robot|android|cyborg|plasma|transistor|theremin|circuit|laser|pixel|ozone|node|byte|orb\b|protocol|quantum|sector/i.test(n))).toEqual([]);
    const indie = names({ genre: 'indie-rock' }, 8);
    expect(indie.filter((n) => /fist|fang|gasoline|shotgun|rattlesnake|piston|anvil|gambler|jaw\b|knife/i.test(n))).toEqual([]);
  });

  it('one word inside another, or meeting it at a seam, is one idea twice', () => {
    for (const [a, b] of [['sugarcane', 'canefield'], ['sunday', 'daylight'], ['warehouse', 'house'], ['sunday', 'sunshine']] as const) expect(sharesAWord(a, b)).toBe(true);
    for (const [a, b] of [['velvet', 'basement'], ['honey', 'machine'], ['station', 'nation']] as const) expect(sharesAWord(a, b)).toBe(false);
  });
});

describe('the vibe never pasted', () => {
  it('no name holds a word of the vibe', () => {
    const vibes = ['relentless, hypnotic cycles', 'lazy summer, broken amps, suburban boredom', 'sunday morning church of the dancefloor'];
    for (const genre of ['techno', 'indie-rock', 'house', 'trap', 'folk']) {
      for (const vibe of vibes) {
        const tokens = extractInputWords(undefined, vibe).vibeTokens.filter((t) => t.length >= 4);
        for (const name of names({ genre, vibe }, 2)) {
          const words = name.toLowerCase().split(/[^a-z]+/).map((w) => w.replace(/s$/, ''));
          for (const t of tokens) expect(words, `${name} for '${vibe}'`).not.toContain(t.replace(/s$/, ''));
        }
      }
    }
  });
});
