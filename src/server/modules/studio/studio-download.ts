// POST /api/premium/download-image: the PNG of one of the user's own pictures, named as the spec
// says (artwork with a timestamp). Another user's picture is not found, not forbidden: its
// existence is not confirmed.
import type { AppContext } from '@server/app-context';
import { loadPng, mediaIdFromUrl } from '../media/media.service';

export async function downloadStudioImage(ctx: AppContext, imageUrl: string, userId: number): Promise<Buffer> {
  return loadPng(ctx, mediaIdFromUrl(imageUrl), userId);
}
