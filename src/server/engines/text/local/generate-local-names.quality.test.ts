// The quality bars: for every genre, 1,000 names from varied requests hold every option asked,
// repeat at most 1%, avoid well-known bands and blocked words; and genres feel different.
// Names come as the running engine makes them, with its memory of names it gave lately (as in
// local-text-engine.ts): a genre's words are chosen to belong together, so its supply is finite
// and the memory is what keeps one visitor from being handed another's names.
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { GENRES } from '@shared/catalog/genres';
import { generateLocalNames } from './generate-local-names';
import { ruleBreaks, tokensOf } from '@server/testing/name-rule-checks';
import { variedRequest } from './varied-requests';
import { createRecentNames } from './recent-names';

const NAMES_PER_GENRE = 1000;

describe('local name quality, per genre', () => {
  it.each(GENRES.map((g) => [g]))('%s: 1,000 varied names keep every rule, at most ten repeats', (genre) => {
    const rng = createRng(`quality:${genre}`);
    const seen = new Set<string>();
    const breaks: string[] = [];
    let repeats = 0;
    let total = 0;
    const recent = createRecentNames();
    while (total < NAMES_PER_GENRE) {
      const request = variedRequest(genre, rng);
      const ideas = generateLocalNames(request, rng, { recent });
      expect(ideas).toHaveLength(request.count);
      expect(new Set(ideas.map((i) => i.name.toLowerCase())).size).toBe(ideas.length);
      for (const { name } of ideas) {
        total++;
        const key = name.toLowerCase();
        if (seen.has(key)) repeats++;
        seen.add(key);
        for (const problem of ruleBreaks(name, request.options)) breaks.push(`${name}: ${problem} ${JSON.stringify(request.options)}`);
      }
    }
    expect(breaks).toEqual([]);
    expect(repeats).toBeLessThanOrEqual(NAMES_PER_GENRE / 100);
  });
});

describe('genre feel', () => {
  // Word starts only: 'tar' must not match 'star', though 'Ashgrove' still counts as 'ash'.
  const DOOM = new RegExp(
    '\\b(?:monolith|cathedral|basalt|obsidian|granite|glacier|altar|tomb|grave|crypt|funeral|funereal|dirge|requiem|sorrow|dread|gloom|' +
      'leaden|crushing|ponderous|lumbering|slow|heavy|coven|witch|warlock|wizard|serpent|smoke|ash|tar|magma|lava|peat|bog|moor|mire|' +
      'barrow|cairn|dolmen|menhir|obelisk|sarcoph|ritual|rite|occult|sulphur|brimstone|iron|lead|stone|bone|skull|abyss|throne|doom|' +
      'mourn|hearse|candle|pyre|ruin|wrath|behemoth|colossus|colossal|leviathan|mammoth|procession|pilgrim|acolyte|druid|hermit|monk|' +
      'crone|seer|landslide|avalanche|millstone|anvil|boulder|quarry|chasm|cavern|bell|gallows|sermon|chalice|sigil|raven|moth|sloth|' +
      'tortoise|petrified|fossil|volcanic|tectonic|sepulch|ossuary|relic|shroud|plague|pestilence|oblivion|torment|crawling|tolling|' +
      'sinking|smoulder|grief|penance|torpor|gravity|weary|ancient|primordial|hooded|cloaked|unhallowed|burdened|grievous)',
    'i',
  );
  const POP = /\b(?:candy|sugar|glitter|sparkle|kiss|crush|cherry|honey|lollipop|bubble|heart|star|sunny|sweet|pink|peach|cupcake|rainbow|sunshine|disco|party|dizzy|glow|shiny|lemonade|valentine|daisy|pastel|strawberry|confetti)/i;

  const sample = (genre: string, seed: string) => {
    const names: string[] = [];
    const rng = createRng(seed);
    for (let i = 0; i < 40; i++) names.push(...generateLocalNames({ genre, count: 10 }, rng).map((n) => n.name));
    return names;
  };
  const share = (names: string[], re: RegExp) => names.filter((n) => re.test(n)).length / names.length;

  it('doom metal reads heavy and occult; bubblegum pop reads sweet', () => {
    const doom = sample('doom-metal', 'feel:doom');
    const pop = sample('bubblegum pop', 'feel:pop');
    expect(share(doom, DOOM)).toBeGreaterThan(0.5);
    expect(share(doom, POP)).toBeLessThan(0.08);
    expect(share(pop, POP)).toBeGreaterThan(0.3);
    expect(share(pop, DOOM)).toBeLessThan(0.08);
  });

  it('doom metal and bubblegum pop share almost no words', () => {
    const words = (names: string[]) => new Set(names.flatMap(tokensOf).filter((t) => !['the', 'of', 'and', 'a', 'in', 'to'].includes(t)));
    const doom = words(sample('doom-metal', 'overlap:doom'));
    const pop = words(sample('bubblegum pop', 'overlap:pop'));
    const shared = [...doom].filter((w) => pop.has(w));
    expect(shared.length / Math.min(doom.size, pop.size)).toBeLessThan(0.05);
  });

  it('synthwave, bluegrass and lo-fi each draw on their own imagery', () => {
    const SYNTH = new RegExp(
      'neon|chrome|night|midnight|arcade|cassette|tape|vhs|laser|turbo|retro|cyber|grid|skyline|sunset|drive|runner|rider|hologram|' +
        'vector|magenta|violet|lilac|pink|pastel|analog|outrun|coupe|palm|voltage|android|cyborg|replicant|hawk|boulevard|freeway|highway|' +
        'taillight|headlight|dashboard|convertible|roadster|speedboat|keytar|synth|billboard|mainframe|modem|pixel|joystick|static|sleek|' +
        'fluorescent|getaway|drifter|vigilante|detective|pilot|racer|interceptor|mall|nightclub|skyscraper|flamingo|mirage|horizon|' +
        'tropical|holographic|future|nocturnal|electric|glow|fade|star|moon|wave|blade|strike|zone|line|terminal|visor|pager|walkman|boombox',
      'i',
    );
    expect(share(sample('synthwave', 'feel:synth'), SYNTH)).toBeGreaterThan(0.4);
    expect(share(sample('bluegrass', 'feel:grass'), /holler|creek|porch|banjo|mandolin|fiddle|ridge|hollow|mule|hound|hickory|cabin|moonshine|mountain|ramblers|pickers|string band|jug|lonesome|barefoot|laurel|kettle|skillet|possum|whippoorwill|sorghum|cornbread|gap|fork|bend|run|bottom/i)).toBeGreaterThan(0.4);
    const LOFI = new RegExp(
      'tea|kettle|rain|window|blanket|lamp|notebook|cassette|tape|sleepy|cozy|snug|comfy|soft|warm|quiet|mug|cup|pillow|sweater|sunday|' +
        'couch|sofa|attic|fern|plant|nap|cat|kitten|desk|cloud|snow|honey|mellow|dusty|drowsy|hazy|session|daydream|sill|cookie|biscuit|' +
        'toast|cereal|matcha|cactus|radiator|balcony|library|book|page|pencil|postcard|diary|quilt|candle|slipper|scarf|mitten|steam|' +
        'muffin|waffle|pancake|noodle|dumpling|jam|broom|bonsai|curtain|kitchen|garden|puddle|umbrella|moss|fluffy|woolly|velvety',
      'i',
    );
    expect(share(sample('lo-fi', 'feel:lofi'), LOFI)).toBeGreaterThan(0.4);
  });
});
