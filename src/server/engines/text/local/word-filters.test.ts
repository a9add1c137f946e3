import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { nameTokens, normaliseName } from './normalise-name';
import { fuse, inventWord, readsAsAName, seedWithEnding, syllableSet } from './word-builders';
import { containsBlockedAnywhere, containsBlockedPhrase, isBlockedWord, isOverused, isWellKnownBand, seamIsBlocked } from './word-filters';
import { plural } from './english';
import { titleCaseWords } from './word-forms';

describe('normaliseName', () => {
  it('folds case, accents, punctuation, "&" and a leading "The"', () => {
    expect(normaliseName('The Beatles')).toBe('beatles');
    expect(normaliseName('  Motörhead!! ')).toBe('motorhead');
    expect(normaliseName('Florence + the Machine')).toBe('florence and the machine');
    expect(normaliseName('Wu-Tang Clan')).toBe('wu tang clan');
    expect(normaliseName("Guns N' Roses")).toBe('guns n roses');
    expect(nameTokens("Wizard's Lo-Fi Crypt")).toEqual(['wizard', 'lo', 'fi', 'crypt']);
  });

  it('recognises well-known bands in any spelling', () => {
    expect(isWellKnownBand('beatles')).toBe(true);
    expect(isWellKnownBand('THE ROLLING STONES')).toBe(true);
    expect(isWellKnownBand('Motorhead')).toBe(true);
    expect(isWellKnownBand('Basalt Procession')).toBe(false);
  });
});

describe('blocklist', () => {
  it('matches whole words, fragments, phrases and compound seams', () => {
    expect(isBlockedWord('shit')).toBe(true);
    expect(isBlockedWord('bullshitter')).toBe(true);
    expect(isBlockedWord('sextant')).toBe(false);
    expect(isBlockedWord('cocoon')).toBe(false);
    expect(isBlockedWord('grape')).toBe(false);
    expect(containsBlockedPhrase(normaliseName('The Porch Monkeys'))).toBe(true);
    expect(containsBlockedPhrase(normaliseName('Porch Lanterns'))).toBe(false);
    expect(seamIsBlocked('wan', 'king')).toBe(true);
    expect(seamIsBlocked('ash', 'grove')).toBe(false);
    expect(fuse('wan', 'kers')).toBeNull();
    expect(containsBlockedAnywhere('tassara')).toBe(true);
    expect(containsBlockedAnywhere('moravel')).toBe(false);
  });

  it('never invents a word containing a blocked word', () => {
    const rng = createRng(3);
    const syl = syllableSet({ onset: 'f s c n k t d p', vowel: 'u i a o', coda: 'k t ck g n', ending: 'ck it uk ag er' });
    for (let i = 0; i < 5000; i++) {
      const w = inventWord(syl, rng);
      if (w) expect(containsBlockedAnywhere(w), w).toBe(false);
      const s = seedWithEnding('moon', syl, rng);
      if (s) expect(containsBlockedAnywhere(s.slice(4)), s).toBe(false);
    }
  });
});

describe('invented words', () => {
  it('read as names, not as letter jumbles', () => {
    for (const good of ['dazatron', 'golard', 'shinarius', 'moselle', 'krurnoth', 'kapolyo']) expect(readsAsAName(good), good).toBe(true);
    // Two rare letters, two y's, three consonants in a row, two vowel pairs, a pair written twice, a doubled k.
    for (const bad of ['lyxarex', 'zyazysar', 'cratgrixick', 'dayrbaisan', 'gaesaegag', 'slickkaro']) expect(readsAsAName(bad), bad).toBe(false);
    // A y with a rare letter, four syllables, a stop either side of one vowel.
    for (const bad of ['kryxon', 'pomluzyo', 'sakrynator', 'teljenara', 'sisator', 'bibakius']) expect(readsAsAName(bad), bad).toBe(false);
    for (const good of ['colette', 'risonelle', 'vorneth', 'satron']) expect(readsAsAName(good), good).toBe(true);
  });

  it('never hide an unfortunate word', () => {
    expect(containsBlockedAnywhere('tritesex')).toBe(true);
    expect(isBlockedWord('sextant')).toBe(false);
  });
});

describe('word forms', () => {
  it('pluralises regular and irregular nouns', () => {
    expect(['monolith', 'story', 'box', 'wolf', 'ferryman', 'echo', 'piano', 'cactus', 'tape deck'].map(plural)).toEqual([
      'monoliths', 'stories', 'boxes', 'wolves', 'ferrymen', 'echoes', 'pianos', 'cacti', 'tape decks',
    ]);
  });

  it('title-cases with small words kept small', () => {
    expect(titleCaseWords(['the', 'cathedral', 'of', 'old-time', 'basalt'])).toBe('The Cathedral of Old-Time Basalt');
    expect(titleCaseWords(['of', 'mice'])).toBe('Of Mice');
  });

  it('treats plural forms of overused words as overused', () => {
    expect(isOverused('ghosts')).toBe(true);
    expect(isOverused('wolves')).toBe(true);
    expect(isOverused('lanterns')).toBe(false);
  });
});

describe('fuse: seams a reader can see', () => {
  it('refuses a vowel or a doubled letter at the seam and words past ten letters', () => {
    for (const [h, t] of [['corner', 'echo'], ['tide', 'lullaby'], ['ember', 'harbor'], ['river', 'lantern'], ['rain', 'nail'], ['early', 'lion'], ['moss', 'song']] as const) {
      expect(fuse(h, t), `${h}+${t}`).toBeNull();
    }
  });

  it('keeps the compounds that read as one word', () => {
    for (const [h, t, w] of [['stone', 'hawk', 'stonehawk'], ['cold', 'water', 'coldwater'], ['oak', 'field', 'oakfield'], ['salt', 'marsh', 'saltmarsh']] as const) expect(fuse(h, t)).toBe(w);
  });
});
