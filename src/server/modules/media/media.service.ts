// Pictures: the bytes go to the image store (ctx.images), the media table keeps each one's
// metadata and store keys. Every picture has two addresses: /api/media/<id>.webp to show it
// (a tenth of the PNG's size) and /api/media/<id>.png to download it. A picture without an owner
// (a free cover) is public behind its unguessable id; one with an owner (a studio image) is
// served to that account only, and to anyone else it does not exist.
import sharp from 'sharp';
import type { AppContext } from '@server/app-context';
import { badRequest, notFound } from '@server/lib/app-error';
import { newPublicId } from '@server/lib/ids';
import type { ImageStore } from '@server/lib/image-store';
import {
  deleteMediaRows,
  expiredCoverBatch,
  findMedia,
  findMediaKeys,
  insertMedia,
  legacyMediaBatch,
  markMovedToStore,
  ownedMediaBatch,
  setWebpKey,
  type MediaKeys,
  type MediaRow,
} from './media.repo';

export type ImageFormat = 'png' | 'webp';

export const CONTENT_TYPE: Record<ImageFormat, string> = { png: 'image/png', webp: 'image/webp' };

const MEDIA_URL = /^(?:https?:\/\/[^/]+)?\/api\/media\/([A-Za-z0-9_-]{8,64})\.(?:png|webp)$/;

/** Display copies: quality 80 at effort 2 makes a painterly 1024² cover (a 1–2 MB PNG) ~100 KB in
 * ~0.1 s of CPU; effort 4 takes twice as long for 1% less. Flat graphic styles (ink, pop art,
 * comics) already make small PNGs that lossy WebP only enlarges: lossless WebP at its fastest
 * beats their PNG by a third. */
const WEBP_LOSSY = { quality: 80, effort: 2 } as const;
const WEBP_LOSSLESS = { lossless: true, effort: 0 } as const;

const NO_IMAGE = 'No such image';

/** Stores a PNG and returns its media id. ownerUserId makes it private to that account. */
export type CoverOrigin = 'free-cover' | 'custom-art';

export async function storeImage(ctx: AppContext, image: { png: Buffer; size: number; ownerUserId?: number | null; origin?: CoverOrigin }): Promise<string> {
  const id = newPublicId();
  const ownerUserId = image.ownerUserId ?? null;
  const storageKey = pngKey(id, ownerUserId);
  // Bytes first: a row never points at a picture that is not there. The display copy is made on
  // its first request, not here: the cover endpoint's answer waits only for the PNG upload.
  await ctx.images.put(storageKey, image.png);
  await insertMedia(ctx.db, { id, contentType: CONTENT_TYPE.png, storageKey, width: image.size, height: image.size, ownerUserId, origin: image.origin ?? null, createdAt: ctx.clock.now() });
  return id;
}

export type UploadFormat = 'jpg' | 'png' | 'webp';
const UPLOAD_TYPES: Record<UploadFormat, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Stores a picture a member uploaded (already decoded and re-encoded, so no metadata is left),
 * private to that account, in its own format, with the display copy made at upload. Returns its
 * media id. Its original lives under press/ so it never shares a key with the display copy. */
export async function storeUpload(
  ctx: AppContext,
  upload: { file: Buffer; format: UploadFormat; display: Buffer; width: number; height: number; ownerUserId: number },
): Promise<string> {
  const id = newPublicId();
  const storageKey = `press/${id}.${upload.format}`;
  const webpKey = webpKeyOf(id, upload.ownerUserId);
  await ctx.images.put(storageKey, upload.file);
  await ctx.images.put(webpKey, upload.display);
  await insertMedia(ctx.db, {
    id,
    contentType: UPLOAD_TYPES[upload.format],
    storageKey,
    webpKey,
    width: upload.width,
    height: upload.height,
    ownerUserId: upload.ownerUserId,
    createdAt: ctx.clock.now(),
  });
  return id;
}

/** A picture's stored file in its own format (an upload's JPEG, PNG or WebP), for the viewer as in
 * loadImage. */
export async function loadOriginal(ctx: AppContext, id: string, viewerUserId: number | null): Promise<LoadedImage> {
  const row = await findMedia(ctx.db, id);
  if (!row || (row.ownerUserId !== null && row.ownerUserId !== viewerUserId)) throw notFound(NO_IMAGE);
  const bytes = await originalPng(ctx, row);
  if (!bytes) throw notFound(NO_IMAGE);
  return { bytes, contentType: row.contentType, private: row.ownerUserId !== null };
}

export function mediaUrl(id: string, format: ImageFormat): string {
  return `/api/media/${id}.${format}`;
}

/** The picture's addresses: display (WebP) for <img>, png for the full-quality file. */
export function imageUrls(id: string): { display: string; png: string } {
  return { display: mediaUrl(id, 'webp'), png: mediaUrl(id, 'png') };
}

/** The media id of one of our image addresses (either format); other addresses are refused (no
 * fetching of arbitrary URLs). */
export function mediaIdFromUrl(imageUrl: string): string {
  // The id group is never empty when the address matches.
  const id = MEDIA_URL.exec(imageUrl.trim())?.[1];
  if (!id) throw badRequest('imageUrl: not an image made by this site');
  return id;
}

export interface LoadedImage {
  bytes: Buffer;
  contentType: string;
  /** True for a picture with an owner: caches must keep it to that browser. */
  private: boolean;
}

/** One format of a picture as the viewer (a user id, or null when signed out) may see it: a
 * picture that is someone else's is not found, exactly like one that does not exist. */
export async function loadImage(ctx: AppContext, id: string, format: ImageFormat, viewerUserId: number | null): Promise<LoadedImage> {
  return imageOf(ctx, await findMedia(ctx.db, id), format, viewerUserId);
}

async function imageOf(ctx: AppContext, row: MediaRow | undefined, format: ImageFormat, viewerUserId: number | null): Promise<LoadedImage> {
  if (!row || (row.ownerUserId !== null && row.ownerUserId !== viewerUserId)) throw notFound(NO_IMAGE);
  // An upload kept as JPEG or WebP has no PNG: its file is read with loadOriginal.
  if (format === 'png' && row.contentType !== CONTENT_TYPE.png) throw notFound(NO_IMAGE);
  const bytes = format === 'webp' ? await displayCopy(ctx, row) : await originalPng(ctx, row);
  if (!bytes) throw notFound(NO_IMAGE);
  return { bytes, contentType: CONTENT_TYPE[format], private: row.ownerUserId !== null };
}

/** A picture's metadata as the given account may use it (a press kit's cover): a free cover or one
 * of that account's own; undefined for anyone else's, exactly like one that does not exist. */
export async function findImageFor(ctx: AppContext, id: string, userId: number): Promise<{ id: string; width: number | null; height: number | null; ownerUserId: number | null } | undefined> {
  const row = await findMedia(ctx.db, id);
  if (!row || (row.ownerUserId !== null && row.ownerUserId !== userId)) return undefined;
  return { id: row.id, width: row.width, height: row.height, ownerUserId: row.ownerUserId };
}

/** The PNG to download, for the viewer (see loadImage). */
export async function loadPng(ctx: AppContext, id: string, viewerUserId: number | null): Promise<Buffer> {
  return (await loadImage(ctx, id, 'png', viewerUserId)).bytes;
}

/** The PNG of a cover made by one free generator, for that generator's counted download: a
 * cover of the other one is refused, so neither daily download limit opens the other's covers.
 * (Covers made before origins were recorded pass.) */
export async function loadCoverPng(ctx: AppContext, id: string, origin: CoverOrigin, viewerUserId: number | null): Promise<Buffer> {
  const row = await findMedia(ctx.db, id);
  if (row?.origin && row.origin !== origin) {
    throw badRequest(`imageUrl: this cover was made by the ${row.origin === 'free-cover' ? 'home page generator' : 'album art generator'}; download it there`);
  }
  return (await imageOf(ctx, row, 'png', viewerUserId)).bytes;
}

async function originalPng(ctx: AppContext, row: Pick<MediaRow, 'storageKey' | 'bytes'>): Promise<Buffer | null> {
  // bytes: a picture made before the store whose move (moveLegacyImages) has not happened yet.
  return row.storageKey ? ctx.images.get(row.storageKey) : row.bytes;
}

/** Display copies being made, per store: a cover's first views arrive together (the page, a
 * prefetch, a second tab), and one encode serves them all. */
const encoding = new WeakMap<ImageStore, Map<string, Promise<Buffer | null>>>();

async function displayCopy(ctx: AppContext, row: MediaRow): Promise<Buffer | null> {
  if (row.webpKey) {
    const stored = await ctx.images.get(row.webpKey);
    if (stored) return stored;
  }
  let inFlight = encoding.get(ctx.images);
  if (!inFlight) encoding.set(ctx.images, (inFlight = new Map()));
  const running = inFlight.get(row.id);
  if (running) return running;
  const made = makeDisplayCopy(ctx, row).finally(() => inFlight.delete(row.id));
  inFlight.set(row.id, made);
  return made;
}

async function makeDisplayCopy(ctx: AppContext, row: MediaRow): Promise<Buffer | null> {
  // The row may have been read before another view's encode finished and left the in-flight
  // map: read it again, so that view's stored copy is served rather than made a second time.
  const current = await findMedia(ctx.db, row.id);
  if (!current) return null;
  if (current.webpKey) {
    const stored = await ctx.images.get(current.webpKey);
    if (stored) return stored;
  }
  const png = await originalPng(ctx, current);
  if (!png) return null;
  const webp = await encodeWebp(png);
  const key = webpKeyOf(row.id, row.ownerUserId);
  await ctx.images.put(key, webp);
  if (!(await setWebpKey(ctx.db, row.id, key))) {
    // Deleted while it was being encoded: the copy must not outlive its picture.
    await ctx.images.delete(key);
    return null;
  }
  return webp;
}

/** sharp's async API encodes on libuv's thread pool, never on the event loop. */
async function encodeWebp(png: Buffer): Promise<Buffer> {
  const lossy = await sharp(png).webp(WEBP_LOSSY).toBuffer();
  if (lossy.length < png.length / 2) return lossy;
  const lossless = await sharp(png).webp(WEBP_LOSSLESS).toBuffer();
  return lossless.length < lossy.length ? lossless : lossy;
}

/**
 * Deletes a picture: its objects, then its row, then the display copy's key once more.
 * Objects first because a failure then leaves a row that still names them, so the next attempt
 * (or the retention purge) finishes the job; a row deleted first would leave objects that nothing
 * points at, never to be found. The last delete catches a display copy that a first view was
 * encoding meanwhile (its key is derived from the id, so it is known without the row); a view that
 * finishes after the row is gone removes its own copy (makeDisplayCopy).
 * False when there was no such picture.
 */
export async function deleteImage(ctx: AppContext, mediaId: string): Promise<boolean> {
  const row = await findMediaKeys(ctx.db, mediaId);
  if (!row) return false;
  await deleteBatch(ctx, [row]);
  return true;
}

/** Deletes every picture of an account with its objects (account deletion, before its rows go:
 * the rows would go by cascade, but the objects would stay). */
export async function deleteOwnedImages(ctx: AppContext, userId: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await ownedMediaBatch(ctx.db, userId, BATCH);
    if (!batch.length) return deleted;
    await deleteBatch(ctx, batch);
    deleted += batch.length;
  }
}

/** Removes free covers (pictures without an owner) older than IMAGE_RETENTION_DAYS, objects and
 * rows, in batches; returns how many went. Run by the scheduled maintenance. */
export async function purgeExpiredCovers(ctx: AppContext, keep: readonly string[] = []): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - ctx.config.imageRetentionDays * 86_400_000);
  let deleted = 0;
  for (;;) {
    const batch = await expiredCoverBatch(ctx.db, cutoff, BATCH, keep);
    if (!batch.length) return deleted;
    await deleteBatch(ctx, batch);
    deleted += batch.length;
  }
}

/** Rows per batch of deletions, and store requests in flight at once. */
const BATCH = 100;
const STORE_CONCURRENCY = 16;

async function deleteBatch(ctx: AppContext, rows: MediaKeys[]): Promise<void> {
  const keysOf = (row: MediaKeys) => [row.storageKey, row.webpKey, webpKeyOf(row.id, row.ownerUserId)].filter((k): k is string => k !== null);
  await inParallel(rows.flatMap((row) => [...new Set(keysOf(row))]), (key) => ctx.images.delete(key));
  await deleteMediaRows(ctx.db, rows.map((r) => r.id));
  await inParallel(rows, (row) => ctx.images.delete(webpKeyOf(row.id, row.ownerUserId)));
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += STORE_CONCURRENCY) await Promise.all(items.slice(i, i + STORE_CONCURRENCY).map(work));
}

/**
 * Moves the bytes of pictures made before the image store into it, a few rows at a time (each
 * holds a 1–2 MB PNG), so that no picture stays in the database. Idempotent: a row is cleared only
 * after its object is written, and a move cut short is simply done again at the next start.
 */
export async function moveLegacyImages(ctx: AppContext): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await legacyMediaBatch(ctx.db, 10);
    if (!batch.length) return moved;
    for (const row of batch) {
      const key = row.storageKey ?? pngKey(row.id, row.ownerUserId);
      if (row.bytes) await ctx.images.put(key, row.bytes);
      await markMovedToStore(ctx.db, row.id, key);
      moved++;
    }
  }
}

/** Public and private pictures live in separate folders, so a bucket policy can tell them apart. */
function folderOf(ownerUserId: number | null): string {
  return ownerUserId === null ? 'covers' : 'private';
}

function pngKey(id: string, ownerUserId: number | null): string {
  return `${folderOf(ownerUserId)}/${id}.png`;
}

function webpKeyOf(id: string, ownerUserId: number | null): string {
  return `${folderOf(ownerUserId)}/${id}.webp`;
}
