import { describe, expect, it } from 'vitest';
import { colourWordsIn, leadColour } from './colour-words';

describe('colour words', () => {
  it.each([
    ['cold blue light', 'blue'],
    ['a crimson dusk', 'red'],
    ['golden hour', 'gold'],
    ['Black and white, please', 'black-and-white'],
    ['b&w', 'black-and-white'],
    ['washed in cold cyan and magenta neon', 'teal'],
    ['no colour here at all', undefined],
    ['the blues of the delta', undefined],
  ] as const)('%s → %s', (text, hue) => {
    expect(leadColour(text)).toBe(hue);
  });

  it('gives every colour in reading order with its offset', () => {
    const text = 'Under a violet sky, an amber glow';
    expect(colourWordsIn(text).map((c) => [c.hue, text.slice(c.index, c.index + c.word.length)])).toEqual([['purple', 'violet'], ['orange', 'amber']]);
  });
});
