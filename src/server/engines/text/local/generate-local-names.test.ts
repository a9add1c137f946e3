import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { GENRES, genreLabel } from '@shared/catalog/genres';
import type { NameRequest } from '../text-engine';
import { generateLocalNames } from './generate-local-names';
import { ruleBreaks } from '@server/testing/name-rule-checks';

const gen = (request: Partial<NameRequest>, seed: number | string = 1) =>
  generateLocalNames({ genre: 'rock', count: 10, ...request }, createRng(seed));

describe('generateLocalNames', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const req = { genre: 'doom-metal', influences: 'Sleep', vibe: 'slow', count: 10 };
    expect(gen(req, 42)).toEqual(gen(req, 42));
    expect(gen(req, 42).map((n) => n.name)).not.toEqual(gen(req, 43).map((n) => n.name));
  });

  it('returns exactly the count asked for, clamped to 1..10', () => {
    for (let count = 1; count <= 10; count++) expect(gen({ count }, count)).toHaveLength(count);
    expect(gen({ count: 0 })).toHaveLength(1);
    expect(gen({ count: 25 })).toHaveLength(10);
  });

  it('never repeats a name within a response, nor returns one from the avoid set', () => {
    const first = gen({ genre: 'synthwave' }, 7);
    const avoid = new Set(first.map((n) => n.name.toLowerCase()));
    expect(avoid.size).toBe(10);
    // The same seed would give the same ten names again: all of them are replaced.
    for (let seed = 0; seed < 30; seed++) {
      const again = gen({ genre: 'synthwave', avoid }, seed === 0 ? 7 : seed);
      expect(again).toHaveLength(10);
      for (const n of again) expect(avoid.has(n.name.toLowerCase())).toBe(false);
    }
  });

  it('marks every idea as locally generated', () => {
    for (const n of gen({})) expect(n.isAIGenerated).toBe(false);
  });

  it('title-cases names of one to a few words (label digits aside) within 40 characters', () => {
    for (const genre of GENRES) {
      for (const { name } of gen({ genre }, genre)) {
        expect(name.length).toBeLessThanOrEqual(40);
        expect(name.split(' ').length).toBeLessThanOrEqual(7);
        for (const word of name.split(' ')) {
          if (!['of', 'the', 'and', 'in', 'for', 'a', 'an', 'on', 'to', 'by', 'at', '&'].includes(word)) expect(word[0]).toMatch(/[\p{Lu}\p{N}]/u);
        }
      }
    }
  });

  it('holds each option on its own and in combination', () => {
    const optionSets = [
      { oneWordNames: true }, { compoundWords: true }, { noNumbers: true }, { avoidCommonWords: true },
      { oneWordNames: true, compoundWords: true }, { compoundWords: true, avoidCommonWords: true },
      { oneWordNames: true, compoundWords: true, noNumbers: true, avoidCommonWords: true },
      { useSeedWord: true, seedWord: 'Lantern' }, { useSeedWord: true, seedWord: 'lantern', oneWordNames: true },
      { useSeedWord: true, seedWord: 'Black Cat', compoundWords: true, avoidCommonWords: true },
    ];
    for (const options of optionSets) {
      for (const genre of ['doom-metal', 'bubblegum pop', 'lo-fi', 'bluegrass']) {
        for (const { name } of gen({ genre, options }, `${genre}${JSON.stringify(options)}`)) {
          expect(ruleBreaks(name, options), `${name} with ${JSON.stringify(options)}`).toEqual([]);
        }
      }
    }
  });

  it('puts the seed word in every name, even a blocked or overused one, and ignores a blank seed', () => {
    for (const seedWord of ['fuck', 'the', 'seven', 'Mississippi Delta']) {
      const options = { useSeedWord: true, seedWord, avoidCommonWords: true, noNumbers: true };
      for (const { name } of gen({ genre: 'blues', options }, seedWord)) {
        expect(name.toLowerCase()).toContain(seedWord.toLowerCase());
      }
    }
    const blank = gen({ options: { useSeedWord: true, seedWord: '   ' } }, 3);
    expect(blank).toEqual(gen({}, 3));
  });

  it("builds a seed word's list from the genre's words, not coined ones: the seed may be in every name ('Stoxer Moon', 'Dackers Moon' were the fallback's)", () => {
    const genres = ['indie-rock', 'hip-hop', 'folk', 'techno', 'doom-metal', 'jazz'];
    for (const genre of genres) {
      for (const seedWord of ['moon', 'ember', 'Black Cat', 'sugar']) {
        const shapes: string[] = [];
        const names = generateLocalNames({ genre, count: 10, options: { useSeedWord: true, seedWord } }, createRng(`seed-list:${genre}:${seedWord}`), { onShape: (_n, t) => shapes.push(t) });
        expect(names).toHaveLength(10);
        const coined = shapes.filter((t) => /\{S?I\}/.test(t));
        expect(coined, `${genre} '${seedWord}': ${names.map((n) => n.name).join(' | ')}`).toEqual([]);
      }
    }
  });

  it('still fills the count with a very long seed word and one-word names', () => {
    const seedWord = 'Supercalifragilisticexpialidociousness';
    const names = gen({ genre: 'pop', count: 10, options: { useSeedWord: true, seedWord, oneWordNames: true } });
    expect(names).toHaveLength(10);
    for (const { name } of names) expect(name.toLowerCase()).toContain(seedWord.toLowerCase());
  });

  it("never uses a word of an influence: an influence lends its world, not its name", () => {
    const influences = 'Black Sabbath, Electric Wizard, Sleep, Florence and the Machine';
    const cases = [
      { genre: 'doom-metal', influences, words: ['black', 'sabbath', 'electric', 'wizard', 'sleep', 'florence', 'machine'] },
      { genre: 'trap', influences: 'Future, Young Thug', words: ['future', 'young', 'thug'] },
      { genre: 'synthwave', influences: 'Kavinsky, The Midnight', words: ['kavinsky', 'midnight'] },
    ];
    for (const c of cases) {
      for (let seed = 0; seed < 100; seed++) {
        for (const { name } of gen({ genre: c.genre, influences: c.influences, vibe: 'slow and crushing' }, seed)) {
          const lower = name.toLowerCase();
          for (const w of c.words) expect(lower, `${name} for a fan of ${c.influences}`).not.toContain(w);
        }
      }
    }
  });

  it('lets the vibe pull names toward its imagery', () => {
    const count = (vibe: string | undefined) => {
      let hits = 0;
      for (let seed = 0; seed < 60; seed++) {
        for (const { name } of gen({ genre: 'doom-metal', vibe }, seed)) {
          if (/crushing|slow|glacial|glacier|leaden|ponderous|landslide|avalanche|tortoise|sloth|boulder|millstone|anvil|tectonic/i.test(name)) hits++;
        }
      }
      return hits;
    };
    expect(count('slow and crushing')).toBeGreaterThan(count(undefined) * 1.5);
  });

  it('knows every listed genre and falls back sensibly for free text', () => {
    for (const genre of GENRES) expect(gen({ genre }, genre)).toHaveLength(10);
    const prose: Record<string, string> = {
      'bubblegum pop': 'bubblegum pop', 'Zydeco Swamp Stomp': 'zydeco swamp stomp', 'K-POP': 'K-POP',
      'Doom Metal': 'doom metal', lofi: genreLabel('lo-fi').toLowerCase(), '???': 'genre-bending',
    };
    for (const [genre, label] of Object.entries(prose)) {
      const names = gen({ genre, vibe: 'warm' }, genre);
      expect(names).toHaveLength(10);
      for (const n of names) expect(n.description).toContain(label);
    }
  });
});
