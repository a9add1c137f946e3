// The premium generator's form (premium-and-admin.md sections 2, 3, 5): genre, influences and
// vibe are required, avoidCommonWords is on by default, and the seed word is asked for only when
// its option is checked (then it is required too).
import { PREMIUM_NAMES_PER_REQUEST } from '@shared/catalog/limits';
import { NAME_REQUEST_LIMITS, type GenerateNamesRequest } from '@shared/contracts/names';

export interface PremiumNameInput {
  genre: string;
  influences: string;
  vibe: string;
  avoidCommonWords: boolean;
  oneWordNames: boolean;
  compoundWords: boolean;
  useSeedWord: boolean;
  seedWord: string;
}

export const DEFAULT_NAME_INPUT: PremiumNameInput = {
  genre: '',
  influences: '',
  vibe: '',
  avoidCommonWords: true,
  oneWordNames: false,
  compoundWords: false,
  useSeedWord: false,
  seedWord: '',
};

/** The contract's limits. */
export const NAME_INPUT_MAX = NAME_REQUEST_LIMITS;

export type NameInputErrors = Partial<Record<'genre' | 'influences' | 'vibe' | 'seedWord', string>>;

export function validateNameInput(input: PremiumNameInput): NameInputErrors {
  const errors: NameInputErrors = {};
  if (!input.genre) errors.genre = 'Choose a genre.';
  if (!input.influences.trim()) errors.influences = 'Enter your musical influences.';
  if (!input.vibe.trim()) errors.vibe = 'Describe the vibe you are after.';
  if (input.useSeedWord && !input.seedWord.trim()) errors.seedWord = 'Enter the seed word, or uncheck "Use a seed word".';
  return errors;
}

export function toNameRequest(input: PremiumNameInput, count: number = PREMIUM_NAMES_PER_REQUEST): GenerateNamesRequest {
  const seedWord = input.useSeedWord ? input.seedWord.trim() : '';
  return {
    genre: input.genre,
    influences: input.influences.trim(),
    vibe: input.vibe.trim(),
    count,
    options: {
      avoidCommonWords: input.avoidCommonWords,
      oneWordNames: input.oneWordNames,
      compoundWords: input.compoundWords,
      useSeedWord: input.useSeedWord && seedWord.length > 0,
      seedWord,
    },
  };
}

/** The options a result was made with, as short labels for its card. */
export function optionLabels(input: PremiumNameInput): string[] {
  const labels: string[] = [];
  if (input.avoidCommonWords) labels.push('Avoid common words');
  if (input.oneWordNames) labels.push('One-word names');
  if (input.compoundWords) labels.push('Compound words');
  if (input.useSeedWord && input.seedWord.trim()) labels.push(`Seed word: ${input.seedWord.trim()}`);
  return labels;
}
