import { taglinesResponseSchema, type TaglinesRequestInput, type TaglinesResponse } from '@shared/contracts/writing';
import { useLibrarySavingMutation } from '@client/features/premium/api/library-work';
import { apiJson } from '@client/lib/api';

/** POST /api/premium/generate-band-taglines: taglines for the bio, each saved in the Library. */
export function generateTaglines(request: TaglinesRequestInput): Promise<TaglinesResponse> {
  return apiJson(taglinesResponseSchema, 'POST', '/api/premium/generate-band-taglines', request);
}

export const useGenerateTaglines = () => useLibrarySavingMutation(generateTaglines);
