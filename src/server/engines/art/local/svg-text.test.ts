// Visitor text drawn into a cover: whatever characters it holds, the SVG stays well-formed XML
// and the cover renders.
import { describe, expect, it } from 'vitest';
import { ART_STYLES } from '@shared/catalog/art-styles';
import { composeCover } from './compose';
import { renderCoverPixels } from './render';
import { esc, xmlText } from './svg';

/** Every character XML 1.0 forbids, as single UTF-16 units. */
const FORBIDDEN = [
  ...Array.from({ length: 9 }, (_, i) => String.fromCharCode(i)),
  '\u000b',
  '\u000c',
  ...Array.from({ length: 18 }, (_, i) => String.fromCharCode(0x0e + i)),
  '\ufffe',
  '\uffff',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
];

describe('xmlText and esc', () => {
  it('drop every character XML forbids', () => {
    expect(FORBIDDEN).toHaveLength(35);
    for (const ch of FORBIDDEN) {
      expect(xmlText(`a${ch}b`)).toBe('ab');
      expect(esc(`a${ch}b`)).toBe('ab');
    }
  });

  it('keep what XML allows: tab, newlines, accents, emoji pairs, U+FFFD', () => {
    const allowed = 'Tab\there\nnew\rline Motörhead Sigur Rós 🎸🔥 \ufffd \ue000 \u{10ffff}';
    expect(xmlText(allowed)).toBe(allowed);
  });

  it('drop a lone half next to a whole pair without breaking the pair', () => {
    expect(xmlText('\ud83c\udfb8\ud800')).toBe('🎸');
    expect(xmlText('\udfff\ud83c\udfb8')).toBe('🎸');
    expect(xmlText('\ud83c\ud83c\udfb8')).toBe('🎸');
  });

  it('escape markup after cleaning', () => {
    expect(esc('<Rock & "Roll">\u0001')).toBe('&lt;Rock &amp; &quot;Roll&quot;&gt;');
  });
});

describe('a cover whose texts hold forbidden characters', () => {
  const hostile = `Band\u0001\u000b\u000c\u001f\ufffe\uffff\ud800 of\udfff Noise`;

  it('composes well-formed SVG text and renders in every style', () => {
    for (const style of ART_STYLES) {
      const request = { concept: `A moon${hostile}`, style, bandName: hostile, genre: `rock${hostile}`, vibe: `dark${hostile}`, seed: 7 };
      const { svg } = composeCover(request);
      for (const ch of FORBIDDEN) expect(svg.includes(ch), `U+${ch.charCodeAt(0).toString(16)} in ${style}`).toBe(false);
      // The title is drawn without the dropped characters, not replaced by a placeholder (the
      // collage cuts every letter out on its own).
      if (style !== 'collage') expect(svg.toLowerCase()).toMatch(/>(band )?(of )?noise</);
      expect(() => renderCoverPixels(request, 48)).not.toThrow();
    }
  });

  it('draws a name made only of forbidden characters as Untitled', () => {
    const { svg } = composeCover({ concept: 'A moon', style: 'minimalist', bandName: '\u0001\ud800', genre: 'rock', seed: 3 });
    expect(svg.toLowerCase()).toContain('untitled');
  });
});
