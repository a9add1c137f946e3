import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { generateLocalNames } from './generate-local-names';
import { planRequest } from './request-plan';
import { ListVariety } from './list-variety';
import type { NameRequest } from '../text-engine';

/** Thirty names as the site and the command line build a list: rounds of ten, each avoiding the names before. */
function listOf30(request: Omit<NameRequest, 'count' | 'avoid'>, seed: string): string[] {
  const rng = createRng(seed);
  const given = new Set<string>();
  const names: string[] = [];
  for (let round = 0; round < 5 && names.length < 30; round++) {
    for (const idea of generateLocalNames({ ...request, count: Math.min(10, 30 - names.length), avoid: given }, rng, { bandList: null })) {
      given.add(idea.name.toLowerCase());
      names.push(idea.name);
    }
  }
  return names;
}

/** A scene's persona prefixes and act forms ('Lil', 'MC', 'Gang', 'Quartet') frame names: three each. */
const FORMS = /^(lil|yung|young|mc|dj|big|kid|baby|gang|mafia|crew|boyz|society|collective|trio|quartet|quintet|sextet|orchestra|ensemble|band|brother|rambler|system|unit|tape|session|club|night|record|sound|project|experience)$/;
const LINKS = /^(the|a|an|and|of|on|in|by|under|to|for|with|at|from)$/;
const words = (name: string) => name.toLowerCase().replace(/&/g, ' ').split(/[\s-]+/).map((w) => w.replace(/[^a-z0-9]/g, '')).filter((w) => w && !LINKS.test(w) && !/^\d+$/.test(w));
const singular = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

function tally(keys: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
}

describe('one list of thirty names', () => {
  const cases: [string, string | undefined][] = [['hip-hop', 'dusty records'], ['hip-hop', undefined], ['trap', 'cold'], ['country', 'heartbreak'], ['techno', 'industrial'], ['folk', 'sea'], ['doom-metal', undefined], ['jazz', 'smoky']];

  it.each(cases)("%s (vibe %s): a word in one name (one word at most in two), a form like 'Lil' in at most three, no pair in both orders", (genre, vibe) => {
    for (let s = 0; s < 4; s++) {
      const names = listOf30({ genre, vibe }, `list:${genre}:${vibe}:${s}`);
      expect(names.length).toBe(30);
      const perName = names.map((n) => [...new Set(words(n).map(singular))]);
      const pictures = planRequest({ genre, vibe, count: 10 }).vibeImages;
      // A picture of the vibe may be in two names (the list should be heard to mean it); a narrow
      // request may let one other word into a second name rather than run dry; never more than that.
      let twice = 0;
      for (const [word, n] of tally(perName.flat())) {
        expect(n, `${word} in ${names.filter((x) => words(x).map(singular).includes(word)).join(' | ')}`).toBeLessThanOrEqual(FORMS.test(word) ? 3 : 2);
        if (!FORMS.test(word) && n === 2 && !pictures.has(word) && !pictures.has(`${word}s`)) twice++;
      }
      expect(twice, names.join(' | ')).toBeLessThanOrEqual(1);
      const sets = perName.filter((w) => w.length >= 2).map((w) => [...w].sort().join(' '));
      expect(sets.length - new Set(sets).size, names.join(' | ')).toBe(0);
    }
  });

  it.each([['trap', undefined], ['hip-hop', 'money'], ['techno', 'warehouse'], ['house', undefined], ['drill', 'cold']])(
    "%s (vibe %s): persona prefixes ('Lil', 'Yung', 'Baby') in at most four names, crews ('Gang', 'Mafia') in four, numbers in four, one number twice at most",
    (genre, vibe) => {
      for (let s = 0; s < 4; s++) {
        const names = listOf30({ genre, vibe }, `kinds:${genre}:${s}`);
        const lower = names.map((n) => n.toLowerCase());
        const say = names.join(' | ');
        expect(lower.filter((n) => /^(lil|yung|young|baby|big|kid) /.test(n)).length, say).toBeLessThanOrEqual(4);
        expect(lower.filter((n) => /\b(gang|mafia|crew|boyz|society|collective)$/.test(n)).length, say).toBeLessThanOrEqual(4);
        expect(lower.filter((n) => /\b\d+\b/.test(n)).length, say).toBeLessThanOrEqual(4);
        for (const [num, k] of tally(lower.flatMap((n) => n.match(/\b\d+\b/g) ?? []))) expect(k, `${num}: ${say}`).toBeLessThanOrEqual(2);
      }
    },
  );

  it.each([['house', 'late night and hopeful'], ['synthwave', 'cold neon'], ['hip-hop', 'dusty records'], ['soul', 'heartbreak'], ['techno', undefined]])(
    "%s (vibe %s): no head or modifier word in two names, even one the vibe suggests ('Daybreak Club' and 'Daybreak 909'), and forms like 'Club' in two at most",
    (genre, vibe) => {
      for (let s = 0; s < 3; s++) {
        const names = listOf30({ genre, vibe }, `heads:${genre}:${s}`);
        const perName = names.map((n) => [...new Set(words(n).map(singular))]);
        for (const [word, n] of tally(perName.flat())) {
          expect(n, `${word} in ${names.filter((x) => words(x).map(singular).includes(word)).join(' | ')}`).toBeLessThanOrEqual(FORMS.test(word) ? 2 : 1);
        }
        const numbers = names.flatMap((n) => n.match(/\b\d+\b/g) ?? []);
        expect(new Set(numbers).size, names.join(' | ')).toBe(numbers.length);
      }
    },
  );

  it("soul and folk bill a singer '& the' a band in at most four names of thirty ('Irma Pryor & the Intentions')", () => {
    for (const genre of ['soul', 'folk', 'country']) {
      for (let s = 0; s < 3; s++) {
        const names = listOf30({ genre }, `billing:${genre}:${s}`);
        expect(names.filter((n) => /\s(&|and) the\s/i.test(n)).length, names.join(' | ')).toBeLessThanOrEqual(4);
      }
    }
  });

  it("one-word names: a front or an end ('Fox-', '-pit') in at most two", () => {
    for (const genre of ['rock', 'doom-metal', 'synthwave', 'folk']) {
      for (let s = 0; s < 3; s++) {
        const names = listOf30({ genre, options: { oneWordNames: true } }, `one-word:${genre}:${s}`).map((n) => n.toLowerCase()).filter((n) => n.length >= 6);
        for (const [front, n] of tally(names.map((n) => n.slice(0, 3)))) expect(n, `${front}- in ${names.join(' ')}`).toBeLessThanOrEqual(2);
        for (const [end, n] of tally(names.map((n) => n.slice(-3)))) expect(n, `-${end} in ${names.join(' ')}`).toBeLessThanOrEqual(2);
      }
    }
  });

  it("the visitor's seed word is in every name, spaced or fused; the other words still in one name each", () => {
    const list = new ListVariety([], false, { tokens: ['black', 'cat'], fused: 'blackcat' });
    list.add('Black Cat Parade');
    expect(list.allows('The Black Cat Choir')).toBe(true);
    expect(list.allows('Black Cat Parade Society')).toBe(false);
    const oneWord = new ListVariety([], true, { tokens: ['moon'], fused: 'moon' });
    for (const name of ['Moonforge', 'Moonfall', 'Moonriver']) {
      expect(oneWord.allows(name)).toBe(true);
      oneWord.add(name);
    }
    expect(oneWord.allows('Ashmoon')).toBe(true);
    oneWord.add('Ashmoon');
    oneWord.add('Ashgrove');
    expect(oneWord.allows('Ashfall')).toBe(false);
  });
});
