import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { textWidth } from './fonts';
import { choosePalette } from './palette';
import { fitTitle, fontForGenre } from './typography';

const area = { x: 70, y: 55, w: 860, h: 220 };

describe('title fitting', () => {
  it('keeps a short name on one big line', () => {
    const t = fitTitle('VAMPSILK', { font: 'anton', area, maxSize: 190 });
    expect(t.lines).toHaveLength(1);
    expect(t.size).toBeGreaterThanOrEqual(150);
  });

  it('wraps a long name and keeps every line inside the area', () => {
    const t = fitTitle('The Extraordinarily Long Named Orchestra Of Tomorrow', { font: 'playfair', area, maxSize: 190 });
    expect(t.lines.length).toBeGreaterThan(1);
    for (const line of t.lines) expect(textWidth('playfair', line.text, t.size)).toBeLessThanOrEqual(area.w);
    expect(t.box.y).toBeGreaterThanOrEqual(area.y - 1);
    expect(t.box.y + t.box.h).toBeLessThanOrEqual(area.y + area.h + 1);
  });

  it('shrinks one very long word to fit rather than overflowing', () => {
    const t = fitTitle('Supercalifragilisticexpialidocious', { font: 'anton', area, maxSize: 190 });
    expect(t.widths[0]).toBeLessThanOrEqual(area.w);
  });

  it('picks genre-appropriate faces', () => {
    expect(fontForGenre('black-metal', createRng(1))).toBe('pirata');
    expect(fontForGenre('classical', createRng(1))).toBe('playfair');
    expect(fontForGenre('synthwave', createRng(1))).toBe('anton');
  });
});

describe('palettes', () => {
  it('funk in a sweaty basement and synthwave in cold neon look like two different records', () => {
    const funk = choosePalette('funk', 'sweaty basement party', '', createRng(1));
    const synth = choosePalette('synthwave', 'cold neon', '', createRng(1));
    expect(funk.name).toBe('basement-heat');
    expect(synth.name).toBe('cold-neon');
    expect(funk.accent).not.toEqual(synth.accent);
  });
});
