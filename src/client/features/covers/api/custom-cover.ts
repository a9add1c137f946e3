// The free custom album art page's calls (premium-and-admin.md section 7).
import type { CustomCoverRequest, CustomCoverResponse } from '@shared/contracts/covers';
import { apiRequest } from '@client/lib/api';

export async function generateCustomCover(request: CustomCoverRequest): Promise<CustomCoverResponse> {
  return (await apiRequest('POST', '/api/generate-album-cover', request)).json();
}

/** Called before a download; its failure is ignored (the spec says so). */
export async function setFullCustomLimits(): Promise<void> {
  await apiRequest('POST', '/api/set-custom-generator-limits', { action: 'set_full_limits' }).catch((err) => console.warn('set_full_limits failed', err));
}

export async function downloadCustomCover(imageUrl: string): Promise<Blob> {
  return (await apiRequest('POST', '/api/download-album-cover', { imageUrl })).blob();
}
