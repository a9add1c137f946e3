// POST /api/mix-words: the Magic Mixer's blend of 1 to 3 chosen words.
import { useMutation } from '@tanstack/react-query';
import { mixWordsResponseSchema } from '@shared/contracts/names';
import { apiJson } from '@client/lib/api';

export interface MixWordsRequest {
  selectedWords: string[];
  genre: string;
}

export async function mixWords(request: MixWordsRequest): Promise<string> {
  return (await apiJson(mixWordsResponseSchema, 'POST', '/api/mix-words', request)).mixedName;
}

export function useMixWords() {
  return useMutation({ mutationFn: mixWords });
}
