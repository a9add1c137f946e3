import { bioResponseSchema, type BioRequestInput, type BioResponse } from '@shared/contracts/writing';
import { useLibrarySavingMutation } from '@client/features/premium/api/library-work';
import { apiJson } from '@client/lib/api';

/** POST /api/premium/generate-band-bio: the bio, saved in the Library as it is made. */
export function generateBio(request: BioRequestInput): Promise<BioResponse> {
  return apiJson(bioResponseSchema, 'POST', '/api/premium/generate-band-bio', request);
}

export const useGenerateBio = () => useLibrarySavingMutation(generateBio);
