import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine, csvStream, toCsv } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(new Date('2026-03-14T12:00:00.000Z'))).toBe('2026-03-14T12:00:00.000Z');
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+44 20 7946 0000')).toBe("'+44 20 7946 0000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=cmd')).toBe(`"'\t'=cmd"`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('a - b')).toBe('a - b');
    // Numbers are numbers, not visitors' text.
    expect(csvCell(-5)).toBe('-5');
  });

  it('quotes every cell holding a separator of any common locale', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
  });

  it('neutralises a formula start after a separator, a quote or a line break (split on ; or tab)', () => {
    expect(csvCell("x;=cmd|' /C calc'!A0")).toBe(`"x;'=cmd|' /C calc'!A0"`);
    expect(csvCell('a,+1')).toBe(`"a,'+1"`);
    expect(csvCell('a\t-1')).toBe(`"a\t'-1"`);
    expect(csvCell('a\n@x')).toBe(`"a\n'@x"`);
    expect(csvCell('a; =1')).toBe(`"a; '=1"`);
    expect(csvCell('a"=1')).toBe(`"a""'=1"`);
    // A run of them is caught in one pass.
    expect(csvCell('\t\t=1')).toBe(`"'\t'\t'=1"`);
  });

  it('ends lines with CRLF and starts the file with a byte order mark', () => {
    expect(csvLine(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
    expect(toCsv(['X', 'Y'], [[1, 'two']])).toBe(`${CSV_BOM}X,Y\r\n1,two\r\n`);
  });

  it('streams the header and then each page', async () => {
    async function* pages() {
      yield [['a', 1]];
      yield [];
      yield [['b', 2], ['c', 3]];
    }
    let out = '';
    for await (const chunk of csvStream(['Name', 'N'], pages())) out += String(chunk);
    expect(out).toBe(`${CSV_BOM}Name,N\r\na,1\r\nb,2\r\nc,3\r\n`);
  });
});
