import { describe, expect, it } from 'vitest';
import { ART_STYLES } from '@shared/catalog/art-styles';
import { composeCover, type CoverInput } from '../compose';
import { applyLettering, letteringFor } from './lettering';

const wolf = { concept: 'A wolf howling at a full moon on a snowy ridge.', bandName: 'Pale Howl', genre: 'black-metal', vibe: 'frozen', seed: 71 };

/** The text elements that spell the band name (or its letters), with the face each is set in. */
function titleFaces(svg: string, name: string): string[] {
  const letters = new Set([...name.toUpperCase()].filter((c) => c !== ' '));
  const faces: string[] = [];
  for (const m of svg.matchAll(/<text [^>]*font-family="([^"]+)"[^>]*>([^<]*)<\/text>/g)) {
    const text = (m[2] ?? '').toUpperCase();
    if (text && [...text].every((c) => c === ' ' || letters.has(c))) faces.push(m[1] ?? '');
  }
  return faces;
}

describe('lettering', () => {
  it('black metal is set in blackletter in every style, with nothing ruled through it', () => {
    for (const style of ART_STYLES) {
      const { svg } = composeCover({ ...wolf, style });
      const faces = titleFaces(svg, wolf.bandName);
      expect(faces.length, style).toBeGreaterThan(0);
      expect(new Set(faces), style).toEqual(new Set(['Pirata One']));
      // No stencil ties: neither bars across the letters nor a mask cutting them.
      expect(svg, style).not.toMatch(/<mask /);
    }
  });

  it('a stencil cover of another genre keeps its ties: the blackletter rule is black metal\'s', () => {
    const { svg } = composeCover({ ...wolf, genre: 'rock', style: 'stencil' });
    expect(titleFaces(svg, wolf.bandName)).not.toContain('Pirata One');
  });

  it('the stencil style cuts its ties through the letters, and never rules painted bars across the name', () => {
    const { svg } = composeCover({ ...wolf, genre: 'punk', style: 'stencil', bandName: 'Iron Stencil' });
    // The ties are a mask over the letters: only the letters lose paint, the gaps between them stay the wall.
    expect(svg).toMatch(/<mask /);
    // Painted bars were rects as wide as the name (plus a margin), laid between and through the letters.
    const bars = [...svg.replace(/<mask [\s\S]*?<\/mask>/g, '').matchAll(/<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)" height="([\d.]+)" fill="#[0-9a-f]{6}"\/>/g)]
      .filter((m) => Number(m[2]) > 300 && Number(m[2]) < 1000 && Number(m[3]) < 15);
    expect(bars).toEqual([]);
  });

  it('bubble lettering when the request asks for it: fat rounded letters, a thick outline and a shine', () => {
    for (const style of ['digital-art', 'collage', 'graffiti', 'etching'] as const) {
      const request = { concept: 'A red sports car on a coastal road at noon.', bandName: 'Turbo Heart', genre: 'electronic', vibe: 'fast', seed: 83, style, lettering: 'bubble' } satisfies CoverInput;
      const faces = titleFaces(composeCover(request).svg, 'Turbo Heart');
      expect(new Set(faces), style).toEqual(new Set(['Titan One']));
    }
  });

  it('the asked lettering wins over the genre, and an unknown one is ignored', () => {
    expect(letteringFor('bubble', 'black-metal')).toBe('bubble');
    expect(letteringFor(undefined, 'black-metal')).toBe('blackletter');
    expect(letteringFor('wobbly', 'pop')).toBeUndefined();
    const spec = { font: 'anton' as const, upper: true, treatment: { fill: '#ffffff', bridges: '#000000' } };
    const bubble = applyLettering(spec, 'bubble');
    expect(bubble.font).toBe('titan');
    expect(bubble.treatment.gloss).toBeDefined();
    expect(bubble.treatment.strokeWidth).toBeGreaterThan(0.1);
    expect(applyLettering(spec, 'blackletter').treatment.bridges).toBeUndefined();
    expect(applyLettering(spec, 'stencil').treatment.cut).toBe(true);
    expect(applyLettering(spec, 'script').font).toBe('pacifico');
    expect(applyLettering(spec, undefined)).toBe(spec);
  });
});
