import { describe, expect, it } from 'vitest';
import { fallbackMix, mixerVisible, mixerWords, randomPick, toggleWord } from './mixer-words';

describe('mixerWords', () => {
  it('splits on punctuation, keeps words of 3+ letters, dedupes case-insensitively, capitalises and sorts', () => {
    expect(mixerWords(['The Velvet-Static', "velvet CROWS of Ash", 'Io & the Rust.Bell'])).toEqual(['Ash', 'Bell', 'Crows', 'Rust', 'Static', 'The', 'Velvet']);
  });
  it('hides the mixer under 2 distinct words', () => {
    expect(mixerVisible(mixerWords(['Echo', 'ECHO', 'ox']))).toBe(false);
    expect(mixerVisible(mixerWords(['Echo Lake']))).toBe(true);
  });
});

describe('toggleWord', () => {
  it('selects up to 3 words and deselects', () => {
    let s: string[] = [];
    for (const w of ['A1', 'B2', 'C3', 'D4']) s = toggleWord(s, w);
    expect(s).toEqual(['A1', 'B2', 'C3']);
    expect(toggleWord(s, 'B2')).toEqual(['A1', 'C3']);
  });
});

describe('randomPick', () => {
  const words = ['Ash', 'Bell', 'Crows', 'Rust'];
  it('picks 2 or 3 distinct words', () => {
    expect(randomPick(words, () => 0.1)).toHaveLength(2);
    const three = randomPick(words, () => 0.9);
    expect(three).toHaveLength(3);
    expect(new Set(three).size).toBe(3);
  });
  it('picks 2 when only 2 exist, none under 2', () => {
    expect(randomPick(['Ash', 'Bell'], () => 0.9).sort()).toEqual(['Ash', 'Bell']);
    expect(randomPick(['Ash'], () => 0.9)).toEqual([]);
  });
  it('mixes as the space-joined words', () => {
    expect(fallbackMix(['Ash', 'Bell'])).toBe('Ash Bell');
  });
});
