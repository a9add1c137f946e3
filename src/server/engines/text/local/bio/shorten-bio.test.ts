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

  it('keeps no sentence that leans on one it left out ("It is a list…" without the list)', () => {
    const bio = [
      "Cinder Vale is a Sheffield-based garage rock trio, formed in 2017. They started in a rented garage behind a chip shop in Hillsborough. Mia wrote the first songs on a borrowed guitar with four strings.",
      "In 2022, five years after forming, Cinder Vale put out the debut album 'Ash Road'. In 2023, a year later, they played the Tramlines Festival.",
      "Cinder Vale's music is rebellious and energetic, with songs that push back against being told what to do. Influences, in order of blame: The Stooges; PJ Harvey, for ferocity and reinvention; and Queens of the Stone Age, for hypnotic, muscular repetition. It is a list that leans rebellious and energetic, which is exactly where Cinder Vale's own songs sit. They record everything live to tape.",
      "Every song starts as a riff Joe hums into his phone. That is the rule, and it is Cinder Vale's own.",
    ].join('\n\n');
    const short = shortenBio(bio, { bandName: 'Cinder Vale', genre: 'garage rock', location: 'Sheffield' });
    expect(countWords(short)).toBeLessThanOrEqual(100);
    if (short.includes('It is a list')) expect(short).toContain('Influences, in order of blame');
    if (short.includes('That is the rule')) expect(short).toContain('Every song starts');
    expect(short).toMatch(/^Cinder Vale is a Sheffield-based garage rock trio/);
  });

  it('keeps who, the sound, the story, the best fact and what is next before a line of who plays what', () => {
    const bio = [
      '**Rust Orchard: songs from the night shift**',
      '*On honesty, and a band that made it their own.*',
      'Rust Orchard are a country four-piece from Tulsa, Oklahoma. Right now they are recording their second album in a barn outside town.',
      "Their songs are plain-spoken and funny, with pedal steel where a string section would be. Mara Voss sings and plays rhythm guitar, with Eli Stone on pedal steel and Joe Park on upright bass. Ruth Lane plays drums. The guitar is there to drive the songs, and that is Mara's job, next to Eli's pedal steel. The upright bass has one task above the rest, to walk underneath, and Joe carries it beside Ruth's drums.",
      'Mara and Eli met working night shifts at a tyre plant, swapping songs on their breaks, and Joe joined after hearing them at a church fish fry.',
      "In 2021 they self-released the album 'Red Dirt Hymnal', and in 2023 they opened for Turnpike Troubadours at Cain's Ballroom.",
    ].join('\n\n');
    const short = shortenBio(bio, { bandName: 'Rust Orchard', genre: 'country', location: 'Tulsa' });
    expect(countWords(short)).toBeLessThanOrEqual(100);
    expect(short).not.toContain('On honesty');
    expect(short).toContain('recording their second album');
    expect(short).toContain('met working night shifts');
    expect(short).toContain('Red Dirt Hymnal');
    expect(short).toContain('plain-spoken');
    expect(short).not.toContain("that is Mara's job");
    expect(short).not.toContain('one task above the rest');
  });
});
