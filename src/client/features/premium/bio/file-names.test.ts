import { describe, expect, it } from 'vitest';
import { bioFileName, fileSafeBandName, taglineFileName } from './file-names';

describe('download file names', () => {
  it('turns spaces into underscores and adds the spec suffixes', () => {
    expect(bioFileName('The Midnight Foxes', 'txt')).toBe('The_Midnight_Foxes_bio.txt');
    expect(bioFileName('The Midnight Foxes', 'doc')).toBe('The_Midnight_Foxes_bio.doc');
    expect(bioFileName('The Midnight Foxes', 'docx')).toBe('The_Midnight_Foxes_bio.docx');
    expect(taglineFileName('The Midnight Foxes')).toBe('The_Midnight_Foxes_tagline.txt');
  });

  it('drops characters file systems refuse and collapses runs of spaces', () => {
    expect(fileSafeBandName('AC/DC: "Live"?  <Now>|*')).toBe('ACDC_Live_Now');
    expect(fileSafeBandName('  Tab\tand\nnew line  ')).toBe('Tab_and_new_line');
    expect(fileSafeBandName('bell\u0007band')).toBe('bellband');
  });

  it('keeps accents and other scripts', () => {
    expect(fileSafeBandName('Sigur Rós')).toBe('Sigur_Rós');
    expect(fileSafeBandName('少女時代')).toBe('少女時代');
  });

  it('never gives an empty, hidden or reserved name', () => {
    expect(fileSafeBandName('???')).toBe('band');
    expect(fileSafeBandName('...dots...')).toBe('dots');
    expect(fileSafeBandName('CON')).toBe('CON_band');
  });

  it('keeps long names to 80 characters', () => {
    expect(fileSafeBandName('x'.repeat(200))).toHaveLength(80);
  });
});
