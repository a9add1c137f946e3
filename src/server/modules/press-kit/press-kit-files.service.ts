// The owner's downloads: the one-sheet PDF and the QR code of the page's address.
import sharp from 'sharp';
import { pressKitFileName, type OneSheetPaper } from '@shared/contracts/press-kit';
import type { AppContext } from '@server/app-context';
import { AppError, notFound } from '@server/lib/app-error';
import { IMAGE_STORE_UNAVAILABLE } from '@server/lib/image-store';
import { utcDay } from '@server/lib/clock';
import { loadImage, loadPng, mediaIdFromUrl } from '../media/media.service';
import { picturesOfKind } from './pictures.repo';
import { renderOneSheet } from './one-sheet';
import { renderRider } from './rider';
import { qrPng, qrSvg } from './qr-code';
import { pageUrl, requireKit } from './press-kit.service';
import type { KitRow } from './press-kit.repo';

export interface Download {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

const NO_ADDRESS = 'Your press kit has no address yet: publish it (or choose its address) first, so the QR code and the one-sheet can point to the page';

/** The band's first press photo, else the chosen cover, at print size as JPEG: a 1024 px PNG
 * would make a 2 MB sheet for a 150 pt picture. */
async function coverForPrint(ctx: AppContext, kit: KitRow): Promise<Buffer | null> {
  const [photo] = await picturesOfKind(ctx.db, kit.id, 'photo');
  if (!photo && !kit.content.imageUrl) return null;
  try {
    const png = photo ? (await loadImage(ctx, photo.mediaId, 'webp', kit.userId)).bytes : await loadPng(ctx, mediaIdFromUrl(kit.content.imageUrl!), kit.userId);
    return await sharp(png).resize(600, 600, { fit: 'inside' }).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
  } catch (err) {
    // A store that cannot be reached is a 503 the owner retries, not a sheet quietly printed
    // without its picture; a picture that is gone (a free cover past its retention, a deleted
    // studio image) gives a sheet without a cover.
    if (err instanceof AppError && err.code === IMAGE_STORE_UNAVAILABLE) throw err;
    return null;
  }
}

export async function oneSheet(ctx: AppContext, userId: number, paper: OneSheetPaper): Promise<Download> {
  return oneSheetOf(ctx, await requireKit(ctx, userId), paper);
}

export async function riderPdf(ctx: AppContext, userId: number, paper: OneSheetPaper): Promise<Download> {
  return riderOf(ctx, await requireKit(ctx, userId), paper);
}

/** The uploaded stage plot as JPEG for print, or null (the drawn plan is printed then). */
async function plotForPrint(ctx: AppContext, kit: KitRow): Promise<Buffer | null> {
  const [plot] = await picturesOfKind(ctx.db, kit.id, 'plot');
  if (!plot) return null;
  const webp = (await loadImage(ctx, plot.mediaId, 'webp', kit.userId)).bytes;
  return sharp(webp).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
}

/** The technical rider of a kit (the owner's download, or a visitor's of a published page). */
export async function riderOf(ctx: AppContext, kit: KitRow, paper: OneSheetPaper): Promise<Download> {
  if (!kit.slug) throw notFound(NO_ADDRESS);
  const bytes = await renderRider({ content: kit.content, paper, url: pageUrl(ctx, kit.slug), plotImage: await plotForPrint(ctx, kit), now: ctx.clock.now() });
  return { bytes, contentType: 'application/pdf', fileName: pressKitFileName(kit.content.bandName, `rider-${paper}.pdf`) };
}

/** The one-sheet of a kit (the owner's download, or a visitor's of a published page). */
export async function oneSheetOf(ctx: AppContext, kit: KitRow, paper: OneSheetPaper): Promise<Download> {
  // The sheet carries the page's address and QR code, so it needs the address.
  if (!kit.slug) throw notFound(NO_ADDRESS);
  const now = ctx.clock.now();
  const url = pageUrl(ctx, kit.slug);
  const bytes = await renderOneSheet({ content: kit.content, paper, url, cover: await coverForPrint(ctx, kit), today: utcDay(now), now });
  return { bytes, contentType: 'application/pdf', fileName: pressKitFileName(kit.content.bandName, `one-sheet-${paper}.pdf`) };
}

export async function qrCode(ctx: AppContext, userId: number, format: 'png' | 'svg'): Promise<Download> {
  const kit = await requireKit(ctx, userId);
  if (!kit.slug) throw notFound(NO_ADDRESS);
  const url = pageUrl(ctx, kit.slug);
  return format === 'png'
    ? { bytes: await qrPng(url), contentType: 'image/png', fileName: pressKitFileName(kit.content.bandName, 'qr.png') }
    : { bytes: Buffer.from(await qrSvg(url)), contentType: 'image/svg+xml', fileName: pressKitFileName(kit.content.bandName, 'qr.svg') };
}
