import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { genreProfile } from './genre-profile';
import { createMixMemory, hasEcho, mixKey, mixWords } from './mix-words';
import { nameTokens } from './normalise-name';
import { shippedBandList } from './band-list';

/** A picked word is in the mix whole, or its front half starts a fused word. */
function recognisable(word: string, mixed: string): boolean {
  const w = word.toLowerCase();
  const m = mixed.toLowerCase();
  if (m.includes(w)) return true;
  const half = w.slice(0, Math.max(3, Math.ceil(w.length / 2)));
  return m.split(/[\s,&]+/).some((token) => token.startsWith(half));
}

describe('mixWords (the Magic Mixer)', () => {
  const pickSets = [['Ember'], ['Neon', 'Nomad'], ['Glass', 'Harbor'], ['Velvet', 'Thunder', 'Orchard'], ['Moth', 'Basalt', 'Cathedral']];

  it('keeps every picked word recognisable for 1 or 2 words, and at least two of 3, for many seeds', () => {
    for (const words of pickSets) {
      for (const genre of ['doom-metal', 'synthwave', 'bluegrass', 'pop', 'Rock']) {
        for (let seed = 0; seed < 40; seed++) {
          const mixed = mixWords(words, genre, createRng(seed), null);
          const kept = words.filter((w) => recognisable(w, mixed)).length;
          expect(kept, mixed).toBeGreaterThanOrEqual(Math.min(words.length, 2));
          expect(mixed.length).toBeLessThanOrEqual(40);
          expect(mixed).toMatch(/^\p{Lu}/u);
        }
      }
    }
  });

  it('is deterministic for a seed and varied across seeds', () => {
    expect(mixWords(['Neon', 'Nomad'], 'synthwave', createRng(9), null)).toBe(mixWords(['Neon', 'Nomad'], 'synthwave', createRng(9), null));
    const shapes = new Set(Array.from({ length: 40 }, (_, s) => mixWords(['Neon', 'Nomad'], 'synthwave', createRng(s), null)));
    expect(shapes.size).toBeGreaterThanOrEqual(8);
  });

  it('adds words that fit the genre to a single pick', () => {
    const { pools } = genreProfile('doom-metal');
    const doomWords = new Set(Object.values(pools).flatMap((p) => [...p.genre, ...p.family]).flatMap((w) => w.split(' ')));
    let fitting = 0;
    for (let seed = 0; seed < 30; seed++) {
      const mixed = mixWords(['Ember'], 'doom-metal', createRng(seed), null);
      const added = mixed.toLowerCase().replace('ember', ' ').split(/[\s]+/).filter((w) => w.length > 3);
      if (added.some((w) => doomWords.has(w) || doomWords.has(w.replace(/(e?s)$/, '')) || [...doomWords].some((d) => w.endsWith(d)))) fitting++;
    }
    expect(fitting).toBeGreaterThanOrEqual(25);
  });

  it("never mixes the picked words into a real band's name", () => {
    const real = shippedBandList();
    for (let seed = 1; seed <= 300; seed++) {
      for (const words of [['Iron', 'Maiden'], ['Black', 'Sabbath'], ['Arctic', 'Monkeys'], ['Radio', 'Head'], ['Sleep', 'Token']]) {
        const mixed = mixWords(words, 'metal', createRng(seed), null);
        expect(real.collides(mixed), `${words.join(' + ')} -> ${mixed}`).toBe(false);
      }
    }
  });

  it('cleans its input: trims, drops duplicates and stray punctuation', () => {
    const mixed = mixWords(['  neon!! ', 'NEON', 'nomad'], 'synthwave', createRng(1), null);
    expect(mixed.toLowerCase()).toContain('neo');
    expect(mixed).not.toMatch(/!/);
    expect(mixWords(['...'], 'rock', createRng(1), null)).toBe('...');
  });

  it("never glues words with 'of', and blends two words into one word often when they allow it", () => {
    for (const words of [['Neon', 'Nomad'], ['Salt', 'Marsh'], ['Ember', 'Rain'], ['Copper', 'Saints'], ['Velvet', 'Thunder']]) {
      let blended = 0;
      for (let seed = 0; seed < 100; seed++) {
        const mixed = mixWords(words, 'indie-rock', createRng(seed), null);
        expect(mixed, mixed).not.toMatch(/\bof\b/i);
        if (!/\s/.test(mixed)) blended++;
      }
      // Words that share letters or fuse as a compound blend about half the time; a long
      // adjective is never fused whole to a noun ('Arcanedagger' reads as a typo).
      // Past ten letters no blend is made ('Velvethunder', 'Emberlantern' read as typos).
      if (words[0] !== 'Copper' && words[0] !== 'Velvet') expect(blended, words.join('+')).toBeGreaterThanOrEqual(35);
      if (words[0] === 'Velvet') expect(blended, words.join('+')).toBe(0);
    }
    for (let seed = 0; seed < 100; seed++) {
      expect(mixWords(['Ember'], 'doom-metal', createRng(seed), null)).not.toMatch(/\bof\b/i);
      expect(mixWords(['Moth', 'Basalt', 'Cathedral'], 'doom-metal', createRng(seed), null)).not.toMatch(/\bof\b/i);
      expect(mixWords(['Arcane', 'Dagger', 'Forlorn'], 'black-metal', createRng(seed), null)).not.toMatch(/arcanedagger|forlorndagger/i);
    }
  });

  it('orders the words as English does: describing words before the noun they describe', () => {
    for (let seed = 0; seed < 100; seed++) {
      for (const [words, genre] of [[['Arcane', 'Dagger', 'Forlorn'], 'black-metal'], [['Dusk', 'Patient', 'Gradual'], 'folk'], [['Harbor', 'Velvet'], 'rock']] as const) {
        const mixed = mixWords(words, genre, createRng(seed), null);
        // 'Arcane Dagger Forlorn', 'Dusks Patient Gradual': an adjective trailing the noun.
        expect(mixed, mixed).not.toMatch(/(dagger|daggers|dusk|dusks|harbor|harbors)\s+(arcane|forlorn|patient|gradual|velvet)/i);
      }
    }
  });

  it("sets a single word in the genre's own forms for acts", () => {
    const forms = { trap: /^(Lil|Yung|Big) | (Gang|Baby)$/, jazz: / (Trio|Quartet|Quintet)$/, techno: / (\d+|Systems)$|^Unit /, bluegrass: / (String Band|Ramblers|Mountain Boys)$/ };
    for (const [genre, re] of Object.entries(forms)) {
      let hits = 0;
      for (let seed = 0; seed < 60; seed++) if (re.test(mixWords(['Ember'], genre, createRng(seed), null))) hits++;
      expect(hits, genre).toBeGreaterThanOrEqual(15);
    }
  });

  it("sets the other words in a form the visitor picked ('Lil', 'Quartet'), never fused into it", () => {
    for (let seed = 0; seed < 40; seed++) {
      expect(mixWords(['Frost', 'Lil'], 'trap', createRng(seed), null)).toBe('Lil Frost');
      expect(mixWords(['Quartet', 'Midnight', 'Velvet'], 'jazz', createRng(seed), null)).toMatch(/^(The )?Midnight Velvet Quartet$/);
      expect(mixWords(['Gang', 'Viper'], 'trap', createRng(seed), null)).toMatch(/Viper Gang$/);
    }
  });

  it('splices two words at a letter they share', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 200; seed++) seen.add(mixWords(['Ember', 'Rain'], 'indie-rock', createRng(seed), null));
    expect([...seen]).toContain('Emberain');
  });

  it('portmanteaus share overlapping letters', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 200; seed++) seen.add(mixWords(['Neon', 'Nomad'], 'synthwave', createRng(seed), null));
    expect([...seen]).toContain('Neonomad');
  });
});

describe('mixWords: the same words mixed again', () => {
  it('gives five different names in five mixes, with no genre noun bolted onto three words', () => {
    for (const [genre, picks] of [['dream-pop', ['gold', 'corner', 'echo']], ['country', ['whiskey', 'dust', 'honey']], ['folk', ['river', 'lantern']], ['trap', ['ice', 'crown', 'smoke']]] as const) {
      const rng = createRng(`mix-again:${genre}`);
      const memory = createMixMemory();
      const names = Array.from({ length: 5 }, () => mixWords(picks, genre, rng, memory));
      expect(new Set(names).size, names.join(' | ')).toBe(5);
      // Words that set one thing in a place ('Echoes by the Gold Corner') are no fourth word.
      if (picks.length === 3) for (const n of names) expect(n.split(/[\s,&]+/).filter((w) => w && !/^(the|and|in|on|by|under)$/i.test(w)).length, n).toBeLessThanOrEqual(3);
      for (const n of names) expect(n, n).not.toMatch(/Cornerecho|Riverlantern|Tidelullaby/i);
    }
  });
});

describe('mixWords: one batch of mixes', () => {
  const batches = [['country', ['whiskey', 'gravel', 'porch']], ['doom-metal', ['swamp', 'bell', 'monolith']], ['hip-hop', ['smoke', 'library', 'concrete']], ['folk', ['heron', 'lantern', 'thistle']]] as const;

  it('never holds the same name twice, however cased or punctuated, and keeps at least two of the words', () => {
    for (const [genre, picks] of batches) {
      for (let seed = 0; seed < 12; seed++) {
        const rng = createRng(`batch:${genre}:${seed}`);
        const memory = createMixMemory();
        const names = Array.from({ length: 5 }, () => mixWords(picks, genre, rng, memory));
        expect(new Set(names.map(mixKey)).size, names.join(' | ')).toBe(5);
        for (const n of names) expect(picks.filter((w) => recognisable(w, n)).length, n).toBeGreaterThanOrEqual(2);
      }
    }
  });

  // Three words in one name are mostly a stack ('Rosary Pickup Cavalry'); two of them in a phrase
  // ('Whiskey on the Porch') read as an act, so a first mix keeps two or three.
  it('keeps two or three picked words in a first mix; mixed again, stays varied', () => {
    for (const [genre, picks] of batches) {
      for (let s = 0; s < 60; s++) {
        const mixed = mixWords(picks, genre, createRng(`two:${s}`), null);
        const kept = picks.filter((w) => recognisable(w, mixed)).length;
        expect(kept, mixed).toBeGreaterThanOrEqual(2);
      }
      const memory = createMixMemory();
      const rng = createRng(`again:${genre}`);
      const again = Array.from({ length: 12 }, () => mixWords(picks, genre, rng, memory));
      expect(new Set(again.map(mixKey)).size, again.join(' | ')).toBeGreaterThanOrEqual(8);
    }
  });

  it('gives ten different names in ten mixes of the same words (a list of ten, or ten clicks)', () => {
    for (const [genre, picks] of batches) {
      for (let seed = 0; seed < 6; seed++) {
        const rng = createRng(`ten:${genre}:${seed}`);
        const memory = createMixMemory();
        const names = Array.from({ length: 10 }, () => mixWords(picks, genre, rng, memory));
        expect(new Set(names.map(mixKey)).size, names.join(' | ')).toBe(10);
      }
    }
  });

  it("never gives the picked words piled in their plain order, however often the same words are mixed ('Arcane Forlorn Dagger')", () => {
    for (const [genre, picks] of [['black-metal', ['arcane', 'dagger', 'forlorn']], ['techno', ['ember', 'harbor', 'ghost']], ['jazz', ['velvet', 'rain', 'quartet']], ...batches] as const) {
      const memory = createMixMemory();
      const rng = createRng(`pile:${genre}`);
      for (let i = 0; i < 30; i++) {
        const mixed = mixWords(picks, genre, rng, memory);
        const tokens = nameTokens(mixed);
        // A possessive ('Ghost's Harbor') links two of the words: a phrase, not a pile.
        expect(!/'s\b/.test(mixed) && tokens.every((t) => (picks as readonly string[]).includes(t)), mixed).toBe(false);
      }
    }
  });

  it("grows a picked word into a compound seldom when the same words are mixed again ('Embersong', 'Emberfall', 'Emberglow' read as one word with its end swapped)", () => {
    for (const [genre, picks] of [['synth-pop', ['ember', 'harbor', 'ghost']], ['techno', ['arcane', 'dagger', 'forlorn']], ['folk', ['heron', 'lantern', 'moss']], ['doom-metal', ['swamp', 'bell', 'monolith']]] as const) {
      for (let s = 0; s < 4; s++) {
        const memory = createMixMemory();
        const rng = createRng(`grown:${genre}:${s}`);
        const names = Array.from({ length: 8 }, () => mixWords(picks, genre, rng, memory));
        for (const w of picks) {
          const grown = names.filter((n) => nameTokens(n).some((t) => t.length > w.length + 2 && t.startsWith(w)));
          expect(grown.length, `${w}: ${names.join(' | ')}`).toBeLessThanOrEqual(2);
        }
      }
    }
  });

  it("keeps a picked act form in its place: 'Quartet' last, 'Lil' first, never inside the name", () => {
    const memory = createMixMemory();
    const rng = createRng('form');
    for (let i = 0; i < 20; i++) {
      expect(mixWords(['velvet', 'rain', 'quartet'], 'jazz', rng, memory)).toMatch(/ Quartet$/);
      expect(mixWords(['lil', 'ice', 'crown'], 'trap', rng, memory)).toMatch(/^Lil /);
    }
  });

  it("never stacks two picked things before a third ('Stormy River Velvet', 'The Velvet Storm Rivermen')", () => {
    for (const [genre, picks] of [['indie-rock', ['storm', 'velvet', 'river']], ['doom-metal', ['ghost', 'river', 'neon']], ['jazz', ['smoke', 'river', 'storm']]] as const) {
      for (let seed = 0; seed < 6; seed++) {
        const memory = createMixMemory();
        const rng = createRng(`stack:${genre}:${seed}`);
        for (let i = 0; i < 10; i++) {
          const mixed = mixWords(picks, genre, rng, memory);
          expect(mixed, mixed).not.toMatch(/\b(?:River|Storm|Ghost) (?:Velvet|Neon|Smoke)$/);
          expect(mixed, mixed).not.toMatch(/^The \w+ (?:Storm|Ghost|River) \w+men$/);
        }
      }
    }
  });

  it("moves the placing word alone only after other shapes ('Ghosts by the River' right after 'Ghosts on the River')", () => {
    const memory = createMixMemory();
    const rng = createRng('placing');
    const names = Array.from({ length: 8 }, () => mixWords(['ghost', 'river', 'neon'], 'indie-rock', rng, memory));
    const gists = names.map((n) => mixKey(n.replace(/\b(?:on|by|under|in)\b/gi, ' ')));
    expect(new Set(gists).size, names.join(' | ')).toBe(names.length);
  });

  it("compares names without case or punctuation ('Whiskey & Gravel' is 'whiskey and gravel')", () => {
    expect(mixKey('Whiskey & Gravel!')).toBe(mixKey('whiskey and gravel'));
  });
});

describe('mixWords: a new name, not the picked words reordered', () => {
  /** Every word of the mix is a picked word or its plain plural: the words shuffled, nothing made. */
  const reordered = (mixed: string, picks: readonly string[]) =>
    mixed.toLowerCase().split(/[\s,&]+/).filter((t) => t && t !== 'the' && t !== 'and')
      .every((t) => picks.some((p) => [p, `${p}s`, `${p}es`].includes(t)));

  it('makes most mixes from what the words become and go with', () => {
    const cases = [
      ['jazz', ['velvet', 'smoke', 'midnight']], ['country', ['dust', 'highway', 'whiskey']], ['black-metal', ['winter', 'wolf', 'forest']],
      ['folk', ['river', 'lantern']], ['trap', ['ice', 'ghost']], ['dream-pop', ['glass', 'honey', 'moon']], ['techno', ['steel', 'pulse']],
    ] as const;
    for (const [genre, picks] of cases) {
      const mixes = Array.from({ length: 60 }, (_, s) => mixWords(picks, genre, createRng(`new-name:${s}`), null));
      const same = mixes.filter((m) => reordered(m, picks));
      expect(same.length / mixes.length, `${genre}: ${same.slice(0, 5).join(' | ')}`).toBeLessThanOrEqual(0.6);
      // 'Velvet, Smoke & Midnight' / 'Smoke, Midnight & Velvet': a list is the words, not a name.
      for (const m of mixes) expect(m, m).not.toMatch(/,/);
    }
  });

  it("uses a word's own forms and companions: 'Smoky', 'Smokers', 'Smoke Signal'", () => {
    const seen = new Set<string>();
    for (let s = 0; s < 200; s++) {
      seen.add(mixWords(['smoke'], 'jazz', createRng(s), null));
      seen.add(mixWords(['velvet', 'smoke', 'midnight'], 'jazz', createRng(s), null));
    }
    const all = [...seen].join(' | ');
    expect(all).toMatch(/Smokers/);
    expect(all).toMatch(/Smoke (Signal|Ring|Screen)|Smokestack|Smokehouse/);
    expect(all).toMatch(/Smoky/);
    // Stuff is never counted: 'Ices', 'Smokes'.
    for (let s = 0; s < 100; s++) expect(mixWords(['ice', 'ghost'], 'trap', createRng(s), null)).not.toMatch(/\bIces\b/);
  });

  it('makes a name of the words, seldom the picked words reordered, never a plural of a word that has none', () => {
    const picks = [['grief', 'river', 'lantern'], ['static', 'mirror', 'drummer'], ['whiskey', 'porch', 'gravel'], ['arcane', 'dagger', 'forlorn'], ['dusk', 'patient', 'gradual']];
    let reordered = 0;
    let total = 0;
    for (const genre of ['folk', 'techno', 'trap', 'jazz', 'black-metal', 'country']) {
      for (const words of picks) {
        const forms = new Set(words.flatMap((w) => [w, `${w}s`, `${w}es`]));
        const memory = createMixMemory();
        const rng = createRng(`reorder:${genre}:${words.join()}`);
        for (let i = 0; i < 8; i++) {
          const mixed = mixWords(words, genre, rng, memory);
          total++;
          const content = mixed.toLowerCase().split(/[\s&]+/).filter((t) => t && t !== 'the' && t !== 'and');
          if (content.every((t) => forms.has(t))) reordered++;
          expect(mixed).not.toMatch(/\b(Griefs|Whiskeys|Gravels|Statics)\b/);
        }
      }
    }
    expect(reordered / total).toBeLessThanOrEqual(0.2);
  });
});

describe('mixWords: a name, not a pile', () => {
  it('never echoes a word (\'Sweaty Sweat Churches\', \'Honeyed Sweat Honey\') and never stacks a fourth word on three', () => {
    const picks = [['honey', 'church', 'sweat'], ['forlorn', 'dagger', 'arcane'], ['money', 'ghost', 'cold'], ['dusk', 'patient', 'gradual']];
    for (const genre of ['house', 'black-metal', 'trap', 'folk']) {
      for (const words of picks) {
        const memory = createMixMemory();
        const rng = createRng(`pile:${genre}:${words.join()}`);
        for (let i = 0; i < 8; i++) {
          const mixed = mixWords(words, genre, rng, memory);
          const content = nameTokens(mixed.replace(/&/g, ' ')).filter((t) => !['the', 'and', 'of'].includes(t));
          expect(hasEcho(content), mixed).toBe(false);
          expect(content.length, mixed).toBeLessThanOrEqual(3);
        }
      }
    }
  });

  it("sets a thing in, on, by or under a place only: never 'Harbours in the Lion' or 'Creeks under the Engine'", () => {
    const pairs = [['lion', 'harbour'], ['engine', 'creek'], ['moth', 'hollow'], ['lantern', 'river'], ['wolf', 'avenue']];
    const wrong: string[] = [];
    for (const genre of ['reggae', 'rock', 'folk', 'jazz', 'doom-metal', 'indie-pop']) {
      for (const [thing, place] of pairs) {
        const memory = createMixMemory();
        for (let i = 0; i < 40; i++) {
          const name = mixWords([thing!, place!], genre, createRng(`place:${genre}:${thing}:${i}`), memory);
          const m = /\b(?:on|in|by|under) the (\w+)$/i.exec(name);
          if (m && m[1]!.toLowerCase() !== place) wrong.push(name);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("blends only where the join reads as a word: never 'Nervelvet' or 'Velvetrope'", () => {
    const picks = [['nerve', 'velvet'], ['velvet'], ['concrete', 'nerve', 'velvet'], ['flame', 'ember'], ['rust', 'lantern'], ['smoke', 'echo'], ['ghost', 'lake']];
    const wrong: string[] = [];
    for (const genre of ['rock', 'soul', 'techno', 'folk', 'indie-pop']) {
      for (const words of picks) {
        const memory = createMixMemory();
        for (let i = 0; i < 30; i++) {
          const name = mixWords(words, genre, createRng(`blend:${genre}:${words.join()}:${i}`), memory);
          for (const token of nameTokens(name)) {
            for (const w of words) {
              // A word run on into a cluster that starts the next syllable ('velvet|rope' reads 'velve-trope').
              if (token.length > w.length + 2 && token.startsWith(w) && /^(?:[bcdfgkpt][rl]|s[cklmnptw])$/.test(w.slice(-1) + token.charAt(w.length))) wrong.push(name);
              // A word's silent e shared with the next word ('nerve' + 'velvet').
              for (const v of words) if (v !== w && /[^aeiou]e$/.test(w) && v.startsWith(w.slice(-2)) && token.includes(w + v.slice(2))) wrong.push(name);
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('mixWords: three words make one picture', () => {
  it("sets a thing in a place when one of three words is a place ('Moths in the Basalt Cathedral'), in or by a building, never on it", () => {
    const seen: string[] = [];
    for (let i = 0; i < 40; i++) seen.push(mixWords(['moth', 'basalt', 'cathedral'], 'doom-metal', createRng(`three:${i}`), null));
    expect(seen.some((n) => /^(Basalt )?Moths (in|by) the (Basalt )?Cathedral$/.test(n)), seen.join(' | ')).toBe(true);
    for (const n of seen) expect(n).not.toMatch(/\b(on|under) the (basalt )?cathedral\b/i);
  });

  it("never piles two nouns before a compound of the third ('Wolf Cathedral Neonsign', 'Basalt Cathedral Mothball')", () => {
    for (const [genre, picks] of [['house', ['neon', 'wolf', 'cathedral']], ['folk', ['moth', 'basalt', 'cathedral']], ['trap', ['ice', 'crown', 'smoke']]] as const) {
      const memory = createMixMemory();
      const rng = createRng(`pile:${genre}`);
      for (let i = 0; i < 10; i++) {
        const name = mixWords([...picks], genre, rng, memory);
        const tokens = name.split(/\s+/).filter((w) => !/^(the|&|and|in|on|by|under|of)$/i.test(w));
        // Three plain words and no 'The', '&' or place: the last must not be a picked word grown into a compound.
        if (tokens.length === 3 && !/^The |&| (in|on|by|under) /.test(name)) {
          const last = tokens[2]!.toLowerCase();
          expect(picks.some((p) => last.startsWith(p) && last.length > p.length + 2) && picks.filter((p) => name.toLowerCase().includes(p)).length === 3, name).toBe(false);
        }
      }
    }
  });
});
