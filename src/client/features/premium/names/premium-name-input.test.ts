import { describe, expect, it } from 'vitest';
import { DEFAULT_NAME_INPUT, optionLabels, toNameRequest, validateNameInput } from './premium-name-input';

describe('premium name input', () => {
  it('defaults to avoiding common words, other options off', () => {
    expect(DEFAULT_NAME_INPUT).toMatchObject({ avoidCommonWords: true, oneWordNames: false, compoundWords: false, useSeedWord: false, seedWord: '' });
  });
  it('requires genre, influences and vibe, and the seed word only when its option is on', () => {
    expect(Object.keys(validateNameInput(DEFAULT_NAME_INPUT)).sort()).toEqual(['genre', 'influences', 'vibe']);
    const filled = { ...DEFAULT_NAME_INPUT, genre: 'rock', influences: 'Pixies', vibe: ' loud ' };
    expect(validateNameInput(filled)).toEqual({});
    expect(validateNameInput({ ...filled, useSeedWord: true, seedWord: '  ' })).toHaveProperty('seedWord');
  });
  it('asks for 5 names and sends the seed word only when used', () => {
    const input = { ...DEFAULT_NAME_INPUT, genre: 'rock', influences: ' Pixies ', vibe: 'loud', seedWord: 'Moth' };
    expect(toNameRequest(input)).toMatchObject({ count: 5, influences: 'Pixies', options: { useSeedWord: false, seedWord: '' } });
    expect(toNameRequest({ ...input, useSeedWord: true }).options).toMatchObject({ useSeedWord: true, seedWord: 'Moth' });
    expect(optionLabels({ ...input, useSeedWord: true })).toEqual(['Avoid common words', 'Seed word: Moth']);
  });
});
