// Pictures: the bytes go to the image store (ctx.images), the media table keeps each one's
// metadata and store key. The public address is /api/media/<id>.png: unguessable and never
// changing, so it is cached for a year.
import type { AppContext } from '@server/app-context';
import { badRequest, notFound } from '@server/lib/app-error';
import { newPublicId } from '@server/lib/ids';
import { findMedia, insertMedia } from './media.repo';

const MEDIA_URL = /^(?:https?:\/\/[^/]+)?\/api\/media\/([A-Za-z0-9_-]{8,64})\.png$/;

export async function storeImage(ctx: AppContext, png: Buffer, size: number): Promise<string> {
  const id = newPublicId();
  const storageKey = `covers/${id}.png`;
  // Bytes first: a row never points at a picture that is not there.
  await ctx.images.put(storageKey, png);
  await insertMedia(ctx.db, { id, contentType: 'image/png', storageKey, width: size, height: size, createdAt: ctx.clock.now() });
  return mediaUrl(id);
}

export function mediaUrl(id: string): string {
  return `/api/media/${id}.png`;
}

/** The media id of one of our image addresses; other addresses are refused (no fetching of arbitrary URLs). */
export function mediaIdFromUrl(imageUrl: string): string {
  // The id group is never empty when the address matches.
  const id = MEDIA_URL.exec(imageUrl.trim())?.[1];
  if (!id) throw badRequest('imageUrl: not an image made by this site');
  return id;
}

export async function loadImage(ctx: AppContext, id: string): Promise<{ bytes: Buffer; contentType: string }> {
  const row = await findMedia(ctx.db, id);
  if (!row) throw notFound('No such image');
  // Pictures made before the image store kept their bytes in the row.
  const bytes = row.storageKey ? await ctx.images.get(row.storageKey) : row.bytes;
  if (!bytes) throw notFound('No such image');
  return { bytes, contentType: row.contentType };
}
