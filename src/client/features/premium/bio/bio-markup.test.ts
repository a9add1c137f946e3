import { describe, expect, it } from 'vitest';
import { bioPlainText, countWords, parseBio, parseInline, startsWithTitle } from './bio-markup';

const plain = (text: string) => ({ text, bold: false, italic: false });
const bold = (text: string) => ({ text, bold: true, italic: false });
const italic = (text: string) => ({ text, bold: false, italic: true });

describe('parseInline', () => {
  it('reads **bold** and *italics*', () => {
    expect(parseInline('We play **loud** and *slow* songs')).toEqual([plain('We play '), bold('loud'), plain(' and '), italic('slow'), plain(' songs')]);
  });

  it('nests italics inside bold and reads ***both***', () => {
    expect(parseInline('**big *and* bold**')).toEqual([bold('big '), { text: 'and', bold: true, italic: true }, bold(' bold')]);
    expect(parseInline('***both***')).toEqual([{ text: 'both', bold: true, italic: true }]);
  });

  it('keeps markers without a partner, or with spaces inside, as text', () => {
    expect(parseInline('5 * 3 = 15')).toEqual([plain('5 * 3 = 15')]);
    expect(parseInline('a lone ** here')).toEqual([plain('a lone ** here')]);
    expect(parseInline('** not bold **')).toEqual([plain('** not bold **')]);
    expect(parseInline('*open only')).toEqual([plain('*open only')]);
  });

  it('reads an escaped asterisk as an asterisk', () => {
    expect(parseInline('\\*not italic\\*')).toEqual([plain('*not italic*')]);
  });

  it('keeps markup-like text as plain text (the renderer escapes it)', () => {
    expect(parseInline('<script>alert(1)</script>')).toEqual([plain('<script>alert(1)</script>')]);
  });
});

describe('parseBio', () => {
  it('splits paragraphs on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(parseBio('First line\nsecond line\n\n\nNext paragraph')).toEqual([
      { kind: 'paragraph', lines: [[plain('First line')], [plain('second line')]] },
      { kind: 'paragraph', lines: [[plain('Next paragraph')]] },
    ]);
  });

  it('reads # headings and bold-only lines as headings, a bold sentence as emphasis', () => {
    const blocks = parseBio('# The Band\n## Formation Story\nThey met in 2019.\n\n**Musical Influences**\nBlues.\n\n**We are loud.**');
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'heading', 'paragraph', 'heading', 'paragraph', 'paragraph']);
    expect(blocks[0]).toEqual({ kind: 'heading', level: 1, runs: [plain('The Band')] });
    expect(blocks[1]).toEqual({ kind: 'heading', level: 2, runs: [plain('Formation Story')] });
    expect(blocks[3]).toEqual({ kind: 'heading', level: 1, runs: [plain('Musical Influences')] });
    expect(blocks[5]).toEqual({ kind: 'paragraph', lines: [[bold('We are loud.')]] });
  });

  it('reads - items as a list', () => {
    expect(parseBio('Members:\n- Ana, *drums*\n- Ben, bass\n\nAfter')).toEqual([
      { kind: 'paragraph', lines: [[plain('Members:')]] },
      { kind: 'list', items: [[plain('Ana, '), italic('drums')], [plain('Ben, bass')]] },
      { kind: 'paragraph', lines: [[plain('After')]] },
    ]);
  });

  it('accepts Windows line endings and gives nothing for blank text', () => {
    expect(parseBio('a\r\n\r\nb')).toHaveLength(2);
    expect(parseBio('  \n \n')).toEqual([]);
  });
});

describe('plain text, word count, title', () => {
  it('drops the markers for the .txt download', () => {
    expect(bioPlainText(parseBio('## Story\nWe are **loud**.\n- one\n- two'))).toBe('Story\n\nWe are loud.\n\n- one\n- two');
  });

  it('counts words split on whitespace', () => {
    expect(countWords('  one two\nthree\t four  ')).toBe(4);
    expect(countWords('')).toBe(0);
  });

  it('knows when the bio opens with the band name as its heading', () => {
    expect(startsWithTitle(parseBio('# The Foxes\nText'), ' the foxes ')).toBe(true);
    expect(startsWithTitle(parseBio('The Foxes are a band'), 'The Foxes')).toBe(false);
  });
});
