// The shipped word lists: big enough, clean, and consistent with the genre catalogue.
import { describe, expect, it } from 'vitest';
import { GENRES } from '@shared/catalog/genres';
import { BLOCKED_FRAGMENTS, BLOCKED_WORDS } from './data/blocklist';
import { NAME_NUMBERS, NUMBER_WORDS } from './data/number-words';
import { OVERUSED_WORDS } from './data/overused-words';
import { WELL_KNOWN_BANDS } from './data/well-known-bands';
import { allLexicons, genreProfile, hasOwnFlavour, words } from './genre-profile';
import type { WordFields } from './lexicon-types';
import { normaliseName } from './normalise-name';

const FIELDS: (keyof WordFields)[] = ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'head', 'tail', 'first', 'last', 'ensemble'];

describe('shipped data', () => {
  it('lists at least 1,500 distinct well-known bands', () => {
    expect(new Set(WELL_KNOWN_BANDS.map(normaliseName)).size).toBeGreaterThanOrEqual(1500);
    for (const band of ['The Beatles', 'Black Sabbath', 'Electric Wizard', 'Wu-Tang Clan', 'Daft Punk', 'ABBA', 'Metallica']) {
      expect(WELL_KNOWN_BANDS).toContain(band);
    }
  });

  it('lists about sixty overused words, including "the"', () => {
    expect(OVERUSED_WORDS.size).toBeGreaterThanOrEqual(60);
    for (const w of ['the', 'band', 'boys', 'brothers', 'crew', 'project', 'collective', 'experience', 'kings', 'dead', 'black', 'blood', 'death', 'fire', 'soul', 'sound', 'music', 'rock']) {
      expect(OVERUSED_WORDS.has(w), w).toBe(true);
    }
  });

  it('knows the number words, and the number patterns only use them', () => {
    for (const w of ['one', 'twelve', 'twenty', 'hundred', 'thousand', 'first', 'second', 'third', 'dozen']) expect(NUMBER_WORDS.has(w)).toBe(true);
    for (const w of NAME_NUMBERS) expect(NUMBER_WORDS.has(w)).toBe(true);
  });

  it('keeps every lexicon word clear of the blocklist and of number words', () => {
    for (const { name, fields } of allLexicons()) {
      for (const field of FIELDS) {
        for (const entry of words(fields[field])) {
          for (const w of entry.split(/[\s-]+/)) {
            expect(BLOCKED_WORDS.has(w), `${name}.${field}: ${w}`).toBe(false);
            expect(BLOCKED_FRAGMENTS.some((f) => w.includes(f)), `${name}.${field}: ${w}`).toBe(false);
            // Ensembles may be numeric ('quartet'): the noNumbers filter drops them per request.
            if (field !== 'ensemble') expect(NUMBER_WORDS.has(w), `${name}.${field}: ${w}`).toBe(false);
            expect(w, `${name}.${field}`).toMatch(/^[a-z]+$/);
          }
        }
      }
    }
  });

  it('gives every listed genre its own flavour, imagery and templates', () => {
    for (const genre of GENRES) {
      expect(hasOwnFlavour(genre), genre).toBe(true);
      const profile = genreProfile(genre);
      expect(profile.slug).toBe(genre);
      expect(profile.scenes.length, genre).toBeGreaterThanOrEqual(3);
      expect(profile.templates.length, genre).toBeGreaterThanOrEqual(8);
      const size = (k: keyof WordFields) => profile.pools[k].genre.length + profile.pools[k].family.length;
      // Pools are sized for the shapes the genre uses: trap names are personas ('Lil {W}'), so it
      // needs many standalone words and no adjectives.
      const uses = (slot: string) => profile.templates.some((t) => t.source.includes(`{${slot}}`));
      if (uses('A')) expect(size('adj'), genre).toBeGreaterThanOrEqual(25);
      if (uses('N') || uses('Ns')) expect(size('noun'), genre).toBeGreaterThanOrEqual(35);
      if (uses('W')) expect(size('word'), genre).toBeGreaterThanOrEqual(uses('A') || uses('N') ? 10 : 100);
      expect(size('head') * size('tail'), genre).toBeGreaterThanOrEqual(4000);
    }
  });

  it('maps free-text genres to the nearest listed one', () => {
    expect(genreProfile('bubblegum pop').slug).toBe('pop');
    expect(genreProfile('Stoner Rock').slug).toBe('doom-metal');
    expect(genreProfile('shoegaze').slug).toBe('dream-pop');
    expect(genreProfile('Hip Hop').slug).toBe('hip-hop');
    expect(genreProfile('Zydeco Swamp Stomp').slug).toBeNull();
  });
});
