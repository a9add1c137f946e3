import { describe, expect, it } from 'vitest';
import {
  articleFor, chipInSentence, instrumentParts, isFirstPerson, joinList, possessive, splitSentences, toThirdPerson,
} from './text-tools';

describe('text tools', () => {
  it('joins lists the way a press bio does', () => {
    expect(joinList(['guitar'])).toBe('guitar');
    expect(joinList(['guitar', 'bass'])).toBe('guitar and bass');
    expect(joinList(['guitar', 'bass', 'drums'])).toBe('guitar, bass and drums');
    expect(joinList(['Amy (vocals, guitar)', 'Tom (bass)', 'Jo (drums)'])).toBe('Amy (vocals, guitar), Tom (bass) and Jo (drums)');
    expect(joinList(['Leeds, UK', 'Cork, Ireland', 'Berlin'])).toBe('Leeds, UK; Cork, Ireland; and Berlin');
  });

  it('chooses a or an by sound', () => {
    expect(articleFor('eight-piece')).toBe('an');
    expect(articleFor('R&B act')).toBe('an');
    expect(articleFor('four-piece')).toBe('a');
    expect(articleFor('honest band')).toBe('an');
    expect(articleFor('unique sound')).toBe('a');
  });

  it('moves the band’s own “we” to “they”, leaving quoted titles and “I” alone', () => {
    expect(toThirdPerson('We recorded our EP "We Were Here" in 2021.')).toBe('They recorded their EP "We Were Here" in 2021.');
    expect(toThirdPerson('I wrote these songs alone.')).toBeNull();
    expect(isFirstPerson('They met in the US.')).toBe(false);
    expect(isFirstPerson('Our first gig was in 2019.')).toBe(true);
  });

  it('lets a chip sit inside a sentence without touching names', () => {
    expect(chipInSentence('Won the Leeds Battle of the Bands 2022.')).toBe('won the Leeds Battle of the Bands 2022');
    expect(chipInSentence('BBC Introducing airplay')).toBe('BBC Introducing airplay');
    expect(chipInSentence('A theremin on every song')).toBe('a theremin on every song');
    expect(chipInSentence('Alfred Hall residency')).toBe('Alfred Hall residency');
  });

  it('splits the musician’s text into sentences, not at abbreviations', () => {
    expect(splitSentences('We played St. Luke’s in 2019. Then Dr. Who came on!\nNew line here.')).toEqual([
      'We played St. Luke’s in 2019.', 'Then Dr. Who came on!', 'New line here.',
    ]);
  });

  it('reads instruments as a list of parts', () => {
    expect(instrumentParts('Lead Vocals/Guitar')).toEqual(['lead vocals', 'guitar']);
    expect(instrumentParts('Drums & Backing Vocals')).toEqual(['drums', 'backing vocals']);
    expect(instrumentParts('Moog Synth')).toEqual(['Moog synth']);
    expect(possessive('The Smiths')).toBe("The Smiths'");
  });
});
