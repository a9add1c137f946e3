// POST /api/generate-names and POST /api/generate-premium-names (types only from the contract, and
// no query library: zod and TanStack Query stay out of the home page's first load).
import type { BandNameResult, GenerateNamesRequest } from '@shared/contracts/names';
import { apiRequest } from '@client/lib/api';
import { useRequest } from '@client/lib/use-request';

export async function generateNames(request: GenerateNamesRequest): Promise<BandNameResult[]> {
  return (await apiRequest('POST', '/api/generate-names', request)).json();
}

export async function generatePremiumNames(request: GenerateNamesRequest): Promise<BandNameResult[]> {
  return (await apiRequest('POST', '/api/generate-premium-names', request)).json();
}

/** A member's generator is the premium one (free-area.md section 6). */
export function useGenerateNames(isPremium = false) {
  return useRequest((request: GenerateNamesRequest) => (isPremium ? generatePremiumNames(request) : generateNames(request)));
}

export function useRegenerateName(isPremium: boolean) {
  return useRequest((request: GenerateNamesRequest) => (isPremium ? generatePremiumNames(request) : generateNames(request)));
}

/** 429, or an error text with 'usage limit' or 'Daily limit', means the daily limit was hit. */
export function isDailyLimitError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return message.startsWith('429:') || /usage limit|Daily limit/i.test(message);
}
