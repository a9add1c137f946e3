// POST /api/generate-names and POST /api/generate-premium-names (types only from the contract:
// zod stays out of the home page's first load).
import { useMutation } from '@tanstack/react-query';
import type { BandNameResult, GenerateNamesRequest } from '@shared/contracts/names';
import { apiRequest } from '@client/lib/api';

export async function generateNames(request: GenerateNamesRequest): Promise<BandNameResult[]> {
  return (await apiRequest('POST', '/api/generate-names', request)).json();
}

export async function generatePremiumNames(request: GenerateNamesRequest): Promise<BandNameResult[]> {
  return (await apiRequest('POST', '/api/generate-premium-names', request)).json();
}

/** A member's generator is the premium one (free-area.md section 6). */
export function useGenerateNames(isPremium = false) {
  return useMutation({ mutationFn: (request: GenerateNamesRequest) => (isPremium ? generatePremiumNames(request) : generateNames(request)) });
}

export function useRegenerateName(isPremium: boolean) {
  return useMutation({ mutationFn: (request: GenerateNamesRequest) => (isPremium ? generatePremiumNames(request) : generateNames(request)) });
}

/** 429, or an error text with 'usage limit' or 'Daily limit', means the daily limit was hit. */
export function isDailyLimitError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return message.startsWith('429:') || /usage limit|Daily limit/i.test(message);
}
