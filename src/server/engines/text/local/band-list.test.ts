import { describe, expect, it } from 'vitest';
import { BAND_LIST_FOLDS, bandListFold, createBandList, shippedBandList, shippedBandNames, soundKey } from './band-list';
import { createRng } from '@server/lib/random';
import { editDistance } from './edit-distance';

const list = createBandList(['The Beatles', 'Iron Maiden', 'Sigur Rós', 'AC/DC', 'Kiss', 'Nightwish', 'Black Sabbath', 'Mötley Crüe', 'Slowdive'], 'test');

describe('the taken check matches', () => {
  it('the same name, whatever the case: exact', () => {
    expect(list.matches('the beatles')[0]).toEqual({ name: 'The Beatles', kind: 'exact', source: 'test' });
  });

  it('after normalising case, punctuation, accents and a leading The', () => {
    expect(list.matches('Beatles!')[0]).toMatchObject({ name: 'The Beatles', kind: 'normalised' });
    expect(list.matches('sigur ros')[0]).toMatchObject({ name: 'Sigur Rós', kind: 'normalised' });
    expect(list.matches('ac dc')[0]).toMatchObject({ name: 'AC/DC', kind: 'normalised' });
    expect(list.matches('The Iron Maiden')[0]).toMatchObject({ name: 'Iron Maiden', kind: 'normalised' });
    expect(list.matches('Motley Crue')[0]).toMatchObject({ name: 'Mötley Crüe', kind: 'normalised' });
  });

  it('a name that sounds the same (Double Metaphone)', () => {
    expect(list.matches('Iron Mayden')[0]).toMatchObject({ name: 'Iron Maiden', kind: 'sound-alike' });
    expect(list.matches('Knightwish')[0]).toMatchObject({ name: 'Nightwish', kind: 'sound-alike' });
    expect(list.matches('Blak Sabath')[0]).toMatchObject({ name: 'Black Sabbath', kind: 'sound-alike' });
  });

  it('a spelling a typo or two away', () => {
    expect(list.matches('Slowdrive')[0]).toMatchObject({ name: 'Slowdive', kind: 'close-spelling' });
    expect(list.matches('Black Sabbeth')[0]?.name).toBe('Black Sabbath');
  });

  it('nothing for a new name, and no sound-alike from a short code alone', () => {
    expect(list.matches('Velvet Lanterns')).toEqual([]);
    expect(list.matches('Mitten')).toEqual([]);
    expect(list.matches('Kids')).toEqual([]);
  });

  it('refuses generated names that collide or sound alike, not new ones', () => {
    expect(list.collides('Beatles')).toBe(true);
    expect(list.collides('Iron Mayden')).toBe(true);
    expect(list.collides('Iron Lanterns')).toBe(false);
  });

  it('builds sound keys word by word, keeping other scripts as written', () => {
    expect(soundKey('iron maiden')).toBe(soundKey('iron mayden'));
    expect(soundKey('東京事変')).toBe('東京事変');
  });

  it('measures edit distance with a ceiling', () => {
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('abc', 'abc', 0)).toBe(0);
    // Against the plain full-table distance on seeded random pairs.
    const full = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
      for (let j = 1; j <= b.length; j++) d[0]![j] = j;
      for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      }
      return d[a.length]![b.length]!;
    };
    const rng = createRng('edit-distance');
    const word = () => Array.from({ length: rng.int(0, 9) }, () => rng.pick(['a', 'b', 'c', 'd'])).join('');
    for (let k = 0; k < 2000; k++) {
      const [a, b, max] = [word(), word(), rng.int(0, 3)];
      expect(editDistance(a, b, max), `${a} ${b} ${max}`).toBe(Math.min(full(a, b), max + 1));
    }
  });
});

describe('the shipped list', () => {
  it('holds the whole CC0 Wikidata list and finds real bands', () => {
    expect(shippedBandNames().length).toBe(89_003);
    const shipped = shippedBandList();
    expect(shipped.matches('metallica')[0]).toMatchObject({ name: 'Metallica', kind: 'exact', source: 'wikidata' });
    expect(shipped.collides('The Rolling Stones')).toBe(true);
  });

  it('splits into five stable folds; a list with one left out misses only that fold', () => {
    const names = shippedBandNames().slice(0, 2000);
    const counts = new Array<number>(BAND_LIST_FOLDS).fill(0);
    for (const n of names) counts[bandListFold(n)]! += 1;
    for (const c of counts) expect(c).toBeGreaterThan(300);
    const left = names.find((n) => bandListFold(n) === 2 && /^[a-z ]{8,}$/i.test(n))!;
    expect(shippedBandList(2).matches(left).some((m) => m.kind === 'exact' || m.kind === 'normalised')).toBe(false);
    expect(shippedBandList().matches(left)[0]?.kind).toMatch(/exact|normalised/);
  });
});
