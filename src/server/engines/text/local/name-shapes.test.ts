// What readers found in earlier names, pinned: one shape taking over a genre ('17 of 30 hip-hop
// names ended in Council'), coined strings passing for one-word names ('Mopisoo'), and scenes
// named in another scene's words (country with British glens and stiles).
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { GENRES } from '@shared/catalog/genres';
import { generateLocalNames } from './generate-local-names';
import { allLexicons, genreProfile, words } from './genre-profile';
import { fuse } from './word-builders';

/** Three hundred names of a genre as readers get them: plain requests, fresh seeds. */
function sample(genre: string, options = {}, vibe = 'dark') {
  const shapes = new Map<string, number>();
  const names: string[] = [];
  for (let s = 0; s < 30; s++) {
    const request = { genre, count: 10, influences: s % 2 ? 'Nas' : undefined, vibe: s % 3 ? vibe : undefined, options };
    for (const idea of generateLocalNames(request, createRng(`shape:${genre}:${s}`), { onShape: (_, t) => shapes.set(t.replace(/\d+/g, '#'), (shapes.get(t.replace(/\d+/g, '#')) ?? 0) + 1) })) names.push(idea.name);
  }
  return { shapes, names };
}

describe('name shapes and words, per genre', () => {
  it.each(GENRES.map((g) => [g]))('%s: no shape makes more than a quarter of the names', (genre) => {
    const { shapes, names } = sample(genre);
    const [top, count] = [...shapes].sort((a, b) => b[1] - a[1])[0]!;
    expect(count / names.length, `'${top}' in ${genre}`).toBeLessThanOrEqual(0.25);
  });

  it('hip-hop and trap name persons and crews, not councils and alliances', () => {
    for (const genre of ['hip-hop', 'trap', 'rap']) {
      const { names } = sample(genre);
      expect(names.filter((n) => /\b(Council|Alliance|Dynasty|Assembly|Coalition)$/.test(n)), genre).toEqual([]);
      const persona = names.filter((n) => /^(Lil|Yung|Young|MC|DJ|Big|Kid|Baby) |\b(Gang|Mafia|Baby|Crew)$|boyz$/.test(n)).length;
      expect(persona / names.length, genre).toBeGreaterThanOrEqual(0.3);
    }
  });

  it("sets 'X the Y' only after a person's name, never between two things ('Vinyl the Breakbeat')", () => {
    for (const genre of ['hip-hop', 'trap', 'rap']) {
      const { pools } = genreProfile(genre);
      const persons = new Set([...pools.first.genre, ...pools.first.family].map((w) => w.toLowerCase()));
      const { names } = sample(genre);
      const things = names.filter((n) => /^\S+ the \S+$/.test(n) && !persons.has(n.split(' ')[0]!.toLowerCase()));
      expect(things, genre).toEqual([]);
    }
  });

  it("trap's 'X the Y' names what the persona is ('Kash the Rebel'), never a thing ('Nuk the Headstone', 'Meech the Bubblegum')", () => {
    const personas = new Set(genreProfile('trap').themes.flatMap((t) => t.noun));
    const { names } = sample('trap');
    const epithets = names.filter((n) => /^\S+ the \S+$/.test(n));
    expect(epithets.length).toBeGreaterThan(0);
    expect(epithets.filter((n) => !personas.has(n.split(' ')[2]!.toLowerCase())), 'epithets that are things').toEqual([]);
  });

  it("hip-hop names crews as crews are named and pairs of plain words rarely ('Learned Professor', 'Concrete Subways', 'Rascal & Sly')", () => {
    const { names } = sample('hip-hop', {}, 'late nights');
    const crews = names.filter((n) => /^(Souls of|Lords of the) |\b(Crew|Society|Collective|Clan|Family|Fellowship|Village|Gang|Mafia|Clique|Mob)$|^\S+ \d+$/.test(n)).length;
    expect(crews / names.length, names.join(' | ')).toBeGreaterThanOrEqual(0.2);
    // 'MC' and 'DJ' handles ('MC Chill', 'DJ Wreath') read as another decade.
    expect(names.filter((n) => /^(MC|DJ) /.test(n))).toEqual([]);
    const { shapes } = sample('hip-hop', {}, 'late nights');
    const total = [...shapes.values()].reduce((a, b) => a + b, 0);
    const pairs = ['{A} {N}', '{X} {Ns}', '{W} & {W}', '{W} {N}', '{A} {X}'].reduce((a, t) => a + (shapes.get(t) ?? 0), 0);
    expect(pairs / total).toBeLessThanOrEqual(0.2);
  });

  it('dream pop speaks in haze, water and light, never in candy', () => {
    const { names } = sample('dream-pop');
    const candy = /\b(candy|cupcake|jellybeans?|lipgloss|bubblegum|lollipops?|milkshakes?|gumdrops?|sprinkles|bunny|puppies|kittens?|glitter)\b/i;
    expect(names.filter((n) => candy.test(n))).toEqual([]);
  });

  it("hip-hop and reggae name acts by the scene's titles and crews, not by stereotyped first names", () => {
    for (const genre of ['hip-hop', 'reggae']) {
      const { names } = sample(genre);
      // 'Darnell & Vinyl', 'Kareem & Orbit': a first name glued to a word reads as a label.
      expect(names.filter((n) => /^(Darnell|Jamal|Tyrone|Rashad|Lamont|Kareem|Reggie|Marcus|Winston|Desmond|Delroy) /.test(n)), genre).toEqual([]);
    }
    const reggae = sample('reggae').names;
    const titled = reggae.filter((n) => /^(Jah|King|Prince|Ranking|Sister|Brother) | (Hi-Fi|Sound System|Dub|Rockers|Vibration)$/.test(n)).length;
    expect(titled / reggae.length).toBeGreaterThanOrEqual(0.2);
  });

  it("lets the vibe choose among the genre's pictures", () => {
    // A vibe of dusty records draws a hip-hop list toward the crate-digging picture; without it the
    // list spreads over every picture.
    const crates = genreProfile('hip-hop').themes.find((t) => t.word.includes('breakbeat'))!;
    const picture = new Set([...crates.word, ...crates.noun, ...crates.adj, ...crates.mass, ...crates.place].flatMap((w) => [w, `${w}s`]));
    const share = (vibe: string | undefined) => {
      const names: string[] = [];
      for (let s = 0; s < 20; s++) names.push(...generateLocalNames({ genre: 'hip-hop', count: 10, vibe }, createRng(`vibe-picture:${s}`)).map((i) => i.name));
      return names.filter((n) => n.toLowerCase().split(' ').some((w) => picture.has(w))).length / names.length;
    };
    const withVibe = share('dusty vintage soul records');
    expect(withVibe).toBeGreaterThanOrEqual(0.4);
    expect(withVibe).toBeGreaterThan(2 * share(undefined));
  });

  it('one-word names are real words and compounds of them, never coined strings that read as typos', () => {
    const known = new Set<string>();
    for (const { fields } of allLexicons()) for (const list of Object.values(fields)) for (const w of words(typeof list === 'string' ? list : undefined)) known.add(w);
    const isCompound = (w: string) => [...Array(w.length - 4).keys()].some((i) => known.has(w.slice(0, i + 2)) && (known.has(w.slice(i + 2)) || known.has(w.slice(i + 2).replace(/e?s$/, ''))));
    for (const genre of ['trap', 'hip-hop', 'techno', 'black-metal', 'folk', 'jazz', 'country', 'synthwave', 'rock']) {
      const { names } = sample(genre, { oneWordNames: true });
      const coined = names.filter((n) => !known.has(n.toLowerCase()) && !isCompound(n.toLowerCase()));
      expect(coined.length / names.length, `${genre}: ${coined.slice(0, 10).join(', ')}`).toBeLessThanOrEqual(0.1);
    }
    // An invented word alone ('Dovugeth', 'Krelexon', 'Mekryron') is never a one-word name, in any genre.
    for (const genre of GENRES) {
      const { shapes } = sample(genre, { oneWordNames: true });
      expect([...shapes.keys()].filter((t) => t.includes('{I}')), genre).toEqual([]);
    }
  });

  it('black metal fuses Norse halves with Norse halves only (Myrkheim, not Icedal or Wintergard)', () => {
    const { names } = sample('black-metal', { oneWordNames: true });
    const heads = /^(natt|vinter|myrk|svart|ulv|ravn|kald|grav)([^aeiou][a-z]*)$/;
    const tails = /^([a-z]+?)(heim|fjell|skog|vind|dal|gard)$/;
    const mixed = names.filter((n) => {
      const w = n.toLowerCase();
      const h = heads.exec(w);
      const t = tails.exec(w);
      return (h !== null && !/^(heim|fjell|skog|vind|dal|gard)$/.test(h[2]!)) || (t !== null && !/^(natt|vinter|myrk|svart|ulv|ravn|kald|grav)$/.test(t[1]!));
    });
    expect(mixed).toEqual([]);
    expect(names.some((n) => heads.test(n.toLowerCase()))).toBe(true);
  });

  it("keeps other scenes' words out: no children's party in hip-hop, no hiking trip in black metal", () => {
    for (const genre of ['hip-hop', 'trap']) {
      const { names } = sample(genre, {}, 'happy sunny block party');
      expect(names.filter((n) => /\b(Confetti|Sprinklers?|Popsicles?|Giddy|Jubilant|Birthday)\b/.test(n)), genre).toEqual([]);
    }
    for (const vibe of ['frozen mountains', 'ancient pagan forest']) {
      const { names } = sample('black-metal', {}, vibe);
      expect(names.filter((n) => /\b(Bears?|Peaks?|Summits?|Mountains?|Wilderness|Oaks?|Stags?)\b/.test(n)), vibe).toEqual([]);
    }
  });

  it("keeps a scene's numbers and prefixes at home: no drum machine's 303 or 909 in rap, no 'Lil' in house", () => {
    for (const genre of ['trap', 'hip-hop', 'rap', 'drill']) {
      for (const name of sample(genre).names) expect(name, genre).not.toMatch(/\b(303|606|707|909|313)\b/);
    }
    for (const name of sample('house').names) expect(name).not.toMatch(/^Lil\b/);
  });

  it("fuses compounds from a singular front ('Sundeck', never 'Keysball'), and house compounds end in a compound's tail, not a whole word ('Chordparty', 'Tapepraise')", () => {
    expect(fuse('keys', 'ball')).toBeNull();
    expect(fuse('boots', 'fall')).toBeNull();
    expect(fuse('sun', 'deck')).toBe('sundeck');
    expect(fuse('bass', 'line')).toBe('bassline');
    for (const name of sample('house', { oneWordNames: true }).names) expect(name).not.toMatch(/[a-z](party|praise|fever|shout|stab|choir|bounce|stomp)$/);
  });

  it('country and bluegrass speak American, not British folk', () => {
    for (const genre of ['country', 'bluegrass']) {
      const { names } = sample(genre);
      expect(names.filter((n) => /\b(glen|stile|bonny|brae|dell|fen|moor|travellers)\b/i.test(n)), genre).toEqual([]);
    }
    // One-word country names too: the family's English place endings ('Flinthurst', 'Oatfen', 'Alderwold') are no scene of Nashville's.
    const oneWord = sample('country', { oneWordNames: true }).names;
    const english = oneWord.filter((n) => /[a-z](hurst|wold|holt|fen|mere|brae|combe|shaw|ley|lea|tor)$/.test(n));
    expect(english.length / oneWord.length, english.slice(0, 8).join(', ')).toBeLessThanOrEqual(0.05);
  });

  it('black metal reads as one dark word, a compound, Latin or a short phrase, seldom "X of Y"', () => {
    const { names } = sample('black-metal');
    expect(names.filter((n) => / of /.test(n)).length / names.length).toBeLessThanOrEqual(0.15);
  });
});
