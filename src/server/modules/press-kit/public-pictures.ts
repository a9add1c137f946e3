// What visitors of a published kit download: each picture's display copy at
// /b/:slug/pictures/<id>.webp, every photo and the logo at full size in one ZIP with the
// photographers' credits, and the one-sheet and rider PDFs. Nothing of a draft, an unpublished kit or a lapsed plan is reachable.
import { pressKitFileName, type OneSheetPaper } from '@shared/contracts/press-kit';
import type { AppContext } from '@server/app-context';
import { notFound } from '@server/lib/app-error';
import { zipStored } from '@server/lib/zip';
import { loadImage, loadOriginal, type LoadedImage } from '../media/media.service';
import { pageIsOnline, type NoticeLog } from './offline-notice';
import { findPicture, kitPictures } from './pictures.repo';
import { oneSheetOf, riderOf, type Download } from './press-kit-files.service';
import type { KitRow } from './press-kit.repo';
import { publishedKit } from './public-page.service';

const NO_PICTURE = 'No such picture';

async function onlineKit(ctx: AppContext, slug: string, log: NoticeLog): Promise<KitRow> {
  const kit = await publishedKit(ctx, slug);
  if (!kit || !(await pageIsOnline(ctx, kit, log))) throw notFound(NO_PICTURE);
  return kit;
}

/** The one-sheet or the rider of a published kit, for its visitors. */
export async function publicPdf(ctx: AppContext, slug: string, file: 'one-sheet' | 'rider', paper: OneSheetPaper, log: NoticeLog): Promise<Download & { kitId: number }> {
  const kit = await onlineKit(ctx, slug, log);
  return { kitId: kit.id, ...(file === 'rider' ? await riderOf(ctx, kit, paper) : await oneSheetOf(ctx, kit, paper)) };
}

export async function publicPicture(ctx: AppContext, slug: string, mediaId: string, log: NoticeLog): Promise<LoadedImage> {
  const kit = await onlineKit(ctx, slug, log);
  if (!(await findPicture(ctx.db, kit.id, mediaId))) throw notFound(NO_PICTURE);
  return loadImage(ctx, mediaId, 'webp', kit.userId);
}

/** The credits line of the archive: who took which photo, when the band said. */
export function creditsText(bandName: string, credits: ReadonlyArray<{ file: string; credit: string }>): string {
  const lines = credits.map((c) => `${c.file}: ${c.credit ? `Photo: ${c.credit}` : 'no credit given'}`);
  return `${bandName}: press photos\r\n${lines.join('\r\n')}\r\nPlease credit the photographer wherever a photo is used.\r\n`;
}

export async function pressPhotosZip(ctx: AppContext, slug: string, log: NoticeLog): Promise<Download & { kitId: number }> {
  const kit = await onlineKit(ctx, slug, log);
  const all = await kitPictures(ctx.db, kit.id);
  // The photos in page order, then the logo; a stage plot is for the venue's rider, not the press.
  const pictures = [...all.filter((p) => p.kind === 'photo'), ...all.filter((p) => p.kind === 'logo')];
  if (!pictures.length) throw notFound('This press kit has no photos to download');
  const base = pressKitFileName(kit.content.bandName, 'press-photos.zip').replace(/-press-photos\.zip$/, '');
  let n = 0;
  const entries = [];
  const credits = [];
  for (const picture of pictures) {
    const file = `${base}-${picture.kind === 'logo' ? 'logo' : `photo-${++n}`}.${picture.format}`;
    entries.push({ name: file, bytes: (await loadOriginal(ctx, picture.mediaId, kit.userId)).bytes });
    credits.push({ file, credit: picture.credit });
  }
  const credit = creditsText(kit.content.bandName, credits);
  entries.push({ name: 'CREDITS.txt', bytes: Buffer.from(credit, 'utf8') });
  return { kitId: kit.id, bytes: zipStored(entries, credit), contentType: 'application/zip', fileName: pressKitFileName(kit.content.bandName, 'press-photos.zip') };
}
