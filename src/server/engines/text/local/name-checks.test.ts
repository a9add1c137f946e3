import { describe, expect, it } from 'vitest';
import { isPlainRealWord, isStockPhrase, isTautology, nameIsAcceptable } from './name-checks';
import { nameTokens } from './normalise-name';
import { planRequest } from './request-plan';

describe('nameIsAcceptable', () => {
  const plan = planRequest({ genre: 'indie-pop', count: 10 });

  it('refuses a name that says one word twice, a -y adjective and its noun included', () => {
    for (const stutter of ['Moon Moonlight', 'Monolith of Monoliths', 'Sunny Sunshine Superstars', 'The Rusty Rust Belt', 'Foggy Foghorns', 'Sunshine Sunny']) {
      expect(nameIsAcceptable(stutter, plan), stutter).toBe(false);
    }
  });

  it("refuses two plurals side by side ('Airwaves Radios'), keeps a plural with a word between", () => {
    const rap = planRequest({ genre: 'hip-hop', count: 10 });
    for (const pile of ['Airwaves Radios', 'Airwaves Channels', 'The Stars Channels']) expect(nameIsAcceptable(pile, rap), pile).toBe(false);
    for (const fine of ['Sons of Thunder', 'Radio Channels', 'Lyrical Scrolls', 'Bus Stops']) expect(nameIsAcceptable(fine, rap), fine).toBe(true);
  });

  it('keeps alliteration and -y adjectives whose noun is not repeated', () => {
    for (const fine of ['Sunny Harbour Club', 'Misty Lantern Choir', 'Holy Hollow', 'Black Blade', 'Sugar Static']) {
      expect(nameIsAcceptable(fine, plan), fine).toBe(true);
    }
  });
});

describe('tautologies, plain real words and stock phrases', () => {
  const plan = planRequest({ genre: 'folk', count: 10 });

  it('refuses two content words of one meaning', () => {
    for (const t of ['Frozen Winter', 'Nocturnal Darkness', 'Moonlit Midnight', 'Heretical Sacrilege', 'The Backroad Dirt Roads', 'Storm of Thunder', 'Starlit Moonlight', 'Lamplit Streetlamp', 'Ultramarine Cobalt', 'Sanctified Gospel', 'Spiritual Karma', 'Sleepless Insomnia']) {
      expect(nameIsAcceptable(t, plan), t).toBe(false);
      expect(isTautology(nameTokens(t)), t).toBe(true);
    }
  });

  it('keeps two words that picture different things', () => {
    for (const fine of ['Frozen Lantern', 'Midnight Orchard', 'Harvest Wolves', 'The Dusty Fiddles', 'Starlit Orchard', 'Cobalt Harbor', 'Gospel Machine']) {
      expect(isTautology(nameTokens(fine)), fine).toBe(false);
    }
  });

  it('marks a lone real word and a stock phrase, not a phrase of its own', () => {
    for (const plain of ['Nova', 'The Sparrows', 'Overdrive', 'Lantern']) expect(isPlainRealWord(plain), plain).toBe(true);
    for (const stock of ['White Heart', 'The Black Queen', 'Darkwood', 'Ironstone', 'Frostmoon', 'Heavy Hearts', 'The Reckless Hearts']) expect(isStockPhrase(stock), stock).toBe(true);
    for (const own of ['Lantern Thieves', 'Velvet Orchard', 'Mothcrown', 'Tay Glacier']) {
      expect(isPlainRealWord(own), own).toBe(false);
      expect(isStockPhrase(own), own).toBe(false);
    }
  });
});
