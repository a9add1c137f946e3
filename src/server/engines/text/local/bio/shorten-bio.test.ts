// The local Short bio: only the source's own sentences, in their order, within 60-100 words when
// the source has more, never longer than the source, headings dropped, the band's name kept.
import { describe, expect, it } from 'vitest';
import { longBio, sentences } from '@server/modules/press-kit/press-kit-fixtures';
import { shortenBio } from './shorten-bio';
import { countWords } from './text-tools';

describe('shortenBio', () => {
  it('keeps the strongest sentences, in order, within the Short length', () => {
    const source = longBio();
    const short = shortenBio(source, { bandName: 'Glass Harbour', genre: 'post-rock', location: 'Bristol' });
    expect(countWords(short)).toBeGreaterThanOrEqual(60);
    expect(countWords(short)).toBeLessThanOrEqual(100);
    expect(short.startsWith('Glass Harbour is a post-rock band from Bristol')).toBe(true);
    let from = 0;
    for (const sentence of short.split(/(?<=[.!?])\s+/)) {
      const at = source.indexOf(sentence, from);
      expect(at, sentence).toBeGreaterThanOrEqual(0);
      from = at + sentence.length;
    }
  });

  it('drops section headings and returns a bio already short enough as it is', () => {
    const bio = '**Formation Story**\n\nGlass Harbour formed in Leeds.\n\n**Sound**\n\nThey play loud.';
    expect(shortenBio(bio)).toBe('Glass Harbour formed in Leeds.\n\nThey play loud.');
  });

  it('is never longer than its source, even at the longest bio allowed', () => {
    const source = sentences(5000, 'long band');
    const short = shortenBio(source, { bandName: 'long band' });
    expect(countWords(short)).toBeLessThanOrEqual(100);
    expect(countWords(short)).toBeGreaterThanOrEqual(60);
    expect(short.length).toBeLessThan(source.length);
    expect(shortenBio(`${'word '.repeat(400)}end`).split(/\s+/).length).toBeLessThanOrEqual(100);
  });
});
