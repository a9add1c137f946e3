// The home page's free cover calls (free-area.md section 7); types only, no zod in this chunk.
import type { FreeCoverResponse } from '@shared/contracts/covers';
import { apiRequest } from '@client/lib/api';

export async function generateFreeCover(input: { bandName: string; genre: string; vibe: string | null }): Promise<FreeCoverResponse> {
  return (await apiRequest('POST', '/api/generate-free-album-cover', input)).json();
}

export async function downloadFreeCover(imageUrl: string): Promise<Blob> {
  return (await apiRequest('POST', '/api/download-free-album-cover', { imageUrl })).blob();
}

export function trackAlbumInteraction(body: { interactionType: 'generate' | 'regenerate' | 'download'; bandName: string; genre: string; vibe: string | null; artStyle: string | null; imageUrl: string | null }): void {
  apiRequest('POST', '/api/track-album-interaction', body).catch((err) => console.warn('album interaction tracking failed', err));
}
