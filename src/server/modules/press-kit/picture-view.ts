// How the kit's own pictures appear to their owner: display copies and originals behind the
// owner's session, in page order.
import type { PressKitPicture, PressKitPictureKind } from '@shared/contracts/press-kit';
import type { Db } from '@server/db/client';
import { mediaUrl } from '../media/media.service';
import { kitPictures, type PictureRow } from './pictures.repo';

export function pictureOf(row: PictureRow): PressKitPicture {
  return {
    id: row.mediaId,
    kind: row.kind as PressKitPictureKind,
    url: mediaUrl(row.mediaId, 'webp'),
    originalUrl: `/api/premium/press-kit/pictures/${row.mediaId}/original`,
    credit: row.credit,
    format: row.format as PressKitPicture['format'],
    width: row.width,
    height: row.height,
    bytes: row.bytes,
  };
}

export interface KitPictures {
  photos: PressKitPicture[];
  logo: PressKitPicture | null;
  stagePlot: PressKitPicture | null;
}

export async function kitPictureViews(db: Db, kitId: number): Promise<KitPictures> {
  const rows = await kitPictures(db, kitId);
  const of = (kind: PressKitPictureKind) => rows.filter((r) => r.kind === kind).map(pictureOf);
  return { photos: of('photo'), logo: of('logo')[0] ?? null, stagePlot: of('plot')[0] ?? null };
}
