// POST /api/generate-premium-names: 5 names per request by default (premium-and-admin.md sections 7, 9).
import { generateNamesResponseSchema, type BandNameResult, type GenerateNamesRequest } from '@shared/contracts/names';
import { apiJson } from '@client/lib/api';

export function generatePremiumNames(request: GenerateNamesRequest): Promise<BandNameResult[]> {
  return apiJson(generateNamesResponseSchema, 'POST', '/api/generate-premium-names', request);
}
